import { useRef, useState } from "react";
import type { QuoteView } from "@shared/validators/quotes";
import { offlinePaymentRequestSchema } from "@shared/validators/quotes";
import { OFFLINE_PAYMENT_METHODS, type OfflinePaymentMethod } from "@shared/rules/proposal-payments";
import { centsToDecimal, decimalToCents, formatCents } from "@shared/rules/money";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { ErrorSummary, ErrorSummaryScope, useErrorSummary } from "@/components/ui/error-summary";
import { FormField } from "@/components/ui/form-field";
import { inputClasses } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { fieldErrors } from "@/lib/field-errors";
import { newIdempotencyKey } from "@/features/payments";
import { useRecordOfflinePayment } from "../api/record-offline-payment";

/** What is still owed on the proposal (the server checks it again): the total less everything received. */
const owedCents = (quote: QuoteView) => Math.max(0, (decimalToCents(quote.totalAmount) ?? 0) - (decimalToCents(quote.paidAmount) ?? 0));

/**
 * Admins: record a payment the business received by check, bank transfer or cash, with its reference. It counts
 * towards the balance at once, shows on the proposal's document, and is audited.
 */
export function RecordOfflinePaymentButton({ quote, onRecorded }: { quote: QuoteView; onRecorded: (quote: QuoteView) => void }) {
  const owed = owedCents(quote);
  const [open, setOpen] = useState(false);
  if (owed <= 0) return null;
  return (
    <div className="mt-4 rounded-md border border-gray-200 bg-gray-50 p-3 text-sm text-gray-900">
      <p>{formatCents(owed)} is still owed. Paid by check, bank transfer or cash? Record it here.</p>
      <Button variant="secondary" size="sm" className="mt-2" onClick={() => setOpen(true)}>
        Record offline payment
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title="Record offline payment" description={`Up to ${formatCents(owed)} is owed on ${quote.number}.`} size="sm">
        <OfflinePaymentForm
          quote={quote}
          owed={owed}
          onCancel={() => setOpen(false)}
          onRecorded={(updated) => {
            setOpen(false);
            onRecorded(updated);
          }}
        />
      </Dialog>
    </div>
  );
}

function OfflinePaymentForm({ quote, owed, onCancel, onRecorded }: { quote: QuoteView; owed: number; onCancel: () => void; onRecorded: (quote: QuoteView) => void }) {
  const [method, setMethod] = useState<OfflinePaymentMethod>("check");
  const [reference, setReference] = useState("");
  const [amount, setAmount] = useState(centsToDecimal(owed));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const summary = useErrorSummary();
  // One key per payment meant: a retry after a lost answer never records it twice.
  const key = useRef(newIdempotencyKey());
  const record = useRecordOfflinePayment();

  const submit = () => {
    const checked = offlinePaymentRequestSchema.safeParse({ method, reference, amount });
    if (!checked.success) {
      setErrors(fieldErrors(checked.error.issues));
      summary.show();
      return;
    }
    const cents = decimalToCents(checked.data.amount) ?? 0;
    if (cents > owed) {
      setErrors({ amount: `At most ${formatCents(owed)} is owed on this proposal.` });
      summary.show();
      return;
    }
    setErrors({});
    record.mutate(
      { id: quote.id, ...checked.data, amount: centsToDecimal(cents), idempotencyKey: key.current },
      {
        onSuccess: (updated) => {
          key.current = newIdempotencyKey();
          toast({ title: "Payment Recorded", description: `${formatCents(cents)} by ${OFFLINE_PAYMENT_METHODS.find((m) => m.value === method)?.label.toLowerCase()} is recorded on ${quote.number}.` });
          onRecorded(updated);
        },
        onError: (failure) => toast({ title: "Payment Not Recorded", description: getErrorMessage(failure, "We couldn't record the payment. Please try again."), variant: "destructive" }),
      },
    );
  };

  return (
    <ErrorSummaryScope summary={summary}>
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!record.isPending) submit();
        }}
      >
        <ErrorSummary summary={summary} />
        <FormField label="Paid by" error={errors.method} isRequired>
          {(field) => (
            <select {...field} className={inputClasses} value={method} onChange={(e) => setMethod(e.target.value as OfflinePaymentMethod)} required>
              {OFFLINE_PAYMENT_METHODS.map((m) => (
                <option key={m.value} value={m.value}>
                  {m.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Reference (check number or transfer reference)" error={errors.reference} isRequired>
          {(field) => <input {...field} value={reference} onChange={(e) => setReference(e.target.value)} maxLength={100} required className={inputClasses} />}
        </FormField>
        <FormField label="Amount ($)" error={errors.amount} isRequired>
          {(field) => <input {...field} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} required className={inputClasses} />}
        </FormField>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" pending={record.isPending}>
            {record.isPending ? "Recording..." : "Record payment"}
          </Button>
        </div>
      </form>
    </ErrorSummaryScope>
  );
}
