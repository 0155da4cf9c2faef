import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { QuoteView } from "@shared/validators/quotes";
import { DEFAULT_COMPANY_INFO } from "@shared/settings/company-info";
import { toast } from "@/components/ui/use-toast";
import { companyInfoQueryOptions, useBusinessDates } from "@/features/company-info";
import { menuItemsQueryOptions, type MenuItem } from "@/features/menu";
import { buildQuoteDocument, quoteDocumentHtml, quoteDocumentText, type QuoteDocument } from "./quote-document";
import { proposalQueryOptions, useProposalAccess } from "./proposal-access";
import { openPrintWindow, POPUP_BLOCKED_MESSAGE, writeAndPrint } from "@/lib/print-window";

const PREPARE_FAILED = "We couldn't prepare the quote. Please check your connection and try again.";

const dishNames = (quote: QuoteView, items: readonly MenuItem[]) => {
  const byId = new Map(items.map((item) => [item.id, item.name]));
  return quote.menuItemIds.flatMap((id) => {
    const name = byId.get(id);
    return name ? [name] : [];
  });
};

/**
 * The proposal's document as the screen shows it: the one model (shared/rules/proposal-document.ts) built from the
 * quote in full (its lines and payments; the list's copy until that arrives), the company info setting and the names
 * of its dishes. Print, Copy as text and the server's PDF render the same model.
 */
export function useProposalDocument(quote: QuoteView): { doc: QuoteDocument; full: QuoteView } {
  const dates = useBusinessDates();
  const needsMenu = quote.menuItemIds.length > 0;
  const full = useQuery(proposalQueryOptions(useProposalAccess(), quote.id)).data ?? quote;
  const company = useQuery(companyInfoQueryOptions()).data ?? { ...DEFAULT_COMPANY_INFO, timeZone: dates.timeZone };
  const items = useQuery({ ...menuItemsQueryOptions(), enabled: needsMenu }).data ?? [];
  return { doc: buildQuoteDocument(full, company, dishNames(full, items)), full };
}

/** Print and Copy as text for one quote, both from the document model, read fresh when asked. */
export function useQuoteDocumentActions(quote: QuoteView) {
  const queryClient = useQueryClient();
  const access = useProposalAccess();
  const needsMenu = quote.menuItemIds.length > 0;

  async function loadDocument(): Promise<QuoteDocument> {
    const [full, company, items] = await Promise.all([
      queryClient.ensureQueryData(proposalQueryOptions(access, quote.id)),
      queryClient.ensureQueryData(companyInfoQueryOptions()),
      needsMenu ? queryClient.ensureQueryData(menuItemsQueryOptions()) : Promise.resolve<MenuItem[]>([]),
    ]);
    return buildQuoteDocument(full, company, dishNames(full, items));
  }

  /** Opens the window first (straight from the click), then fills it and prints it. */
  function print(): void {
    const target = openPrintWindow();
    if (!target) {
      toast({ title: "Error", description: POPUP_BLOCKED_MESSAGE, variant: "destructive" });
      return;
    }
    loadDocument().then(
      (doc) => writeAndPrint(target, quoteDocumentHtml(doc)),
      () => {
        target.close();
        toast({ title: "Error", description: PREPARE_FAILED, variant: "destructive" });
      },
    );
  }

  async function copyAsText(): Promise<void> {
    const clipboard = typeof navigator === "undefined" ? undefined : navigator.clipboard;
    if (typeof clipboard?.writeText !== "function") {
      toast({ title: "Copy Failed", description: "Copying isn't available in this browser. Please use Print or Download PDF instead.", variant: "destructive" });
      return;
    }
    let text: string;
    try {
      text = quoteDocumentText(await loadDocument());
    } catch {
      toast({ title: "Copy Failed", description: PREPARE_FAILED, variant: "destructive" });
      return;
    }
    try {
      await clipboard.writeText(text);
    } catch {
      toast({ title: "Copy Failed", description: "We couldn't copy to the clipboard. Please allow clipboard access and try again.", variant: "destructive" });
      return;
    }
    toast({ title: "Copied to clipboard", description: "The quote summary is ready to paste." });
  }

  return { print, copyAsText };
}
