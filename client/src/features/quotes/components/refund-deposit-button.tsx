import { useId, useRef, useState } from "react";
import type { QuoteView } from "@shared/validators/quotes";
import { depositRefundRequestSchema } from "@shared/validators/quotes";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { newIdempotencyKey, RefundForm } from "@/features/payments";
import { useRefundQuoteDeposit } from "../api/refund-quote-deposit";
import { formatQuoteAmount } from "../quote-display";

/**
 * Admins: give a paid deposit back through the payment provider, with a reason the client is told. Until
 * then the proposal's price and status are locked (the server refuses both).
 */
export function RefundDepositButton({ quote, onRefunded }: { quote: QuoteView; onRefunded: (quote: QuoteView) => void }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  // One key per refund the admin means, kept across retries after a lost answer.
  const key = useRef(newIdempotencyKey());
  const refund = useRefundQuoteDeposit();
  const hintId = useId();

  const submit = () => {
    const checked = depositRefundRequestSchema.safeParse({ reason });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    refund.mutate(
      { id: quote.id, reason: checked.data.reason, idempotencyKey: key.current },
      {
        onSuccess: (updated) => {
          toast({ title: "Deposit Refunded", description: `${formatQuoteAmount(quote.depositAmount)} is on its way back to the client for ${quote.number}.` });
          key.current = newIdempotencyKey();
          setOpen(false);
          setReason("");
          onRefunded(updated);
        },
        // The dialog stays open with the reason typed, so the admin can try again.
        onError: (failure) => toast({ title: "Refund Failed", description: getErrorMessage(failure, "We couldn't refund the deposit. Please try again."), variant: "destructive" }),
      },
    );
  };

  return (
    <div className="mt-4 rounded-md border border-gray-200 bg-gray-50 p-3 text-sm text-gray-900">
      <p id={hintId}>The deposit is paid: to change the price or decline this proposal, refund the deposit first.</p>
      <Button variant="secondary" size="sm" className="mt-2" onClick={() => setOpen(true)} aria-describedby={hintId}>
        Refund Deposit
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title="Refund Deposit" description={`Refund the ${formatQuoteAmount(quote.depositAmount)} deposit on ${quote.number} to the client's card?`} size="sm">
        <RefundForm reason={reason} onReasonChange={setReason} reasonError={error} submitLabel="Refund Deposit" pending={refund.isPending} onCancel={() => setOpen(false)} onSubmit={submit} />
      </Dialog>
    </div>
  );
}
