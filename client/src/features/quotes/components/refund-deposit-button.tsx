import { useId, useRef, useState } from "react";
import type { QuoteView } from "@shared/validators/quotes";
import { depositRefundRequestSchema } from "@shared/validators/quotes";
import { centsToDecimal, decimalToCents, formatCents } from "@shared/rules/money";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { newIdempotencyKey, RefundForm } from "@/features/payments";
import { useRefundQuoteDeposit } from "../api/refund-quote-deposit";
import { formatQuoteAmount } from "../quote-display";
import { fieldErrors } from "@/lib/field-errors";

/**
 * Admins: give all or part of a paid deposit back through the payment provider, with a reason the client is told.
 * Until it is refunded in full the proposal's price and status are locked (the server refuses both).
 */
export function RefundDepositButton({ quote, onRefunded }: { quote: QuoteView; onRefunded: (quote: QuoteView) => void }) {
  const leftCents = (decimalToCents(quote.depositAmount) ?? 0) - (decimalToCents(quote.depositRefundedAmount) ?? 0);
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState(centsToDecimal(leftCents));
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  // One key per refund the admin means, kept across retries after a lost answer.
  const key = useRef(newIdempotencyKey());
  const refund = useRefundQuoteDeposit();
  const hintId = useId();

  const submit = () => {
    const checked = depositRefundRequestSchema.safeParse({ amount, reason });
    if (!checked.success) {
      setErrors(fieldErrors(checked.error.issues));
      return;
    }
    setErrors({});
    const cents = decimalToCents(checked.data.amount ?? "") ?? 0;
    refund.mutate(
      { id: quote.id, amount: centsToDecimal(cents), reason: checked.data.reason, idempotencyKey: key.current },
      {
        onSuccess: (updated) => {
          toast({ title: "Deposit Refunded", description: `${formatCents(cents)} is on its way back to the client for ${quote.number}.` });
          key.current = newIdempotencyKey();
          setOpen(false);
          setReason("");
          setAmount(centsToDecimal(Math.max(0, leftCents - cents)));
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
          amount={amount}
          onAmountChange={setAmount}
          amountError={errors.amount}
          reason={reason}
          onReasonChange={setReason}
          reasonError={errors.reason}
          submitLabel="Refund Deposit"
          pending={refund.isPending}
          onCancel={() => setOpen(false)}
          onSubmit={submit}
        />
      </Dialog>
    </div>
  );
}
