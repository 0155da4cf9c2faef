import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages, orders, quotes } from "@shared/schema";
import { createTestApp, type TestApp } from "../test/harness";
import { startOfWeek } from "../services/dashboard";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;

describe("startOfWeek", () => {
  it("is the Monday 00:00 of the week, also on a Sunday", () => {
    expect(startOfWeek(new Date(2026, 10, 22, 18, 30))).toEqual(new Date(2026, 10, 16));
    expect(startOfWeek(new Date(2026, 10, 16, 0, 0))).toEqual(new Date(2026, 10, 16));
    expect(startOfWeek(new Date(2026, 10, 18, 9))).toEqual(new Date(2026, 10, 16));
  });
});

describe("GET /api/dashboard/week", () => {
  it("counts this week's quotes, accepted events, messages and paid orders; a client only their own", async () => {
    const alice = await t.createUser();
    const bob = await t.createUser();
    const weekStart = startOfWeek(new Date());
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
      { ...order, userId: alice.id, status: "paid", createdAt: inWeek },
      { ...order, userId: alice.id, status: "pending_payment", createdAt: inWeek },
      { ...order, userId: bob.id, status: "paid", createdAt: inWeek },
    ]);

    const mine = await (await t.signIn(alice)).get("/api/dashboard/week");
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ newQuotes: 1, eventsThisWeek: 1, messages: 1, orders: 1, orderRevenue: "123.45", weekStart: weekStart.toISOString() });

    const all = (await (await t.signIn(await t.createUser({ role: "admin" }))).get("/api/dashboard/week")).body;
    expect(all).toMatchObject({ newQuotes: 2, eventsThisWeek: 2, messages: 1, orders: 2, orderRevenue: "246.90" });
    expect((await request(t.app).get("/api/dashboard/week")).status).toBe(401);
  });
});
