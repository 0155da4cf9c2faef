import type { ChargeSettings } from "../settings/features";

/**
 * Tax and delivery on a card order (business settings, passed in; none by default). One calculation for the
 * checkout page and the server's pricing, so the customer pays what they were shown. Kept apart from the schemas
 * (no zod).
 */

export interface OrderCharges {
  deliveryFeeCents: number;
  taxCents: number;
}

/** The delivery fee (free at or over the threshold) and the tax on food and delivery, rounded to the cent. */
export function orderCharges(afterDiscountCents: number, rules: ChargeSettings): OrderCharges {
  const freeDelivery = rules.freeDeliveryOverCents !== null && afterDiscountCents >= rules.freeDeliveryOverCents;
  const deliveryFeeCents = afterDiscountCents > 0 && !freeDelivery ? rules.deliveryFeeCents : 0;
  const taxCents = Math.round(((afterDiscountCents + deliveryFeeCents) * rules.taxRateThousandths) / 100_000);
  return { deliveryFeeCents, taxCents };
}

/** "8.875%" */
export function formatTaxRate(thousandths: number): string {
  return `${(thousandths / 1000).toString()}%`;
}
