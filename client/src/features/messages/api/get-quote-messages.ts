import { useQuery } from "@tanstack/react-query";
import type { MessageView } from "@shared/validators/messages";
import { api } from "@/lib/api-client";
import { MESSAGES_POLL_MS } from "./poll";

export type { MessageView };

export const quoteMessagesQueryKey = (quoteId: number) => [`/api/quotes/${quoteId}/messages`] as const;

/** One quote's conversation, oldest first. The server answers 404 for a quote the viewer may not see. */
export async function getQuoteMessages(quoteId: number): Promise<MessageView[]> {
  return api("GET /api/quotes/:id/messages", { params: { id: quoteId } });
}

/** The open conversation, refetched every 5 seconds so the other side's replies appear by themselves. */
export function useQuoteMessages(quoteId: number | null) {
  return useQuery({
    queryKey: quoteMessagesQueryKey(quoteId ?? 0),
    queryFn: () => getQuoteMessages(quoteId!),
    enabled: quoteId !== null,
    refetchInterval: MESSAGES_POLL_MS,
  });
}
