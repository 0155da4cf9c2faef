import { createQuoteCommon, type QuoteServiceDeps } from "./quote-common";
import { createQuoteRequests } from "./quote-requests";
import { createQuoteProposals } from "./quote-proposals";
import { createQuoteStatus } from "./quote-status";
import { createQuoteDocuments } from "./quote-documents";
import { createQuoteLinks } from "./quote-links";
import { createQuotePayments } from "./quote-payments";

export { toQuoteView, type QuoteServiceDeps } from "./quote-common";

/**
 * Quotes, one service split by concern: requests (a visitor's or client's request, the lists), proposals (what the
 * business prepares and changes), status (opened, accepted, declined…, and the figures) and documents (the PDF).
 * A change to what a deposit pays for holds the deposit's payment claim through the payment service (`payments`).
 */
export function createQuoteService(deps: QuoteServiceDeps) {
  const common = createQuoteCommon(deps);
  const status = createQuoteStatus(deps, common);
  return {
    ...createQuoteRequests(deps, common),
    ...createQuoteProposals(deps, common),
    ...status,
    ...createQuoteLinks(deps, common, status),
    ...createQuoteDocuments(deps, common),
    ...createQuotePayments(deps, common),
  };
}
export type QuoteService = ReturnType<typeof createQuoteService>;
