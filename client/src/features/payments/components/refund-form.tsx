import { Button } from "@/components/ui/button";
import { ErrorSummary, ErrorSummaryScope, type ErrorSummaryController } from "@/components/ui/error-summary";
import { FormField } from "@/components/ui/form-field";
import { inputClasses } from "@/components/ui/input";
import { cn } from "@/lib/cn";

/**
 * The body of every refund dialog (an order's, a quote deposit's): the amount, the reason the customer is told, then
 * Cancel and the red refund button, with the error summary (useRefundDraft's) on top. What is refunded and how is
 * the caller's.
 */
export function RefundForm({
  amount,
  onAmountChange,
  amountError,
  reason,
  onReasonChange,
  reasonError,
  submitLabel,
  pending,
  onCancel,
  onSubmit,
  summary,
}: {
  /** The amount typed ("125.00"): all that is left unless the admin types less. */
  amount: string;
  onAmountChange: (amount: string) => void;
  amountError?: string;
  reason: string;
  onReasonChange: (reason: string) => void;
  reasonError?: string;
  submitLabel: string;
  pending: boolean;
  onCancel: () => void;
  onSubmit: () => void;
  summary: ErrorSummaryController;
}) {
  return (
    <ErrorSummaryScope summary={summary}>
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!pending) onSubmit();
        }}
      >
        <ErrorSummary summary={summary} />
        <FormField label="Amount ($)" error={amountError} isRequired>
          {(field) => <input {...field} inputMode="decimal" value={amount} onChange={(e) => onAmountChange(e.target.value)} required className={inputClasses} />}
        </FormField>
        <FormField label="Reason" error={reasonError} isRequired>
          {(field) => <textarea {...field} value={reason} onChange={(e) => onReasonChange(e.target.value)} rows={3} maxLength={500} required className={cn(inputClasses, "min-h-20")} />}
        </FormField>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" className="bg-red-700 hover:bg-red-800" pending={pending}>
            {pending ? "Refunding..." : submitLabel}
          </Button>
        </div>
      </form>
    </ErrorSummaryScope>
  );
}
