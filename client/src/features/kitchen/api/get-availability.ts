import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** How many days ahead the date pickers show. */
export const AVAILABILITY_DAYS = 60;

export const availabilityQueryKey = ["/api/availability"] as const;

/**
 * Each of the next days as open, full or closed with the reason, and the rules a date is checked by (public, cached
 * by the server). Read again after a minute: orders elsewhere fill days.
 */
export const availabilityQueryOptions = (days = AVAILABILITY_DAYS) =>
  queryOptions({
    queryKey: [...availabilityQueryKey, days],
    queryFn: ({ signal }) => api("GET /api/availability", { query: { days }, signal }),
    staleTime: 60_000,
  });

export function useAvailability(days = AVAILABILITY_DAYS) {
  return useQuery(availabilityQueryOptions(days));
}
