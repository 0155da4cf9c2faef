import type { QuoteStatus } from "@shared/rules/quotes";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import type { QuoteView } from "../api/get-quotes";
import { useUpdateQuoteStatus } from "../api/update-quote-status";
import { quoteStatusLabel } from "../quote-display";

/** Accept or decline a quote, with the "Status Updated" or destructive "Error" toast. */
export function useQuoteStatusChange(onChanged?: (quote: QuoteView) => void) {
  const mutation = useUpdateQuoteStatus();
  const change = (id: number, status: QuoteStatus) =>
    mutation.mutate(
      { id, status },
      {
        onSuccess: (quote) => {
          toast({ title: "Status Updated", description: `The proposal is now ${quoteStatusLabel(quote.status).toLowerCase()}.` });
          onChanged?.(quote);
        },
        onError: (error) => {
          toast({ title: "Error", description: getErrorMessage(error, "We couldn't update the proposal. Please try again."), variant: "destructive" });
        },
      },
    );
  return { change, isPending: mutation.isPending, pendingId: mutation.isPending ? mutation.variables.id : null };
}
