import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { contactEnquiries, orderDayTotals, orders, quotes } from "@shared/schema";
import { createTestApp, type TestApp } from "../test/harness";

let t: TestApp;
let admin: request.Agent;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(await t.createUser({ role: "admin" }));
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;

describe("admin overview", () => {
  it("sums revenue minus refunds, counts orders by status, the quote pipeline, deposits, balances due and enquiries", async () => {
    const now = Date.now();
    const order = (status: "paid" | "completed" | "pending_payment", totalCents: number, refundedCents: number, paidDaysAgo: number | null) => ({
      status,
      customerName: "Ann",
      customerPhone: "555-0100",
      subtotalCents: totalCents,
      totalCents,
      refundedCents,
      paidAt: paidDaysAgo === null ? null : new Date(now - paidDaysAgo * DAY_MS),
      createdAt: new Date(now - (paidDaysAgo ?? 1) * DAY_MS),
    });
    await t.database.db.insert(orders).values([order("paid", 10_000, 2_500, 1), order("completed", 20_000, 0, 20), order("pending_payment", 5_000, 0, null), order("completed", 99_999, 0, 45)]);
    const quote = (status: "sent" | "accepted" | "rejected", totalCents: number, extra: Partial<typeof quotes.$inferInsert> = {}) => ({
      status,
      eventType: "wedding",
      eventDate: new Date(now + 60 * DAY_MS),
      guestCount: 50,
      venue: "Hall",
      menuPackage: "custom",
      totalCents,
      ...extra,
    });
    await t.database.db.insert(quotes).values([
      quote("sent", 100_000),
      quote("accepted", 400_000, { eventDate: new Date(now + 5 * DAY_MS), depositPaidCents: 200_000, depositPaidAt: new Date(now - DAY_MS) }),
      quote("rejected", 50_000),
    ]);
    await t.database.db.insert(contactEnquiries).values({ name: "Bea", email: "bea@example.com" });

    const month = (await admin.get("/api/admin/overview?period=30d")).body;
    expect(month).toMatchObject({
      period: "30d",
      revenue: "275.00",
      paidOrders: 2,
      ordersByStatus: { paid: 1, completed: 1, pending_payment: 1 },
      depositsCollected: "2000.00",
      balancesDue: { count: 1, amount: "2000.00" },
      // Its event in 5 days: the balance date (7 days before) has passed with $2,000.00 unpaid.
      balancesOverdue: { count: 1, amount: "2000.00" },
      newEnquiries: 1,
    });
    expect(month.quotePipeline).toEqual([
      { status: "sent", count: 1, value: "1000.00" },
      { status: "viewed", count: 0, value: "0.00" },
      { status: "accepted", count: 1, value: "4000.00" },
      { status: "rejected", count: 1, value: "500.00" },
      { status: "cancelled", count: 0, value: "0.00" },
    ]);
    expect((await admin.get("/api/admin/overview?period=year")).status).toBe(400);
  });
});

