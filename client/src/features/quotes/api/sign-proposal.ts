import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SignProposalRequest } from "@shared/rules/signatures";
import type { QuoteView } from "@shared/validators/quotes";
import { api, apiUrl } from "@/lib/api-client";
import type { ProposalAccess } from "../proposal-access";
import { refreshQuotes } from "./quote-cache";

/**
 * Accepting a proposal is signing it (docs/decisions/014-e-signature.md): POST …/sign through the portal or the
 * visitor's link. The server checks the signature, renders and hashes the proposal, and accepts it in one go.
 */
export function signProposal(access: ProposalAccess, id: number, body: SignProposalRequest): Promise<QuoteView> {
  return access.kind === "link"
    ? api("POST /api/proposal-links/:token/sign", { params: { token: access.token }, body })
    : api("POST /api/quotes/:id/sign", { params: { id }, body });
}

export function useSignProposal(access: ProposalAccess) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: SignProposalRequest }) => signProposal(access, id, body),
    onSettled: async () => {
      await refreshQuotes(queryClient);
    },
  });
}

/** The signed PDF (signature, certificate, the original attached) and the original as signed. */
export function signedPdfUrls(access: ProposalAccess, id: number): { signed: string; original: string } {
  return access.kind === "link"
    ? {
        signed: apiUrl("GET /api/proposal-links/:token/signed.pdf", { params: { token: access.token } }),
        original: apiUrl("GET /api/proposal-links/:token/signed-original.pdf", { params: { token: access.token } }),
      }
    : { signed: apiUrl("GET /api/quotes/:id/signed.pdf", { params: { id } }), original: apiUrl("GET /api/quotes/:id/signed-original.pdf", { params: { id } }) };
}
