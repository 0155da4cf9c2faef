import type { QuoteView, QuotesPage } from "../api/get-quotes";

/** Test data for the proposals component tests. */
export { makeQuote as quote } from "@/test/quote-fixtures";

export const pageOf = (items: QuoteView[], pageSize: number, { page = 1, total = items.length } = {}): QuotesPage => ({ items, page, pageSize, total });

export const stats = { total: 12, pendingReview: 4, accepted: 5, totalValue: "123456.78" };
