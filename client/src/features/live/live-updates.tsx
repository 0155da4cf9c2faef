import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { LiveEventType } from "@shared/api/live-events";
import { apiUrl } from "@/lib/api-client";
import { setLiveConnected } from "@/lib/live-status";
import { refreshAfterEvent } from "./refresh";

const EVENT_TYPES: readonly LiveEventType[] = ["message", "quote", "order", "enquiry", "resync", "signed_out"];
/** After the browser gave up on the stream (an error answer, not a dropped connection), try again this much later. */
const REOPEN_AFTER_MS = 5_000;

/**
 * The signed-in user's live stream: every event refreshes the screens it concerns, so a message, a new order or a
 * quote's new status appears without a reload, whichever server instance it happened on. The browser's EventSource
 * reconnects by itself after a dropped connection (sending Last-Event-ID, so nothing is missed); if it gives up
 * (e.g. the server answered 503), this opens a new one later and, meanwhile, screens poll (lib/live-status.ts).
 */
export default function LiveUpdates() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    let source: EventSource | undefined;
    let lastEventId = "";
    let reopenTimer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let hadConnected = false;

    const open = () => {
      source = new EventSource(apiUrl("GET /api/events", { query: { lastEventId: lastEventId || undefined } }));
      source.onopen = () => {
        setLiveConnected(true);
        // Back after a gap the backlog may not cover: whatever is on screen is refetched once.
        if (hadConnected) void queryClient.invalidateQueries();
        hadConnected = true;
      };
      source.onerror = () => {
        setLiveConnected(false);
        if (source?.readyState === EventSource.CLOSED && !stopped) reopenTimer = setTimeout(open, REOPEN_AFTER_MS);
      };
      for (const type of EVENT_TYPES) {
        source.addEventListener(type, (event) => {
          const message = event as MessageEvent<string>;
          if (message.lastEventId) lastEventId = message.lastEventId;
          void refreshAfterEvent(queryClient, type, JSON.parse(message.data) as Record<string, unknown>);
        });
      }
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(reopenTimer);
      source?.close();
      setLiveConnected(false);
    };
  }, [queryClient]);
  return null;
}
