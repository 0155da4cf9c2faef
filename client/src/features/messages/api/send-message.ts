import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MessageView } from "@shared/validators/messages";
import { api } from "@/lib/api-client";
import { weeklyFiguresQueryKey } from "@/lib/query-keys";
import { messageThreadsQueryKey } from "./get-message-threads";
import { quoteMessagesQueryKey } from "./get-quote-messages";
import { recentMessagesQueryKey } from "./get-recent-messages";

export interface SendMessageInput {
  quoteId: number;
  content: string;
  /** A visitor writes through their proposal's link (the quote is the link's), not as a signed-in user. */
  proposalToken?: string;
}

/** POST /api/messages. The sender is whoever is signed in: the server takes it from the session, never from the body. */
export async function sendMessage({ quoteId, content, proposalToken }: SendMessageInput): Promise<MessageView> {
  if (proposalToken) return api("POST /api/proposal-links/:token/messages", { params: { token: proposalToken }, body: { content } });
  return api("POST /api/messages", { body: { quoteId, content } });
}

export function useSendMessage({ onSuccess, onError }: { onSuccess?: (message: MessageView) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: async (message) => {
      // Shown at once; the refetch below then brings anything the other side wrote meanwhile.
      queryClient.setQueryData<MessageView[]>(quoteMessagesQueryKey(message.quoteId), (current) =>
        current && !current.some((m) => m.id === message.id) ? [...current, message] : current,
      );
      onSuccess?.(message);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: quoteMessagesQueryKey(message.quoteId) }),
        queryClient.invalidateQueries({ queryKey: messageThreadsQueryKey }),
        queryClient.invalidateQueries({ queryKey: recentMessagesQueryKey }),
        queryClient.invalidateQueries({ queryKey: weeklyFiguresQueryKey }),
      ]);
    },
    onError,
  });
}
