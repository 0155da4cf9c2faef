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
 * What an error may bring into a log line besides its type, message and stack: codes and places, all primitive.
 * Anything else an error object carries is left out on purpose: pg-pool hangs the connection (`client`, whose
 * `secretKey` cancels its queries) on the errors it emits, pg-boss spreads an error into a plain object with all of
 * that, drizzle keeps the statement and its parameters (`query`, `params`), the AWS SDK the raw response.
 */
const ERROR_FIELDS = ["code", "errno", "syscall", "address", "port", "path", "status", "statusCode", "queue", "worker"] as const;

/** drizzle's message for a failed query spells out the statement and its parameters (customers' values). */
const FAILED_QUERY = /Failed query: [\s\S]*/;

function safeMessage(message: string): string {
  return message.replace(FAILED_QUERY, "Failed query (statement and parameters not logged)");
}

/** The stack's frames under our own first line: its original first lines repeat the message. */
function safeStack(stack: unknown, head: string): string | undefined {
  if (typeof stack !== "string") return undefined;
  const frames = stack.indexOf("\n    at ");
  return frames === -1 ? head : head + stack.slice(frames);
}

/**
 * Errors as log fields, the one way any error reaches a log line (the `err` serializer of the logger and of the
 * request log). A database error is reduced to its SQLSTATE code and the table, constraint or column it names:
 * drizzle's message (and so its stack) spells out the query's parameters, and PostgreSQL's detail repeats values
 * ("Key (email)=(…) already exists"): customers' names, emails and phones stay out of logs. Any other error keeps
 * its type, message, stack, the primitive fields above and its cause, serialised the same way.
 */
export function serializeError(input: unknown, depth = 0): Record<string, unknown> {
  // The request log (pino-http) hands us pino's own serialisation, which copied every field and dropped the cause;
  // the original error is its `raw`.
  const raw = input !== null && typeof input === "object" && !(input instanceof Error) ? (input as { raw?: unknown }).raw : undefined;
  const error = raw !== null && typeof raw === "object" ? raw : input;
  if (error === null || typeof error !== "object") return { type: typeof error, message: String(error) };
  const db = findDatabaseError(error);
  if (db) {
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
  const fields = error as Record<string, unknown>;
  const type = error instanceof Error ? error.constructor.name : typeof fields.name === "string" ? fields.name : "Error";
  const message = safeMessage(typeof fields.message === "string" ? fields.message : "");
  const serialized: Record<string, unknown> = { type, message };
  const stack = safeStack(fields.stack, `${type}: ${message}`);
  if (stack) serialized.stack = stack;
  for (const key of ERROR_FIELDS) {
    const value = fields[key];
    if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") serialized[key] = value;
  }
  if (depth < 3) {
    if (fields.cause !== undefined) serialized.cause = serializeError(fields.cause, depth + 1);
    if (Array.isArray(fields.errors)) serialized.errors = fields.errors.slice(0, 5).map((inner) => serializeError(inner, depth + 1));
  }
  return serialized;
}

/**
 * What a process that could not start prints: the error as the serializer gives it, and when the database refused
 * (a wrong password, a missing database) the database's own words, which at start-up hold no customer's values.
 */
export function startFailureMessage(error: unknown): string {
  const refusal = (findDatabaseError(error) as { message?: unknown } | undefined)?.message;
  const { message } = serializeError(error);
  return typeof refusal === "string" ? `${message}: ${refusal}` : String(message);
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
