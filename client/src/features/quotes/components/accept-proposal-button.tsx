import { useState } from "react";
import { decimalToCents } from "@shared/rules/money";
import { statusChangeRefusal } from "@shared/rules/quotes";
import type { QuoteView } from "@shared/validators/quotes";
import { Button } from "@/components/ui/button";
import { SignProposalDialog } from "./sign-proposal-dialog";

/**
 * Accept opens "Sign and accept": accepting commits the client to a price and a deposit, so it is signed
 * (docs/decisions/014-e-signature.md). `onAccept` gets the proposal once signed and accepted. A proposal the
 * business has not priced yet cannot be accepted (the server refuses it too): the client sees why instead of a button.
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
      <SignProposalDialog quote={quote} open={confirming} onOpenChange={setConfirming} onSigned={onAccept} />
    </>
  );
}
