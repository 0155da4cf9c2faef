import { and, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { messages, orders, quotes, type PublicUser } from "@shared/schema";
import { centsToDecimal } from "@shared/rules/money";
import { businessDates } from "@shared/rules/dates";
import { PAID_ORDER_STATUSES } from "@shared/rules/order-lifecycle";
import type { WeeklyFigures } from "@shared/validators/dashboard";
import type { Database } from "../db/client";
import type { CurrentSettings } from "../settings/current-settings";
import { paidRevenue } from "./revenue";

const DAY_MS = 86_400_000;

/** `settings`: the business settings in force (a week starts on Monday in its time zone). */
export function createDashboardService(db: Database, settings: CurrentSettings) {
  /**
   * Each figure is one aggregate query over an indexed range; clients only count their own quotes and orders. Revenue
   * (admins only) is the one definition /admin and the CSV use too (shared/rules/revenue.ts).
   */
  async function weeklyFigures(user: PublicUser, now = new Date()): Promise<WeeklyFigures> {
    const weekStart = businessDates(settings().timeZone).businessWeekStart(now);
    const weekEnd = new Date(weekStart.getTime() + 7 * DAY_MS);
    const admin = user.role === "admin";
    const own = admin ? undefined : eq(quotes.clientId, user.id);
    const [[newQuotes], [events], [sent], sales] = await Promise.all([
      db.select({ n: sql<number>`count(*)::int` }).from(quotes).where(and(own, gte(quotes.createdAt, weekStart), lt(quotes.createdAt, weekEnd))),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(quotes)
        .where(and(own, eq(quotes.status, "accepted"), gte(quotes.eventDate, weekStart), lt(quotes.eventDate, weekEnd))),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(messages)
        .innerJoin(quotes, eq(quotes.id, messages.quoteId))
        .where(and(own, gte(messages.createdAt, weekStart), lt(messages.createdAt, weekEnd))),
      // Admins: the orders paid this week and what they brought in, as /admin counts them (the business's revenue:
      // a client's dashboard never carries it). Clients: their own orders placed this week, past payment.
      admin
        ? paidRevenue(db, weekStart, weekEnd)
        : db
            .select({ orders: sql<number>`count(*)::int` })
            .from(orders)
            .where(and(eq(orders.userId, user.id), inArray(orders.status, [...PAID_ORDER_STATUSES]), gte(orders.createdAt, weekStart), lt(orders.createdAt, weekEnd)))
            .then(([row]) => ({ orders: row.orders, cents: null })),
    ]);
    return {
      weekStart: weekStart.toISOString(),
      weekEnd: weekEnd.toISOString(),
      newQuotes: newQuotes.n,
      eventsThisWeek: events.n,
      messages: sent.n,
      orders: sales.orders,
      ...(sales.cents === null ? {} : { revenue: centsToDecimal(sales.cents) }),
    };
  }
  return { weeklyFigures };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
