import type { Request, RequestHandler } from "express";
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

/** A validating middleware that also hands its route the parsed value, typed by its schema. */
export type Validation<Value> = RequestHandler & {
  /** What the middleware parsed for this request; throws when it did not run before the caller (a wiring mistake). */
  of(req: Request): Value;
};

/** The parsed values of one validating middleware, per request: read back only by the route that mounted it. */
function parsedValues<Value>(what: string): { keep(req: Request, value: Value): void; of(req: Request): Value } {
  const values = new WeakMap<Request, { value: Value }>();
  return {
    keep: (req, value) => void values.set(req, { value }),
    of: (req) => {
      const kept = values.get(req);
      if (!kept) throw new Error(`The ${what} was read before it was validated: mount the route's validation first.`);
      return kept.value;
    },
  };
}

/**
 * Parses req.body with the endpoint's shared schema; the parsed (trimmed, typed) value replaces the body, and the
 * route reads it typed with `.of(req)`. A schema built from the business settings is given as a function, asked
 * for at each request: the settings in force then.
 */
export function validateBody<Schema extends z.ZodType>(schema: Schema | (() => Schema)): Validation<z.output<Schema>> {
  const parsed = parsedValues<z.output<Schema>>("request body");
  const middleware: RequestHandler = (req, _res, next) => {
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
    parsed.keep(req, result.data);
    next();
  };
  return Object.assign(middleware, { of: parsed.of });
}

/**
 * Parses req.query with a schema (req.query is read-only in Express 5); the route reads the parsed value typed with
 * `.of(req)` (it is also left in res.locals.query).
 */
export function validateQuery<Schema extends z.ZodType>(schema: Schema): Validation<z.output<Schema>> {
  const parsed = parsedValues<z.output<Schema>>("query string");
  const middleware: RequestHandler = (req, res, next) => {
    const result = schema.safeParse(req.query);
    if (!result.success) {
      const first = result.error.issues[0];
      next(new InvalidRequest(`Invalid query parameter ${first?.path.join(".")}: ${first?.message}`));
      return;
    }
    res.locals.query = result.data;
    parsed.keep(req, result.data);
    next();
  };
  return Object.assign(middleware, { of: parsed.of });
}
