import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages, orders, quotes } from "@shared/schema";
import { createTestApp, type TestApp } from "../test/harness";
import { businessDates, DEFAULT_BUSINESS_TIME_ZONE } from "@shared/rules/dates";

// Dates at a business in the default time zone (New York), as the test app's settings have it.
const { businessWeekStart } = businessDates(DEFAULT_BUSINESS_TIME_ZONE);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;

describe("businessWeekStart", () => {
  it("is the Monday 00:00 of the week at the business, also on a Sunday", () => {
    // Monday November 16, 2026, 00:00 in New York is 05:00 UTC.
    const monday = new Date("2026-11-16T05:00:00.000Z");
    expect(businessWeekStart(new Date("2026-11-22T23:30:00.000Z"))).toEqual(monday);
    expect(businessWeekStart(monday)).toEqual(monday);
    expect(businessWeekStart(new Date("2026-11-18T14:00:00.000Z"))).toEqual(monday);
    // Sunday 11:30 PM in New York is already Monday in UTC: still the week of the 16th.
    expect(businessWeekStart(new Date("2026-11-23T04:30:00.000Z"))).toEqual(monday);
  });
});

describe("GET /api/dashboard/week", () => {
  it("counts this week's quotes, accepted events, messages and paid orders; a client only their own", async () => {
    const alice = await t.createUser();
    const bob = await t.createUser();
    const weekStart = businessWeekStart(new Date());
    const inWeek = new Date(weekStart.getTime() + 3 * DAY);
    const lastWeek = new Date(weekStart.getTime() - 2 * DAY);
    const base = { eventType: "wedding", guestCount: 80, venue: "1 Long Enough Street, NY", menuPackage: "custom" as const, totalCents: 0 };
    const [accepted] = await t.database.db
      .insert(quotes)
      .values([
        { ...base, clientId: alice.id, status: "accepted", eventDate: inWeek, createdAt: inWeek },
        { ...base, clientId: alice.id, status: "sent", eventDate: inWeek, createdAt: lastWeek },
        { ...base, clientId: bob.id, status: "accepted", eventDate: inWeek, createdAt: inWeek },
      ])
      .returning({ id: quotes.id });
    await t.database.db.insert(messages).values([
      { quoteId: accepted.id, senderId: alice.id, content: "this week", createdAt: inWeek },
      { quoteId: accepted.id, senderId: alice.id, content: "last week", createdAt: lastWeek },
    ]);
    const order = { customerName: "A", customerPhone: "555", subtotalCents: 12_345, totalCents: 12_345 };
    await t.database.db.insert(orders).values([
      { ...order, userId: alice.id, status: "paid", createdAt: inWeek, paidAt: inWeek },
      { ...order, userId: alice.id, status: "pending_payment", createdAt: inWeek },
      // $45.00 of it refunded: it brings in $78.45.
      { ...order, userId: bob.id, status: "paid", createdAt: inWeek, paidAt: inWeek, refundedCents: 4_500 },
      // Paid last week: not this week's revenue.
      { ...order, userId: bob.id, status: "completed", createdAt: lastWeek, paidAt: lastWeek },
      // A dinner pickup order, confirmed but paid only at pickup: an order of the client's, no revenue yet.
      { ...order, userId: alice.id, status: "confirmed", paymentMethod: "at_pickup", source: "dinner", createdAt: inWeek },
    ]);

    // A client counts their own orders placed this week (past payment), and never gets the business's revenue.
    const mine = await (await t.signIn(alice)).get("/api/dashboard/week");
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ newQuotes: 1, eventsThisWeek: 1, messages: 1, orders: 2, weekStart: weekStart.toISOString() });
    expect(mine.body).not.toHaveProperty("revenue");

    // An admin: the orders paid this week and their total less refunds, as /admin says.
    const adminAgent = await t.signIn(await t.createUser({ role: "admin" }));
    const all = (await adminAgent.get("/api/dashboard/week")).body;
    expect(all).toMatchObject({ newQuotes: 2, eventsThisWeek: 2, messages: 1, orders: 2, revenue: "201.90" });
    const overview = (await adminAgent.get("/api/admin/overview?period=week")).body;
    expect(overview).toMatchObject({ since: weekStart.toISOString(), revenue: "201.90", paidOrders: 2 });
    expect((await request(t.server).get("/api/dashboard/week")).status).toBe(401);
  });
});
