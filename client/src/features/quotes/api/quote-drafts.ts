import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateQuoteDraftInput, QuoteDraftChangesInput } from "@shared/validators/quote-drafts";
import type { QuoteView } from "@shared/validators/quotes";
import { api } from "@/lib/api-client";
import { refreshQuotes } from "./quote-cache";

/**
 * A client's draft proposal from their cart (docs/product/quotes-and-proposals.md, "From cart to proposal"): the
 * server prices the cart's lines from the menu; the client completes the draft, then submits or deletes it.
 */
export function createQuoteDraft(draft: CreateQuoteDraftInput): Promise<QuoteView> {
  return api("POST /api/quotes/drafts", { body: draft });
}

export function updateQuoteDraft({ id, changes }: { id: number; changes: QuoteDraftChangesInput }): Promise<QuoteView> {
  return api("PATCH /api/quotes/:id/draft", { params: { id }, body: changes });
}

/** Sends the draft (with its last changes) as a quote request; the server checks the booking rules. */
export function submitQuoteDraft({ id, changes }: { id: number; changes: QuoteDraftChangesInput }): Promise<QuoteView> {
  return api("POST /api/quotes/:id/submit", { params: { id }, body: changes });
}

export function deleteQuoteDraft(id: number): Promise<void> {
  return api("DELETE /api/quotes/:id/draft", { params: { id } });
}

/** Each change to a draft reads the lists and figures again (the draft shows among the client's proposals). */
function useDraftMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await refreshQuotes(queryClient);
    },
  });
}

export const useCreateQuoteDraft = () => useDraftMutation(createQuoteDraft);
export const useUpdateQuoteDraft = () => useDraftMutation(updateQuoteDraft);
export const useSubmitQuoteDraft = () => useDraftMutation(submitQuoteDraft);
export const useDeleteQuoteDraft = () => useDraftMutation(deleteQuoteDraft);
