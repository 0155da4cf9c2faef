import { useQuery } from "@tanstack/react-query";
import type { QuoteView } from "@shared/validators/quotes";
import { api } from "@/lib/api-client";
import { quotesQueryKey } from "./get-quotes";

/** GET /api/quotes/:id: one quote as it stands now (the viewer's own; any quote for an admin). */
export async function getQuote(id: number): Promise<QuoteView> {
  return api("GET /api/quotes/:id", { params: { id } });
}

/** The priced lines of a proposal an admin prepared (lists leave them out; the details read them here). */
export function useQuoteLines(id: number) {
  return useQuery({ queryKey: [...quotesQueryKey, id], queryFn: () => getQuote(id), select: (quote) => quote.lines ?? [] });
}
