import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { QuoteView } from "@shared/validators/quotes";
import { api } from "@/lib/api-client";
import { refreshQuotes } from "./quote-cache";

/** PATCH /api/quotes/:id/viewed; the server decides whether the viewer's opening counts. */
export async function markQuoteViewed(id: number): Promise<QuoteView> {
  return api("PATCH /api/quotes/:id/viewed", { params: { id }, body: {} });
}

export function useMarkQuoteViewed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markQuoteViewed,
    onSuccess: async () => {
      await refreshQuotes(queryClient);
    },
  });
}
