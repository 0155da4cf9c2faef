import { and, eq, gte, isNotNull, lt, sql } from "drizzle-orm";
import { contactEnquiries, orders, quotes } from "@shared/schema";
import { centsToDecimal } from "@shared/rules/money";
import { QUOTE_STATUSES } from "@shared/rules/quotes";
import type { AdminOverview, OverviewPeriod } from "@shared/validators/admin";
import type { Database } from "../db/client";
import { businessWeekStart } from "@shared/rules/dates";

const DAY_MS = 86_400_000;

/**
 * The figures of the admin dashboard, each one aggregate in SQL over an indexed range (orders by created_at and
 * paid_at, quotes by created_at and status/event date), so they stay fast with a million orders.
 */
export function createAdminOverviewService(db: Database) {
  async function overview(period: OverviewPeriod, now = new Date()): Promise<AdminOverview> {
    const since = period === "week" ? businessWeekStart(now) : new Date(now.getTime() - 30 * DAY_MS);
    const horizon = new Date(now.getTime() + 14 * DAY_MS);
    const [[revenue], byStatus, pipeline, [deposits], [balances], [enquiries]] = await Promise.all([
      db
        .select({ cents: sql<string>`coalesce(sum(${orders.totalCents} - ${orders.refundedCents}), 0)::bigint`, n: sql<number>`count(*)::int` })
        .from(orders)
        .where(and(isNotNull(orders.paidAt), gte(orders.paidAt, since))),
      db
        .select({ status: orders.status, n: sql<number>`count(*)::int` })
        .from(orders)
        .where(gte(orders.createdAt, since))
        .groupBy(orders.status),
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
