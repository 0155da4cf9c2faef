import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import { coupons, loyaltyEntries, menuItems, messages, orderItems, orders, payments, photos, quotes, quoteVersions, settings, subscriptionPlans, trainingPrograms, users } from "@shared/schema";
import { decimalToCents } from "@shared/rules/money";
import { pointsEarned } from "@shared/rules/loyalty";
import { documentNumber } from "@shared/rules/quotes";
import { DINNER_MENU } from "@shared/menu/dinner-menu";
import { DEFAULT_TRAINING_PROGRAMS, DEMO_SUBSCRIPTION_PLANS, priceOrder } from "../services";
import { DEFAULT_MENU_ITEMS } from "@shared/menu/default-menu";
import { DEFAULT_COMPANY_INFO } from "@shared/settings/company-info";
import { DEFAULT_FEATURES } from "@shared/settings/features";
import { hashPassword } from "../auth/passwords";
import { DEMO_ACCOUNTS } from "../auth/demo-accounts";
import type { Database } from "./client";
import type { Logger } from "../logger";

export { DEMO_ACCOUNTS };

type CouponSeed = typeof coupons.$inferInsert;

/**
 * The discount codes of the QR cards, with their conditions (docs/product/ordering.md, Coupons). They are
 * ordinary coupons: admins can switch them off. "Over $200" is a minimum of $200.01.
 */
export const QR_CARD_COUPONS: readonly CouponSeed[] = [
  { code: "10PERCENT", description: "10% off catering orders over $200", percentOff: 10, minSubtotalCents: 20_001, advertised: true },
  { code: "20PERCENT", description: "20% off catering orders over $500", percentOff: 20, minSubtotalCents: 50_001, advertised: true },
  { code: "FIRSTTIME", description: "15% off for new clients", percentOff: 15, firstOrderOnly: true, advertised: true },
  { code: "CORPORATE", description: "25% off corporate events", percentOff: 25, eventType: "corporate", advertised: true },
];

/** The test coupon: every order costs $1.00. Demo mode only: in production it would give the food away (docs/product/ordering.md, Coupons). */
export const DEMO_COUPON: CouponSeed = { code: "ONEDOLLAR", description: "Test coupon: the total becomes $1.00", fixedTotalCents: 100 };

/** Settings every deployment needs, demo or not. Existing values are never overwritten. */
export async function seedBaseline(db: Database): Promise<void> {
  await db.insert(settings).values({ key: "company_info", value: DEFAULT_COMPANY_INFO }).onConflictDoNothing();
  await db.insert(coupons).values([...QR_CARD_COUPONS]).onConflictDoNothing();
  await db
    .insert(trainingPrograms)
    .values(DEFAULT_TRAINING_PROGRAMS.map((program, index) => ({ ...program, sortOrder: index + 1 })))
    .onConflictDoNothing();
}

/** Demo data. Safe to run at every start: each part is only written when it is missing. */
export async function seedDemo(db: Database, logger: Logger): Promise<void> {
  await db.insert(coupons).values(DEMO_COUPON).onConflictDoNothing();
  for (const account of DEMO_ACCOUNTS) {
    const inserted = await db
      .insert(users)
      .values({ username: account.username, email: account.email, role: account.role, passwordHash: await hashPassword(account.password) })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (inserted.length) logger.info({ username: account.username }, "demo account created");
  }
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(menuItems);
  if (count === 0) {
    await db.insert(menuItems).values(
      DEFAULT_MENU_ITEMS.map(({ id: _id, ...item }, index) => ({ ...item, sortOrder: index + 1 })),
    );
    logger.info({ items: DEFAULT_MENU_ITEMS.length }, "demo menu seeded");
  }
  await seedDemoOrders(db, logger);
  await seedDemoPhotos(db, logger);
  await seedDemoQuotes(db, logger);
  await seedDemoPortal(db, logger);
}

/** The demo client's balance (docs/product/client-portal.md, Loyalty): 2,450 points, Gold. */
export const DEMO_CLIENT_POINTS = 2450;

/**
 * The points a client held before these paid orders (oldest first) so that, once each has earned its points as the
 * payments service awards them (by the tier held when paying), the balance is `target`; with what each earned.
 */
export function openingPoints(target: number, paidCents: readonly number[]): { opening: number; earned: number[] } {
  const earnedFrom = (opening: number) => {
    let balance = opening;
    return paidCents.map((cents) => {
      const points = pointsEarned(cents, balance);
      balance += points;
      return points;
    });
  };
  // Each guess moves the opening balance by what the orders earn from it; a few rounds settle it. Near a tier boundary
  // there may be no exact answer: the last guess is kept, off the target, and the ledger is still one the app writes.
  let opening = target;
  let earned = earnedFrom(opening);
  for (let round = 0; round < 10; round++) {
    const next = target - earned.reduce((sum, points) => sum + points, 0);
    if (next === opening) break;
    opening = next;
    earned = earnedFrom(opening);
  }
  return { opening, earned };
}

