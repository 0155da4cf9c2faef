import { describe, expect, it } from "vitest";
import { applyCoupon, couponDiscount, INVALID_COUPON_MESSAGE, type CouponContext, type CouponTerms } from "./coupons";
import { couponTerms } from "./coupons.fixture";

const now = new Date("2026-11-25T15:00:00Z");
const context = (coupon: CouponTerms | null, more: Partial<CouponContext> = {}): CouponContext => ({
  subtotalCents: 30_000,
  isFirstOrder: false,
  eventType: null,
  customerUses: 0,
  now,
  coupon,
  ...more,
});

const tenPercent = couponTerms({ code: "10PERCENT", percentOff: 10, minSubtotalCents: 20_001 });
const oneDollar = couponTerms({ code: "ONEDOLLAR", fixedTotalCents: 100 });

describe("applyCoupon", () => {
  it("matches the code in any case and spacing", () => {
    for (const code of ["onedollar", "ONEDOLLAR", " OneDollar "]) {
      expect(applyCoupon(code, context(oneDollar, { subtotalCents: 15_000 }))).toMatchObject({ ok: true, code: "ONEDOLLAR", discountCents: 14_900, totalCents: 100 });
    }
  });

  it("a fixed total never makes a smaller order bigger", () => {
    expect(applyCoupon("onedollar", context(oneDollar, { subtotalCents: 50 }))).toMatchObject({ ok: true, discountCents: 0, totalCents: 50 });
  });

  it("refuses a code the database does not have (or not for this customer) with the catalogue message", () => {
    expect(applyCoupon("FREEFOOD", context(null))).toEqual({ ok: false, message: INVALID_COUPON_MESSAGE });
    expect(applyCoupon("FREEFOOD", context(tenPercent))).toEqual({ ok: false, message: INVALID_COUPON_MESSAGE });
  });

  it("applies a minimum order as subtotal ≥ minimum ('over $200' is $200.01)", () => {
    expect(applyCoupon("10percent", context(tenPercent, { subtotalCents: 20_000 }))).toEqual({ ok: false, message: "10PERCENT applies to orders of $200.01 or more." });
    expect(applyCoupon("10percent", context(tenPercent, { subtotalCents: 20_001 }))).toMatchObject({ ok: true, discountCents: 2_000, totalCents: 18_001 });
  });

  it("first order only", () => {
    const firstTime = couponTerms({ code: "FIRSTTIME", percentOff: 15, firstOrderOnly: true });
    expect(applyCoupon("FIRSTTIME", context(firstTime))).toEqual({ ok: false, message: "FIRSTTIME is for a customer's first order." });
    expect(applyCoupon("FIRSTTIME", context(firstTime, { isFirstOrder: true, subtotalCents: 1_599 }))).toMatchObject({ ok: true, discountCents: 240, totalCents: 1_359 });
  });

  it("event type", () => {
    const corporate = couponTerms({ code: "CORPORATE", percentOff: 25, eventType: "corporate" });
    expect(applyCoupon("CORPORATE", context(corporate, { eventType: "wedding" }))).toEqual({ ok: false, message: "CORPORATE applies to Corporate Event orders." });
    expect(applyCoupon("CORPORATE", context(corporate, { eventType: "corporate", subtotalCents: 10_000 }))).toMatchObject({ ok: true, discountCents: 2_500 });
  });

  it("validity: from its first instant, until its end", () => {
    const spring = couponTerms({ code: "SPRING", amountOffCents: 500, startsAt: new Date("2026-12-01T05:00:00Z"), expiresAt: new Date("2026-12-02T05:00:00Z") });
    expect(applyCoupon("SPRING", context(spring))).toEqual({ ok: false, message: "SPRING is not valid yet." });
    expect(applyCoupon("SPRING", context(spring, { now: new Date("2026-12-01T05:00:00Z") }))).toMatchObject({ ok: true, discountCents: 500 });
    expect(applyCoupon("SPRING", context(spring, { now: new Date("2026-12-02T05:00:00Z") }))).toEqual({ ok: false, message: "SPRING has expired." });
  });

  it("use limits: in total and per customer", () => {
    expect(applyCoupon("ONCE", context(couponTerms({ code: "ONCE", amountOffCents: 500, maxUses: 1, usedCount: 1 })))).toEqual({ ok: false, message: "This coupon has already been used." });
    const twice = couponTerms({ code: "TWICE", amountOffCents: 500, maxUsesPerCustomer: 2 });
    expect(applyCoupon("TWICE", context(twice, { customerUses: 1 })).ok).toBe(true);
    expect(applyCoupon("TWICE", context(twice, { customerUses: 2 }))).toEqual({ ok: false, message: "You have already used TWICE." });
  });
});

describe("couponDiscount", () => {
  it("never takes more than the subtotal", () => {
    expect(couponDiscount(couponTerms({ code: "BIG", amountOffCents: 10_000 }), 4_000)).toBe(4_000);
    expect(couponDiscount(couponTerms({ code: "ALL", percentOff: 100 }), 4_000)).toBe(4_000);
  });
});
