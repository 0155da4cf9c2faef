import type { QuoteView } from "@shared/validators/quotes";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { isSandbox, usePaymentConfig, type CardDetails, CardForm, type CardSubmitOutcome, SandboxCardsNote } from "@/features/payments";

import { formatQuoteAmount } from "../quote-display";

/**
 * The card form for a proposal's deposit or balance (`purpose`). While an attempt's outcome is unknown it offers Try
 * Again (the same attempt, never charged twice) or Use Another Card instead of the form.
 */
export function DepositDialog({
  quote,
  purpose = "deposit",
  open,
  onOpenChange,
  onPay,
  unconfirmed,
  onRetry,
  isRetrying,
  onStartOver,
}: {
  quote: QuoteView;
  purpose?: "deposit" | "balance";
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPay: (card: CardDetails) => Promise<CardSubmitOutcome>;
  /** The failure message of an attempt awaiting a retry, or null. */
  unconfirmed: string | null;
  onRetry: () => void;
  isRetrying: boolean;
  onStartOver: () => void;
}) {
  const amount = formatQuoteAmount(purpose === "balance" ? quote.balanceAmount : quote.depositAmount);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={purpose === "balance" ? "Pay Balance" : "Pay Deposit"}
      description={purpose === "balance" ? `The balance of ${amount} for ${quote.number}, which pays it in full.` : `The 50% deposit of ${amount} secures your date for ${quote.number}.`}
    >
      <DepositDialogBody
        amount={amount}
        onPay={onPay}
        unconfirmed={unconfirmed}
        onRetry={onRetry}
        isRetrying={isRetrying}
        onStartOver={onStartOver}
        onCancel={() => onOpenChange(false)}
      />
    </Dialog>
  );
}

function DepositDialogBody({
  amount,
  onPay,
  unconfirmed,
  onRetry,
  isRetrying,
  onStartOver,
  onCancel,
}: {
  amount: string;
  onPay: (card: CardDetails) => Promise<CardSubmitOutcome>;
  unconfirmed: string | null;
  onRetry: () => void;
  isRetrying: boolean;
  onStartOver: () => void;
  onCancel: () => void;
}) {
  const config = usePaymentConfig();

  if (unconfirmed !== null) {
    return (
      <div className="space-y-4">
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-gray-900">
          <p className="font-semibold">We couldn't confirm your payment.</p>
          <p className="mt-1">{unconfirmed}</p>
          <p className="mt-1">Try again to finish this payment: you will not be charged twice.</p>
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Button variant="secondary" onClick={onStartOver} disabled={isRetrying}>
            Use Another Card
          </Button>
          <Button onClick={onRetry} pending={isRetrying}>
            {isRetrying ? "Processing..." : "Try Again"}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <p className="text-sm text-gray-800">Your card is sent straight to our payment provider; we never see or store the card number.</p>
      {isSandbox(config.data) ? <SandboxCardsNote /> : null}
      <CardForm
        onSubmit={onPay}
        submitLabel={`Pay ${amount}`}
        actions={({ isSubmitting }) => (
          <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
        )}
      />
    </div>
  );
}
