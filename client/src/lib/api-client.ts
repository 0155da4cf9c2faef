import type { QueryFunction } from "@tanstack/react-query";

/**
 * The one request helper. Every call sends the session cookie; a body goes as JSON (FormData as multipart). A response that is not ok
 * becomes an ApiError whose message is `{status}: {body text or status text}` (spec, shared conventions).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The raw response text, kept so the server's `{message}` can be read once, here. */
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = "ApiError";
  }
}

async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text();
  throw new ApiError(res.status, text, res.statusText);
}

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface ApiRequestOptions {
  /** Extra headers, e.g. `Idempotency-Key` on payment writes so a retry never charges twice. */
  headers?: Record<string, string>;
}

export async function apiRequest(method: HttpMethod, url: string, body?: unknown, options: ApiRequestOptions = {}): Promise<Response> {
  // A FormData body (photo uploads) goes as multipart: the browser writes its Content-Type with the boundary.
  const isForm = body instanceof FormData;
  const isJson = body !== undefined && !isForm;
  const res = await fetch(url, {
    method,
    credentials: "same-origin",
    headers: { ...(isJson ? { "Content-Type": "application/json" } : {}), ...options.headers },
    body: isForm ? body : isJson ? JSON.stringify(body) : undefined,
  });
  await throwIfResNotOk(res);
  return res;
}

/**
 * The text a toast shows for a failed request: the server's `{message}` when it sent one, otherwise `fallback`
 * (network failures, HTML error pages and empty bodies all fall back).
 */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || !error.body) return fallback;
  try {
    const parsed: unknown = JSON.parse(error.body);
    if (parsed && typeof parsed === "object" && "message" in parsed) {
      const { message } = parsed as { message: unknown };
      if (typeof message === "string" && message.trim()) return message;
    }
  } catch {
    // Not JSON: the body is not meant for people.
  }
  return fallback;
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

export type UnauthorizedBehavior = "returnNull" | "throw";

/** Default read: GET to the first element of the query key, parsed as JSON. */
export function getQueryFn<T>(options: { on401: "returnNull" }): QueryFunction<T | null>;
export function getQueryFn<T>(options: { on401: "throw" }): QueryFunction<T>;
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(String(queryKey[0]), { credentials: "same-origin", signal });
    if (on401 === "returnNull" && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}
