import crypto from "node:crypto";

/**
 * The MACs of links that open something without an account (docs/decisions/012-visitor-proposal-links.md): each kind
 * of link signs under a key of its own, derived from the server's secret and the link's purpose, so no link's MAC
 * ever opens another kind of link. The links are derived, never stored: the database keeps a random nonce only.
 */
export function linkMac(secret: string, purpose: string): (message: string) => Buffer {
  const key = crypto.createHmac("sha256", secret).update(purpose).digest();
  return (message) => crypto.createHmac("sha256", key).update(message).digest();
}

/** A link's nonce: 256 random bits. */
export const newLinkNonce = () => crypto.randomBytes(32).toString("base64url");
