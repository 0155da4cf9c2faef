import { useMutation, useQueryClient, type Query } from "@tanstack/react-query";
import type { MessageView } from "@shared/validators/messages";
import { apiRequest } from "@/lib/api-client";

export interface SendQuoteMessageInput {
  quoteId: number;
  content: string;
}

/** POST /api/messages: a message on the quote's thread, sent as whoever is signed in. */
export async function sendQuoteMessage(input: SendQuoteMessageInput): Promise<MessageView> {
  const res = await apiRequest("POST", "/api/messages", input);
  return (await res.json()) as MessageView;
}

/** Message lists this new message belongs in: the quote's thread, the thread list and the recent messages. */
function isMessageQuery(quoteId: number) {
  return (query: Query) => {
    const key = query.queryKey[0];
    return typeof key === "string" && (key === `/api/quotes/${quoteId}/messages` || key.startsWith("/api/messages"));
  };
}

export function useSendQuoteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendQuoteMessage,
    onSuccess: async (_message, { quoteId }) => {
      await queryClient.invalidateQueries({ predicate: isMessageQuery(quoteId) });
    },
  });
}
