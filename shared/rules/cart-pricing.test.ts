import { describe, expect, it } from "vitest";
import { priceCart, priceCartLine, type CartCoupon, type CartPriceInput } from "./cart-pricing";
import type { CouponTerms } from "./coupons";
import { couponTerms } from "./coupons.fixture";
import { MAX_ORDER_CENTS } from "./pricing";
import { DEFAULT_FEATURES } from "../settings/features";

// The default settings: no tax, no delivery fee.
const charges = DEFAULT_FEATURES.charges;

const line = (price: string, quantity: number, option: string | null = null, minOrder?: number): CartPriceInput => ({
  name: "Jollof Rice",
  price,
  option,
  quantity,
  minOrder,
});

describe("priceCartLine", () => {
  it.each([
    ["$15.99 × 3", line("$15.99", 3), { priced: true, option: null, unitCents: 1599, totalCents: 4797 }],
    ["a pan size", line("Half Pan $60 / Full Pan $90", 2, "Full Pan"), { priced: true, option: "Full Pan", unitCents: 9000, totalCents: 18000 }],
    ["an option named in other case", line("Small $50 / Large $75", 1, "large"), { priced: true, option: "Large", unitCents: 7500, totalCents: 7500 }],
    ["a single price named by its own label", line("$30 per person", 20, null, 20), { priced: true, option: null, unitCents: 3000, totalCents: 60000 }],
    ["exactly the minimum", line("$12", 10, null, 10), { priced: true, option: null, unitCents: 1200, totalCents: 12000 }],
  ])("prices %s", (_case, input, expected) => {
    expect(priceCartLine(input)).toEqual(expected);
  });

  it.each([
    ["market value", line("Market Value", 1), "market", "Jollof Rice is priced at market value. Please request a quote for it."],
    ["unreadable text", line("ask us", 1), "unreadable", "Jollof Rice cannot be ordered online right now."],
    ["no option where one is needed", line("Half Pan $60 / Full Pan $90", 1), "option", "Please choose Half Pan or Full Pan for Jollof Rice."],
    ["an option the item does not offer", line("Half Pan $60 / Full Pan $90", 1, "Quarter Pan"), "option", "Please choose Half Pan or Full Pan for Jollof Rice."],
    ["an option on a single price", line("$8", 1, "Large"), "option", 'Jollof Rice has no option "Large".'],
    ["less than the minimum", line("$12", 9, null, 10), "minimum", "Jollof Rice has a minimum order of 10."],
  ])("refuses %s", (_case, input, reason, message) => {
    expect(priceCartLine(input)).toEqual({ priced: false, reason, message });
  });
});