describe("admin overview against a reference", () => {
  it("equals the same figures computed one row at a time from everything seeded", async () => {
    // 400 orders and 120 quotes with pseudo-random statuses, dates, payments and refunds (a fixed seed).
    let seed = 42;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);
    const pick = <T,>(items: readonly T[]) => items[Math.floor(random() * items.length)];
    const now = Date.now();
    const statuses = ["pending_payment", "paid", "confirmed", "in_preparation", "completed", "cancelled"] as const;
    await t.database.db.insert(orders).values(
      Array.from({ length: 400 }, () => {
        const status = pick(statuses);
        const total = 1_000 + Math.floor(random() * 50_000);
        const created = new Date(now - random() * 60 * DAY_MS);
        const paid = status !== "pending_payment" ? new Date(created.getTime() + random() * DAY_MS) : null;
        return { status, customerName: "Ref", customerPhone: "555-0100", subtotalCents: total, totalCents: total, refundedCents: paid && random() < 0.2 ? Math.floor(total / 2) : 0, paidAt: paid, createdAt: created };
      }),
    );
    await t.database.db.insert(quotes).values(
      Array.from({ length: 120 }, () => {
        const status = pick(["sent", "viewed", "accepted", "rejected"] as const);
        const total = Math.floor(random() * 900_000);
        const deposit = status === "accepted" && random() < 0.5;
        return {
          status,
          eventType: "wedding",
          eventDate: new Date(now + (random() * 40 - 5) * DAY_MS),
          guestCount: 60,
          venue: "Hall",
          menuPackage: "custom",
          totalCents: total,
          depositPaidCents: deposit ? Math.floor(total / 2) : null,
          depositPaidAt: deposit ? new Date(now - random() * 50 * DAY_MS) : null,
          createdAt: new Date(now - random() * 60 * DAY_MS),
        };
      }),
    );
    await expectOverviewToMatchRecount();
    // Orders change after they are counted: paid, refunded in part, cancelled, moved to another day, deleted.
    const seeded = await t.database.db.select({ id: orders.id }).from(orders).orderBy(orders.id);
    for (const [i, { id }] of seeded.entries()) {
      if (i % 7 === 0) await t.database.db.update(orders).set({ status: "paid", paidAt: new Date(now - random() * 40 * DAY_MS) }).where(eq(orders.id, id));
      else if (i % 7 === 1) await t.database.db.update(orders).set({ refundedCents: sql`${orders.totalCents} / 3` }).where(eq(orders.id, id));
      else if (i % 7 === 2) await t.database.db.update(orders).set({ status: "cancelled", paidAt: null }).where(eq(orders.id, id));
      else if (i % 7 === 3) await t.database.db.update(orders).set({ createdAt: new Date(now - random() * 60 * DAY_MS) }).where(eq(orders.id, id));
      else if (i % 7 === 4) await t.database.db.update(orders).set({ notes: "changed nothing counted" }).where(eq(orders.id, id));
      else if (i % 7 === 5 && i % 2 === 0) await t.database.db.delete(orders).where(eq(orders.id, id));
    }
    // And many at once, in one statement.
    await t.database.db.update(orders).set({ status: "completed" }).where(eq(orders.status, "confirmed"));
    await expectOverviewToMatchRecount();
  });

  async function expectOverviewToMatchRecount() {
    const allOrders = await t.database.db.select().from(orders);
    const allQuotes = await t.database.db.select().from(quotes);
    const allEnquiries = await t.database.db.select().from(contactEnquiries);
    const cents = (n: number) => (n / 100).toFixed(2);
    for (const period of ["week", "30d"] as const) {
      const figures = (await admin.get(`/api/admin/overview?period=${period}`)).body;
      const since = new Date(figures.since).getTime();
      const asked = Date.now();
      const paid = allOrders.filter((o) => o.paidAt && o.paidAt.getTime() >= since);
      const byStatus: Record<string, number> = {};
      for (const o of allOrders.filter((o) => o.createdAt.getTime() >= since)) byStatus[o.status] = (byStatus[o.status] ?? 0) + 1;
      const recentQuotes = allQuotes.filter((q) => q.createdAt.getTime() >= since);
      const due = allQuotes.filter((q) => q.status === "accepted" && q.eventDate.getTime() >= asked - 60_000 && q.eventDate.getTime() < asked + 14 * DAY_MS);
      expect(figures.revenue, period).toBe(cents(paid.reduce((sum, o) => sum + o.totalCents - o.refundedCents, 0)));
      expect(figures.paidOrders, period).toBe(paid.length);
      expect(figures.ordersByStatus, period).toEqual(byStatus);
      expect(figures.quotePipeline, period).toEqual(
        (["sent", "viewed", "accepted", "rejected", "cancelled"] as const).map((status) => {
          const of = recentQuotes.filter((q) => q.status === status);
          return { status, count: of.length, value: cents(of.reduce((sum, q) => sum + q.totalCents, 0)) };
        }),
      );
      expect(figures.depositsCollected, period).toBe(cents(allQuotes.filter((q) => q.depositPaidAt && q.depositPaidAt.getTime() >= since).reduce((sum, q) => sum + (q.depositPaidCents ?? 0), 0)));
      expect(figures.balancesDue, period).toEqual({ count: due.length, amount: cents(due.reduce((sum, q) => sum + q.totalCents - (q.depositPaidCents ?? 0), 0)) });
      expect(figures.newEnquiries, period).toBe(allEnquiries.filter((e) => e.createdAt.getTime() >= since).length);
    }
  }
});

