import { createQuoteCommon, type QuoteServiceDeps } from "./quote-common";
import { createQuoteRequests } from "./quote-requests";
import { createQuoteDrafts } from "./quote-drafts";
import { createQuoteProposals } from "./quote-proposals";
import { createQuoteLines } from "./quote-lines";
import { createQuoteStatus } from "./quote-status";
import { createQuoteDocuments } from "./quote-documents";
import { createQuoteLinks } from "./quote-links";
import { createQuotePayments } from "./quote-payments";
import { createQuoteSignatures } from "./quote-signatures";
import { createQuoteChangeRequests } from "./quote-change-requests";
import { createQuoteVersionViews } from "./quote-version-views";

export { toQuoteView, type QuoteServiceDeps } from "./quote-common";

/**
 * Quotes, one service split by concern: requests (a visitor's or client's request, the lists), proposals (what the
 * business prepares and changes), status (opened, accepted, declined…, and the figures), documents (the PDF) and
 * signatures (acceptance by signing, docs/decisions/014-e-signature.md).
 * A change to what a deposit pays for holds the deposit's payment claim through the payment service (`payments`).
 */
export function createQuoteService(deps: QuoteServiceDeps) {
  const common = createQuoteCommon(deps);
  const status = createQuoteStatus(deps, common);
  const links = createQuoteLinks(deps, common, status);
  const documents = createQuoteDocuments(deps, common);
  // A client's draft from their cart is announced and emailed as a request when it is submitted (one code for both).
  const { requesterOf, announceRequest, ...requests } = createQuoteRequests(deps, common);
  return {
    ...requests,
    ...createQuoteDrafts(deps, common, { requesterOf, announceRequest }),
    ...createQuoteProposals(deps, common),
    // A quote priced by lines by the business (dishes from the menu), sent as its next version.
    ...createQuoteLines(deps, common),
    ...status,
    ...links,
    ...documents,
    ...createQuotePayments(deps, common),
    // Change requests by the client or their link, approved or declined by an admin (docs/decisions/015-proposal-versions.md).
    ...createQuoteChangeRequests(deps, common),
    // Every version of a proposal (docs/decisions/015-proposal-versions.md), to its owner, its link or an admin.
    ...createQuoteVersionViews(deps, common, { openLink: links.openLink }),
    // Acceptance by signature: the status move and the proposal PDF above, in one transaction.
    ...createQuoteSignatures(deps, common, { changeStatus: status.changeStatus, proposalPdf: documents.proposalPdf, openLink: links.openLink }),
  };
}
export type QuoteService = ReturnType<typeof createQuoteService>;
