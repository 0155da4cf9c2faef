import { inArray } from "drizzle-orm";
import { menuItems, type PublicUser } from "@shared/schema";
import { renderQuotePdf } from "../documents/quote-pdf";
import { toQuoteView, type QuoteCommon, type QuoteServiceDeps } from "./quote-common";

/** The quote's printed document (PDF), with the business's details and the quote's lines or dishes. */
export function createQuoteDocuments({ db, companyInfo }: Pick<QuoteServiceDeps, "db" | "companyInfo">, { loadVisible, loadLines }: QuoteCommon) {
  /** The quote document for its owner or an admin (404 for anyone else). */
  async function quotePdf(user: PublicUser, id: number): Promise<{ filename: string; pdf: Buffer }> {
    const quote = toQuoteView(await loadVisible(user, id));
    const lines = await loadLines(id);
    if (lines.length) return { filename: `quote-${quote.number}.pdf`, pdf: await renderQuotePdf({ ...quote, lines }, await companyInfo(), []) };
    const names = quote.menuItemIds.length
      ? (await db.select({ id: menuItems.id, name: menuItems.name }).from(menuItems).where(inArray(menuItems.id, quote.menuItemIds))).map((r) => r.name)
      : [];
    return { filename: `quote-${quote.number}.pdf`, pdf: await renderQuotePdf(quote, await companyInfo(), names) };
  }

  return { quotePdf };
}
