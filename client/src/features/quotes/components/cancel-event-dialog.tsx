import { useState } from "react";
import type { QuoteView } from "@shared/validators/quotes";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { useCancellationPreview, useCancelProposal } from "../api/cancel-proposal";
import { formatQuoteAmount } from "../quote-display";

/**
 * The client's "Cancel Event" on an accepted proposal (docs/product/quotes-and-proposals.md, "Cancellation by
 * policy"): the dialog shows what the server says cancelling refunds now, before the client confirms; the server
 * works it out again when cancelling and refunds it to the card. The focus returns to the page when it closes.
 */
export function CancelEventButton({ quote, onCancelled }: { quote: QuoteView; onCancelled: (quote: QuoteView) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Cancel Event
      </Button>
      <CancelEventDialog quote={quote} open={open} onOpenChange={setOpen} onCancelled={onCancelled} />
    </>
  );
}

function CancelEventDialog({ quote, open, onOpenChange, onCancelled }: { quote: QuoteView; open: boolean; onOpenChange: (open: boolean) => void; onCancelled: (quote: QuoteView) => void }) {
  const preview = useCancellationPreview(quote.id, open);
  const cancel = useCancelProposal();

  const confirm = () => {
    cancel.mutate(quote.id, {
      onSuccess: (answer) => {
        onOpenChange(false);
        toast({
          title: "Event Cancelled",
          description: answer.refundPending
            ? `${quote.number} is cancelled. Your refund of ${formatQuoteAmount(answer.refundAmount)} is on its way: we will complete it shortly.`
            : `${quote.number} is cancelled. ${formatQuoteAmount(answer.refundAmount)} is refunded to your card.`,
        });
        onCancelled(answer.quote);
      },
      // The dialog stays open with the terms shown, so the client can try again.
      onError: (failure) => toast({ title: "Not Cancelled", description: getErrorMessage(failure, "We couldn't cancel your event. Please try again."), variant: "destructive" }),
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Cancel Event" description={`Cancel your event ${quote.number}? This cannot be undone.`} size="md">
      {preview.isPending ? (
        <p role="status" className="text-sm text-gray-800">
          Working out your refund...
        </p>
      ) : preview.isError ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-gray-900">
          {getErrorMessage(preview.error, "We couldn't work out your refund. Please try again.")}
        </p>
      ) : (
        <div className="space-y-3 text-sm text-gray-900">
          <p>{preview.data.explanation}</p>
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 rounded-md border border-gray-200 bg-gray-50 p-3">
            <dt>Refunded to your card</dt>
            <dd className="text-right font-semibold">{formatQuoteAmount(preview.data.refundAmount)}</dd>
            <dt>Kept under the cancellation policy</dt>
            <dd className="text-right font-semibold">{formatQuoteAmount(preview.data.keptAmount)}</dd>
          </dl>
        </div>
      )}
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Keep My Event
        </Button>
        <Button className="bg-red-700 hover:bg-red-800" pending={cancel.isPending} disabled={!preview.isSuccess} onClick={confirm}>
          {cancel.isPending ? "Cancelling..." : "Cancel Event"}
        </Button>
      </div>
    </Dialog>
  );
}

/** A cancelled proposal's line: when, and what the cancellation refunded (announced when it appears). */
export function CancelledNotice({ quote, formatDate }: { quote: Pick<QuoteView, "cancelledAt" | "cancellationRefundAmount">; formatDate: (iso: string | null | undefined) => string }) {
  return (
    <p role="status" className="mt-4 rounded-md border border-gray-300 bg-gray-50 p-3 text-sm text-gray-900">
      <span className="font-semibold">Cancelled on {formatDate(quote.cancelledAt)}</span> · refunded {formatQuoteAmount(quote.cancellationRefundAmount ?? "0.00")}
    </p>
  );
}
