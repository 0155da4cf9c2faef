import type { Request, RequestHandler, Response } from "express";
import type { z } from "zod";
import { API_ROUTES, successStatuses, type BodySchemaOf, type QuerySchemaOf, type ResponseSchemaOf, type RouteKey, type RouteSpec } from "@shared/api/routes";
import { validateBody, validateQuery } from "../middleware/validate";
import type { CurrentSettings } from "../settings/current-settings";
import type { StoredResponse } from "./idempotency";

/** A route key's path below the /api mount every API router is mounted on: "GET /api/quotes/:id" → "/quotes/:id". */
export type ApiPath<K extends RouteKey> = K extends `${string} /api${infer Path}` ? Path : never;

type ApiRouteKey = { [K in RouteKey]: ApiPath<K> extends never ? never : K }[RouteKey];

type Output<Schema> = Schema extends z.ZodType ? z.output<Schema> : never;

const next: RequestHandler = (_req, _res, proceed) => proceed();

/**
 * One route of the API table (shared/api/routes.ts) as its router mounts it: the path to mount, the middleware that
 * validates its query and body with the table's schemas, the parsed values typed by those schemas, and `send`,
 * which takes only what the route's response schema declares. A router writes, for example:
 *
 *     const list = apiRoute("GET /api/quotes");
 *     router.get(list.path, requireAuth, list.validate, async (req, res) => {
 *       list.send(res, await quotes.listQuotes(req.user!, list.query(req)));
 *     });
 *
 * `settings` is needed by routes whose body schema is built from the business settings (checked when mounted).
 */
export function apiRoute<K extends ApiRouteKey>(key: K, options: { settings?: CurrentSettings } = {}) {
  const spec: RouteSpec = API_ROUTES[key];
  const { body: bodySchema, query: querySchema } = spec;
  if (typeof bodySchema === "function" && !options.settings) throw new Error(`${key}: its body schema depends on the business settings; pass them.`);
  const body = bodySchema && validateBody(typeof bodySchema === "function" ? () => bodySchema(options.settings!()) : bodySchema);
  const query = querySchema && validateQuery(querySchema);
  const [defaultStatus] = successStatuses(spec);
  const validations = [query, body].filter((handler) => handler !== undefined);
  const validate: RequestHandler =
    validations.length === 0 ? next : validations.length === 1 ? validations[0] : (req, res, proceed) => validations[0](req, res, (error?: unknown) => (error ? proceed(error) : validations[1](req, res, proceed)));

  return {
    key,
    /** The path below /api, for router.get/post/… */
    path: key.slice(key.indexOf(" /api") + " /api".length) as ApiPath<K>,
    /** Validates the query string and the body against the table (mount it where the route's checks want it). */
    validate,
    /** The validated body. */
    body(req: Request): Output<BodySchemaOf<K>> {
      if (!body) throw new Error(`${key} declares no body.`);
      // The one place the table's runtime entry and its type meet: `body` parsed with the schema of route K.
      return body.of(req) as Output<BodySchemaOf<K>>;
    },
    /** The validated query. */
    query(req: Request): Output<QuerySchemaOf<K>> {
      if (!query) throw new Error(`${key} declares no query.`);
      return query.of(req) as Output<QuerySchemaOf<K>>;
    },
    /** Answers with the route's success status (or `status`, one of those it declares) and a body its schema declares. */
    send(res: Response, answer: Output<ResponseSchemaOf<K>>, status: number = defaultStatus): void {
      res.status(status).json(answer);
    },
    /** Answers 204 No Content. */
    sendNoContent(res: Response): void {
      res.status(204).end();
    },
    /**
     * Replays an answer the idempotency store kept (the first run's, or its refusal): already sent once, so checked
     * then; the test suite checks every replay against the same schemas.
     */
    sendStored(res: Response, answer: StoredResponse): void {
      res.status(answer.status).json(answer.body);
    },
  };
}
