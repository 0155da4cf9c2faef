import { and, gte, lt, sql, type SQL } from "drizzle-orm";
import { orderDayTotals, orders } from "@shared/schema";
import type { Database } from "../db/client";

const DAY_MS = 86_400_000;

/** The UTC midnight at or after an instant (order_day_totals keeps UTC days). */
function utcMidnightAtOrAfter(at: Date): Date {
  const midnight = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  return new Date(midnight === at.getTime() ? midnight : midnight + DAY_MS);
}

/** The UTC midnight at or before an instant. */
function utcMidnightAtOrBefore(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

const day = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Revenue of the period [from, to) as shared/rules/revenue.ts defines it: orders paid in it (paid_at), their totals
 * less refunds. `from` and `to` are instants at the business (its week's Monday, a day's midnight in its zone), so
 * the days counted are the business's days. `to` absent: up to now.
 *
 * Fast with a million orders: the whole UTC days inside the period are summed from order_day_totals (kept by triggers,
 * with the same terms: paid_at's day, total_cents - refunded_cents), the partial days at either end from the orders'
 * paid_at index (docs/decisions/008-dashboard-totals-kept-by-triggers.md).
 */
export async function paidRevenue(db: Database, from: Date, to?: Date): Promise<{ orders: number; cents: number }> {
  const wholeFrom = utcMidnightAtOrAfter(from);
  const wholeTo = to ? utcMidnightAtOrBefore(to) : undefined;
  const paidBetween = (start: Date, end?: Date): SQL =>
    sql`${db
      .select({ cents: sql`sum(${orders.totalCents} - ${orders.refundedCents})`.as("cents"), n: sql`count(*)`.as("n") })
      .from(orders)
      .where(and(gte(orders.paidAt, start), end ? lt(orders.paidAt, end) : undefined))}`;
  let parts: SQL[];
  if (wholeTo && wholeTo.getTime() <= wholeFrom.getTime()) {
    // No whole UTC day inside: the orders themselves.
    parts = [paidBetween(from, to)];
  } else {
    const days = sql`${db
      .select({ cents: sql`sum(${orderDayTotals.paidNetCents})`.as("cents"), n: sql`sum(${orderDayTotals.paidOrders})`.as("n") })
      .from(orderDayTotals)
      .where(and(gte(orderDayTotals.day, day(wholeFrom)), wholeTo ? lt(orderDayTotals.day, day(wholeTo)) : undefined))}`;
    parts = [days, paidBetween(from, wholeFrom)];
    if (wholeTo && to && wholeTo.getTime() < to.getTime()) parts.push(paidBetween(wholeTo, to));
  }
  const [row] = await db
    .select({ cents: sql<string>`coalesce(sum(cents), 0)::bigint`, n: sql<number>`coalesce(sum(n), 0)::int` })
    .from(sql`(${sql.join(parts, sql` union all `)}) as paid`);
  return { orders: row.n, cents: Number(row.cents) };
}
