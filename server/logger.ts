import pino from "pino";

/**
 * Fields that must never reach a log line (ASVS V16.2.5): credentials, tokens, session cookies, card data.
 * Request bodies are not logged at all; these paths guard headers and anything a caller logs by hand.
 */
const REDACTED_PATHS = [
  "req.headers.cookie",
  "req.headers.authorization",
  "req.headers.apikey",
  'res.headers["set-cookie"]',
  "password",
  "newPassword",
  "token",
  "card",
  "*.password",
  "*.newPassword",
  "*.token",
  "*.card",
];

export function createLogger(level: string) {
  return pino({ level, redact: { paths: REDACTED_PATHS, censor: "[redacted]" } });
}

export type Logger = ReturnType<typeof createLogger>;
