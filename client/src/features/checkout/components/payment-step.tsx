import { useEffect, useId, useRef, type MutableRefObject } from "react";
import { formatCents } from "@shared/rules/money";
import type { CreateOrderRequest } from "@shared/validators/orders";
import { Button } from "@/components/ui/button";
import { isSandbox, usePaymentConfig, type CardDetails, CardForm, type CardSubmitOutcome, SandboxCardsNote } from "@/features/payments";

import type { CreatedOrder } from "../api/create-order";
import { useCheckoutPayment, type CheckoutAttempt } from "../use-checkout-payment";

/**
 * The card step: it records the order and pays it (useCheckoutPayment). It is loaded while the customer fills in
 * their details, with the code that pays. Its heading takes focus when it opens, so keyboard and screen reader
 * users land here.
 */
export function PaymentStep({
  totalCents,
  orderRequest,
  attemptRef,
  onPaid,
  onPriceChange,
  onBack,
}: {
  totalCents: number;
  /** The order to record, as the checkout has it when Pay is pressed; null when it cannot be paid (it says why). */
  orderRequest: () => CreateOrderRequest | null;
  attemptRef: MutableRefObject<CheckoutAttempt | null>;
  onPaid: (order: CreatedOrder) => void;
  onPriceChange: (change: { totalAmount: string; message: string }) => void;
  onBack: () => void;
}) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const config = usePaymentConfig();
  const payment = useCheckoutPayment({ attemptRef, onPaid, onPriceChange });

  async function pay(card: CardDetails): Promise<CardSubmitOutcome> {
    const request = orderRequest();
    return request ? payment.pay(request, card) : "kept";
  }

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section aria-labelledby={headingId} className="min-w-0 rounded-lg border border-gray-200 bg-white p-5 shadow-sm sm:p-8">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="font-display text-2xl font-bold text-brand-900 outline-none">
        Payment Information
      </h2>
      <p className="mt-2 text-gray-800">
        Your card is sent straight to our payment provider; we never see or store the card number.
      </p>
      {isSandbox(config.data) ? (
        <div className="mt-4">
          <SandboxCardsNote />
        </div>
      ) : null}
      <div className="mt-6">
        <CardForm
          onSubmit={pay}
          submitLabel={`Pay ${formatCents(totalCents)}`}
          actions={({ isSubmitting }) => (
            <Button variant="secondary" onClick={onBack} disabled={isSubmitting}>
              Back to Order Details
            </Button>
          )}
        />
      </div>
    </section>
  );
}
