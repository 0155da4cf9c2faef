import { queryOptions, useQuery } from "@tanstack/react-query";
import type { QuoteView } from "@shared/validators/quotes";
import { api } from "@/lib/api-client";
import { quotesQueryKey } from "./get-quotes";

/** GET /api/quotes/:id: one quote as it stands now (the viewer's own; any quote for an admin), with its lines and payments. */
export async function getQuote(id: number): Promise<QuoteView> {
  return api("GET /api/quotes/:id", { params: { id } });
}

/** One quote in full (lists leave its lines and payments out); under the quotes' key, so every refresh reaches it. */
export const quoteQueryOptions = (id: number) => queryOptions({ queryKey: [...quotesQueryKey, id], queryFn: () => getQuote(id) });

/** The priced lines of a proposal an admin prepared (lists leave them out; the details read them here). */
export function useQuoteLines(id: number) {
  return useQuery({ ...quoteQueryOptions(id), select: (quote) => quote.lines ?? [] });
}
