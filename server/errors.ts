/**
 * The one error type services throw. The error handler turns it into `{message}` with its status; anything
 * else becomes a generic 500 so internals never leak.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const badRequest = (message: string, details?: Record<string, unknown>) => new AppError(400, message, details);
export const unauthorized = (message = "Authentication required") => new AppError(401, message);
export const forbidden = (message = "You do not have permission to do that") => new AppError(403, message);
export const notFound = (message = "Not found") => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);

/** PostgreSQL's unique_violation, raised by either driver. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  // drizzle wraps driver errors; the code sits on the error or on its cause.
  for (let depth = 0; current && depth < 3; depth++) {
    if (typeof current === "object" && (current as { code?: unknown }).code === "23505") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
