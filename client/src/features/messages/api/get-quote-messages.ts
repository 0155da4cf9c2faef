import { useQuery } from "@tanstack/react-query";
import type { MessageView } from "@shared/validators/messages";
import { api } from "@/lib/api-client";
import { usePollUnlessLive } from "@/lib/live-status";
import { MESSAGES_POLL_MS } from "./poll";

export type { MessageView };

export const quoteMessagesQueryKey = (quoteId: number) => [`/api/quotes/${quoteId}/messages`] as const;

/**
 * One quote's conversation, oldest first. The server answers 404 for a quote the viewer may not see. A visitor reads
 * it through their proposal's link (`proposalToken`) instead of a session.
 */
export async function getQuoteMessages(quoteId: number, proposalToken?: string): Promise<MessageView[]> {
  if (proposalToken) return api("GET /api/proposal-links/:token/messages", { params: { token: proposalToken } });
  return api("GET /api/quotes/:id/messages", { params: { id: quoteId } });
}

/**
 * The open conversation. The live stream refreshes it the moment the other side writes; while the stream is not
 * connected it is refetched every 5 seconds instead, so replies still appear by themselves.
 */
export function useQuoteMessages(quoteId: number | null, proposalToken?: string) {
  const refetchInterval = usePollUnlessLive(MESSAGES_POLL_MS);
  return useQuery({
    queryKey: quoteMessagesQueryKey(quoteId ?? 0),
    queryFn: () => getQuoteMessages(quoteId!, proposalToken),
    enabled: quoteId !== null,
    refetchInterval,
  });
}
