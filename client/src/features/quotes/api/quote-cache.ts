import type { QueryClient } from "@tanstack/react-query";
import { quoteStatsQueryKey } from "./get-quote-stats";
import { quotesQueryKey } from "./get-quotes";

/** After any change to a quote: every list, page and single quote, and the stat cards, are read again. */
export function refreshQuotes(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([queryClient.invalidateQueries({ queryKey: quotesQueryKey }), queryClient.invalidateQueries({ queryKey: quoteStatsQueryKey })]);
}
