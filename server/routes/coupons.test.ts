import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { couponRedemptions, coupons, menuItems } from "@shared/schema";
import { businessDates, DEFAULT_BUSINESS_TIME_ZONE } from "@shared/rules/dates";
import { createTestApp, type TestApp } from "../test/harness";

// Dates at a business in the default time zone (New York), as the test app's settings have it.
const { businessDateInDays } = businessDates(DEFAULT_BUSINESS_TIME_ZONE);

let t: TestApp;
let admin: request.Agent;
let dish: number;
beforeAll(async () => {
  t = await createTestApp();
  [{ id: dish }] = await t.database.db.insert(menuItems).values({ category: "sides", name: "Curry Goat Tray", price: "$120.00" }).returning({ id: menuItems.id });
  admin = await t.signIn(await t.createUser({ role: "admin" }));
});
afterAll(() => t.close());

const orderWith = (couponCode: string, totalAmount: string, customer: { email?: string; eventType?: string } = {}) => ({
  customerInfo: { firstName: "Ada", lastName: "Lovelace", email: customer.email ?? "ada@example.com", phone: "555-0100", eventDate: businessDateInDays(30), eventType: customer.eventType },
  fulfilment: "delivery",
  deliveryAddress: "12 Analytical Row, Brooklyn, NY 11201",
  orderItems: [{ menuItemId: dish, quantity: 1 }],
  couponCode,
  totalAmount,
});