/**
 * The demo client's loyalty ledger and two subscription plans. The ledger is what the app itself would have written:
 * the points from before (an adjustment), then each paid order's earn entry as the payments service awards it, so the
 * balance (the ledger's sum) is DEMO_CLIENT_POINTS and every paid order has earned its points.
 */
export async function seedDemoPortal(db: Database, logger: Logger): Promise<void> {
  const [client] = await db.select({ id: users.id }).from(users).where(eq(users.username, "client"));
  if (client) {
    const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(loyaltyEntries).where(eq(loyaltyEntries.userId, client.id));
    if (count === 0) {
      const paid = await db
        .select({ id: orders.id, documentNumber: orders.documentNumber, totalCents: orders.totalCents, paidAt: orders.paidAt })
        .from(orders)
        .where(and(eq(orders.userId, client.id), isNotNull(orders.paidAt)))
        .orderBy(asc(orders.paidAt), asc(orders.id));
      const { opening, earned } = openingPoints(DEMO_CLIENT_POINTS, paid.map((order) => order.totalCents));
      const firstPaid = paid[0]?.paidAt ?? new Date();
      await db.insert(loyaltyEntries).values([
        { userId: client.id, kind: "adjust" as const, points: opening, description: "Points from earlier orders", createdAt: new Date(firstPaid.getTime() - DAY_MS) },
        ...paid
          .map((order, i) => ({ userId: client.id, kind: "earn" as const, points: earned[i], orderId: order.id, description: `Order ${documentNumber(order.documentNumber)}`, createdAt: order.paidAt! }))
          .filter((entry) => entry.points > 0),
      ]);
      logger.info("demo loyalty points seeded");
    }
  }
  const [{ plans }] = await db.select({ plans: sql<number>`count(*)::int` }).from(subscriptionPlans);
  if (plans === 0) {
    await db.insert(subscriptionPlans).values(DEMO_SUBSCRIPTION_PLANS.map(({ pricePerDelivery, ...plan }) => ({ ...plan, pricePerDeliveryCents: decimalToCents(pricePerDelivery)! })));
    logger.info("demo subscription plans seeded");
  }
}

/** Sample gallery photos from the bundled artwork; two are featured on the home page (which shows up to 3). */
export async function seedDemoPhotos(db: Database, logger: Logger): Promise<void> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(photos);
  if (count > 0) return;
  const samples = [
    { file: "event-wedding.svg", displayName: "Garden Wedding Reception", category: "events", tags: ["wedding", "outdoor"], featuredOnHomepage: true },
    { file: "dish-short-ribs.svg", displayName: "Braised Short Ribs", category: "entrees", tags: ["dinner", "signature"], featuredOnHomepage: true },
    { file: "dish-french-toast.svg", displayName: "Brunch French Toast", category: "breakfast", tags: ["brunch"], featuredOnHomepage: false },
    { file: "event-corporate.svg", displayName: "Corporate Lunch Buffet", category: "events", tags: ["corporate", "buffet", "lunch"], featuredOnHomepage: false },
    { file: "dish-peach-cobbler.svg", displayName: "Peach Cobbler", category: "desserts", tags: ["dessert"], featuredOnHomepage: false },
    { file: "dish-caprese-skewers.svg", displayName: "Caprese Skewers", category: "appetizers", tags: ["vegetarian", "appetizer"], featuredOnHomepage: false },
  ];
  await db.insert(photos).values(
    samples.map(({ file, ...photo }, index) => ({
      ...photo,
      filename: `/images/${file}`,
      originalName: file,
      description: `${photo.displayName}, prepared and served by our team.`,
      sortOrder: index + 1,
    })),
  );
  logger.info({ photos: samples.length }, "demo photos seeded");
}

/** Sample proposals for the demo client (sent, viewed, accepted and priced) and a short thread on the accepted one. */
export async function seedDemoQuotes(db: Database, logger: Logger): Promise<void> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(quotes);
  if (count > 0) return;
  const [client] = await db.select().from(users).where(eq(users.username, "client"));
  const [admin] = await db.select().from(users).where(eq(users.username, "admin"));
  if (!client || !admin) return;
  const at = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS);
  const base = { clientId: client.id, menuItemIds: [], budget: 0 };
  const rows = await db
    .insert(quotes)
    .values([
      { ...base, status: "sent", eventType: "corporate", eventDate: at(30), guestCount: 75, venue: "250 Greenwich Street, New York, NY 10007", menuPackage: "full-service", totalCents: 75 * 4000, createdAt: at(-1) },
      { ...base, status: "viewed", eventType: "birthday", eventDate: at(45), guestCount: 60, venue: "TBD", menuPackage: "custom", totalCents: 210_000, notes: "Surprise 50th birthday dinner", createdAt: at(-6), viewedAt: at(-5) },
      { ...base, status: "accepted", eventType: "wedding", eventDate: at(60), guestCount: 120, venue: "The Boathouse, Central Park, New York, NY 10021", menuPackage: "brunch", totalCents: 120 * 3000, notes: "Brunch reception after the ceremony", createdAt: at(-12), viewedAt: at(-11) },
    ])
    .returning();
  // Each is its own version 1, as a request made in the app is (docs/decisions/015-proposal-versions.md).
  await db.insert(quoteVersions).values(rows.map((q) => ({ quoteId: q.id, version: 1, source: "request", eventDate: q.eventDate, guestCount: q.guestCount, venue: q.venue, menuItemIds: q.menuItemIds, totalCents: q.totalCents, notes: q.notes, createdAt: q.createdAt })));
  const accepted = rows.find((r) => r.status === "accepted")!;
  await db.insert(messages).values([
    { quoteId: accepted.id, senderId: client.id, content: "Can we add a mimosa bar for the brunch reception?", createdAt: at(-10) },
    { quoteId: accepted.id, senderId: admin.id, content: "Absolutely! We'll add it to your proposal and send the updated total.", createdAt: at(-9.9) },
  ]);
  logger.info({ quotes: rows.length }, "demo quotes seeded");
}

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDate = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);

