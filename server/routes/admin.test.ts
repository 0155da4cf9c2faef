import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactEnquiries, orders, quotes } from "@shared/schema";
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
      newEnquiries: 1,
    });
    expect(month.quotePipeline).toEqual([
      { status: "sent", count: 1, value: "1000.00" },
      { status: "viewed", count: 0, value: "0.00" },
      { status: "accepted", count: 1, value: "4000.00" },
      { status: "rejected", count: 1, value: "500.00" },
    ]);
    expect((await admin.get("/api/admin/overview?period=year")).status).toBe(400);
  });
});

describe("staff", () => {
  it("an admin invites another admin, who chooses a password from the emailed link and signs in as admin", async () => {
    const invited = await admin.post("/api/admin/staff").send({ username: "sam-staff", email: "sam@example.com" });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({ username: "sam-staff", role: "admin" });
    expect((await admin.post("/api/admin/staff").send({ username: "sam-staff", email: "other@example.com" })).status).toBe(409);
    const mail = (await t.outbox()).find((m) => m.to[0].address === "sam@example.com")!;
    expect(mail.subject).toBe("You are invited to run Creative Cuisines");
    const token = decodeURIComponent(/reset-password\?token=([^\s]+)/.exec(mail.text)![1]);
    expect((await request(t.app).post("/api/reset-password").send({ token, newPassword: "Kitchen-Staff-2026!" })).status).toBe(200);
    const staff = request.agent(t.app);
    expect((await staff.post("/api/login").send({ username: "sam-staff", password: "Kitchen-Staff-2026!" })).status).toBe(200);
    expect((await staff.get("/api/admin/staff")).body.map((u: { username: string }) => u.username)).toContain("sam-staff");
  });
});

describe("social links", () => {
  it("are public, set by admins with https addresses only", async () => {
    expect((await request(t.app).get("/api/settings/social-links")).body).toEqual({ facebook: "", instagram: "", tiktok: "", x: "" });
    expect((await admin.put("/api/settings/social-links").send({ facebook: "javascript:alert(1)", instagram: "", tiktok: "", x: "" })).status).toBe(400);
    await admin.put("/api/settings/social-links").send({ facebook: "https://facebook.com/creativecuisines", instagram: "", tiktok: "", x: "" });
    expect((await request(t.app).get("/api/settings/social-links")).body.facebook).toBe("https://facebook.com/creativecuisines");
  });
});