describe("priceCart", () => {
  const tenPercent = couponTerms({ code: "10PERCENT", description: "10% off catering orders over $200", percentOff: 10, minSubtotalCents: 20_001 });
const coupon = (terms: CouponTerms, more: Partial<CartCoupon["context"]> = {}): CartCoupon => ({
  code: terms.code,
  context: { isFirstOrder: false, customerUses: 0, now: new Date(), coupon: terms, ...more },
});

  it.each([
    ["an empty cart", [], null, { subtotalCents: 0, discountCents: 0, totalCents: 0, unpricedLineCount: 0 }],
    ["priced lines", [line("$15.99", 3), line("Half Pan $60 / Full Pan $90", 1, "Half Pan")], null, { subtotalCents: 10797, discountCents: 0, totalCents: 10797, unpricedLineCount: 0 }],
    ["an unpriced line: left out of the subtotal, no total", [line("$10", 2), line("MP", 1)], null, { subtotalCents: 2000, discountCents: 0, totalCents: null, unpricedLineCount: 1 }],
    ["10PERCENT over $200", [line("$100", 3)], coupon(tenPercent), { subtotalCents: 30000, discountCents: 3000, totalCents: 27000, unpricedLineCount: 0 }],
    ["15% rounds 0.75 of a cent to the nearest cent", [line("$0.05", 1, null)], coupon(couponTerms({ code: "FIRSTTIME", percentOff: 15, firstOrderOnly: true }), { isFirstOrder: true }), { subtotalCents: 5, discountCents: 1, totalCents: 4, unpricedLineCount: 0 }],
    ["10PERCENT at exactly $200 (refused: takes nothing)", [line("$100", 2)], coupon(tenPercent), { subtotalCents: 20000, discountCents: 0, totalCents: 20000, unpricedLineCount: 0 }],
    ["CORPORATE on a corporate event", [line("$40", 10)], coupon(couponTerms({ code: "CORPORATE", percentOff: 25, eventType: "corporate" }), { eventType: "corporate" }), { subtotalCents: 40000, discountCents: 10000, totalCents: 30000, unpricedLineCount: 0 }],
    ["a fixed total of $1.00", [line("$40", 10)], coupon(couponTerms({ code: "ONEDOLLAR", fixedTotalCents: 100 })), { subtotalCents: 40000, discountCents: 39900, totalCents: 100, unpricedLineCount: 0 }],
    ["a code the database does not have", [line("$40", 10)], { code: "ONEDOLLAR", context: { isFirstOrder: false, customerUses: 0, now: new Date(), coupon: null } }, { subtotalCents: 40000, discountCents: 0, totalCents: 40000, unpricedLineCount: 0 }],
  ])("%s", (_case, lines, coupon, expected) => {
    expect(priceCart(lines, coupon, charges, "pickup")).toMatchObject(expected);
  });

  it("says why a coupon was refused and which one applied", () => {
    expect(priceCart([line("$100", 2)], coupon(tenPercent), charges, "pickup").coupon).toEqual({ ok: false, message: "10PERCENT applies to orders of $200.01 or more." });
    expect(priceCart([line("$100", 3)], { ...coupon(tenPercent), code: " 10percent " }, charges, "pickup").coupon).toEqual({ ok: true, code: "10PERCENT", description: "10% off catering orders over $200" });
    expect(priceCart([line("$100", 3)], null, charges, "pickup").coupon).toBeNull();
  });

  it("keeps each line with its price, in order", () => {
    const lines = [line("$5", 2), line("MP", 1)];
    const priced = priceCart(lines, null, charges, "pickup");
    expect(priced.lines.map((l) => l.line)).toEqual(lines);
    expect(priced.lines.map((l) => l.price.priced)).toEqual([true, false]);
  });

  it("prices a delivery and a pickup of the same cart apart by exactly the delivery fee (and its tax)", () => {
    const nyc = { taxRateThousandths: 8875, deliveryFeeCents: 2500, freeDeliveryOverCents: 50_000 };
    const cart = [line("$15.99", 3), line("Half Pan $60 / Full Pan $90", 1, "Half Pan")];
    const delivered = priceCart(cart, null, nyc, "delivery");
    const pickedUp = priceCart(cart, null, nyc, "pickup");
    expect(delivered).toMatchObject({ subtotalCents: 10797, deliveryFeeCents: 2500, taxCents: 1180, totalCents: 14477 });
    expect(pickedUp).toMatchObject({ subtotalCents: 10797, deliveryFeeCents: 0, taxCents: 958, totalCents: 11755 });
    // Without tax the two totals differ by the fee itself.
    const untaxed = { ...nyc, taxRateThousandths: 0 };
    expect(priceCart(cart, null, untaxed, "delivery").totalCents! - priceCart(cart, null, untaxed, "pickup").totalCents!).toBe(2500);
    // Over the free-delivery amount a delivery costs what a pickup does.
    const big = [line("$100", 6)];
    expect(priceCart(big, null, nyc, "delivery").totalCents).toBe(priceCart(big, null, nyc, "pickup").totalCents);
    // A coupon's discount comes off before the fee is decided: ONEDOLLAR's $1.00 of food is still delivered for the fee.
    const oneDollar = coupon(couponTerms({ code: "ONEDOLLAR", fixedTotalCents: 100 }));
    expect(priceCart(cart, oneDollar, untaxed, "delivery")).toMatchObject({ discountCents: 10697, deliveryFeeCents: 2500, totalCents: 2600 });
    expect(priceCart(cart, oneDollar, untaxed, "pickup")).toMatchObject({ discountCents: 10697, deliveryFeeCents: 0, totalCents: 100 });
  });

  it("flags a subtotal above what a card order may be", () => {
    expect(priceCart([line("$1,000", MAX_ORDER_CENTS / 100_000)], null, charges, "pickup").overOrderLimit).toBe(false);
    expect(priceCart([line("$1,000.01", MAX_ORDER_CENTS / 100_000)], null, charges, "pickup").overOrderLimit).toBe(true);
  });
});
