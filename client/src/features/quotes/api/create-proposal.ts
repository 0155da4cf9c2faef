import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminProposalInput } from "@shared/validators/proposals";
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
