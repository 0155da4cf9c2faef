/**
 * A random key for the `Idempotency-Key` header. crypto.randomUUID only exists in secure contexts, so a plain
 * http deployment falls back to 128 random bits from getRandomValues (available everywhere).
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
