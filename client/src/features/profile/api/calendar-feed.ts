import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiResponse } from "@shared/api/contract";
import { api } from "@/lib/api-client";

/** The signed-in user's private calendar feed, or null (docs/product/client-portal.md, "Calendar"). */
export type CalendarFeed = ApiResponse<"GET /api/calendar-feed">["feed"];

export const calendarFeedQueryKey = ["/api/calendar-feed"] as const;

export function useCalendarFeed() {
  return useQuery({ queryKey: calendarFeedQueryKey, queryFn: ({ signal }) => api("GET /api/calendar-feed", { signal }) });
}

/** Makes the feed, or replaces its URL (every earlier URL then stops working). */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api("POST /api/calendar-feed"),
    onSuccess: (answer) => queryClient.setQueryData(calendarFeedQueryKey, answer),
  });
}

/** Revokes the feed: its URL stops working. */
export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api("DELETE /api/calendar-feed"),
    onSuccess: () => queryClient.setQueryData(calendarFeedQueryKey, { feed: null }),
  });
}
