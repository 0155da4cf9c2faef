import { eventTypeLabel } from "./event-types";
import { formatCents } from "./money";

/**
 * Coupons are data (the `coupons` table, managed at /admin). The server is the only one that applies them (the
 * browser asks it); this module is shared so the admin's form and the order summary explain a code's conditions
 * in the same words the server refuses it with.
 */

/** A coupon's terms as kept in the database. Exactly one of the three discounts is set. */
export interface CouponTerms {
  code: string;
  description: string;
  percentOff: number | null;
  amountOffCents: number | null;
  /** The order's total becomes this amount (the demo's ONEDOLLAR). */
  fixedTotalCents: number | null;
  /** The subtotal the order must reach. */
  minSubtotalCents: number;
  firstOrderOnly: boolean;
  /** Only orders for this event type (slug); null: any. */
  eventType: string | null;
  startsAt: Date | null;
  expiresAt: Date | null;
  /** Total uses allowed, and uses so far. */
  maxUses: number | null;
  usedCount: number;
  /** Uses allowed to one customer (by email); null: no limit. */
  maxUsesPerCustomer: number | null;
}

/** What a coupon's conditions look at, besides its own terms. */
export interface CouponContext {
  subtotalCents: number;
  /** True when this customer has no earlier paid order. */
  isFirstOrder: boolean;
  /** The event type slug of the order, when the customer gave one. */
  eventType?: string | null;
  /** How many orders this customer already placed with the code. */
  customerUses: number;
  now: Date;
  /** The coupon found for the code and this customer (active, anyone's or theirs), or null. */
  coupon: CouponTerms | null;
}

export type CouponResult =
  | { ok: true; code: string; discountCents: number; totalCents: number; description: string }
  | { ok: false; message: string };

export const INVALID_COUPON_MESSAGE = "Please check your coupon code and try again.";
export const COUPON_USED_UP_MESSAGE = "This coupon has already been used.";

/** A customer has used up their own uses of the code. */
export const alreadyUsedMessage = (code: string) => `You have already used ${code}.`;

/**
 * Why a coupon's last day (YYYY-MM-DD, "valid through", in the business's time zone) is refused, or null: a day already
 * past would make a code that no customer could ever use. `today` is the business's today (businessToday).
 */
export function couponExpiryRefusal(expiresOn: string | null | undefined, today: string): string | null {
  if (!expiresOn || expiresOn >= today) return null;
  return "The last day has already passed. Choose today or a later day, or leave it empty for no end date.";
}

/** Why an expired coupon cannot be switched on: it would never work at checkout. */
export const expiredCouponMessage = (code: string) => `${code} has expired, so it cannot be switched on. Create a new code with a later last day instead.`;

/** True once a coupon's last day has ended: it works at checkout no more. */
export function couponExpired(coupon: Pick<CouponTerms, "expiresAt">, now: Date): boolean {
  return coupon.expiresAt !== null && now >= coupon.expiresAt;
}

export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Why the coupon cannot be used on this order, or null when it can. */
export function couponRefusal(coupon: CouponTerms, context: Omit<CouponContext, "coupon">): string | null {
  if (coupon.startsAt && context.now < coupon.startsAt) return `${coupon.code} is not valid yet.`;
  if (couponExpired(coupon, context.now)) return `${coupon.code} has expired.`;
  if (coupon.maxUses !== null && coupon.usedCount >= coupon.maxUses) return COUPON_USED_UP_MESSAGE;
  if (coupon.maxUsesPerCustomer !== null && context.customerUses >= coupon.maxUsesPerCustomer) return alreadyUsedMessage(coupon.code);
  if (coupon.firstOrderOnly && !context.isFirstOrder) return `${coupon.code} is for a customer's first order.`;
  if (coupon.eventType && context.eventType !== coupon.eventType) return `${coupon.code} applies to ${eventTypeLabel(coupon.eventType)} orders.`;
  if (context.subtotalCents < coupon.minSubtotalCents) return `${coupon.code} applies to orders of ${formatCents(coupon.minSubtotalCents)} or more.`;
  return null;
}

/** The discount on a subtotal: never more than the subtotal, and a fixed total never raises a smaller order. */
export function couponDiscount(coupon: CouponTerms, subtotalCents: number): number {
  const discount =
    coupon.percentOff !== null
      ? Math.round((subtotalCents * coupon.percentOff) / 100)
      : coupon.amountOffCents !== null
        ? coupon.amountOffCents
        : Math.max(0, subtotalCents - (coupon.fixedTotalCents ?? subtotalCents));
  return Math.min(subtotalCents, discount);
}

export function applyCoupon(code: string, context: CouponContext): CouponResult {
  const normalised = normaliseCouponCode(code);
  const { coupon } = context;
  if (!coupon || normaliseCouponCode(coupon.code) !== normalised) return { ok: false, message: INVALID_COUPON_MESSAGE };
  const refusal = couponRefusal(coupon, context);
  if (refusal) return { ok: false, message: refusal };
  const discountCents = couponDiscount(coupon, context.subtotalCents);
  return { ok: true, code: normalised, discountCents, totalCents: context.subtotalCents - discountCents, description: coupon.description };
}
