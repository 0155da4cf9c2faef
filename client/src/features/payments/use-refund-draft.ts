import { useRef, useState } from "react";
import { centsToDecimal, decimalToCents } from "@shared/rules/money";
import { orderRefundRequestSchema } from "@shared/validators/orders";
import { useErrorSummary } from "@/components/ui/error-summary";
import { fieldErrors } from "@/lib/field-errors";
import { newIdempotencyKey } from "./idempotency-key";

/** An amount left empty says what to enter (the shared rule's own message is about the form an amount takes). */
const NO_AMOUNT_MESSAGE = "Enter the amount to refund";

/**
 * What an admin types into a refund dialog (an order's, a deposit's): the amount (all that is left to start with)
 * and the reason, checked with the refund schema the server uses, and one Idempotency-Key per refund meant, kept
 * across retries after a lost answer.
 */
export function useRefundDraft(leftCents: number) {
  const [amount, setAmount] = useState(centsToDecimal(leftCents));
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  // A refused refund lists its fields in the dialog's error summary, which takes the focus and is announced.
  const summary = useErrorSummary();
  const key = useRef(newIdempotencyKey());

  /** The refund to send ("125.00", the reason, the key), or null with the fields' errors shown. */
  function check(): { amount: string; cents: number; reason: string; idempotencyKey: string } | null {
    const checked = orderRefundRequestSchema.safeParse({ amount, reason });
    if (!checked.success) {
      const found = fieldErrors(checked.error.issues);
      if (found.amount && !amount.trim()) found.amount = NO_AMOUNT_MESSAGE;
      setErrors(found);
      summary.show();
      return null;
    }
    setErrors({});
    const cents = decimalToCents(checked.data.amount) ?? 0;
    return { amount: centsToDecimal(cents), cents, reason: checked.data.reason, idempotencyKey: key.current };
  }

  /** After a refund went through: a new key for the next one, and what is still refundable. */
  function done(leftAfterCents: number) {
    key.current = newIdempotencyKey();
    setReason("");
    setAmount(centsToDecimal(Math.max(0, leftAfterCents)));
  }

  /** The props RefundForm shows them with. */
  const fields = { amount, onAmountChange: setAmount, amountError: errors.amount, reason, onReasonChange: setReason, reasonError: errors.reason, summary };
  return { fields, check, done };
}
