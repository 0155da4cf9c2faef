import { useEffect, useId, useRef, useState } from "react";
import { decimalToCents, formatCents } from "@shared/rules/money";
import { INVALID_COUPON_MESSAGE } from "@shared/rules/coupons";
import type { OrderLineInput } from "@shared/validators/orders";
import { Button } from "@/components/ui/button";
import { ErrorSummary, ErrorSummaryScope, useErrorSummary } from "@/components/ui/error-summary";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { ApiError, getErrorMessage } from "@/lib/api-client";
import { useQuoteCoupon, type CouponQuote } from "../api/quote-coupon";

/**
 * A coupon the server accepted for this cart: the subtotal and discount in cents, and the cart they were priced for.
 * Delivery, tax and the total follow from them and the customer's pickup or delivery (shared/rules/charges.ts).
 */
export interface AppliedCoupon {
  code: string;
  subtotalCents: number;
  discountCents: number;
  itemsKey: string;
}

function toApplied(quote: CouponQuote, itemsKey: string): AppliedCoupon {
  return {
    code: quote.code,
    subtotalCents: decimalToCents(quote.subtotalAmount) ?? 0,
    discountCents: decimalToCents(quote.discountAmount) ?? 0,
    itemsKey,
  };
}

/** Apply pressed with nothing typed (the button is never disabled: GOV.UK). */
const NO_CODE_MESSAGE = "Enter a coupon code";

/**
 * The coupon input. The server decides what a code does (POST /api/coupons/quote); an unknown code, or one
 * whose condition this order does not meet, gets the Invalid Coupon toast with the server's reason, which the
 * field and its error summary also say.
 */
export function CouponBox({
  orderItems,
  itemsKey,
  applied,
  onApplied,
  onRemoved,
  getContact,
}: {
  orderItems: OrderLineInput[];
  itemsKey: string;
  applied: AppliedCoupon | null;
  onApplied: (coupon: AppliedCoupon) => void;
  onRemoved: () => void;
  /**
   * The email and event type typed so far (some codes depend on them: first order, corporate events), and pickup
   * or delivery if chosen (the server's figures then include its charges).
   */
  getContact: () => { email?: string; eventType?: string; fulfilment?: "delivery" | "pickup" };
}) {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();
  const summary = useErrorSummary();
  const inputRef = useRef<HTMLInputElement>(null);
  // Applying replaces the form with the applied coupon: the focus moves to its Remove button instead of the body.
  const removeRef = useRef<HTMLButtonElement>(null);
  const justApplied = useRef(false);
  useEffect(() => {
    if (applied && justApplied.current) removeRef.current?.focus();
    justApplied.current = false;
  }, [applied]);
  const appliedId = useId();
  const quote = useQuoteCoupon({
    onSuccess: (answer) => {
      justApplied.current = true;
      onApplied(toApplied(answer, itemsKey));
      setCode("");
      toast({ title: "Coupon Applied", description: `${answer.code}: you save ${formatCents(decimalToCents(answer.discountAmount) ?? 0)}.` });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400) {
        const reason = getErrorMessage(error, INVALID_COUPON_MESSAGE);
        toast({ title: "Invalid Coupon", description: reason, variant: "destructive" });
        setError(reason);
        summary.show();
      } else {
        toast({ title: "Coupon Not Applied", description: getErrorMessage(error, "We could not check your coupon. Please try again."), variant: "destructive" });
      }
    },
  });

  if (applied) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-green-700 bg-green-50 p-3">
        <p id={appliedId} className="min-w-0 text-sm text-gray-900">
          Coupon <strong className="break-all">{applied.code}</strong> applied: −{formatCents(applied.discountCents)}
        </p>
        <Button
          ref={removeRef}
          variant="secondary"
          size="sm"
          aria-describedby={appliedId}
          onClick={() => {
            onRemoved();
            setTimeout(() => inputRef.current?.focus(), 0);
          }}
        >
          Remove
        </Button>
      </div>
    );
  }

  return (
    <ErrorSummaryScope summary={summary}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (quote.isPending) return;
          if (code.trim() === "") {
            setError(NO_CODE_MESSAGE);
            summary.show();
            return;
          }
          setError(undefined);
          const { email, eventType, fulfilment } = getContact();
          quote.mutate({ code: code.trim(), orderItems, ...(email ? { email } : {}), ...(eventType ? { eventType } : {}), ...(fulfilment ? { fulfilment } : {}) });
        }}
        className="space-y-3"
      >
        <ErrorSummary summary={summary} />
        <FormField label="Coupon Code" error={error}>
          {(field) => (
            <div className="flex gap-2">
              <Input
                {...field}
                ref={inputRef}
                value={code}
                onChange={(event) => {
                  setCode(event.target.value);
                  setError(undefined);
                }}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={40}
                className="min-w-0 flex-1"
              />
              <Button type="submit" variant="secondary" pending={quote.isPending}>
                {quote.isPending ? "Applying..." : "Apply"}
              </Button>
            </div>
          )}
        </FormField>
      </form>
    </ErrorSummaryScope>
  );
}
