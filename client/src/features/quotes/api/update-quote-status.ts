import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { QuoteStatus } from "@shared/rules/quotes";
import type { QuoteView } from "@shared/validators/quotes";
import { api } from "@/lib/api-client";
import { refreshQuotes } from "./quote-cache";

export interface UpdateQuoteStatusInput {
  id: number;
  status: QuoteStatus;
}

/** PATCH /api/quotes/:id/status; the server refuses (409) a move the viewer may not make. */
export async function updateQuoteStatus({ id, status }: UpdateQuoteStatusInput): Promise<QuoteView> {
  return api("PATCH /api/quotes/:id/status", { params: { id }, body: { status } });
}

export function useUpdateQuoteStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateQuoteStatus,
    onSettled: async () => {
      await refreshQuotes(queryClient);
    },
  });
}
