import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { UnreadMessages } from "@shared/validators/messages";
import { api } from "@/lib/api-client";
import { usePollUnlessLive } from "@/lib/live-status";

export type { UnreadMessages };

export const unreadMessagesQueryKey = ["/api/messages/unread"] as const;

/** Without the live stream, the badge refreshes this often (with it, every new message refreshes it at once). */
const UNREAD_POLL_MS = 30_000;

/** How many messages from the other side the signed-in user has not read, in all and per conversation. */
export function useUnreadMessages({ enabled }: { enabled: boolean }) {
  const refetchInterval = usePollUnlessLive(UNREAD_POLL_MS);
  return useQuery({
    queryKey: unreadMessagesQueryKey,
    queryFn: () => api("GET /api/messages/unread"),
    enabled,
    refetchInterval,
  });
}

/** Marks a conversation read up to its newest message; the answer is the new unread count. */
export function useMarkThreadRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quoteId: number) => api("POST /api/quotes/:id/messages/read", { params: { id: quoteId } }),
    onSuccess: (unread) => {
      queryClient.setQueryData(unreadMessagesQueryKey, unread);
      // The thread list shows each conversation's unread count too.
      void queryClient.invalidateQueries({ queryKey: ["/api/messages/threads"] });
    },
  });
}
