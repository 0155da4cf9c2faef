import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { QuoteStatus } from "@shared/rules/quotes";
import type { QuoteView } from "@shared/validators/quotes";
import type { ProposalLinkRequestBody } from "@shared/validators/proposal-links";
import { api, ApiError } from "@/lib/api-client";
import { quotesQueryKey } from "./get-quotes";
import { refreshQuotes } from "./quote-cache";

/**
 * A visitor's proposal, through the signed link its emails carry (/proposals/view/:token): the same answers as the
 * portal's, reached by the link instead of a session. Under the quotes' key, so every refresh of quotes reaches it.
 */
export async function getLinkedProposal(token: string): Promise<QuoteView> {
  return api("GET /api/proposal-links/:token", { params: { token } });
}

export const linkedProposalQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [...quotesQueryKey, "link", token],
    queryFn: () => getLinkedProposal(token),
    // A link that opens nothing answers 404 every time: say so at once instead of asking again.
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 2,
  });

export function useLinkedProposal(token: string) {
  return useQuery(linkedProposalQueryOptions(token));
}

/** Whether the link's answer says it opens nothing (expired, tampered, another proposal's, or now in an account). */
export const isDeadLink = (error: unknown) => error instanceof ApiError && error.status === 404;

export function useMarkLinkedProposalViewed(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api("PATCH /api/proposal-links/:token/viewed", { params: { token }, body: {} }),
    onSuccess: (quote) => queryClient.setQueryData(linkedProposalQueryOptions(token).queryKey, (current) => (current ? { ...current, ...quote } : current)),
  });
}

/** Accept or decline through the link; the server allows the client's moves only. */
export function useLinkedProposalStatus(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: QuoteStatus) => api("PATCH /api/proposal-links/:token/status", { params: { token }, body: { status } }),
    onSettled: async () => {
      await refreshQuotes(queryClient);
    },
  });
}

/** "Email me a new link": the same answer whether or not the address has a quote. */
export function useRequestProposalLinks() {
  return useMutation({ mutationFn: (body: ProposalLinkRequestBody) => api("POST /api/proposal-links", { body }) });
}
