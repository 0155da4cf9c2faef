import { queryOptions, useQuery } from "@tanstack/react-query";
import type { RecentMessageView } from "@shared/validators/messages";
import { api } from "@/lib/api-client";

export type { RecentMessageView };

export const recentMessagesQueryKey = ["/api/messages/recent"] as const;

/** The newest messages across the viewer's threads (the dashboard's Recent Messages). */
export async function getRecentMessages(limit: number): Promise<RecentMessageView[]> {
  return api("GET /api/messages/recent", { query: { limit } });
}

export const recentMessagesQueryOptions = (limit: number) =>
  queryOptions({ queryKey: [...recentMessagesQueryKey, { limit }], queryFn: () => getRecentMessages(limit) });

export function useRecentMessages(limit: number) {
  return useQuery(recentMessagesQueryOptions(limit));
}
