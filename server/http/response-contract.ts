import zlib from "node:zlib";
import type { OutgoingHttpHeaders } from "node:http";
import type { Request, RequestHandler, Response } from "express";
import { z } from "zod";
import { API_ROUTES, successStatuses, type RouteKey, type RouteSpec } from "@shared/api/routes";
import { errorBody } from "@shared/api/responses";

/** One answer that broke the route table (shared/api/routes.ts). */
export interface ContractViolation {
  /** "METHOD /path" as the table names the route, or the request's own path when no route of the table matched. */
  route: string;
  status: number;
  problem: string;
}

const isRouteKey = (key: string): key is RouteKey => Object.hasOwn(API_ROUTES, key);

const methodOf = (req: Request) => (req.method === "HEAD" ? "GET" : req.method);

/** The table's key of the route answering now: the matched route's path under its router's mount. */
function matchedRouteKey(req: Request): string | undefined {
  const path: unknown = req.route?.path;
  return typeof path === "string" ? `${methodOf(req)} ${req.baseUrl}${path}` : undefined;
}

/** Each table route as a pattern of its path; literal segments first, so /api/quotes/stats wins over /api/quotes/:id. */
const ROUTE_PATTERNS = Object.keys(API_ROUTES)
  .map((key) => {
    const [method, path] = key.split(" ");
    const pattern = new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:[A-Za-z]+/g, "[^/]+")}$`);
    return { key, method, pattern, params: (path.match(/:/g) ?? []).length };
  })
  .sort((a, b) => a.params - b.params);

/**
 * The table's key for a request answered outside its route (an error handled after the routers let go of it, a
 * middleware's refusal before them): the route whose path the request's path matches.
 */
function requestedRouteKey(req: Request): string | undefined {
  const path = req.originalUrl.split("?")[0];
  return ROUTE_PATTERNS.find(({ method, pattern }) => method === methodOf(req) && pattern.test(path))?.key;
}

function decoded(body: Buffer, encoding: string): Buffer {
  if (encoding === "gzip") return zlib.gunzipSync(body);
  if (encoding === "br") return zlib.brotliDecompressSync(body);
  if (encoding === "deflate") return zlib.inflateSync(body);
  return body;
}

/** What is wrong with an answer, or null. `body` is what went over the wire, decoded. */
export function contractProblem(spec: RouteSpec | undefined, status: number, contentType: string, body: Buffer): string | null {
  const isJson = /^application\/(?:[\w.+-]+\+)?json\b/.test(contentType);
  const success = status >= 200 && status < 400;
  if (success) {
    if (!spec) return isJson ? "answers JSON but the route is not in the table (shared/api/routes.ts)" : null;
    const declared = successStatuses(spec);
    if (!declared.includes(status)) return `answered ${status}; the table declares ${declared.join(" or ")}`;
    // A route declaring both answers JSON or, when its query asks, its declared media type (e.g. ?format=pdf).
    if (spec.response && !isJson && spec.content && contentType.startsWith(spec.content.split(";")[0])) return null;
    if (spec.response) return isJson ? schemaProblem(spec.response, body) : `answered ${contentType || "no content type"}; the table declares JSON`;
    if (spec.content) {
      const mediaType = spec.content.split(";")[0];
      return status < 300 && !contentType.startsWith(mediaType) ? `answered ${contentType || "no content type"}; the table declares ${mediaType}` : null;
    }
    return body.length > 0 ? "answered a body; the table declares none" : null;
  }
  if (!isJson) return null;
  return schemaProblem(spec?.errors?.[status] ?? errorBody, body);
}

function schemaProblem(schema: z.ZodType, body: Buffer): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString("utf8"));
  } catch {
    return "answered text that is not JSON";
  }
  const result = schema.safeParse(parsed);
  return result.success ? null : z.prettifyError(result.error);
}

/**
 * For tests (createApp's `checkResponses`): every answer the app sends is checked against its route's entry in the
 * table once it has gone out — a JSON answer against the route's response schema (an undeclared field, a wrong type,
 * a status the table does not list all count), an error answer against the error body, anything else against the
 * declared media type — and each breach is reported. The answer itself is left exactly as it was; the test harness
 * fails the test file that saw a breach.
 */
export function checkResponses(report: (violation: ContractViolation) => void): RequestHandler {
  return (req, res, next) => {
    const chunks: Buffer[] = [];
    let headerArgument: OutgoingHttpHeaders = {};
    let routeKey: string | undefined;
    let capturing = true;

    const header = (name: string): string => {
      const value = res.getHeader(name) ?? Object.entries(headerArgument).find(([key]) => key.toLowerCase() === name)?.[1];
      return Array.isArray(value) ? value.join(", ") : value === undefined ? "" : String(value);
    };
    const keep = (chunk: unknown, encoding: unknown) => {
      // Streams that are not JSON (event streams, PDFs) are not kept: nothing is checked in them.
      if (capturing && header("content-type") && !/json/.test(header("content-type"))) capturing = false;
      if (!capturing || chunk === undefined || chunk === null || typeof chunk === "function") return;
      if (typeof chunk === "string") chunks.push(Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"));
      else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
    };

    // Wrapped, not replaced: each wrapper notes what passes and hands every argument on as it came.
    const { writeHead, write, end } = res;
    res.writeHead = function (this: Response, ...args: unknown[]) {
      const headers = args.find((arg, index) => index > 0 && arg && typeof arg === "object");
      // An object, or a flat [name, value, …] list (answers prepared in memory: http/precompressed.ts).
      if (Array.isArray(headers)) headerArgument = Object.fromEntries(headers.flatMap((name, i) => (i % 2 === 0 ? [[name, headers[i + 1]]] : [])));
      else if (headers) headerArgument = headers as OutgoingHttpHeaders;
      return Reflect.apply(writeHead, this, args);
    } as typeof res.writeHead;
    res.write = function (this: Response, ...args: unknown[]) {
      keep(args[0], args[1]);
      return Reflect.apply(write, this, args);
    } as typeof res.write;
    res.end = function (this: Response, ...args: unknown[]) {
      keep(args[0], args[1]);
      // Read while the route that answers is still the request's route (routers restore it on their way out).
      routeKey = matchedRouteKey(req);
      return Reflect.apply(end, this, args);
    } as typeof res.end;

    res.on("finish", () => {
      if (req.method === "HEAD" || res.statusCode === 304) return;
      const matched = routeKey ?? matchedRouteKey(req);
      const key = matched && isRouteKey(matched) ? matched : requestedRouteKey(req);
      const spec = key && isRouteKey(key) ? API_ROUTES[key] : undefined;
      // Outside the API, only the table's own routes (short links, robots.txt) are checked: the rest is the site.
      if (!spec && !req.originalUrl.startsWith("/api/")) return;
      let problem: string | null;
      try {
        problem = contractProblem(spec, res.statusCode, header("content-type"), capturing ? decoded(Buffer.concat(chunks), header("content-encoding")) : Buffer.alloc(0));
      } catch (error) {
        problem = `could not be read: ${String(error)}`;
      }
      if (problem) report({ route: spec ? (key ?? "") : `${req.method} ${req.originalUrl.split("?")[0]}`, status: res.statusCode, problem });
    });
    next();
  };
}
