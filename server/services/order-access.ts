import crypto from "node:crypto";

/**
 * Order access tokens. Order ids are sequential, so a visitor's order is reached only with the unguessable
 * token POST /api/orders returned. The database keeps its SHA-256 alone: a leaked table opens no order.
 */
export const hashAccessToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

export function newAccessToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(32).toString("base64url");
  return { token, hash: hashAccessToken(token) };
}

/** True when the token is the order's own (compared in constant time). */
export function tokenOpensOrder(order: { accessTokenHash: string | null }, token: string | undefined): boolean {
  if (!order.accessTokenHash || !token) return false;
  const given = Buffer.from(hashAccessToken(token));
  const expected = Buffer.from(order.accessTokenHash);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
