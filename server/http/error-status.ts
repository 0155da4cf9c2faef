import { DEFAULT_RETRY_AFTER_SECONDS, DomainError, Unavailable, type ErrorKind } from "../errors";

/** The one map from what went wrong to the HTTP status that says it. */
const STATUS: Record<ErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payment_declined: 402,
  too_large: 413,
  upstream_failed: 502,
  unavailable: 503,
  // Insufficient Storage: the request was fine, the server has no room to keep what it carries.
  storage_full: 507,
  rate_limited: 429,
};

export function httpStatusOf(error: DomainError): number {
  return STATUS[error.kind];
}

/** Seconds for the answer's Retry-After: every 503 says when to try again. */
export function retryAfterOf(error: DomainError): number | undefined {
  if (httpStatusOf(error) !== 503) return undefined;
  return error instanceof Unavailable ? error.retryAfterSeconds : DEFAULT_RETRY_AFTER_SECONDS;
}

/** The answer's body: the message the user reads, and the error's extra fields. */
export function errorBody(error: DomainError): Record<string, unknown> {
  return { message: error.message, ...error.details };
}


