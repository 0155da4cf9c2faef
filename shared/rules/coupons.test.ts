import { describe, expect, it } from "vitest";
import { applyCoupon, INVALID_COUPON_MESSAGE } from "./coupons";

const base = { isFirstOrder: false, eventType: null, demoMode: true };

describe("applyCoupon", () => {
  it("onedollar, in any case, makes the total $1.00", () => {
    for (const code of ["onedollar", "ONEDOLLAR", " OneDollar "]) {
      const result = applyCoupon(code, { ...base, subtotalCents: 15_000 });
      expect(result).toMatchObject({ ok: true, code: "ONEDOLLAR", discountCents: 14_900, totalCents: 100 });
    }
  });

  it("onedollar exists only in demo mode: in production it is an unknown code", () => {
    expect(applyCoupon("onedollar", { ...base, demoMode: false, subtotalCents: 15_000 })).toEqual({ ok: false, message: INVALID_COUPON_MESSAGE });
    expect(applyCoupon("10PERCENT", { ...base, demoMode: false, subtotalCents: 30_000 }).ok).toBe(true);
  });

  it("onedollar never makes a total below $1.00 bigger", () => {
    expect(applyCoupon("onedollar", { ...base, subtotalCents: 50 })).toMatchObject({ ok: true, discountCents: 0, totalCents: 50 });
  });

  it("10PERCENT applies only over $200", () => {
    expect(applyCoupon("10percent", { ...base, subtotalCents: 20_000 })).toEqual({ ok: false, message: "10PERCENT applies to orders over $200." });
    expect(applyCoupon("10percent", { ...base, subtotalCents: 20_001 })).toMatchObject({ ok: true, discountCents: 2_000, totalCents: 18_001 });
  });

  it("20PERCENT applies only over $500", () => {
    expect(applyCoupon("20PERCENT", { ...base, subtotalCents: 50_000 }).ok).toBe(false);
    expect(applyCoupon("20PERCENT", { ...base, subtotalCents: 60_000 })).toMatchObject({ ok: true, discountCents: 12_000, totalCents: 48_000 });
  });

  it("FIRSTTIME applies only to a first order", () => {
    expect(applyCoupon("FIRSTTIME", { ...base, subtotalCents: 10_000 }).ok).toBe(false);
    expect(applyCoupon("FIRSTTIME", { ...base, isFirstOrder: true, subtotalCents: 10_000 })).toMatchObject({ ok: true, discountCents: 1_500 });
  });

  it("CORPORATE applies only to corporate events", () => {
    expect(applyCoupon("CORPORATE", { ...base, subtotalCents: 10_000 }).ok).toBe(false);
    expect(applyCoupon("CORPORATE", { ...base, eventType: "corporate", subtotalCents: 10_000 })).toMatchObject({ ok: true, discountCents: 2_500 });
  });

  it("rounds percentages to whole cents", () => {
    expect(applyCoupon("FIRSTTIME", { ...base, isFirstOrder: true, subtotalCents: 1_599 })).toMatchObject({ discountCents: 240, totalCents: 1_359 });
  });

  it("refuses unknown codes with the catalogue message", () => {
    expect(applyCoupon("FREEFOOD", { ...base, subtotalCents: 10_000 })).toEqual({ ok: false, message: INVALID_COUPON_MESSAGE });
    expect(applyCoupon("", { ...base, subtotalCents: 10_000 }).ok).toBe(false);
  });
});
