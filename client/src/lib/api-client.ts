import type { QueryFunction } from "@tanstack/react-query";
import type { z } from "zod";
import type { ApiCallRoute, ApiResponse, ApiRoute } from "@shared/api/contract";
import type { ApiRoutes, BodySchemaOf, PathParamNames, QuerySchemaOf } from "@shared/api/routes";
import { formatCalendarDate } from "@shared/rules/dates";

/** The fields an error answer may carry: ours (`{message, code, field, title, totalAmount}`) or Clover's. */
export interface ErrorBody {
  message?: string;
  /** A machine-readable reason, e.g. ORDER_ALREADY_PAID. */
  code?: string;
  field?: string;
  /** A toast title the server chose, e.g. "File Too Large". */
  title?: string;
  /** The server's own total when the browser's is out of date (409 on POST /api/orders). */
  totalAmount?: string;
  /** A refused event date (closed, too soon, fully booked): the next dates the kitchen would take (YYYY-MM-DD). */
  nextDates?: string[];
}

const text = (value: unknown): string | undefined => (typeof value === "string" && value.trim() ? value : undefined);

/** "December 3, 2026, December 4, 2026 and December 5, 2026". */
function listOfDates(dates: string[]): string {
  const long = dates.map(formatCalendarDate);
  return long.length > 1 ? `${long.slice(0, -1).join(", ")} and ${long[long.length - 1]}` : long[0];
}

/**
 * The one reader of error bodies. Text that is not JSON (an HTML error page, a proxy's message) yields nothing:
 * it is not meant for people. The message may sit at `{message}` (our API, the sandbox) or `{error:{message}}`
 * (Clover).
 */
export function parseErrorBody(body: string): ErrorBody {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== "object") return {};
  const record: Record<string, unknown> = { ...parsed };
  const nested = record.error && typeof record.error === "object" ? { ...record.error } : {};
  const message = text(record.message) ?? ("message" in nested ? text(nested.message) : undefined);
  const nextDates = Array.isArray(record.nextDates) ? record.nextDates.filter((d): d is string => typeof d === "string" && /^\d{4}-\d{2}-\d{2}$/.test(d)) : undefined;
  // A refused date's message names the dates that fit, wherever it is shown (a toast, a form's summary).
  const withDates = message && nextDates?.length ? `${message} The next available dates are ${listOfDates(nextDates)}.` : message;
  return { message: withDates, code: text(record.code), field: text(record.field), title: text(record.title), totalAmount: text(record.totalAmount), nextDates };
}

/**
 * The one request helper. Every call sends the session cookie; a body goes as JSON (FormData as multipart). A response that is not ok
 * becomes an ApiError whose message is `{status}: {body text or status text}`.
 */
export class ApiError extends Error {
  /** The answer's fields, read once with parseErrorBody. */
  readonly details: ErrorBody;

  constructor(
    readonly status: number,
    /** The raw response text. */
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = "ApiError";
    this.details = parseErrorBody(body);
  }
}

async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text();
  throw new ApiError(res.status, text, res.statusText);
}

// Where the API is: the page's own origin in the browser (relative URLs); the server's own address when the
// server renders a public page ahead of the browser (client/src/entry-server.tsx), where no page origin exists.
let apiOrigin = "";

/** For the server's rendering only: the address its own API answers on, e.g. "http://127.0.0.1:5000". */
export function setApiOrigin(origin: string): void {
  apiOrigin = origin;
}

