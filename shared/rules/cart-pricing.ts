import { applyCoupon, type CouponContext } from "./coupons";
import { orderTotal } from "./charges";
import type { Fulfilment } from "./fulfilment";
import type { ChargeSettings } from "../settings/features";
import { findPriceOption, MAX_ORDER_CENTS, parsePriceText } from "./pricing";

/**
 * The one price calculation of a cart: each line's unit price and total, the subtotal, the coupon's discount and the
 * total, in integer cents. The cart, the checkout page and the server's order pricing all call priceCart, so the
 * numbers a customer sees are the numbers the server charges; only the inputs differ (the browser's copy of the
 * menu's price text, the server's own rows). Tax and a delivery fee are added only if the business charges them
 * (shared/rules/charges.ts, from the settings passed in; none by default), and the delivery fee only to a delivery.
 */
export interface CartPriceInput {
  name: string;
  /** The menu's price text, e.g. "Half Pan $60 / Full Pan $90" or "$15.99". */
  price: string;
  /** The chosen option ("Half Pan", "Small"…), or null for a single-price item. */
  option: string | null;
  quantity: number;
  /** The item's minimum order; 1 when not given. */
  minOrder?: number;
}

/** Why a line cannot be paid online. */
export type UnpricedReason = "unreadable" | "market" | "option" | "minimum";

export type LinePrice =
  | { priced: true; /** The option's label as the menu writes it. */ option: string | null; unitCents: number; totalCents: number }
  | { priced: false; reason: UnpricedReason; message: string };

export function priceCartLine(line: CartPriceInput): LinePrice {
  const parsed = parsePriceText(line.price);
  if (!parsed) return { priced: false, reason: "unreadable", message: `${line.name} cannot be ordered online right now.` };
  if (parsed.kind === "market") {
    return { priced: false, reason: "market", message: `${line.name} is priced at market value. Please request a quote for it.` };
  }
  const option = findPriceOption(parsed, line.option);
  if (!option) {
    const choices = parsed.options.map((o) => o.label).filter(Boolean).join(" or ");
    const message = choices ? `Please choose ${choices} for ${line.name}.` : `${line.name} has no option "${line.option}".`;
    return { priced: false, reason: "option", message };
  }
  const minOrder = line.minOrder ?? 1;
  if (line.quantity < minOrder) return { priced: false, reason: "minimum", message: `${line.name} has a minimum order of ${minOrder}.` };
  return { priced: true, option: option.label, unitCents: option.cents, totalCents: option.cents * line.quantity };
}

/** A coupon to apply, with what its conditions look at (the subtotal comes from the lines). */
export interface CartCoupon {
  code: string;
  context: Omit<CouponContext, "subtotalCents">;
}

export type CouponOutcome = { ok: true; code: string; description: string } | { ok: false; message: string };

export interface CartPrice<L extends CartPriceInput> {
  lines: { line: L; price: LinePrice }[];
  /** The sum of the priced lines' totals. */
  subtotalCents: number;
  /** Lines that cannot be paid online; they are left out of the subtotal. */
  unpricedLineCount: number;
  discountCents: number;
  /** Delivery and sales tax, if the business charges them. */
  deliveryFeeCents: number;
  taxCents: number;
  /** What the customer pays: subtotal − discount + delivery + tax. Null while any line is unpriced (the cart cannot be paid as is). */
  totalCents: number | null;
  /** True when the subtotal is above what a card order may be (MAX_ORDER_CENTS): such an event needs a quote. */
  overOrderLimit: boolean;
  /** The coupon's outcome, when one was given; a refused coupon takes nothing off. */
  coupon: CouponOutcome | null;
}

/**
 * `charges`: the business's tax and delivery settings (the browser's from the API, the server's current ones);
 * `fulfilment`: the customer's pickup or delivery (only a delivery pays the delivery fee).
 */
export function priceCart<L extends CartPriceInput>(
  lines: readonly L[],
  coupon: CartCoupon | null | undefined,
  charges: ChargeSettings,
  fulfilment: Fulfilment,
): CartPrice<L> {
  const priced = lines.map((line) => ({ line, price: priceCartLine(line) }));
  let subtotalCents = 0;
  let unpricedLineCount = 0;
  for (const { price } of priced) {
    if (price.priced) subtotalCents += price.totalCents;
    else unpricedLineCount += 1;
  }

  let discountCents = 0;
  let couponOutcome: CouponOutcome | null = null;
  if (coupon) {
    const applied = applyCoupon(coupon.code, { ...coupon.context, subtotalCents });
    if (applied.ok) {
      discountCents = applied.discountCents;
      couponOutcome = { ok: true, code: applied.code, description: applied.description };
    } else {
      couponOutcome = { ok: false, message: applied.message };
    }
  }

  const { deliveryFeeCents, taxCents, totalCents } = orderTotal(subtotalCents, discountCents, charges, fulfilment);
  return {
    lines: priced,
    subtotalCents,
    unpricedLineCount,
    discountCents,
    deliveryFeeCents,
    taxCents,
    totalCents: unpricedLineCount > 0 ? null : totalCents,
    overOrderLimit: subtotalCents > MAX_ORDER_CENTS,
    coupon: couponOutcome,
  };
}
