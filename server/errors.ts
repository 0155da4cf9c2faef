/**
 * The errors services throw, named for what went wrong in the business's terms. None of them knows about HTTP:
 * server/http/error-status.ts is the one place that gives each kind its status, and the error handler turns them
 * into `{message, ...details}`. Anything else becomes a generic 500 so internals never leak.
 */
export type ErrorKind =
  | "invalid"
  | "unauthenticated"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "payment_declined"
  | "too_large"
  | "upstream_failed"
  | "unavailable"
  | "storage_full"
  | "rate_limited";

export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    /** Extra fields for the answer's body, e.g. {field} or {code}. */
    readonly details?: Record<string, unknown>,
    /** `cause`: what failed underneath, for the log (never sent to the client). */
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** The request breaks a rule: a field, an amount, a coupon. */
export class InvalidRequest extends DomainError {
  constructor(message: string, details?: Record<string, unknown>) {
    super("invalid", message, details);
  }
}

export class Unauthenticated extends DomainError {
  constructor(message = "Authentication required") {
    super("unauthenticated", message);
  }
}

export class Forbidden extends DomainError {
  constructor(message = "You do not have permission to do that") {
    super("forbidden", message);
  }
}

/** Missing, or not the caller's to see: both look the same from outside. */
export class NotFound extends DomainError {
  constructor(message = "Not found") {
    super("not_found", message);
  }
}

/** The record is not in a state that allows this (already paid, changed meanwhile, a duplicate). */
export class Conflict extends DomainError {
  constructor(message: string, details?: Record<string, unknown>) {
    super("conflict", message, details);
  }
}

/** The card provider refused the charge. */
export class PaymentDeclined extends DomainError {
  constructor(message: string, details?: Record<string, unknown>) {
    super("payment_declined", message, details);
  }
}

export class TooLarge extends DomainError {
  constructor(message: string, details?: Record<string, unknown>) {
    super("too_large", message, details);
  }
}

/** A provider we depend on (the card gateway) failed or answered nonsense. */
export class UpstreamFailed extends DomainError {
  constructor(message: string) {
    super("upstream_failed", message);
  }
}

const causeOf = (options: { cause?: unknown }): ErrorOptions | undefined => (options.cause === undefined ? undefined : { cause: options.cause });

/** Seconds a client is asked to wait before trying a 503 again, unless the error says otherwise. */
export const DEFAULT_RETRY_AFTER_SECONDS = 5;

/**
 * The feature is switched off or not set up here (e.g. card payments in production without a gateway), or something
 * it needs is away for now (the database, the uploads storage). The answer says when to try again (Retry-After).
 */
export class Unavailable extends DomainError {
  readonly retryAfterSeconds: number;

  constructor(message: string, options: { cause?: unknown; retryAfterSeconds?: number } = {}) {
    super("unavailable", message, undefined, causeOf(options));
    this.retryAfterSeconds = options.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS;
  }
}

/** The server's own storage has no room left (a full disk, a quota): nothing was changed. */
export class StorageFull extends DomainError {
  constructor(message: string, options: { cause?: unknown } = {}) {
    super("storage_full", message, undefined, causeOf(options));
  }
}

/** Too many requests of one kind from one address or for one account (the rate limits, server/middleware/rate-limit.ts). */
export class TooManyAttempts extends DomainError {
  constructor(message: string) {
    super("rate_limited", message);
  }
}

export const badRequest = (message: string, details?: Record<string, unknown>) => new InvalidRequest(message, details);
export const unauthorized = (message?: string) => new Unauthenticated(message);
export const forbidden = (message?: string) => new Forbidden(message);
export const notFound = (message?: string) => new NotFound(message);
export const conflict = (message: string, details?: Record<string, unknown>) => new Conflict(message, details);

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
