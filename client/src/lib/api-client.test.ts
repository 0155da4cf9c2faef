import { afterEach, describe, expect, it, vi } from "vitest";
import { api, ApiError, apiRequest, apiUnlessSignedOut, apiUrl, getErrorMessage, getQueryFn, parseErrorBody } from "./api-client";
import type { QueryFunctionContext } from "@tanstack/react-query";

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => response);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const queryContext = (url: string) => ({ queryKey: [url], signal: new AbortController().signal }) as unknown as QueryFunctionContext;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("apiRequest", () => {
  it("sends JSON with the session cookie", async () => {
    const fetchMock = stubFetch(new Response(JSON.stringify({ id: 1 }), { status: 200 }));
    const res = await apiRequest("POST", "/api/login", { username: "ann", password: "Secret123" });
    expect(await res.json()).toEqual({ id: 1 });
    expect(fetchMock).toHaveBeenCalledWith("/api/login", {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username: "ann", password: "Secret123" }),
    });
  });

  it("sends FormData untouched, leaving its multipart Content-Type to the browser", async () => {
    const fetchMock = stubFetch(new Response("{}", { status: 201 }));
    const form = new FormData();
    form.append("itemId", "7");
    await apiRequest("POST", "/api/menu-items/upload-photo", form);
    expect(fetchMock).toHaveBeenCalledWith("/api/menu-items/upload-photo", { method: "POST", credentials: "same-origin", headers: {}, body: form });
  });

  it("sends no body and no content type when there is no payload", async () => {
    const fetchMock = stubFetch(new Response(JSON.stringify({ message: "Logged out" }), { status: 200 }));
    await apiRequest("POST", "/api/logout");
    const init = fetchMock.mock.calls[0][1];
    expect(init).toMatchObject({ method: "POST", credentials: "same-origin" });
    expect(init?.body).toBeUndefined();
    expect(init?.headers).toEqual({});
  });

  it("adds extra headers, such as an Idempotency-Key, beside the JSON content type", async () => {
    const fetchMock = stubFetch(new Response("{}", { status: 201 }));
    await apiRequest("POST", "/api/orders", { a: 1 }, { headers: { "Idempotency-Key": "k-1" } });
    expect(fetchMock.mock.calls[0][1]?.headers).toEqual({ "Content-Type": "application/json", "Idempotency-Key": "k-1" });
  });

  it("gives the browser a device cookie before its first Idempotency-Key, and keeps it", async () => {
    const device = () => /(?:^|;\s*)cc_device=([^;]*)/.exec(document.cookie)?.[1];
    document.cookie = "cc_device=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
    stubFetch(new Response("{}", { status: 200 }));
    await apiRequest("GET", "/api/health");
    expect(device() ?? "").toBe("");
    stubFetch(new Response("{}", { status: 201 }));
    await apiRequest("POST", "/api/orders", { a: 1 }, { headers: { "Idempotency-Key": "k-2" } });
    const first = device();
    expect(first).toMatch(/^[0-9a-f]{48}$/);
    stubFetch(new Response("{}", { status: 201 }));
    await apiRequest("POST", "/api/orders", { a: 1 }, { headers: { "idempotency-key": "k-3" } });
    expect(device()).toBe(first);
  });

  it("throws '{status}: {body}' for a response that is not ok", async () => {
    stubFetch(new Response(JSON.stringify({ message: "Invalid credentials" }), { status: 401 }));
    const error = await apiRequest("POST", "/api/login", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('401: {"message":"Invalid credentials"}');
    expect((error as ApiError).status).toBe(401);
  });

  it("uses the status text when the body is empty", async () => {
    stubFetch(new Response(null, { status: 503, statusText: "Service Unavailable" }));
    await expect(apiRequest("GET", "/api/health")).rejects.toThrow("503: Service Unavailable");
  });
});

describe("getErrorMessage", () => {
  it("returns the server's message", async () => {
    stubFetch(new Response(JSON.stringify({ message: "That username is already taken" }), { status: 409 }));
    const error = await apiRequest("POST", "/api/register", {}).catch((e: unknown) => e);
    expect(getErrorMessage(error, "Could not create account")).toBe("That username is already taken");
  });

  it("falls back when the body has no message, is not JSON, or the request never reached the server", () => {
    expect(getErrorMessage(new ApiError(500, "{}", "Internal Server Error"), "Fallback")).toBe("Fallback");
    expect(getErrorMessage(new ApiError(502, "<html>Bad gateway</html>", "Bad Gateway"), "Fallback")).toBe("Fallback");
    expect(getErrorMessage(new ApiError(500, "", "Internal Server Error"), "Fallback")).toBe("Fallback");
    expect(getErrorMessage(new TypeError("Failed to fetch"), "Fallback")).toBe("Fallback");
  });
});

