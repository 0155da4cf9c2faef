import type { CouponTerms } from "./coupons";

/** Tests: a coupon's terms with no conditions, and what the test sets. */
export function couponTerms(terms: Partial<CouponTerms> & { code: string }): CouponTerms {
  return {
    description: `${terms.code} offer`,
    percentOff: null,
    amountOffCents: null,
    fixedTotalCents: null,
    minSubtotalCents: 0,
    firstOrderOnly: false,
    eventType: null,
    startsAt: null,
    expiresAt: null,
    maxUses: null,
    usedCount: 0,
    maxUsesPerCustomer: null,
    ...terms,
  };
}
