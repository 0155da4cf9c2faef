import { and, eq, gte, isNotNull, lt, sql } from "drizzle-orm";
import { contactEnquiries, orderDayTotals, orders, quotes, type OrderStatus } from "@shared/schema";
import { centsToDecimal } from "@shared/rules/money";
import { QUOTE_STATUSES } from "@shared/rules/quotes";
import type { AdminOverview, OverviewPeriod } from "@shared/validators/admin";
import type { Database } from "../db/client";
import { businessDates } from "@shared/rules/dates";
import type { CurrentSettings } from "../settings/current-settings";

const DAY_MS = 86_400_000;

/** The first UTC midnight at or after `since`: from there on whole days are read from order_day_totals. */
function firstWholeDay(since: Date): Date {
  const midnight = Date.UTC(since.getUTCFullYear(), since.getUTCMonth(), since.getUTCDate());
  return new Date(midnight === since.getTime() ? midnight : midnight + DAY_MS);
}

/**
 * The figures of the admin dashboard, each one aggregate in SQL over an indexed range, so they stay fast with a
 * million orders: the orders' figures are the period's whole days summed from order_day_totals (kept by triggers)
 * plus its first, partial day read from the orders themselves; the quotes' are ranges of their indexes.
 */
/** `settings`: the business settings in force (a week starts on Monday in its time zone). */
export function createAdminOverviewService(db: Database, settings: CurrentSettings) {
  async function overview(period: OverviewPeriod, now = new Date()): Promise<AdminOverview> {
    const since = period === "week" ? businessDates(settings().timeZone).businessWeekStart(now) : new Date(now.getTime() - 30 * DAY_MS);
    const wholeDaysFrom = firstWholeDay(since);
    const firstDay = wholeDaysFrom.toISOString().slice(0, 10);
    const horizon = new Date(now.getTime() + 14 * DAY_MS);
    const [[revenue], byStatus, pipeline, [deposits], [balances], [enquiries]] = await Promise.all([
      db
        .select({ cents: sql<string>`coalesce(sum(cents), 0)::bigint`, n: sql<number>`coalesce(sum(n), 0)::int` })
        .from(
          sql`(${db
            .select({ cents: sql`sum(${orderDayTotals.paidNetCents})`.as("cents"), n: sql`sum(${orderDayTotals.paidOrders})`.as("n") })
            .from(orderDayTotals)
            .where(gte(orderDayTotals.day, firstDay))}
          union all ${db
            .select({ cents: sql`sum(${orders.totalCents} - ${orders.refundedCents})`, n: sql`count(*)` })
            .from(orders)
            .where(and(gte(orders.paidAt, since), lt(orders.paidAt, wholeDaysFrom)))}) as paid`,
        ),
      db
        .select({ status: sql<OrderStatus>`status`, n: sql<number>`sum(n)::int` })
        .from(
          sql`(${db
            .select({ status: orderDayTotals.status, n: sql`sum(${orderDayTotals.createdOrders})`.as("n") })
            .from(orderDayTotals)
            .where(gte(orderDayTotals.day, firstDay))
            .groupBy(orderDayTotals.status)}
          union all ${db
            .select({ status: orders.status, n: sql`count(*)` })
            .from(orders)
            .where(and(gte(orders.createdAt, since), lt(orders.createdAt, wholeDaysFrom)))
            .groupBy(orders.status)}) as placed`,
        )
        .groupBy(sql`status`)
        .having(sql`sum(n) > 0`),
      db
        .select({ status: quotes.status, n: sql<number>`count(*)::int`, cents: sql<string>`coalesce(sum(${quotes.totalCents}), 0)::bigint` })
        .from(quotes)
        .where(gte(quotes.createdAt, since))
        .groupBy(quotes.status),
      db
        .select({ cents: sql<string>`coalesce(sum(${quotes.depositPaidCents}), 0)::bigint` })
        .from(quotes)
        .where(and(isNotNull(quotes.depositPaidAt), gte(quotes.depositPaidAt, since))),
      db
        .select({ n: sql<number>`count(*)::int`, cents: sql<string>`coalesce(sum(${quotes.totalCents} - coalesce(${quotes.depositPaidCents}, 0)), 0)::bigint` })
        .from(quotes)
        .where(and(eq(quotes.status, "accepted"), gte(quotes.eventDate, now), lt(quotes.eventDate, horizon))),
      db.select({ n: sql<number>`count(*)::int` }).from(contactEnquiries).where(gte(contactEnquiries.createdAt, since)),
    ]);
    return {
      period,
      since: since.toISOString(),
      revenue: centsToDecimal(Number(revenue.cents)),
      paidOrders: revenue.n,
      ordersByStatus: Object.fromEntries(byStatus.map((row) => [row.status, row.n])),
      quotePipeline: QUOTE_STATUSES.map((status) => {
        const row = pipeline.find((p) => p.status === status);
        return { status, count: row?.n ?? 0, value: centsToDecimal(Number(row?.cents ?? 0)) };
      }),
      depositsCollected: centsToDecimal(Number(deposits.cents)),
      balancesDue: { count: balances.n, amount: centsToDecimal(Number(balances.cents)) },
      newEnquiries: enquiries.n,
    };
  }
  return { overview };
}
export type AdminOverviewService = ReturnType<typeof createAdminOverviewService>;
