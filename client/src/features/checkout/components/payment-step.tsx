import { useEffect, useId, useRef } from "react";
import { formatCents } from "@shared/rules/money";
import { Button } from "@/components/ui/button";
import { isSandbox, usePaymentConfig, type CardDetails, CardForm, type CardSubmitOutcome, SandboxCardsNote } from "@/features/payments";

/** The card step. Its heading takes focus when it opens, so keyboard and screen reader users land here. */
export function PaymentStep({
  totalCents,
  onPay,
  onBack,
}: {
  totalCents: number;
  onPay: (card: CardDetails) => Promise<CardSubmitOutcome>;
  onBack: () => void;
}) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const config = usePaymentConfig();

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
          onSubmit={onPay}
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
