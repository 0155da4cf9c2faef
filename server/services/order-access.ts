import crypto from "node:crypto";

/**
 * Order access tokens. Order ids are sequential, so a visitor's order is reached only with the unguessable
 * token POST /api/orders returned. The database keeps its SHA-256 alone: a leaked table opens no order.
 */
export const hashAccessToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

/**
 * A token is derived, not drawn: HMAC-SHA256, under a key from the server's secret, of a random 256-bit nonce. A
 * checkout's stored Idempotency-Key answer keeps the nonce instead of the token, and a replay derives the token
 * again, so neither the orders nor the stored answers (the database alone) open an order.
 */
export interface OrderAccessTokens {
  issue(): { token: string; hash: string; nonce: string };
  fromNonce(nonce: string): string;
}

export function orderAccessTokens(secret: string): OrderAccessTokens {
  // A key of its own, so these tokens never coincide with another use of the same secret.
  const key = crypto.createHmac("sha256", secret).update("order-access-tokens").digest();
  const fromNonce = (nonce: string) => crypto.createHmac("sha256", key).update(`order-access:${nonce}`).digest("base64url");
  return {
    issue() {
      const nonce = crypto.randomBytes(32).toString("base64url");
      const token = fromNonce(nonce);
      return { token, hash: hashAccessToken(token), nonce };
    },
    fromNonce,
  };
}

/** True when the token is the order's own (compared in constant time). */
export function tokenOpensOrder(order: { accessTokenHash: string | null }, token: string | undefined): boolean {
  if (!order.accessTokenHash || !token) return false;
  const given = Buffer.from(hashAccessToken(token));
  const expected = Buffer.from(order.accessTokenHash);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
