import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminProposalInput, ProposalLinesUpdateInput } from "@shared/validators/proposals";
import { api } from "@/lib/api-client";
import { refreshQuotes } from "./quote-cache";

/** Admins: client accounts matching a search, for the proposal form's client picker. */
export function useClientSearch(search: string, enabled: boolean) {
  return useQuery({
    queryKey: ["/api/admin/clients", search],
    queryFn: ({ signal }) => api("GET /api/admin/clients", { query: { search }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** POST /api/admin/proposals: the server totals the lines, sends the proposal and answers with it (201). */
export function useCreateProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (proposal: AdminProposalInput) => api("POST /api/admin/proposals", { body: proposal }),
    onSuccess: async () => {
      await refreshQuotes(queryClient);
    },
  });
}

/**
 * PUT /api/admin/quotes/:id/lines: a quote (a client's request, or a proposal already sent) priced by lines. The
 * server prices the dishes from the menu, totals the lines and sends the result as the quote's next version.
 */
export function usePriceByLines() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ProposalLinesUpdateInput }) => api("PUT /api/admin/quotes/:id/lines", { params: { id }, body }),
    onSuccess: async () => {
      await refreshQuotes(queryClient);
    },
  });
}
