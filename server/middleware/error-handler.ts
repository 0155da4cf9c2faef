import type { ErrorRequestHandler, RequestHandler } from "express";
import { DomainError } from "../errors";
import { errorBody, httpStatusOf } from "../http/error-status";
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from "../db/unavailable";

/** Seconds a client is asked to wait before retrying while the database is away. */
const RETRY_AFTER_SECONDS = 5;

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
    res.status(httpStatusOf(error)).json(errorBody(error));
    return;
  }
  if (isDatabaseUnavailable(error)) {
    req.log?.warn({ err: error }, "database unavailable");
    res.setHeader("Retry-After", String(RETRY_AFTER_SECONDS));
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
