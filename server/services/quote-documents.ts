import type { PublicUser } from "@shared/schema";
import { buildProposalDocument } from "@shared/rules/proposal-document";
import { renderQuotePdf } from "../documents/quote-pdf";
import type { QuoteCommon, QuoteServiceDeps } from "./quote-common";

/** The quote's printed document (PDF), from the same document model as the screen and the printed page. */
export function createQuoteDocuments({ companyInfo }: Pick<QuoteServiceDeps, "companyInfo">, { getQuote, dishNames }: QuoteCommon) {
  /** The quote document for its owner or an admin (404 for anyone else). */
  async function quotePdf(user: PublicUser, id: number): Promise<{ filename: string; pdf: Buffer }> {
    const quote = await getQuote(user, id);
    const names = quote.lines?.length ? [] : await dishNames(quote.menuItemIds);
    return { filename: `quote-${quote.number}.pdf`, pdf: await renderQuotePdf(buildProposalDocument(quote, await companyInfo(), names)) };
  }

  return { quotePdf };
}