/** The one place every request of the app goes through. */
export const apiFetch = (url: string, init: RequestInit): Promise<Response> => fetch(url.startsWith("/") ? `${apiOrigin}${url}` : url, init);

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface ApiRequestOptions {
  /** Extra headers, e.g. `Idempotency-Key` on payment writes so a retry never charges twice. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  cache?: RequestCache;
}

/**
 * The server scopes a visitor's Idempotency-Keys by this random cookie, so a retried checkout finds its own answer
 * and never another visitor's (server/http/visitor-device.ts); set before the first request that sends a key.
 */
function ensureDeviceCookie(): void {
  if (typeof document === "undefined" || /(?:^|;\s*)cc_device=[\w-]{22}/.test(document.cookie)) return;
  const id = Array.from(crypto.getRandomValues(new Uint8Array(24)), (byte) => byte.toString(16).padStart(2, "0")).join("");
  document.cookie = `cc_device=${id}; path=/; max-age=31536000; samesite=lax${location.protocol === "https:" ? "; secure" : ""}`;
}

export async function apiRequest(method: HttpMethod, url: string, body?: unknown, options: ApiRequestOptions = {}): Promise<Response> {
  if (Object.keys(options.headers ?? {}).some((name) => name.toLowerCase() === "idempotency-key")) ensureDeviceCookie();
  // A FormData body (photo uploads) goes as multipart: the browser writes its Content-Type with the boundary.
  const isForm = body instanceof FormData;
  const isJson = body !== undefined && !isForm;
  const res = await apiFetch(url, {
    method,
    credentials: "same-origin",
    headers: { ...(isJson ? { "Content-Type": "application/json" } : {}), ...options.headers },
    body: isForm ? body : isJson ? JSON.stringify(body) : undefined,
    signal: options.signal,
    ...(options.cache ? { cache: options.cache } : {}),
  });
  await throwIfResNotOk(res);
  return res;
}

/**
 * The text a toast shows for a failed request: the server's `{message}` when it sent one, otherwise `fallback`
 * (network failures, HTML error pages and empty bodies all fall back).
 */
export function getErrorMessage(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.details.message) || fallback;
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

export type UnauthorizedBehavior = "returnNull" | "throw";

/**
 * A read of the URL in a query key's first element. Nothing in the app uses it any more: every query names its
 * function, which calls api() (the query client's default refuses a query without one).
 */
export function getQueryFn({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<unknown> {
  return async ({ queryKey, signal }) => {
    const res = await apiFetch(String(queryKey[0]), { credentials: "same-origin", signal });
    if (on401 === "returnNull" && res.status === 401) {
      // Read the (small) body all the same: an unread response keeps its request open, and pages that wait for
      // the network to go quiet (Lighthouse, Playwright's networkidle) would wait on it.
      await res.text();
      return null;
    }
    await throwIfResNotOk(res);
    return res.json();
  };
}

type PathOf<R extends ApiRoute> = R extends `${string} ${infer Path}` ? Path : never;

/** A query string value as the URL carries it; undefined ones are left out. */
type QueryValue = string | number | boolean;
/** A query field's value: what its schema reads ("true"/"false" may be given as a boolean: the URL carries the word). */
type QueryField<T> = (T & QueryValue) | ("true" extends T ? boolean : never) | undefined;

/**
 * What a call sends, typed by the route table (shared/api/routes.ts): values for the path's `:name` segments, the
 * query its schema reads, the body its schema takes (FormData for an upload).
 */
type ParamsPart<R extends ApiRoute> = [PathParamNames<PathOf<R>>] extends [never] ? { params?: undefined } : { params: Record<PathParamNames<PathOf<R>>, string | number> };
type QueryPart<R extends ApiRoute> = [QuerySchemaOf<R>] extends [never]
  ? { query?: undefined }
  : { query?: { [K in keyof z.input<QuerySchemaOf<R>>]: QueryField<z.input<QuerySchemaOf<R>>[K]> } };
type BodyPart<R extends ApiRoute> = [BodySchemaOf<R>] extends [never]
  ? { body?: undefined }
  : ApiRoutes[R] extends { upload: string }
    ? { body: FormData }
    : { body: z.input<BodySchemaOf<R>> };

export type ApiCall<R extends ApiRoute> = ParamsPart<R> &
  QueryPart<R> &
  BodyPart<R> & {
    headers?: Record<string, string>;
    signal?: AbortSignal;
    /** The browser's HTTP cache for this call ("no-store": always ask the server). */
    cache?: RequestCache;
  };

/** The call's argument, which may be left out when the route needs nothing (no params, no body). */
type CallArgs<R extends ApiRoute> = object extends ApiCall<R> ? [call?: ApiCall<R>] : [call: ApiCall<R>];

const HTTP_METHODS: readonly HttpMethod[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];

function methodOf(route: ApiRoute): HttpMethod {
  const method = HTTP_METHODS.find((name) => route.startsWith(`${name} `));
  if (!method) throw new Error(`Not an API route: ${route}`);
  return method;
}

interface UrlParts {
  params?: Record<string, string | number>;
  query?: Record<string, QueryValue | undefined>;
}

/** The URL of a route ("GET /api/quotes/:id") with its params filled in and its query appended: for links and streams. */
export function apiUrl<R extends ApiRoute>(route: R, ...[call]: CallArgs<R>): string {
  return urlOf(route, call ?? {});
}

function urlOf(route: ApiRoute, { params = {}, query = {} }: UrlParts): string {
  const path = route
    .slice(route.indexOf(" ") + 1)
    .replace(/:([A-Za-z]+)/g, (_match, name: string) => encodeURIComponent(String(params[name] ?? "")));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.set(name, String(value));
  const queryText = search.toString();
  return queryText ? `${path}?${queryText}` : path;
}

/**
 * Calls one route of the API table and returns its declared answer (undefined for a 204): the request and answer
 * types are the table's (shared/api/routes.ts), declared once for the server and for every screen. The only way the
 * app calls its API.
 */
export async function api<R extends ApiCallRoute>(route: R, ...[call]: CallArgs<R>): Promise<ApiResponse<R>> {
  const { body, headers, signal, cache }: { body?: unknown; headers?: Record<string, string>; signal?: AbortSignal; cache?: RequestCache } = call ?? {};
  const res = await apiRequest(methodOf(route), urlOf(route, call ?? {}), body, { headers, signal, cache });
  // No content (a deletion): nothing to read.
  if (res.status === 204) return undefined as ApiResponse<R>;
  return res.json();
}

/** The same, but a 401 answers null: who is signed in, for a visitor. */
export async function apiUnlessSignedOut<R extends ApiCallRoute>(route: R, ...args: CallArgs<R>): Promise<ApiResponse<R> | null> {
  try {
    return await api(route, ...args);
  } catch (error) {
    if (isUnauthorized(error)) return null;
    throw error;
  }
}
