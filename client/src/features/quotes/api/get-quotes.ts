import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { QuoteStatus } from "@shared/rules/quotes";
import type { Page } from "@shared/validators/pagination";
import type { QuoteView } from "@shared/validators/quotes";
import { api } from "@/lib/api-client";

export type { QuoteStatus, QuoteView };

export type QuotesPage = Page<QuoteView>;

export interface QuotesQuery {
  page: number;
  pageSize: number;
  /** Omitted: every status. */
  status?: QuoteStatus;
  /** Events from today on, soonest first, instead of the newest requests first. */
  upcoming?: boolean;
}

/** Every quotes list shares this prefix, so invalidating it refreshes all pages and filters. */
export const quotesQueryKey = ["/api/quotes"] as const;

export const quotesListQueryKey = ({ page, pageSize, status, upcoming }: QuotesQuery) => [...quotesQueryKey, { page, pageSize, status, upcoming }] as const;

/** The viewer's own quotes (every quote for an admin), newest first. */
export async function getQuotes(query: QuotesQuery): Promise<QuotesPage> {
  return api("GET /api/quotes", { query: { page: query.page, pageSize: query.pageSize, status: query.status, upcoming: query.upcoming || undefined } });
}

export const quotesQueryOptions = (query: QuotesQuery) =>
  queryOptions({
    queryKey: quotesListQueryKey(query),
    queryFn: () => getQuotes(query),
    placeholderData: keepPreviousData,
  });

export function useQuotes(query: QuotesQuery) {
  return useQuery(quotesQueryOptions(query));
}
