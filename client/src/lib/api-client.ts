import type { QueryFunction } from "@tanstack/react-query";
import type { ApiResponse, ApiRoute } from "@shared/api/contract";

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
}

const text = (value: unknown): string | undefined => (typeof value === "string" && value.trim() ? value : undefined);

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
  return { message, code: text(record.code), field: text(record.field), title: text(record.title), totalAmount: text(record.totalAmount) };
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

/** The default read: GET to the first element of the query key (used by queries that name no function of their own). */
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

export interface ApiCall {
  /** Values for the route's `:name` segments. */
  params?: Record<string, string | number>;
  /** Query string values; undefined ones are left out. */
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

const HTTP_METHODS: readonly HttpMethod[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];

function methodOf(route: ApiRoute): HttpMethod {
  const method = HTTP_METHODS.find((name) => route.startsWith(`${name} `));
  if (!method) throw new Error(`Not an API route: ${route}`);
  return method;
}

/** The URL of a route ("GET /api/quotes/:id") with its params filled in and its query appended. */
export function apiUrl(route: ApiRoute, { params = {}, query = {} }: Pick<ApiCall, "params" | "query"> = {}): string {
  const path = route
    .slice(route.indexOf(" ") + 1)
    .replace(/:([A-Za-z]+)/g, (_match, name: string) => encodeURIComponent(String(params[name] ?? "")));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.set(name, String(value));
  const queryText = search.toString();
  return queryText ? `${path}?${queryText}` : path;
}

/**
 * Calls one endpoint of the API contract (shared/api/contract.ts) and returns its declared answer: the response
 * types live in shared/, once, for the server and for every screen.
 */
export async function api<R extends ApiRoute>(route: R, call: ApiCall = {}): Promise<ApiResponse<R>> {
  const res = await apiRequest(methodOf(route), apiUrl(route, call), call.body, { headers: call.headers, signal: call.signal });
  return res.json();
}

/** The same, but a 401 answers null: who is signed in, for a visitor. */
export async function apiUnlessSignedOut<R extends ApiRoute>(route: R, call: ApiCall = {}): Promise<ApiResponse<R> | null> {
  try {
    return await api(route, call);
  } catch (error) {
    if (isUnauthorized(error)) return null;
    throw error;
  }
}
