import { queryOptions, useQuery } from "@tanstack/react-query";
import type { QuoteStats } from "@shared/validators/quotes";
import { apiRequest } from "@/lib/api-client";

export type { QuoteStats };

export const quoteStatsQueryKey = ["/api/quotes/stats"] as const;

/** Counts and total value of the viewer's quotes. */
export async function getQuoteStats(): Promise<QuoteStats> {
  const res = await apiRequest("GET", "/api/quotes/stats");
  return (await res.json()) as QuoteStats;
}

export const quoteStatsQueryOptions = () => queryOptions({ queryKey: quoteStatsQueryKey, queryFn: getQuoteStats });

export function useQuoteStats() {
  return useQuery(quoteStatsQueryOptions());
}
