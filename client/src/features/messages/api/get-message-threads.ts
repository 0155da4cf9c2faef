import { useInfiniteQuery } from "@tanstack/react-query";
import type { MessageThreadView } from "@shared/validators/messages";
import type { Page } from "@shared/validators/pagination";
import { api } from "@/lib/api-client";
import { usePollUnlessLive } from "@/lib/live-status";
import { MESSAGES_POLL_MS } from "./poll";

export type { MessageThreadView };

export const THREADS_PAGE_SIZE = 20;

export const messageThreadsQueryKey = ["/api/messages/threads"] as const;

/** One page of the viewer's conversations (one per quote: a client's own, every quote for an admin), most recently active first. */
export async function getMessageThreads(page: number): Promise<Page<MessageThreadView>> {
  return api("GET /api/messages/threads", { query: { page, pageSize: THREADS_PAGE_SIZE } });
}

/**
 * The thread list, a page at a time (Show more loads the next). Kept fresh like the open thread (live, or polled
 * while the stream is down), so a conversation that just got a message moves to the top without a reload.
 */
export function useMessageThreads() {
  const refetchInterval = usePollUnlessLive(MESSAGES_POLL_MS);
  return useInfiniteQuery({
    queryKey: messageThreadsQueryKey,
    queryFn: ({ pageParam }) => getMessageThreads(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    refetchInterval,
  });
}
