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
  /**
   * A coupon kept as data (a redeemed reward, a code an admin made) that the server found for this code and
   * customer; null when there is none or it may not be used (spent, expired, someone else's).
   */
  issued?: IssuedCoupon | null;
}

/** The terms of a coupon kept in the database. */
export interface IssuedCoupon {
  code: string;
  description: string;
  percentOff: number | null;
  amountOffCents: number | null;
  /** The subtotal the order must reach. */
  minSubtotalCents: number;
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

/** The built-in codes anyone may use (the QR code page's cards, the admin's list); the demo-only one is left out. */
export const PUBLIC_COUPONS: readonly { code: string; description: string }[] = Object.entries(COUPONS)
  .filter(([, rule]) => !rule.demoOnly)
  .map(([code, rule]) => ({ code, description: rule.description }));

export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

function issuedRule(coupon: IssuedCoupon): CouponRule {
  return {
    description: coupon.description,
    refusal: (c) =>
      c.subtotalCents >= coupon.minSubtotalCents ? null : `${coupon.code} applies to orders of ${formatMinimum(coupon.minSubtotalCents)} or more.`,
    discount: (subtotalCents) => (coupon.percentOff ? percentOff(coupon.percentOff)(subtotalCents) : (coupon.amountOffCents ?? 0)),
  };
}

const formatMinimum = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** True for the codes built into the product (they are never kept as data). */
export function isBuiltInCoupon(code: string): boolean {
  return normaliseCouponCode(code) in COUPONS;
}

export function applyCoupon(code: string, context: CouponContext): CouponResult {
  const normalised = normaliseCouponCode(code);
  const issued = context.issued && normaliseCouponCode(context.issued.code) === normalised ? issuedRule(context.issued) : undefined;
  const rule = COUPONS[normalised] ?? issued;
  if (!rule || (rule.demoOnly && !context.demoMode)) return { ok: false, message: INVALID_COUPON_MESSAGE };
  const refusal = rule.refusal(context);
  if (refusal) return { ok: false, message: refusal };
  const discountCents = Math.min(context.subtotalCents, rule.discount(context.subtotalCents));
  return { ok: true, code: normalised, discountCents, totalCents: context.subtotalCents - discountCents, description: rule.description };
}
