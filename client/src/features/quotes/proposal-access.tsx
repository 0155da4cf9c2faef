import { createContext, useContext } from "react";
import { queryOptions, type QueryKey } from "@tanstack/react-query";
import type { QuoteView } from "@shared/validators/quotes";
import { getQuote, quoteQueryOptions } from "./api/get-quote";
import { getLinkedProposal, linkedProposalQueryOptions } from "./api/proposal-link";

/**
 * How the proposal on screen was reached: by a signed-in account (the portal), or by the signed link a visitor's
 * emails carry (/proposals/view/:token, docs/decisions/012-visitor-proposal-links.md). The proposal screen's
 * components are the same for both; they read and pay through the way given here.
 */
export type ProposalAccess = { kind: "account" } | { kind: "link"; token: string };

const ProposalAccessContext = createContext<ProposalAccess>({ kind: "account" });

export const ProposalAccessProvider = ProposalAccessContext.Provider;

export const useProposalAccess = (): ProposalAccess => useContext(ProposalAccessContext);

export const fetchProposal = (access: ProposalAccess, id: number): Promise<QuoteView> => (access.kind === "link" ? getLinkedProposal(access.token) : getQuote(id));

/** The proposal in full (lines and payments), as it stands now: cached under the same key as the way's own reads. */
export function proposalQueryOptions(access: ProposalAccess, id: number) {
  const queryKey: QueryKey = access.kind === "link" ? linkedProposalQueryOptions(access.token).queryKey : quoteQueryOptions(id).queryKey;
  return queryOptions({ queryKey, queryFn: () => fetchProposal(access, id) });
}

/** The link's token, when the proposal was reached by its link. */
export const linkToken = (access: ProposalAccess): string | undefined => (access.kind === "link" ? access.token : undefined);
