import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ChangeRequestInput } from "@shared/rules/change-requests";
import type { Answer } from "@shared/api/wire";
import type * as view from "@shared/api/responses";
import { api } from "@/lib/api-client";
import { quotesQueryKey } from "./get-quotes";
import { refreshQuotes } from "./quote-cache";
import type { ProposalAccess } from "../proposal-access";

/** A proposal's change requests, newest first, and what a new one is priced against (docs/decisions/015-proposal-versions.md). */
export type ChangeRequests = Answer<typeof view.changeRequestsView>;
export type ChangeRequest = Answer<typeof view.changeRequestView>;

/** Under the quotes' key, so every refresh of quotes (an approval, a new version) reads them again. */
export const changeRequestsQueryKey = (
  access: ProposalAccess,
  quoteId: number,
) =>
  access.kind === "link"
    ? [...quotesQueryKey, "link", access.token, "change-requests"]
    : [...quotesQueryKey, quoteId, "change-requests"];

function listChangeRequests(
  access: ProposalAccess,
  quoteId: number,
): Promise<ChangeRequests> {
  return access.kind === "link"
    ? api("GET /api/proposal-links/:token/change-requests", {
        params: { token: access.token },
      })
    : api("GET /api/quotes/:id/change-requests", { params: { id: quoteId } });
}

export function useChangeRequests(access: ProposalAccess, quoteId: number) {
  return useQuery({
    queryKey: changeRequestsQueryKey(access, quoteId),
    queryFn: () => listChangeRequests(access, quoteId),
  });
}

/** The client asks (signed in, or through their link); the server reprices and keeps the estimate. */
export function useRequestChange(access: ProposalAccess, quoteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeRequestInput) =>
      access.kind === "link"
        ? api("POST /api/proposal-links/:token/change-requests", {
            params: { token: access.token },
            body,
          })
        : api("POST /api/quotes/:id/change-requests", {
            params: { id: quoteId },
            body,
          }),
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: changeRequestsQueryKey(access, quoteId),
      }),
  });
}

export function useWithdrawChangeRequest(
  access: ProposalAccess,
  quoteId: number,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestId: number) =>
      access.kind === "link"
        ? api(
            "POST /api/proposal-links/:token/change-requests/:requestId/withdraw",
            { params: { token: access.token, requestId } },
          )
        : api("POST /api/quotes/:id/change-requests/:requestId/withdraw", {
            params: { id: quoteId, requestId },
          }),
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: changeRequestsQueryKey(access, quoteId),
      }),
  });
}

/** An admin approves: the proposal becomes its next version; every quote read is refreshed. */
export function useApproveChangeRequest(quoteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      requestId,
      response,
    }: {
      requestId: number;
      response: string | null;
    }) =>
      api("POST /api/admin/quotes/:id/change-requests/:requestId/approve", {
        params: { id: quoteId, requestId },
        body: { response },
      }),
    onSettled: () => refreshQuotes(queryClient),
  });
}

export function useDeclineChangeRequest(quoteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      requestId,
      response,
    }: {
      requestId: number;
      response: string;
    }) =>
      api("POST /api/admin/quotes/:id/change-requests/:requestId/decline", {
        params: { id: quoteId, requestId },
        body: { response },
      }),
    onSettled: () => refreshQuotes(queryClient),
  });
}