describe("admin coupons", () => {
  it("an admin's code works at checkout, and its use limit holds under 20 concurrent checkouts", async () => {
    const created = await admin.post("/api/coupons").send({ code: "ten-off", description: "$10 off orders over $100", kind: "amount", amountOff: "10.00", minSubtotal: "100.00", maxUses: 3 });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ code: "TEN-OFF", amountOff: "10.00", minSubtotal: "100.00", maxUses: 3, usedCount: 0, active: true });
    const quoted = await request(t.server).post("/api/coupons/quote").send({ code: "ten-off", orderItems: [{ menuItemId: dish, quantity: 1 }] });
    expect(quoted.body).toEqual({ code: "TEN-OFF", subtotalAmount: "120.00", discountAmount: "10.00", deliveryFeeAmount: "0.00", taxAmount: "0.00", totalAmount: "110.00" });

    const answers = await Promise.all(Array.from({ length: 20 }, () => request(t.server).post("/api/orders").send(orderWith("TEN-OFF", "110.00"))));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    expect(answers.every((a) => [201, 400, 409].includes(a.status))).toBe(true);
    const listed = (await admin.get("/api/coupons")).body.items.find((c: { code: string }) => c.code === "TEN-OFF");
    expect(listed.usedCount).toBe(3);
  });

  it("uses per customer hold under 20 concurrent checkouts of one customer; another customer may still use the code", async () => {
    const created = await admin.post("/api/coupons").send({ code: "WELCOME-5", description: "$5 off, once per customer", kind: "amount", amountOff: "5.00", maxUsesPerCustomer: 1 });
    expect(created.status).toBe(201);
    const answers = await Promise.all(Array.from({ length: 20 }, () => request(t.server).post("/api/orders").send(orderWith("WELCOME-5", "115.00", { email: "Grace@Example.com" }))));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.every((a) => [201, 400, 409].includes(a.status))).toBe(true);
    const again = await request(t.server).post("/api/orders").send(orderWith("WELCOME-5", "115.00", { email: "grace@example.com" }));
    expect(again.status).toBe(400);
    expect(again.body.message).toBe("You have already used WELCOME-5.");
    expect((await request(t.server).post("/api/orders").send(orderWith("WELCOME-5", "115.00", { email: "alan@example.com" }))).status).toBe(201);
    const redemptions = await t.database.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, created.body.id));
    expect(redemptions.map((r) => r.customerEmail).sort()).toEqual(["alan@example.com", "grace@example.com"]);

    // Cancelling the unpaid order gives its use back: the customer may use the code again.
    const placed = answers.find((a) => a.status === 201)!;
    expect((await admin.patch(`/api/orders/${placed.body.id}/status`).send({ status: "cancelled" })).status).toBe(200);
    const [coupon] = await t.database.db.select().from(coupons).where(eq(coupons.id, created.body.id));
    expect(coupon.usedCount).toBe(1);
    expect((await request(t.server).post("/api/orders").send(orderWith("WELCOME-5", "115.00", { email: "grace@example.com" }))).status).toBe(201);
  });

  it("first order only, event type and first valid day are the server's conditions", async () => {
    await admin.post("/api/coupons").send({ code: "NEW-CLIENT", description: "First order", kind: "percent", percentOff: 10, firstOrderOnly: true });
    await admin.post("/api/coupons").send({ code: "WEDDINGS", description: "Weddings", kind: "percent", percentOff: 10, eventType: "wedding" });
    const later = await admin.post("/api/coupons").send({ code: "NEXT-WEEK", description: "Soon", kind: "percent", percentOff: 10, startsOn: businessDateInDays(7), expiresOn: businessDateInDays(14) });
    expect(later.body.startsAt).toEqual(expect.any(String));
    const quote = (code: string, more: Record<string, string> = {}) =>
      request(t.server).post("/api/coupons/quote").send({ code, orderItems: [{ menuItemId: dish, quantity: 1 }], ...more });

    expect((await quote("NEW-CLIENT", { email: "someone-new@example.com" })).body.totalAmount).toBe("108.00");
    expect((await quote("WEDDINGS", { eventType: "corporate" })).body.message).toBe("WEDDINGS applies to Wedding orders.");
    expect((await quote("WEDDINGS", { eventType: "wedding" })).body.totalAmount).toBe("108.00");
    expect((await quote("NEXT-WEEK")).body.message).toBe("NEXT-WEEK is not valid yet.");
    expect((await admin.post("/api/coupons").send({ code: "BACKWARDS", description: "x", kind: "percent", percentOff: 10, startsOn: businessDateInDays(7), expiresOn: businessDateInDays(1) })).status).toBe(400);
  });

  it("refuses an existing code (the seeded ones too); an inactive or expired code does not apply", async () => {
    expect((await admin.post("/api/coupons").send({ code: "10PERCENT", description: "Clash", kind: "percent", percentOff: 10 })).status).toBe(409);
    await admin.post("/api/coupons").send({ code: "ONCE-ONLY", description: "Once", kind: "percent", percentOff: 5 });
    expect((await admin.post("/api/coupons").send({ code: "once-only", description: "Again", kind: "percent", percentOff: 5 })).status).toBe(409);
    expect((await admin.post("/api/coupons").send({ code: "HALF", description: "Half", kind: "percent", percentOff: 150 })).status).toBe(400);

    const off = await admin.post("/api/coupons").send({ code: "SWITCHED-OFF", description: "Off", kind: "percent", percentOff: 5 });
    await admin.patch(`/api/coupons/${off.body.id}`).send({ active: false });
    // A last day already past is refused when the code is made (below); one that has passed since is stored as such.
    await t.database.db.insert(coupons).values({ code: "LAST-YEAR", description: "Old", percentOff: 5, expiresAt: new Date(Date.now() - 60_000) });
    for (const code of ["SWITCHED-OFF", "LAST-YEAR"]) {
      const res = await request(t.server).post("/api/coupons/quote").send({ code, orderItems: [{ menuItemId: dish, quantity: 1 }] });
      expect(res.status, code).toBe(400);
    }
    const atCheckout = await request(t.server).post("/api/orders").send(orderWith("LAST-YEAR", "114.00"));
    expect(atCheckout.status).toBe(400);
    expect(atCheckout.body.message).toBe("LAST-YEAR has expired.");
    const today = await admin.post("/api/coupons").send({ code: "TODAY-ONLY", description: "Today", kind: "percent", percentOff: 5, expiresOn: businessDateInDays(0) });
    expect((await request(t.server).post("/api/coupons/quote").send({ code: "TODAY-ONLY", orderItems: [{ menuItemId: dish, quantity: 1 }] })).status).toBe(200);
    expect(today.body.expiresAt).toEqual(expect.any(String));
  });

  it("refuses a last day already past at the business, with a clear message, and never switches on an expired code", async () => {
    const past = await admin.post("/api/coupons").send({ code: "TOO-LATE", description: "Yesterday's offer", kind: "percent", percentOff: 5, expiresOn: businessDateInDays(-1) });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe("The last day has already passed. Choose today or a later day, or leave it empty for no end date.");
    expect(past.body.errors).toEqual({ expiresOn: past.body.message });
    expect(await t.database.db.select().from(coupons).where(eq(coupons.code, "TOO-LATE"))).toEqual([]);

    const [ended] = await t.database.db
      .insert(coupons)
      .values({ code: "ENDED", description: "Ended yesterday", percentOff: 5, active: false, expiresAt: new Date(Date.now() - 86_400_000) })
      .returning();
    const switchOn = await admin.patch(`/api/coupons/${ended.id}`).send({ active: true });
    expect(switchOn.status).toBe(400);
    expect(switchOn.body.message).toBe("ENDED has expired, so it cannot be switched on. Create a new code with a later last day instead.");
    expect((await t.database.db.select().from(coupons).where(eq(coupons.id, ended.id)))[0].active).toBe(false);
    // Switching off is always allowed.
    await t.database.db.update(coupons).set({ active: true }).where(eq(coupons.id, ended.id));
    expect((await admin.patch(`/api/coupons/${ended.id}`).send({ active: false })).status).toBe(200);
    expect((await admin.patch("/api/coupons/999999").send({ active: true })).status).toBe(404);
  });
});