describe("getQueryFn", () => {
  it("GETs the first element of the query key and parses JSON", async () => {
    const fetchMock = stubFetch(new Response(JSON.stringify({ demoMode: true }), { status: 200 }));
    await expect(getQueryFn({ on401: "throw" })(queryContext("/api/config"))).resolves.toEqual({ demoMode: true });
    expect(fetchMock.mock.calls[0][0]).toBe("/api/config");
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ credentials: "same-origin" });
  });

  it("returns null on 401 when asked to, having read the answer so the request completes", async () => {
    const answer = new Response(JSON.stringify({ message: "Authentication required" }), { status: 401 });
    stubFetch(answer);
    await expect(getQueryFn({ on401: "returnNull" })(queryContext("/api/me"))).resolves.toBeNull();
    expect(answer.bodyUsed).toBe(true);
  });

  it("throws on 401 by default", async () => {
    stubFetch(new Response(JSON.stringify({ message: "Authentication required" }), { status: 401 }));
    await expect(getQueryFn({ on401: "throw" })(queryContext("/api/quotes"))).rejects.toThrow('401: {"message":"Authentication required"}');
  });
});

describe("api (the endpoint contract)", () => {
  it("fills the route's params, appends the query without undefined values, and sends the method and body", async () => {
    const fetchMock = stubFetch(new Response(JSON.stringify({ id: 7 }), { status: 200 }));
    const quote = await api("PATCH /api/quotes/:id/status", { params: { id: 7 }, body: { status: "accepted" } });
    expect(quote).toEqual({ id: 7 });
    expect(fetchMock.mock.calls[0][0]).toBe("/api/quotes/7/status");
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ method: "PATCH", body: JSON.stringify({ status: "accepted" }) });
    expect(apiUrl("GET /api/quotes", { query: { page: 2, pageSize: 10, status: undefined, upcoming: true } })).toBe("/api/quotes?page=2&pageSize=10&upcoming=true");
    expect(apiUrl("GET /api/menu-items/:id", { params: { id: "a/b" } })).toBe("/api/menu-items/a%2Fb");
  });

  it("throws an ApiError with the parsed body on a refusal, and apiUnlessSignedOut turns only a 401 into null", async () => {
    stubFetch(new Response(JSON.stringify({ message: "Order not found" }), { status: 404 }));
    await expect(api("GET /api/quotes/:id", { params: { id: 1 } })).rejects.toMatchObject({ status: 404, details: { message: "Order not found" } });
    stubFetch(new Response(JSON.stringify({ message: "Authentication required" }), { status: 401 }));
    expect(await apiUnlessSignedOut("GET /api/me")).toBeNull();
    stubFetch(new Response("boom", { status: 500 }));
    await expect(apiUnlessSignedOut("GET /api/me")).rejects.toBeInstanceOf(ApiError);
  });
});

describe("api (answers without a body, and the browser cache)", () => {
  it("answers undefined for a 204 without reading a body, and sends the cache mode when asked", async () => {
    const fetchMock = stubFetch(new Response(null, { status: 204 }));
    await expect(api("DELETE /api/qr-codes/:id", { params: { id: 3 } })).resolves.toBeUndefined();
    expect(fetchMock.mock.calls[0][0]).toBe("/api/qr-codes/3");
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ method: "DELETE" });
    const health = stubFetch(new Response(JSON.stringify({ status: "ok", database: "up" }), { status: 200 }));
    await api("GET /api/health", { cache: "no-store" });
    expect(health.mock.calls[0][1]).toMatchObject({ method: "GET", cache: "no-store" });
  });
});

describe("parseErrorBody", () => {
  it.each([
    ['{"message":"Declined","code":"X","totalAmount":"12.00","title":"T","field":"couponCode"}', { message: "Declined", code: "X", totalAmount: "12.00", title: "T", field: "couponCode" }],
    ['{"error":{"message":"Card expired"}}', { message: "Card expired" }],
    ['{"message":"  ","code":5}', {}],
    ["<html>Bad gateway</html>", {}],
    ["null", {}],
    ["", {}],
  ])("reads %j", (body, expected) => {
    const parsed = parseErrorBody(body);
    expect(Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== undefined))).toEqual(expected);
  });
});
