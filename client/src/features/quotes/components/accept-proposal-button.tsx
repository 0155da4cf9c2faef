import { useState } from "react";
import { decimalToCents } from "@shared/rules/money";
import { statusChangeRefusal } from "@shared/rules/quotes";
import type { QuoteView } from "@shared/validators/quotes";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { formatQuoteAmount } from "../quote-display";

/**
 * Accept, after a confirmation like Decline's: accepting commits the client to a price and a deposit. A
 * proposal the business has not priced yet cannot be accepted (the server refuses it too): the client sees
 * why instead of a button.
 */
export function AcceptProposalButton({
  quote,
  onAccept,
  disabled,
  size,
  describedBy,
}: {
  quote: QuoteView;
  onAccept: (quote: QuoteView) => void;
  disabled?: boolean;
  size?: "sm";
  describedBy?: string;
}) {
  const [confirming, setConfirming] = useState(false);
  const refusal = statusChangeRefusal({ totalCents: decimalToCents(quote.totalAmount) ?? 0, depositPaid: quote.depositPaidAt !== null }, "accepted");
  if (refusal && quote.status !== "accepted" && quote.status !== "rejected") {
    return <p className="self-center text-sm font-medium text-amber-900">{refusal}</p>;
  }
  return (
    <>
      <Button size={size} onClick={() => setConfirming(true)} disabled={disabled} aria-describedby={describedBy}>
        {size === "sm" ? "Accept" : "Accept Proposal"}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Accept Proposal"
        message={`Accept proposal ${quote.number} for ${formatQuoteAmount(quote.totalAmount)}? A 50% deposit of ${formatQuoteAmount(quote.depositAmount)} then secures your date.`}
        confirmLabel="Accept Proposal"
        tone="primary"
        onConfirm={() => {
          setConfirming(false);
          onAccept(quote);
        }}
      />
    </>
  );
}
