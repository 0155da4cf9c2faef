import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { QuoteView } from "@shared/validators/quotes";
import { apiRequest } from "@/lib/api-client";
import { quoteStatsQueryKey } from "./get-quote-stats";
import { quotesQueryKey } from "./get-quotes";

/** PATCH /api/quotes/:id/viewed; the server decides whether the viewer's opening counts. */
export async function markQuoteViewed(id: number): Promise<QuoteView> {
  const res = await apiRequest("PATCH", `/api/quotes/${id}/viewed`);
  return (await res.json()) as QuoteView;
}

export function useMarkQuoteViewed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markQuoteViewed,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: quotesQueryKey }),
        queryClient.invalidateQueries({ queryKey: quoteStatsQueryKey }),
      ]);
    },
  });
}
