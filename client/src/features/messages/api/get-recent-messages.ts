import { queryOptions, useQuery } from "@tanstack/react-query";
import type { RecentMessageView } from "@shared/validators/messages";
import { apiRequest } from "@/lib/api-client";

export type { RecentMessageView };

export const recentMessagesQueryKey = ["/api/messages/recent"] as const;

/** The newest messages across the viewer's threads (the dashboard's Recent Messages). */
export async function getRecentMessages(limit: number): Promise<RecentMessageView[]> {
  const res = await apiRequest("GET", `/api/messages/recent?limit=${limit}`);
  return (await res.json()) as RecentMessageView[];
}

export const recentMessagesQueryOptions = (limit: number) =>
  queryOptions({ queryKey: [...recentMessagesQueryKey, { limit }], queryFn: () => getRecentMessages(limit) });

export function useRecentMessages(limit: number) {
  return useQuery(recentMessagesQueryOptions(limit));
}
