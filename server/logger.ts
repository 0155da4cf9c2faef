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
  "currentPassword",
  "newPassword",
  "token",
  "card",
  "*.password",
  "*.currentPassword",
  "*.newPassword",
  "*.token",
  "*.card",
];

/** What a PostgreSQL error (either driver) carries besides its message. */
interface DatabaseErrorFields {
  code: string;
  severity?: string;
  table?: string;
  constraint?: string;
  column?: string;
  routine?: string;
}

/** The PostgreSQL error behind `error`, if any: drizzle wraps the driver's error as its cause. */
function findDatabaseError(error: unknown): DatabaseErrorFields | undefined {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === "object" && depth < 4; depth++) {
    const candidate = current as Partial<DatabaseErrorFields> & { cause?: unknown };
    // SQLSTATE codes are five characters; a routine or severity says it came from the server.
    if (typeof candidate.code === "string" && /^[0-9A-Z]{5}$/.test(candidate.code) && (candidate.routine || candidate.severity)) return candidate as DatabaseErrorFields;
    current = candidate.cause;
  }
  return undefined;
}

/**
 * Errors as log fields. A database error is reduced to its SQLSTATE code and the table, constraint or column
 * it names: drizzle's message (and so its stack) spells out the query's parameters, and PostgreSQL's detail
 * repeats values ("Key (email)=(…) already exists"): customers' names, emails and phones stay out of logs.
 */
export function serializeError(error: unknown): Record<string, unknown> {
  const db = findDatabaseError(error);
  if (!db) return pino.stdSerializers.err(error as Error) as unknown as Record<string, unknown>;
  return {
    type: "DatabaseError",
    message: `database error ${db.code}${db.table ? ` on ${db.table}` : ""}`,
    code: db.code,
    table: db.table,
    constraint: db.constraint,
    column: db.column,
    routine: db.routine,
  };
}

/** Log output waiting for a slow or stalled reader beyond this is dropped rather than held in memory. */
const MAX_BUFFERED_OUTPUT = 4 * 1024 * 1024;

/**
 * Standard output as the log destination, never blocking or wedging the server. pino's default destination
 * writes synchronously and, when the pipe it writes to stalls or breaks (the process reading our output went
 * away), retries in a loop that parks the event loop in Atomics.wait: the server stops answering and ignores
 * SIGTERM. Node's own stdout stream queues instead, and reports a broken pipe as an error event. We drop log
 * lines while too much is queued or after such an error, and keep serving.
 */
function standardOutput(): pino.DestinationStream {
  for (const stream of [process.stdout, process.stderr]) {
    if (!stream.listeners("error").includes(ignoreOutputError)) stream.on("error", ignoreOutputError);
  }
  return {
    write(line: string) {
      if (process.stdout.writable && process.stdout.writableLength < MAX_BUFFERED_OUTPUT) process.stdout.write(line);
    },
  };
}

function ignoreOutputError(): void {
  // Nowhere left to report it: the output itself is what failed.
}

export function createLogger(level: string, destination: pino.DestinationStream = standardOutput()) {
  return pino({ level, redact: { paths: REDACTED_PATHS, censor: "[redacted]" }, serializers: { err: serializeError } }, destination);
}

export type Logger = ReturnType<typeof createLogger>;
