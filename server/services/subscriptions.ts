import { and, asc, desc, eq, gte, inArray, sql } from "drizzle-orm";
import { orderItems, orders, subscriptionPlans, subscriptions, users, type PublicUser, type SubscriptionPlanRow } from "@shared/schema";
import { businessDates, formatCalendarDate } from "@shared/rules/dates";
import { centsToDecimal, decimalToCents } from "@shared/rules/money";
import { deliveryDates, nextSubscriptionStatuses, startDayRefusal, SUBSCRIPTION_WEEKS_AHEAD, WEEKDAYS, type SubscriptionStatus } from "@shared/rules/subscriptions";
import type { SubscriptionPlanView, SubscriptionRequest, SubscriptionView } from "@shared/validators/subscriptions";
import type { Page, PaginationQuery } from "@shared/validators/pagination";
import type { z } from "zod";
import type { subscriptionPlanSchema } from "@shared/validators/subscriptions";
import type { Database, Transaction } from "../db/client";
import type { CurrentSettings } from "../settings/current-settings";
import { badRequest, conflict, notFound } from "../errors";
import type { Logger } from "../logger";
import { mailWithChange, type Mailer } from "../mail/mailer";
import { emails } from "../mail/templates";
import { recordAudit } from "./audit-log";

type PlanInput = z.output<typeof subscriptionPlanSchema>;

const planView = (row: SubscriptionPlanRow): SubscriptionPlanView => ({
  id: row.id,
  name: row.name,
  description: row.description,
  items: row.items.split("\n").map((line) => line.trim()).filter(Boolean),
  dayOfWeek: row.dayOfWeek,
  guestCount: row.guestCount,
  pricePerDelivery: centsToDecimal(row.pricePerDeliveryCents),
  active: row.active,
});

/** Two plans for demo mode, so /subscribe has something to request. */
export const DEMO_SUBSCRIPTION_PLANS: PlanInput[] = [
  {
    name: "Weekly Office Lunch for 20",
    description: "A hot Caribbean lunch for your team every week, delivered and set up.",
    items: "Jerk Chicken (Full Pan)\nRice and Peas (Full Pan)\nFresh Garden Salad\nFresh Fruit Tray",
    dayOfWeek: 3,
    guestCount: 20,
    pricePerDelivery: "450.00",
    active: true,
  },
  {
    name: "Friday Team Breakfast for 12",
    description: "Start the weekend well: a breakfast spread every Friday morning.",
    items: "Ackee and Saltfish\nFried Dumplings\nFresh Fruit Tray\nCoffee and Juice",
    dayOfWeek: 5,
    guestCount: 12,
    pricePerDelivery: "240.00",
    active: true,
  },
];

/**
 * `settings`: the business settings in force (deliveries are counted from today in its time zone). `mailer`: a
 * confirmed subscription is emailed to its client (`appUrl` for the link back to it).
 */
