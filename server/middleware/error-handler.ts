import type { ErrorRequestHandler, RequestHandler } from "express";
import { DEFAULT_RETRY_AFTER_SECONDS, DomainError } from "../errors";
import { errorBody, httpStatusOf, retryAfterOf } from "../http/error-status";
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from "../db/unavailable";

export const GENERIC_ERROR_MESSAGE = "Something went wrong. Please try again.";

/** Unknown /api paths answer JSON, not the SPA's HTML. */
export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ message: "Not found" });
};

/**
 * The only place errors become HTTP. Known errors keep their message; body-parser's own errors map to 4xx;
 * everything else is logged with the request id and answered with a generic message (no stack, ever).
 */
export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  if (res.headersSent) {
    req.log?.error({ err: error }, "error after headers were sent");
    res.end();
    return;
  }
  if (error instanceof DomainError) {
    const status = httpStatusOf(error);
    // The server's own failure, said plainly to the client (a full disk, the storage away): logged as what it is,
    // with what failed underneath, never as an unhandled error. A 503 passes (it says when to try again).
    if (status >= 500) req.log?.[status === 503 ? "warn" : "error"]({ err: error, status }, error.message);
    const retryAfter = retryAfterOf(error);
    if (retryAfter !== undefined) res.setHeader("Retry-After", String(retryAfter));
    res.status(status).json(errorBody(error));
    return;
  }
  if (isDatabaseUnavailable(error)) {
    req.log?.warn({ err: error }, "database unavailable");
    res.setHeader("Retry-After", String(DEFAULT_RETRY_AFTER_SECONDS));
    res.status(503).json({ message: DATABASE_UNAVAILABLE_MESSAGE });
    return;
  }
  const status = typeof error?.status === "number" ? error.status : typeof error?.statusCode === "number" ? error.statusCode : 500;
  if (error?.type === "entity.too.large") {
    res.status(413).json({ message: "Request body is too large" });
    return;
  }
  if (error?.type === "entity.parse.failed") {
    res.status(400).json({ message: "Request body is not valid JSON" });
    return;
  }
  if (status >= 400 && status < 500) {
    res.status(status).json({ message: error.expose && error.message ? error.message : "Invalid request" });
    return;
  }
  req.log?.error({ err: error }, "unhandled error");
  res.status(500).json({ message: GENERIC_ERROR_MESSAGE, requestId: req.id });
};
