import type { ReactNode } from "react";
import { render } from "@testing-library/react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { vi } from "vitest";
import { AppProvider } from "@/app/providers";
import { createQueryClient } from "@/lib/query-client";

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

/**
 * Replaces fetch with a table of `"METHOD /path"` handlers. Unlisted calls answer 404 like the server does,
 * so a test never reaches the network. Returns the mock to inspect calls.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? "GET"} ${String(input)}`;
    const handler = handlers[key];
    return handler ? handler(init) : json({ message: "Not found" }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** Renders `ui` with fresh app providers (new query cache) at `path` in an in-memory location. */
export function renderWithApp(ui: ReactNode, { path = "/" }: { path?: string } = {}) {
  const memory = memoryLocation({ path, record: true });
  const result = render(
    <AppProvider queryClient={createQueryClient()}>
      <Router hook={memory.hook} searchHook={memory.searchHook}>
        {ui}
      </Router>
    </AppProvider>,
  );
  return { ...result, memory };
}
