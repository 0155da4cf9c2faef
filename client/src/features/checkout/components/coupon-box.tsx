import { useEffect, useId, useRef, useState } from "react";
import { decimalToCents, formatCents } from "@shared/rules/money";
import { INVALID_COUPON_MESSAGE } from "@shared/rules/coupons";
import type { OrderLineInput } from "@shared/validators/orders";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { ApiError, getErrorMessage } from "@/lib/api-client";
import { useQuoteCoupon, type CouponQuote } from "../api/quote-coupon";

/** A coupon the server accepted for this cart: its amounts in cents, and the cart they were priced for. */
export interface AppliedCoupon {
  code: string;
  subtotalCents: number;
  discountCents: number;
  deliveryFeeCents: number;
  taxCents: number;
  totalCents: number;
  itemsKey: string;
}

function toApplied(quote: CouponQuote, itemsKey: string): AppliedCoupon {
  return {
    code: quote.code,
    subtotalCents: decimalToCents(quote.subtotalAmount) ?? 0,
    discountCents: decimalToCents(quote.discountAmount) ?? 0,
    deliveryFeeCents: decimalToCents(quote.deliveryFeeAmount ?? "0") ?? 0,
    taxCents: decimalToCents(quote.taxAmount ?? "0") ?? 0,
    totalCents: decimalToCents(quote.totalAmount) ?? 0,
    itemsKey,
  };
}

/**
 * The coupon input. The server decides what a code does (POST /api/coupons/quote); an unknown code, or one
 * whose condition this order does not meet, gets the Invalid Coupon toast with the server's reason.
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
  /** The email and event type typed so far: some codes depend on them (first order, corporate events). */
  getContact: () => { email?: string; eventType?: string };
}) {
  const [code, setCode] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  // Applying replaces the form with the applied coupon: the focus moves to its Remove button instead of the body.
  const removeRef = useRef<HTMLButtonElement>(null);
  const justApplied = useRef(false);
  useEffect(() => {
    if (applied && justApplied.current) removeRef.current?.focus();
    justApplied.current = false;
  }, [applied]);
  const inputId = useId();
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
        toast({ title: "Invalid Coupon", description: getErrorMessage(error, INVALID_COUPON_MESSAGE), variant: "destructive" });
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

  const isBlank = code.trim() === "";
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (isBlank || quote.isPending) return;
        const { email, eventType } = getContact();
        quote.mutate({ code: code.trim(), orderItems, ...(email ? { email } : {}), ...(eventType ? { eventType } : {}) });
      }}
      className="space-y-1.5"
    >
      <Label htmlFor={inputId}>Coupon Code</Label>
      <div className="flex gap-2">
        <Input
          ref={inputRef}
          id={inputId}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          className="min-w-0 flex-1"
        />
        <Button type="submit" variant="secondary" disabled={isBlank} aria-disabled={quote.isPending || undefined}>
          {quote.isPending ? "Applying..." : "Apply"}
        </Button>
      </div>
    </form>
  );
}
