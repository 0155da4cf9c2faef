import { createQuoteCommon, type QuoteServiceDeps } from "./quote-common";
import { createQuoteRequests } from "./quote-requests";
import { createQuoteProposals } from "./quote-proposals";
import { createQuoteStatus } from "./quote-status";
import { createQuoteDocuments } from "./quote-documents";
import { createQuoteLinks } from "./quote-links";
import { createQuotePayments } from "./quote-payments";
import { createQuoteSignatures } from "./quote-signatures";

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
  return {
    ...createQuoteRequests(deps, common),
    ...createQuoteProposals(deps, common),
    ...status,
    ...links,
    ...documents,
    ...createQuotePayments(deps, common),
    // Acceptance by signature: the status move and the proposal PDF above, in one transaction.
    ...createQuoteSignatures(deps, common, { changeStatus: status.changeStatus, proposalPdf: documents.proposalPdf, openLink: links.openLink }),
  };
}
export type QuoteService = ReturnType<typeof createQuoteService>;
