import type { QueryClient } from "@tanstack/react-query";
import type { LiveEventType } from "@shared/api/live-events";

/**
 * Which cached reads an event makes stale, by the start of their query key (the API path). The event says what
 * changed; the screens showing it refetch, so they show exactly what the server says, never a guess.
 */
const STALE_AFTER: Record<Exclude<LiveEventType, "resync">, (data: Record<string, unknown>) => string[]> = {
  message: (data) => [`/api/quotes/${Number(data.quoteId)}/messages`, "/api/messages", "/api/dashboard"],
  quote: () => ["/api/quotes", "/api/messages/threads", "/api/dashboard", "/api/admin"],
  order: () => ["/api/orders", "/api/dashboard", "/api/admin", "/api/loyalty"],
  enquiry: () => ["/api/contact", "/api/admin"],
  // The session ended (the account was removed from the team, its password changed elsewhere): asking who is signed
  // in gets null, and the app shows the public side at once.
  signed_out: () => ["/api/me"],
};

export function refreshAfterEvent(queryClient: QueryClient, type: LiveEventType, data: Record<string, unknown>): Promise<void> {
  // The server may have missed events: refetch everything on screen.
  if (type === "resync") return queryClient.invalidateQueries();
  const stale = STALE_AFTER[type];
  if (!stale) return Promise.resolve();
  const prefixes = stale(data);
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const path = query.queryKey[0];
      return typeof path === "string" && prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
    },
  });
}
