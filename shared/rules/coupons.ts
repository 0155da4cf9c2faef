/**
 * Coupons. The server is the only one that applies them (the browser asks it); this module is shared so the
 * order summary can explain a code's conditions in the same words.
 */
export interface CouponContext {
  subtotalCents: number;
  /** True when this customer has no earlier paid order. */
  isFirstOrder: boolean;
  /** The event type slug of the order, when the customer gave one. */
  eventType?: string | null;
  /** Demo mode: only then does the test coupon ONEDOLLAR exist. */
  demoMode: boolean;
}

export type CouponResult =
  | { ok: true; code: string; discountCents: number; totalCents: number; description: string }
  | { ok: false; message: string };

export const INVALID_COUPON_MESSAGE = "Please check your coupon code and try again.";

interface CouponRule {
  description: string;
  /** A demo-only code: outside demo mode it is unknown, like any made-up code. */
  demoOnly?: boolean;
  /** Why the code does not apply, or null when it does. */
  refusal(context: CouponContext): string | null;
  discount(subtotalCents: number): number;
}

const percentOff = (percent: number) => (subtotalCents: number) => Math.round((subtotalCents * percent) / 100);

const COUPONS: Record<string, CouponRule> = {
  // The test coupon. In production it would make every order cost $1 (docs/decisions/006-product-rules.md).
  ONEDOLLAR: {
    description: "Test coupon: the total becomes $1.00",
    demoOnly: true,
    refusal: () => null,
    discount: (subtotalCents) => Math.max(0, subtotalCents - 100),
  },
  "10PERCENT": {
    description: "10% off catering orders over $200",
    refusal: (c) => (c.subtotalCents > 20_000 ? null : "10PERCENT applies to orders over $200."),
    discount: percentOff(10),
  },
  "20PERCENT": {
    description: "20% off catering orders over $500",
    refusal: (c) => (c.subtotalCents > 50_000 ? null : "20PERCENT applies to orders over $500."),
    discount: percentOff(20),
  },
  FIRSTTIME: {
    description: "15% off for new clients",
    refusal: (c) => (c.isFirstOrder ? null : "FIRSTTIME is for a customer's first order."),
    discount: percentOff(15),
  },
  CORPORATE: {
    description: "25% off corporate events",
    refusal: (c) => (c.eventType === "corporate" ? null : "CORPORATE applies to corporate events."),
    discount: percentOff(25),
  },
};

export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

export function applyCoupon(code: string, context: CouponContext): CouponResult {
  const normalised = normaliseCouponCode(code);
  const rule = COUPONS[normalised];
  if (!rule || (rule.demoOnly && !context.demoMode)) return { ok: false, message: INVALID_COUPON_MESSAGE };
  const refusal = rule.refusal(context);
  if (refusal) return { ok: false, message: refusal };
  const discountCents = Math.min(context.subtotalCents, rule.discount(context.subtotalCents));
  return { ok: true, code: normalised, discountCents, totalCents: context.subtotalCents - discountCents, description: rule.description };
}