/** Demo orders, so the order screens show real records: two of the demo client's, one dinner pickup. */
export async function seedDemoOrders(db: Database, logger: Logger): Promise<void> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(orders);
  if (count > 0) return;
  const [client] = await db.select().from(users).where(eq(users.username, "client"));
  if (!client) return;
  const idOf = async (name: string) => (await db.select({ id: menuItems.id }).from(menuItems).where(eq(menuItems.name, name)))[0]?.id;
  const jerk = await idOf("Jerk Chicken");
  const mac = await idOf("Baked Macaroni & Cheese");
  const fruit = await idOf("Fresh Fruit Tray");
  if (!jerk || !mac || !fruit) return;

  const clientOrders = [
    // One of each: a delivery has its address, a pickup its time (docs/product/ordering.md, Pickup or delivery).
    {
      lines: [{ menuItemId: jerk, option: "Full Pan", quantity: 1 }, { menuItemId: mac, option: "Half Pan", quantity: 1 }],
      status: "completed" as const,
      eventOffset: -25,
      paidOffset: -30,
      fulfilment: { fulfilment: "delivery" as const, deliveryAddress: "250 Greenwich Street, New York, NY 10007", pickupTime: null },
    },
    {
      lines: [{ menuItemId: fruit, option: "Large", quantity: 2 }],
      status: "paid" as const,
      eventOffset: 14,
      paidOffset: -1,
      fulfilment: { fulfilment: "pickup" as const, deliveryAddress: null, pickupTime: "11:30" },
    },
  ];
  for (const demo of clientOrders) {
    // A new deployment charges no tax or delivery (the default settings), and these rows record neither.
    const priced = await priceOrder(db, { lines: demo.lines, charges: DEFAULT_FEATURES.charges, fulfilment: demo.fulfilment.fulfilment });
    const [order] = await db
      .insert(orders)
      .values({
        userId: client.id,
        status: demo.status,
        customerName: "Casey Client",
        customerEmail: client.email,
        customerPhone: "(555) 010-2030",
        eventDate: isoDate(demo.eventOffset),
        eventLocation: "250 Greenwich Street, New York, NY 10007",
        eventType: "corporate",
        ...demo.fulfilment,
        subtotalCents: priced.subtotalCents,
        totalCents: priced.totalCents,
        paidAt: new Date(Date.now() + demo.paidOffset * DAY_MS),
        createdAt: new Date(Date.now() + (demo.paidOffset - 0.01) * DAY_MS),
      })
      .returning({ id: orders.id, totalCents: orders.totalCents, paidAt: orders.paidAt });
    await db.insert(orderItems).values(priced.lines.map((line) => ({ ...line, orderId: order.id })));
    // Paid by card, so paid through the sandbox: demo data obeys the rules the app enforces (the reconciliation finds
    // no paid order without its charge). The sandbox's charge ids refund like any of its own.
    await db.insert(payments).values({
      orderId: order.id,
      kind: "charge",
      provider: "sandbox",
      chargeId: `sbx_ch_demo_order_${order.id}`,
      amountCents: order.totalCents,
      status: "succeeded",
      demo: true,
      createdAt: order.paidAt ?? undefined,
    });
  }

  const ribs = DINNER_MENU.find((d) => d.name === "Braised Short Ribs")!;
  const [pickup] = await db
    .insert(orders)
    .values({
      status: "confirmed",
      paymentMethod: "at_pickup",
      source: "dinner",
      customerName: "Pat Pickup",
      customerPhone: "(215) 555-0199",
      eventDate: isoDate(1),
      fulfilment: "pickup",
      pickupTime: "18:30",
      subtotalCents: ribs.priceCents * 2,
      totalCents: ribs.priceCents * 2,
    })
    .returning({ id: orders.id });
  await db.insert(orderItems).values({ orderId: pickup.id, name: ribs.name, unitPriceCents: ribs.priceCents, quantity: 2, lineTotalCents: ribs.priceCents * 2 });
  logger.info({ orders: 3 }, "demo orders seeded");
}
