import { useSyncExternalStore } from "react";

/**
 * Whether the live event stream (GET /api/events) is connected right now. Screens that would otherwise poll
 * (an open conversation, the unread count) poll only while it is not: the stream is the fast path, polling the
 * fallback when it cannot connect (a proxy that cuts streams, the server away).
 */
let connected = false;
const listeners = new Set<() => void>();

export function setLiveConnected(value: boolean): void {
  if (value === connected) return;
  connected = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLiveConnected(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => connected,
    () => false,
  );
}

/** React Query's refetchInterval for data the stream keeps fresh: `ms` while the stream is down, never while it is up. */
export function usePollUnlessLive(ms: number): number | false {
  return useLiveConnected() ? false : ms;
}
