import { useRef, useState } from "react";
import { centsToDecimal, decimalToCents } from "@shared/rules/money";
import { orderRefundRequestSchema } from "@shared/validators/orders";
import { fieldErrors } from "@/lib/field-errors";
import { newIdempotencyKey } from "./idempotency-key";

/**
 * What an admin types into a refund dialog (an order's, a deposit's): the amount (all that is left to start with)
 * and the reason, checked with the refund schema the server uses, and one Idempotency-Key per refund meant, kept
 * across retries after a lost answer.
 */
export function useRefundDraft(leftCents: number) {
  const [amount, setAmount] = useState(centsToDecimal(leftCents));
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const key = useRef(newIdempotencyKey());

  /** The refund to send ("125.00", the reason, the key), or null with the fields' errors shown. */
  function check(): { amount: string; cents: number; reason: string; idempotencyKey: string } | null {
    const checked = orderRefundRequestSchema.safeParse({ amount, reason });
    if (!checked.success) {
      setErrors(fieldErrors(checked.error.issues));
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
  const fields = { amount, onAmountChange: setAmount, amountError: errors.amount, reason, onReasonChange: setReason, reasonError: errors.reason };
  return { fields, check, done };
}
