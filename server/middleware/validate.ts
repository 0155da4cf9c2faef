import type { RequestHandler } from "express";
import type { z } from "zod";
import { unsafeInputRefusal } from "@shared/validators/text";
import { InvalidRequest } from "../errors";

/**
 * Refuses, for every route, a body or query holding text the database cannot store or that is not valid
 * Unicode, or nested deeper than any request needs: a clear 400 instead of a failure deep in a query.
 */
export const refuseUnsafeInput: RequestHandler = (req, _res, next) => {
  const refusal = unsafeInputRefusal(req.body) ?? unsafeInputRefusal(req.query);
  next(refusal ? new InvalidRequest(refusal) : undefined);
};

/**
 * Parses req.body with the endpoint's shared schema; the parsed (trimmed, typed) value replaces the body. A schema
 * built from the business settings is given as a function, asked for at each request: the settings in force then.
 */
export function validateBody<Schema extends z.ZodType>(schema: Schema | (() => Schema)): RequestHandler {
  return (req, _res, next) => {
    // Multipart bodies arrive after the app-wide check, so it runs here as well.
    const refusal = unsafeInputRefusal(req.body);
    if (refusal) return next(new InvalidRequest(refusal));
    const result = (typeof schema === "function" ? schema() : schema).safeParse(req.body ?? {});
    if (!result.success) {
      const errors: Record<string, string> = {};
      for (const issue of result.error.issues) {
        const key = issue.path.join(".") || "body";
        errors[key] ??= issue.message;
      }
      const first = result.error.issues[0];
      next(new InvalidRequest(first?.message ?? "Invalid request", { errors }));
      return;
    }
    req.body = result.data;
    next();
  };
}

/** Parses req.query with a schema; the parsed value is available as res.locals.query (req.query is read-only in Express 5). */
export function validateQuery<Schema extends z.ZodType>(schema: Schema): RequestHandler {
  return (req, res, next) => {
    const result = schema.safeParse(req.query);
    if (!result.success) {
      const first = result.error.issues[0];
      next(new InvalidRequest(`Invalid query parameter ${first?.path.join(".")}: ${first?.message}`));
      return;
    }
    res.locals.query = result.data;
    next();
  };
}
