import type { ReactNode } from "react";
import { render } from "@testing-library/react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { expect, vi } from "vitest";
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

/** Heading levels in document order never skip one (h1 → h3 leaves a screen reader's outline with a hole). */
export function expectNoSkippedHeadingLevels(container: HTMLElement) {
  const levels = [...container.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((heading) => Number(heading.tagName[1]));
  expect(levels[0]).toBe(1);
  const headings = [...container.querySelectorAll("h1, h2, h3, h4, h5, h6")];
  levels.forEach((level, i) => {
    if (i > 0) expect(level, `"${headings[i].textContent}" (h${level}) after "${headings[i - 1].textContent}" (h${levels[i - 1]})`).toBeLessThanOrEqual(levels[i - 1] + 1);
  });
}
