import type { PublicUser, QuoteRow } from "@shared/schema";
import { buildProposalDocument } from "@shared/rules/proposal-document";
import type { Database, Transaction } from "../db/client";
import { renderQuotePdf } from "../documents/quote-pdf";
import { toQuoteView, type QuoteCommon, type QuoteServiceDeps } from "./quote-common";

/** The quote's printed document (PDF), from the same document model as the screen and the printed page. */
export function createQuoteDocuments({ companyInfo, logo }: Pick<QuoteServiceDeps, "companyInfo" | "logo">, { loadVisible, loadLines, loadPayments, dishNames }: QuoteCommon) {
  /**
   * The proposal PDF of `quote` as it stands, read through `executor` (a transaction's, when signing: the bytes
   * signed are those of the locked row). The download and the signature use this one function, so the PDF a client
   * downloaded before signing has the hash the signature records (docs/decisions/014-e-signature.md).
   */
  async function proposalPdf(quote: QuoteRow, executor?: Database | Transaction): Promise<{ filename: string; pdf: Buffer }> {
    const [lines, paid] = await Promise.all([loadLines(quote.id, executor), loadPayments(quote.id, executor)]);
    const view = { ...toQuoteView(quote), lines, payments: paid };
    const names = lines.length ? [] : await dishNames(quote.menuItemIds, executor);
    return { filename: `quote-${view.number}.pdf`, pdf: await renderQuotePdf(buildProposalDocument(view, await companyInfo(), names), { createdAt: quote.createdAt, logo }) };
  }

  /** The quote document for its owner or an admin (404 for anyone else). */
  async function quotePdf(user: PublicUser, id: number): Promise<{ filename: string; pdf: Buffer }> {
    return proposalPdf(await loadVisible(user, id));
  }

  return { quotePdf, proposalPdf };
}
