import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { refreshQuotes } from "./quote-cache";

/**
 * GET /api/quotes/:id/cancellation: what cancelling the accepted proposal refunds now, by the terms and the
 * cancellation policy (shared/rules/cancellation.ts). Read afresh each time the dialog opens: the notice shortens daily.
 */
export function useCancellationPreview(quoteId: number, enabled: boolean) {
  return useQuery({
    queryKey: ["quotes", quoteId, "cancellation"],
    queryFn: () => api("GET /api/quotes/:id/cancellation", { params: { id: quoteId } }),
    enabled,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

/** POST /api/quotes/:id/cancel: the server works the refund out again and refunds it through the card gateway. */
export function useCancelProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quoteId: number) => api("POST /api/quotes/:id/cancel", { params: { id: quoteId } }),
    onSettled: async () => {
      await refreshQuotes(queryClient);
    },
  });
}
