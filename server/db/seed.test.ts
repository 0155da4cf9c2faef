import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { menuItems, orders, users } from "@shared/schema";
import { createTestApp, type TestApp } from "../test/harness";
import { createLogger } from "../logger";
import { DEMO_ACCOUNTS, seedDemo } from "./seed";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, createLogger("silent"));
});
afterAll(() => t.close());

describe("demo seed", () => {
  it("creates the two demo accounts, which sign in with their documented passwords", async () => {
    for (const account of DEMO_ACCOUNTS) {
      const res = await request(t.server).post("/api/login").send({ username: account.username, password: account.password });
      expect(res.status).toBe(200);
      expect(res.body.role).toBe(account.role);
    }
  });

  it("serves the 39 menu items in menu order", async () => {
    const res = await request(t.server).get("/api/menu-items");
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(39);
    expect(res.body[0]).toMatchObject({ name: "Classic Caesar Salad", category: "salads", price: "Half Pan $60 / Full Pan $90", isActive: true });
  });

  it("gives the demo client orders priced by the menu, and a dinner pickup for admins", async () => {
    const client = await t.signIn({ id: 0, username: "client", email: "", password: "ClientDemo1", role: "client" });
    const own = (await client.get("/api/orders")).body;
    expect(own.items.map((o: { status: string; totalAmount: string }) => [o.status, o.totalAmount])).toEqual([
      ["paid", "150.00"],
      ["completed", "185.00"],
    ]);
    const admin = await t.signIn({ id: 0, username: "admin", email: "", password: "AdminDemo1", role: "admin" });
    const all = (await admin.get("/api/orders")).body;
    expect(all.total).toBe(3);
    expect(all.items.find((o: { source: string }) => o.source === "dinner")).toMatchObject({ paymentMethod: "at_pickup", totalAmount: "72.00" });
    // Demo data obeys the checkout's rule: every delivery has its address, every pickup its time, and no pickup pays
    // a delivery fee.
    type Seeded = { fulfilment: string; deliveryAddress: string | null; pickupTime: string | null; deliveryFeeAmount: string };
    const seeded = all.items as Seeded[];
    expect(seeded.map((o) => o.fulfilment).sort()).toEqual(["delivery", "pickup", "pickup"]);
    for (const order of seeded) {
      if (order.fulfilment === "delivery") expect(order.deliveryAddress).toMatch(/\d+ \w+/);
      else expect(order).toMatchObject({ deliveryAddress: null, pickupTime: expect.stringMatching(/^\d{2}:\d{2}$/), deliveryFeeAmount: "0.00" });
    }
  });

  it("gives the gallery sample photos (two featured) and the demo client three proposals and a thread", async () => {
    const gallery = (await request(t.handler).get("/api/gallery")).body as { displayName: string; featuredOnHomepage: boolean }[];
    expect(gallery).toHaveLength(6);
    expect(gallery.filter((p) => p.featuredOnHomepage).map((p) => p.displayName)).toEqual(["Garden Wedding Reception", "Braised Short Ribs"]);
    const client = await t.signIn({ id: 0, username: "client", email: "", password: "ClientDemo1", role: "client" });
    const quotes = (await client.get("/api/quotes")).body.items as { id: number; status: string }[];
    expect(quotes.map((q) => q.status)).toEqual(["sent", "viewed", "accepted"]);
    const accepted = quotes.find((q) => q.status === "accepted")!;
    expect((await client.get(`/api/quotes/${accepted.id}/messages`)).body.map((m: { fromBusiness: boolean }) => m.fromBusiness)).toEqual([false, true]);
    await seedDemo(t.database.db, createLogger("silent"));
    expect((await client.get("/api/quotes")).body.total).toBe(3);
    expect((await request(t.handler).get("/api/gallery")).body).toHaveLength(6);
  });

  it("is safe to run again: nothing is duplicated", async () => {
    await seedDemo(t.database.db, createLogger("silent"));
    const [{ items }] = await t.database.db.select({ items: sql<number>`count(*)::int` }).from(menuItems);
    const [{ accounts }] = await t.database.db.select({ accounts: sql<number>`count(*)::int` }).from(users);
    const [{ orderCount }] = await t.database.db.select({ orderCount: sql<number>`count(*)::int` }).from(orders);
    expect(items).toBe(39);
    expect(accounts).toBe(2);
    expect(orderCount).toBe(3);
  });
});
