import { useId, useState } from "react";
import type { QuoteView } from "@shared/validators/quotes";
import { decimalToCents, formatCents } from "@shared/rules/money";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { RefundForm, useRefundDraft } from "@/features/payments";
import { useRefundQuoteDeposit } from "../api/refund-quote-deposit";
import { formatQuoteAmount } from "../quote-display";

/**
 * Admins: give all or part of a paid deposit back through the payment provider, with a reason the client is told.
 * Until it is refunded in full the proposal's price and status are locked (the server refuses both).
 */
export function RefundDepositButton({ quote, onRefunded }: { quote: QuoteView; onRefunded: (quote: QuoteView) => void }) {
  const leftCents = (decimalToCents(quote.depositAmount) ?? 0) - (decimalToCents(quote.depositRefundedAmount) ?? 0);
  const [open, setOpen] = useState(false);
  const draft = useRefundDraft(leftCents);
  const refund = useRefundQuoteDeposit();
  const hintId = useId();

  const submit = () => {
    const checked = draft.check();
    if (!checked) return;
    refund.mutate(
      { id: quote.id, amount: checked.amount, reason: checked.reason, idempotencyKey: checked.idempotencyKey },
      {
        onSuccess: (updated) => {
          toast({ title: "Deposit Refunded", description: `${formatCents(checked.cents)} is on its way back to the client for ${quote.number}.` });
          setOpen(false);
          draft.done(leftCents - checked.cents);
          onRefunded(updated);
        },
        // The dialog stays open with the reason typed, so the admin can try again.
        onError: (failure) => toast({ title: "Refund Failed", description: getErrorMessage(failure, "We couldn't refund the deposit. Please try again."), variant: "destructive" }),
      },
    );
  };

  return (
    <div className="mt-4 rounded-md border border-gray-200 bg-gray-50 p-3 text-sm text-gray-900">
      <p id={hintId}>
        The deposit is paid: to change the price or decline this proposal, refund the deposit in full first.
        {quote.depositRefundedAmount !== "0.00" ? ` ${formatQuoteAmount(quote.depositRefundedAmount)} of it has been refunded.` : ""}
      </p>
      <Button variant="secondary" size="sm" className="mt-2" onClick={() => setOpen(true)} aria-describedby={hintId}>
        Refund Deposit
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title="Refund Deposit" description={`Up to ${formatCents(leftCents)} of the deposit on ${quote.number} can be refunded to the client's card.`} size="sm">
        <RefundForm
          {...draft.fields}
          submitLabel="Refund Deposit"
          pending={refund.isPending}
          onCancel={() => setOpen(false)}
          onSubmit={submit}
        />
      </Dialog>
    </div>
  );
}
