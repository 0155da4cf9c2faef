import { businessDates } from "./dates";

/**
 * Revenue, one definition for every screen, export and email that shows it (docs/product/admin.md, Revenue): what
 * customers paid, less what was refunded of it, counted on the day it was paid in the business's time zone.
 *
 * An order counts once it is paid (its `paidAt` is set by the payment that paid it), whatever its status since: a
 * cancelled order was refunded, so it counts its total less that refund (zero when refunded in full). An order that
 * is not paid (waiting for its card payment, or paid in person at pickup and not recorded yet) brings in nothing,
 * whatever its status says. Clients never see it: it is the business's figure.
 *
 * The server sums it in SQL (server/services/revenue.ts) with the same terms: `paid_at is not null`, `total_cents -
 * refunded_cents`, and a period's bounds as instants at the business (businessWeekStart, businessDayStart).
 */
export interface RevenueOrder {
  paidAt: Date | string | null;
  totalCents: number;
  refundedCents: number;
}

/** What one order brings in: its total less refunds once paid, nothing before. */
export function orderRevenueCents(order: RevenueOrder): number {
  return order.paidAt ? order.totalCents - order.refundedCents : 0;
}

/** The business's calendar day (YYYY-MM-DD) an order's revenue falls on, or null when it is not paid. */
export function revenueDay(order: Pick<RevenueOrder, "paidAt">, timeZone: string): string | null {
  if (!order.paidAt) return null;
  return businessDates(timeZone).businessDateParts(new Date(order.paidAt)).date;
}

/** The revenue of a period [from, to): the orders paid in it and what they brought in. */
export function revenueOf(orders: readonly RevenueOrder[], from: Date, to: Date): { orders: number; cents: number } {
  let count = 0;
  let cents = 0;
  for (const order of orders) {
    if (!order.paidAt) continue;
    const at = new Date(order.paidAt).getTime();
    if (at < from.getTime() || at >= to.getTime()) continue;
    count += 1;
    cents += orderRevenueCents(order);
  }
  return { orders: count, cents };
}
