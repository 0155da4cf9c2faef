import { DomainError, type ErrorKind } from "../errors";

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
};

export function httpStatusOf(error: DomainError): number {
  return STATUS[error.kind];
}

/** The answer's body: the message the user reads, and the error's extra fields. */
export function errorBody(error: DomainError): Record<string, unknown> {
  return { message: error.message, ...error.details };
}


