import { queryOptions } from "@tanstack/react-query";
import type { ProposalVersionView, QuoteView } from "@shared/validators/quotes";
import { api } from "@/lib/api-client";
import type { ProposalAccess } from "../proposal-access";
import { quotesQueryKey } from "./get-quotes";

/**
 * A proposal's versions (docs/decisions/015-proposal-versions.md), through the portal or the visitor's link: under
 * the quotes' key, so every refresh of quotes (a new version saved, a signature) reads them again.
 */
export function getProposalVersions(access: ProposalAccess, id: number): Promise<ProposalVersionView[]> {
  return access.kind === "link" ? api("GET /api/proposal-links/:token/versions", { params: { token: access.token } }) : api("GET /api/quotes/:id/versions", { params: { id } });
}

export const proposalVersionsQueryOptions = (access: ProposalAccess, id: number) =>
  queryOptions({
    queryKey: access.kind === "link" ? [...quotesQueryKey, "link", access.token, "versions"] : [...quotesQueryKey, id, "versions"],
    queryFn: () => getProposalVersions(access, id),
  });

/** The client's screen has shown them `version`'s changes: the server remembers it as the version they last saw. */
export function markProposalSeen(access: ProposalAccess, id: number, version: number): Promise<QuoteView> {
  const body = { version };
  return access.kind === "link" ? api("PATCH /api/proposal-links/:token/viewed", { params: { token: access.token }, body }) : api("PATCH /api/quotes/:id/viewed", { params: { id }, body });
}