describe("order day totals", () => {
  /** Each day's and status's figures, from the totals table and recounted from the orders. */
  async function dayTotalsAndRecount() {
    const kept = await t.database.db
      .select({ day: orderDayTotals.day, status: orderDayTotals.status, created: sql<number>`sum(${orderDayTotals.createdOrders})::int`, paid: sql<number>`sum(${orderDayTotals.paidOrders})::int`, net: sql<number>`sum(${orderDayTotals.paidNetCents})::int` })
      .from(orderDayTotals)
      .groupBy(orderDayTotals.day, orderDayTotals.status)
      .having(sql`sum(${orderDayTotals.createdOrders}) <> 0 or sum(${orderDayTotals.paidOrders}) <> 0 or sum(${orderDayTotals.paidNetCents}) <> 0`)
      .orderBy(orderDayTotals.day, orderDayTotals.status);
    const recount = await t.database.executeSql(`
      select day, status, sum(created)::int as created, sum(paid)::int as paid, sum(net)::int as net from (
        select (created_at at time zone 'UTC')::date::text as day, status, 1 as created, 0 as paid, 0 as net from orders
        union all
        select (paid_at at time zone 'UTC')::date::text, status, 0, 1, total_cents - refunded_cents from orders where paid_at is not null
      ) o group by day, status order by day, status`);
    return { kept, recount: recount.rows as typeof kept };
  }

  it("stay equal to a recount of the orders while checkouts, payments and refunds run at once", async () => {
    const placed = (i: number) => ({ status: "pending_payment" as const, customerName: `Load ${i}`, customerPhone: "555-0100", subtotalCents: 1_000 + i, totalCents: 1_000 + i });
    // 40 buyers at once, each in its own transaction: place, pay, and for some a partial refund or a cancellation.
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.database.db.transaction(async (tx) => {
          const [order] = await tx.insert(orders).values(placed(i)).returning({ id: orders.id });
          await tx.update(orders).set({ status: "paid", paidAt: new Date() }).where(eq(orders.id, order.id));
          if (i % 3 === 0) await tx.update(orders).set({ refundedCents: 500 }).where(eq(orders.id, order.id));
          if (i % 5 === 0) await tx.update(orders).set({ status: "cancelled" }).where(eq(orders.id, order.id));
        }),
      ),
    );
    const { kept, recount } = await dayTotalsAndRecount();
    expect(kept).toEqual(recount);
    expect(recount.length).toBeGreaterThan(0);
    await t.database.db.execute(sql`truncate orders cascade`);
    expect((await dayTotalsAndRecount()).kept).toEqual([]);
  });
});

describe("settings on every instance", () => {
  it("a settings change is audited, and a second instance applies it without a restart", async () => {
    const other = await t.sibling();
    try {
      const info = { name: "Creative Cuisines", address: "1 Main St", phone: "(215) 555-0199", email: "hello@example.com", website: "https://example.com" };
      expect((await admin.put("/api/settings/company-info").send(info)).status).toBe(200);
      expect((await request(other.app).get("/api/settings/company-info")).body.phone).toBe("(215) 555-0199");
      // The truck map's tile server: the other instance's pages allow images from the new origin.
      const truck = (await request(t.server).get("/api/truck/location")).body;
      const { waitEstimate: _w, updatedAt: _u, ...location } = truck;
      expect((await admin.put("/api/truck/location").send({ ...location, mapTileUrl: "https://tiles.example.org/{z}/{x}/{y}.png" })).status).toBe(200);
      await expect.poll(async () => (await request(other.app).get("/api/health")).headers["content-security-policy"], { timeout: 5_000 }).toContain("https://tiles.example.org");
      // The company info each instance keeps in memory (for every email's signature and the business's address) is
      // the new one there too: an enquiry sent to the other instance reaches the new address.
      expect((await request(other.app).post("/api/contact").send({ name: "Olu", email: "olu@example.com", message: "Lunch?" })).status).toBe(201);
      const notice = (await t.outbox()).find((m) => m.subject === "New enquiry from Olu");
      expect(notice?.to[0].address).toBe("hello@example.com");
      const audit = (await admin.get("/api/audit-log?entityType=settings")).body.items.map((e: { action: string }) => e.action);
      expect(audit).toEqual(expect.arrayContaining(["settings.company_info", "settings.truck_location"]));
    } finally {
      await other.close();
    }
  });
});

describe("staff", () => {
  it("an admin invites another admin, who chooses a password from the emailed link and signs in as admin", async () => {
    const invited = await admin.post("/api/admin/staff").send({ username: "sam-staff", email: "sam@example.com" });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({ username: "sam-staff", role: "admin" });
    expect((await admin.post("/api/admin/staff").send({ username: "sam-staff", email: "other@example.com" })).status).toBe(409);
    const mail = (await t.outbox()).find((m) => m.to[0].address === "sam@example.com")!;
    expect(mail.subject).toBe("You are invited to help run our website");
    const token = decodeURIComponent(/reset-password\?token=([^\s]+)/.exec(mail.text)![1]);
    expect((await request(t.server).post("/api/reset-password").send({ token, newPassword: "Kitchen-Staff-2026!" })).status).toBe(200);
    const staff = request.agent(t.server);
    expect((await staff.post("/api/login").send({ username: "sam-staff", password: "Kitchen-Staff-2026!" })).status).toBe(200);
    expect((await staff.get("/api/admin/staff")).body.map((u: { username: string }) => u.username)).toContain("sam-staff");
  });
});

describe("social links", () => {
  it("are public, set by admins with https addresses only", async () => {
    expect((await request(t.server).get("/api/settings/social-links")).body).toEqual({ facebook: "", instagram: "", tiktok: "", x: "" });
    expect((await admin.put("/api/settings/social-links").send({ facebook: "javascript:alert(1)", instagram: "", tiktok: "", x: "" })).status).toBe(400);
    await admin.put("/api/settings/social-links").send({ facebook: "https://facebook.com/creativecuisines", instagram: "", tiktok: "", x: "" });
    expect((await request(t.server).get("/api/settings/social-links")).body.facebook).toBe("https://facebook.com/creativecuisines");
  });
});
