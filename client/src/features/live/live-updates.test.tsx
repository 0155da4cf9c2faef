import { afterEach, describe, expect, it, vi } from "vitest";
import { act, render, renderHook, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { setLiveConnected, usePollUnlessLive } from "@/lib/live-status";
import LiveUpdates from "./live-updates";
import { refreshAfterEvent } from "./refresh";

/** Just enough of the browser's EventSource to drive the component: open, named events, errors. */
class FakeEventSource {
  static CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = 0;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown, lastEventId = "") {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data: JSON.stringify(data), lastEventId }));
  }
}

afterEach(() => {
  FakeEventSource.instances = [];
  vi.unstubAllGlobals();
  setLiveConnected(false);
});

function queryClientWith(keys: string[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  for (const key of keys) queryClient.setQueryData([key], { cached: true });
  return queryClient;
}
const stale = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.isInvalidated)
    .map((q) => q.queryKey[0])
    .sort();

describe("refreshAfterEvent", () => {
  it("a message makes its conversation, the message lists and the dashboard stale, nothing else", async () => {
    const queryClient = queryClientWith(["/api/quotes/7/messages", "/api/quotes/8/messages", "/api/messages/threads", "/api/messages/unread", "/api/dashboard/week", "/api/menu-items", "/api/orders"]);
    await refreshAfterEvent(queryClient, "message", { quoteId: 7, messageId: 1, fromBusiness: true });
    expect(stale(queryClient)).toEqual(["/api/dashboard/week", "/api/messages/threads", "/api/messages/unread", "/api/quotes/7/messages"]);
  });

  it("an order makes the orders and the dashboards stale; resync makes everything stale", async () => {
    const queryClient = queryClientWith(["/api/orders", "/api/admin/overview", "/api/quotes", "/api/menu-items"]);
    await refreshAfterEvent(queryClient, "order", { orderId: 3, status: "paid" });
    expect(stale(queryClient)).toEqual(["/api/admin/overview", "/api/orders"]);
    await refreshAfterEvent(queryClient, "resync", {});
    expect(stale(queryClient)).toEqual(["/api/admin/overview", "/api/menu-items", "/api/orders", "/api/quotes"]);
  });
});

describe("<LiveUpdates>", () => {
  it("connects, refreshes on events, stops polling while connected and polls again when the stream is lost", async () => {
    vi.stubGlobal("EventSource", FakeEventSource);
    const queryClient = queryClientWith(["/api/quotes/7/messages"]);
    const poll = renderHook(() => usePollUnlessLive(5000));
    expect(poll.result.current).toBe(5000);
    const view = render(
      <QueryClientProvider client={queryClient}>
        <LiveUpdates />
      </QueryClientProvider>,
    );
    const [source] = FakeEventSource.instances;
    expect(source.url).toBe("/api/events");
    act(() => source.onopen?.());
    expect(poll.result.current).toBe(false);

    act(() => source.emit("message", { quoteId: 7, messageId: 41, fromBusiness: true }, "41"));
    await waitFor(() => expect(stale(queryClient)).toEqual(["/api/quotes/7/messages"]));

    // The server answered an error: the browser gives up on this EventSource; polling takes over, and a new
    // stream later resumes after the last event seen.
    vi.useFakeTimers();
    try {
      source.readyState = FakeEventSource.CLOSED;
      act(() => source.onerror?.());
      expect(poll.result.current).toBe(5000);
      act(() => vi.advanceTimersByTime(5_000));
      expect(FakeEventSource.instances[1].url).toBe("/api/events?lastEventId=41");
    } finally {
      vi.useRealTimers();
    }
    view.unmount();
    expect(FakeEventSource.instances[1].closed).toBe(true);
  });
});
