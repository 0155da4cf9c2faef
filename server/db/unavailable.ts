/**
 * Whether an error means "the database cannot answer right now" (down, restarting, unreachable, too slow or
 * a lock held too long) rather than "this request is wrong". Those become a 503 the client may retry, never a
 * 500, and never the end of the process.
 */
const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EHOSTUNREACH", "ENETUNREACH", "EAI_AGAIN"]);

/** SQLSTATEs: connection exceptions (class 08), shutdown in progress, statement or lock timeout, no free slot. */
const UNAVAILABLE_SQLSTATES = new Set(["57P01", "57P02", "57P03", "57014", "55P03", "53300", "53400"]);

// node-postgres reports a lost or timed-out connection with these messages and no code.
const DRIVER_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /query read timeout/i,
  /not queryable/i,
  /connection (was )?closed/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  // drizzle wraps the driver's error as its cause; walk a few levels down.
  for (let depth = 0; current && typeof current === "object" && depth < 5; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    const code = typeof candidate.code === "string" ? candidate.code : "";
    if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith("08")) return true;
    const message = typeof candidate.message === "string" ? candidate.message : "";
    if (DRIVER_MESSAGES.some((pattern) => pattern.test(message))) return true;
    current = candidate.cause;
  }
  return false;
}

export const DATABASE_UNAVAILABLE_MESSAGE = "We can't reach our database right now. Please try again in a few seconds.";
