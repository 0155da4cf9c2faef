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
}

/** POST /api/messages. The sender is whoever is signed in: the server takes it from the session, never from the body. */
export async function sendMessage(input: SendMessageInput): Promise<MessageView> {
  return api("POST /api/messages", { body: input });
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
