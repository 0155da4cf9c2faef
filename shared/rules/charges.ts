import type { ChargeSettings } from "../settings/features";
import type { Fulfilment } from "./fulfilment";

/**
 * Tax and delivery on a card order (business settings, passed in; none by default). One calculation for the
 * checkout page and the server's pricing, so the customer pays what they were shown. Kept apart from the schemas
 * (no zod).
 */

export interface OrderCharges {
  deliveryFeeCents: number;
  taxCents: number;
}

/**
 * The delivery fee (only for a delivery, free at or over the threshold) and the tax on food and delivery, rounded to
 * the cent. A pickup pays no delivery fee.
 */
export function orderCharges(afterDiscountCents: number, rules: ChargeSettings, fulfilment: Fulfilment): OrderCharges {
  const freeDelivery = rules.freeDeliveryOverCents !== null && afterDiscountCents >= rules.freeDeliveryOverCents;
  const deliveryFeeCents = fulfilment === "delivery" && afterDiscountCents > 0 && !freeDelivery ? rules.deliveryFeeCents : 0;
  const taxCents = Math.round(((afterDiscountCents + deliveryFeeCents) * rules.taxRateThousandths) / 100_000);
  return { deliveryFeeCents, taxCents };
}

export interface OrderTotal extends OrderCharges {
  /** What the customer pays: subtotal − discount + delivery + tax. */
  totalCents: number;
}

/**
 * The total of an order whose subtotal and discount are known: the cart's own sums, or a coupon's discount the server
 * worked out (the checkout adds the charges of the customer's choice to it with this same function).
 */
export function orderTotal(subtotalCents: number, discountCents: number, rules: ChargeSettings, fulfilment: Fulfilment): OrderTotal {
  const charges = orderCharges(subtotalCents - discountCents, rules, fulfilment);
  return { ...charges, totalCents: subtotalCents - discountCents + charges.deliveryFeeCents + charges.taxCents };
}

/** "8.875%" */
export function formatTaxRate(thousandths: number): string {
  return `${(thousandths / 1000).toString()}%`;
}
