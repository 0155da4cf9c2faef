// The quotes feature's public surface: other features import only from here.
export { useQuotes } from "./api/get-quotes";
export { useClientSearch } from "./api/create-proposal";
export type { QuoteView } from "./api/get-quotes";
export { useCateringWizard } from "./catering-wizard-context";
export { NewProposalButton } from "./components/new-proposal-button";
export { QuoteDetail, QuoteStatusBadge } from "./components/quote-card";
export { QuoteStatsCards } from "./components/quote-stats";
export { ProposalLinkView } from "./components/proposal-link-view";
export { formatQuoteAmount, formatQuoteDate, formatQuoteWhole } from "./quote-display";