export function createSubscriptionService(db: Database, settings: CurrentSettings, { mailer, logger, appUrl }: { mailer: Mailer; logger: Logger; appUrl: string }) {
  const businessToday = () => businessDates(settings().timeZone).businessToday();
  async function listPlans(includeInactive: boolean): Promise<SubscriptionPlanView[]> {
    const rows = await db
      .select()
      .from(subscriptionPlans)
      .where(includeInactive ? undefined : eq(subscriptionPlans.active, true))
      .orderBy(asc(subscriptionPlans.id));
    return rows.map(planView);
  }

  async function createPlan(admin: PublicUser, input: PlanInput): Promise<SubscriptionPlanView> {
    const { pricePerDelivery, ...fields } = input;
    // The plan and its audit entry commit together.
    const row = await db.transaction(async (tx) => {
      const [created] = await tx.insert(subscriptionPlans).values({ ...fields, pricePerDeliveryCents: decimalToCents(pricePerDelivery)! }).returning();
      await recordAudit(tx, admin, { action: "subscription_plan.create", entityType: "subscription_plan", entityId: created.id, after: planView(created) });
      return created;
    });
    return planView(row);
  }

  async function setPlanActive(admin: PublicUser, id: number, active: boolean): Promise<SubscriptionPlanView> {
    const row = await db.transaction(async (tx) => {
      const [updated] = await tx.update(subscriptionPlans).set({ active }).where(eq(subscriptionPlans.id, id)).returning();
      if (!updated) throw notFound("Plan not found");
      await recordAudit(tx, admin, { action: "subscription_plan.update", entityType: "subscription_plan", entityId: id, after: { active } });
      return updated;
    });
    return planView(row);
  }

  async function request(client: PublicUser, input: SubscriptionRequest): Promise<SubscriptionView> {
    const [plan] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, input.planId));
    if (!plan || !plan.active) throw notFound("Plan not found");
    const refusal = startDayRefusal(input.startDate, plan.dayOfWeek);
    if (refusal) throw badRequest(refusal, { errors: { startDate: refusal } });
    const [row] = await db
      .insert(subscriptions)
      .values({ planId: plan.id, userId: client.id, startDate: input.startDate, address: input.address, notes: input.notes || null })
      .returning({ id: subscriptions.id });
    return (await find(row.id))!;
  }

  async function views(where: ReturnType<typeof eq> | undefined, { page, pageSize }: PaginationQuery): Promise<Page<SubscriptionView>> {
    const today = businessToday();
    const [rows, [{ total }]] = await Promise.all([
      db
        .select({
          id: subscriptions.id,
          plan: { id: subscriptionPlans.id, name: subscriptionPlans.name, dayOfWeek: subscriptionPlans.dayOfWeek, priceCents: subscriptionPlans.pricePerDeliveryCents },
          client: { id: users.id, username: users.username, email: users.email },
          startDate: subscriptions.startDate,
          address: subscriptions.address,
          notes: subscriptions.notes,
          status: subscriptions.status,
          createdAt: subscriptions.createdAt,
          upcomingDeliveries: sql<string[]>`coalesce((select array_agg(o.event_date::text order by o.event_date) from ${orders} o
            where o.subscription_id = ${subscriptions.id} and o.status <> 'cancelled' and o.event_date >= ${today}), '{}')`,
        })
        .from(subscriptions)
        .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
        .innerJoin(users, eq(users.id, subscriptions.userId))
        .where(where)
        .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      db.select({ total: sql<number>`count(*)::int` }).from(subscriptions).where(where),
    ]);
    const items = rows.map(({ plan: { priceCents, ...plan }, ...row }) => ({ ...row, plan: { ...plan, pricePerDelivery: centsToDecimal(priceCents) } }));
    return { items, page, pageSize, total };
  }

  async function find(id: number): Promise<SubscriptionView | undefined> {
    return (await views(eq(subscriptions.id, id), { page: 1, pageSize: 1 })).items[0];
  }

  /** A client sees their own requests; an admin everyone's. */
  function list(viewer: PublicUser, page: PaginationQuery): Promise<Page<SubscriptionView>> {
    return views(viewer.role === "admin" ? undefined : eq(subscriptions.userId, viewer.id), page);
  }

  /**
   * The next deliveries of a confirmed subscription become orders to prepare on their day (on the admin's order
   * list and packing list). Each day is created once (unique index), so confirming again only tops up. Returns the
   * subscription, its plan and client, and the delivery days now on the list.
   */
  async function scheduleDeliveries(tx: Transaction, subscriptionId: number) {
    const [row] = await tx
      .select({ sub: subscriptions, plan: subscriptionPlans, client: users })
      .from(subscriptions)
      .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .where(eq(subscriptions.id, subscriptionId));
    const today = businessToday();
    const from = row.sub.startDate > today ? row.sub.startDate : today;
    // Resuming after a pause brings back the deliveries the pause took off.
    await tx
      .update(orders)
      .set({ status: "confirmed", updatedAt: new Date() })
      .where(and(eq(orders.subscriptionId, subscriptionId), eq(orders.status, "cancelled"), gte(orders.eventDate, today)));
    const days = deliveryDates(from, row.plan.dayOfWeek, SUBSCRIPTION_WEEKS_AHEAD);
    for (const day of days) {
      const [order] = await tx
        .insert(orders)
        .values({
          userId: row.client.id,
          subscriptionId,
          status: "confirmed",
          paymentMethod: "invoice",
          source: "subscription",
          customerName: row.client.fullName || row.client.username,
          customerEmail: row.client.email,
          customerPhone: row.client.phone || "",
          eventDate: day,
          eventLocation: row.sub.address,
          fulfilment: "delivery",
          deliveryAddress: row.sub.address,
          notes: [`${row.plan.name}, ${row.plan.guestCount} guests, ${WEEKDAYS[row.plan.dayOfWeek]}s`, row.sub.notes].filter(Boolean).join(". "),
          subtotalCents: row.plan.pricePerDeliveryCents,
          totalCents: row.plan.pricePerDeliveryCents,
        })
        .onConflictDoNothing()
        .returning({ id: orders.id });
      if (!order) continue;
      await tx.insert(orderItems).values(
        row.plan.items
          .split("\n")
          .map((line) => line.trim())
          .filter(Boolean)
          .map((name, index) => ({
            orderId: order.id,
            name,
            unitPriceCents: index === 0 ? row.plan.pricePerDeliveryCents : 0,
            quantity: 1,
            lineTotalCents: index === 0 ? row.plan.pricePerDeliveryCents : 0,
          })),
      );
    }
    return { ...row, days };
  }

  /** Confirm, pause, resume or cancel. Pausing or cancelling takes the upcoming deliveries off the order list. */
  async function changeStatus(admin: PublicUser, id: number, status: Exclude<SubscriptionStatus, "pending">): Promise<SubscriptionView> {
    await db.transaction(async (tx) => {
      const [current] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for("update");
      if (!current) throw notFound("Subscription not found");
      if (!nextSubscriptionStatuses(current.status).includes(status)) throw conflict(`A ${current.status} subscription cannot be ${status === "confirmed" ? "confirmed" : status}.`);
      await tx.update(subscriptions).set({ status, updatedAt: new Date() }).where(eq(subscriptions.id, id));
      if (status === "confirmed") {
        const scheduled = await scheduleDeliveries(tx, id);
        // The client hears once, when the business first confirms the request (a resume after a pause is not news).
        if (current.status === "pending") await mailConfirmation(tx, scheduled);
      } else {
        await tx
          .update(orders)
          .set({ status: "cancelled", updatedAt: new Date() })
          .where(and(eq(orders.subscriptionId, id), inArray(orders.status, ["confirmed"]), gte(orders.eventDate, businessToday())));
      }
      await recordAudit(tx, admin, { action: "subscription.status", entityType: "subscription", entityId: id, before: { status: current.status }, after: { status } });
    });
    return (await find(id))!;
  }

  /** The confirmation email, queued in the change's transaction; named by the subscription, so it goes out once. */
  async function mailConfirmation(tx: Transaction, { sub, plan, client, days }: Awaited<ReturnType<typeof scheduleDeliveries>>): Promise<void> {
    const email = emails.subscriptionConfirmed({
      name: client.fullName,
      subscription: {
        plan: plan.name,
        items: planView(plan).items,
        guestCount: plan.guestCount,
        weekday: WEEKDAYS[plan.dayOfWeek],
        address: sub.address,
        deliveries: days.map(formatCalendarDate),
        pricePerDeliveryCents: plan.pricePerDeliveryCents,
      },
      subscriptionsUrl: `${appUrl}/subscribe`,
    });
    await mailWithChange(tx, mailer, { to: client.email, about: `subscription-${sub.id}/confirmed`, email }, logger);
  }

  return { listPlans, createPlan, setPlanActive, request, list, changeStatus };
}
export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
