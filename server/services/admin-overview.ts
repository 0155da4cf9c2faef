import { and, eq, gt, gte, isNotNull, lt, sql } from "drizzle-orm";
import { contactEnquiries, orderDayTotals, orders, quotes, type OrderStatus } from "@shared/schema";
import { centsToDecimal } from "@shared/rules/money";
import { QUOTE_STATUSES } from "@shared/rules/quotes";
import type { AdminOverview, OverviewPeriod } from "@shared/validators/admin";
import type { Database } from "../db/client";
import { businessDates } from "@shared/rules/dates";
import type { CurrentSettings } from "../settings/current-settings";
import { paidRevenue } from "./revenue";

const DAY_MS = 86_400_000;

/** The first UTC midnight at or after `since`: from there on whole days are read from order_day_totals. */
function firstWholeDay(since: Date): Date {
  const midnight = Date.UTC(since.getUTCFullYear(), since.getUTCMonth(), since.getUTCDate());
  return new Date(midnight === since.getTime() ? midnight : midnight + DAY_MS);
}

/**
 * The figures of the admin dashboard, each one aggregate in SQL over an indexed range, so they stay fast with a
 * million orders: the orders' figures are the period's whole days summed from order_day_totals (kept by triggers)
 * plus its first, partial day read from the orders themselves (revenue through paidRevenue, the one definition the
 * dashboard and the CSV share); the quotes' are ranges of their indexes.
 */
/** `settings`: the business settings in force (a week starts on Monday in its time zone). */
export function createAdminOverviewService(db: Database, settings: CurrentSettings) {
  async function overview(period: OverviewPeriod, now = new Date()): Promise<AdminOverview> {
    // Periods start at a midnight at the business: revenue is counted by the business's days (shared/rules/revenue.ts).
    const dates = businessDates(settings().timeZone);
    const since = period === "week" ? dates.businessWeekStart(now) : dates.businessDayStart(dates.businessDateInDays(-29, now));
    const wholeDaysFrom = firstWholeDay(since);
    const firstDay = wholeDaysFrom.toISOString().slice(0, 10);
    const horizon = new Date(now.getTime() + 14 * DAY_MS);
    // What is still owed on a proposal: the total less the deposit it kept, the card balance and offline payments
    // (shared/rules/proposal-payments.ts, proposalAmounts).
    const owed = sql`${quotes.totalCents} - (coalesce(${quotes.depositPaidCents}, 0) - ${quotes.depositRefundedCents}) - coalesce(${quotes.balancePaidCents}, 0) - ${quotes.offlinePaidCents}`;
    const [revenue, byStatus, pipeline, [deposits], [balances], [enquiries], [overdue]] = await Promise.all([
      paidRevenue(db, since),
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
        .select({ n: sql<number>`count(*)::int`, cents: sql<string>`coalesce(sum(${owed}), 0)::bigint` })
        .from(quotes)
        .where(and(eq(quotes.status, "accepted"), gte(quotes.eventDate, now), lt(quotes.eventDate, horizon))),
      db.select({ n: sql<number>`count(*)::int` }).from(contactEnquiries).where(gte(contactEnquiries.createdAt, since)),
      // Overdue (shared/rules/proposal-payments.ts, isBalanceOverdue): accepted, money owed, past the balance date
      // (7 days before the event), whenever the event is: a range of the status and event-date index.
      db
        .select({ n: sql<number>`count(*)::int`, cents: sql<string>`coalesce(sum(${owed}), 0)::bigint` })
        .from(quotes)
        .where(and(eq(quotes.status, "accepted"), lt(quotes.eventDate, new Date(now.getTime() + 7 * DAY_MS)), gt(quotes.totalCents, 0), sql`${owed} > 0`)),
    ]);
    return {
      period,
      since: since.toISOString(),
      revenue: centsToDecimal(revenue.cents),
      paidOrders: revenue.orders,
      ordersByStatus: Object.fromEntries(byStatus.map((row) => [row.status, row.n])),
      // A client's unsubmitted draft is no request yet: the pipeline leaves drafts out (services/quote-drafts.ts).
      quotePipeline: QUOTE_STATUSES.filter((status) => status !== "draft").map((status) => {
        const row = pipeline.find((p) => p.status === status);
        return { status, count: row?.n ?? 0, value: centsToDecimal(Number(row?.cents ?? 0)) };
      }),
      depositsCollected: centsToDecimal(Number(deposits.cents)),
      balancesDue: { count: balances.n, amount: centsToDecimal(Number(balances.cents)) },
      balancesOverdue: { count: overdue.n, amount: centsToDecimal(Number(overdue.cents)) },
      newEnquiries: enquiries.n,
    };
  }
  return { overview };
}
export type AdminOverviewService = ReturnType<typeof createAdminOverviewService>;
