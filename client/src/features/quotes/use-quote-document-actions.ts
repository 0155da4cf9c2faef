import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { QuoteView } from "@shared/validators/quotes";
import { toast } from "@/components/ui/use-toast";
import { companyInfoQueryOptions } from "@/features/company-info";
import { menuItemsQueryOptions, type MenuItem } from "@/features/menu";
import { buildQuoteDocument, quoteDocumentHtml, quoteDocumentText, type QuoteDocument } from "./quote-document";
import { openPrintWindow, POPUP_BLOCKED_MESSAGE, writeAndPrint } from "@/lib/print-window";

const PREPARE_FAILED = "We couldn't prepare the quote. Please check your connection and try again.";

/**
 * Print and Copy as text for one quote. Both render the same document model, built from the quote, the
 * company info setting and the names of the quote's menu items (loaded as soon as the quote is shown, so the
 * actions rarely wait).
 */
export function useQuoteDocumentActions(quote: QuoteView) {
  const queryClient = useQueryClient();
  const needsMenu = quote.menuItemIds.length > 0;
  useQuery(companyInfoQueryOptions());
  useQuery({ ...menuItemsQueryOptions(), enabled: needsMenu });

  async function loadDocument(): Promise<QuoteDocument> {
    const [company, items] = await Promise.all([
      queryClient.ensureQueryData(companyInfoQueryOptions()),
      needsMenu ? queryClient.ensureQueryData(menuItemsQueryOptions()) : Promise.resolve<MenuItem[]>([]),
    ]);
    const byId = new Map(items.map((item) => [item.id, item.name]));
    const names = quote.menuItemIds.flatMap((id) => {
      const name = byId.get(id);
      return name ? [name] : [];
    });
    return buildQuoteDocument(quote, company, names);
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
