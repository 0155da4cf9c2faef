import { queryOptions, useQuery } from "@tanstack/react-query";
import type { QuoteStats } from "@shared/validators/quotes";
import { api } from "@/lib/api-client";

export type { QuoteStats };

export const quoteStatsQueryKey = ["/api/quotes/stats"] as const;

/** Counts and total value of the viewer's quotes. */
export async function getQuoteStats(): Promise<QuoteStats> {
  return api("GET /api/quotes/stats");
}

export const quoteStatsQueryOptions = () => queryOptions({ queryKey: quoteStatsQueryKey, queryFn: getQuoteStats });

export function useQuoteStats() {
  return useQuery(quoteStatsQueryOptions());
}
