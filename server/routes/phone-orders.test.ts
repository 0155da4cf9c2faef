import request from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { auditLog, couponRedemptions, menuItems, orders, payments, users } from "@shared/schema";
import { businessDates, DEFAULT_BUSINESS_TIME_ZONE } from "@shared/rules/dates";
import { DEFAULT_KITCHEN_SETTINGS, type KitchenSettings } from "@shared/settings/kitchen";
import { createTestApp, type TestApp, type TestUser } from "../test/harness";
import { startFakeClover, type FakeClover } from "../test/fake-clover";
import { createCloverGateway } from "../payments/clover";

/**
 * Phone orders (docs/product/admin.md, "Phone orders"): an admin enters an order for a customer, priced by the server
 * as at checkout, with a coupon and the kitchen's date rules; paid at pickup or by invoice it is confirmed at once
 * and the customer gets the confirmation email; by card, staff pay it once through the normal charge (the fake
 * Clover over real HTTP), which still lets no client pay someone else's order. The audit log names the staff member.
 */
const { businessDateInDays } = businessDates(DEFAULT_BUSINESS_TIME_ZONE);

let t: TestApp;
let fake: FakeClover;
let adminUser: TestUser;
let admin: request.Agent;
/** $25.00 a tray, 60 prep minutes: one fills a kitchen of 60 minutes a day. */
let trays: number;

beforeAll(async () => {
  fake = await startFakeClover();
  const gateway = createCloverGateway({ publicKey: fake.publicKey, privateToken: fake.privateToken, tokenBaseUrl: fake.url, apiBaseUrl: fake.url, timeoutMs: 10_000 });
  t = await createTestApp({ gateway });
  adminUser = await t.createUser({ role: "admin", username: "Pat_Staff" });
  admin = await t.signIn(adminUser);
  [{ id: trays }] = await t.database.db
    .insert(menuItems)
    .values({ category: "entrees", name: "Lasagna Tray", price: "$25.00", prepTime: "1 hour" })
    .returning({ id: menuItems.id });
});
afterEach(async () => {
  await admin.put("/api/settings/kitchen").send(DEFAULT_KITCHEN_SETTINGS);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const newCustomer = (email: string) => ({ kind: "new", name: "Morgan Caller", email, phone: "215-555-0142" });

const phoneOrder = (overrides: Record<string, unknown> = {}) => ({
  customer: newCustomer("morgan@example.com"),
  eventDate: businessDateInDays(5),
  fulfilment: "pickup",
  pickupTime: "17:30",
  orderItems: [{ menuItemId: trays, quantity: 2 }],
  paymentMethod: "at_pickup",
  ...overrides,
});

async function cardToken(): Promise<string> {
  const res = await fetch(`${fake.url}/v1/tokens`, {
    method: "POST",
    headers: { apikey: fake.publicKey, "Content-Type": "application/json" },
    body: JSON.stringify({ card: { number: "4242424242424242", exp_month: "12", exp_year: "2031", cvv: "123" } }),
  });
  return ((await res.json()) as { id: string }).id;
}

async function setKitchen(kitchen: Partial<KitchenSettings>) {
  const saved = await admin.put("/api/settings/kitchen").send({ ...DEFAULT_KITCHEN_SETTINGS, ...kitchen });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

const mailTo = async (address: string) => (await t.outbox()).filter((m) => m.to[0]?.address === address);

describe("POST /api/admin/orders: who may", () => {
  it("refuses visitors (401) and clients (403), and records nothing", async () => {
    const before = (await t.database.db.select({ id: orders.id }).from(orders)).length;
    expect((await request(t.server).post("/api/admin/orders").send(phoneOrder())).status).toBe(401);
    const client = await t.signIn(await t.createUser());
    const refused = await client.post("/api/admin/orders").send(phoneOrder());
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Admin access required");
    expect(await t.database.db.select({ id: orders.id }).from(orders)).toHaveLength(before);
  });

  it("answers bad input with 400 and a message, never 500", async () => {
    const noItems = await admin.post("/api/admin/orders").send(phoneOrder({ orderItems: [] }));
    expect(noItems.status).toBe(400);
    expect(noItems.body.message).toEqual(expect.any(String));
    expect((await admin.post("/api/admin/orders").send(phoneOrder({ paymentMethod: "cash" }))).status).toBe(400);
    expect((await admin.post("/api/admin/orders").send(phoneOrder({ customer: { kind: "new", name: "No Email", phone: "555-0100" } }))).status).toBe(400);
    const noAddress = await admin.post("/api/admin/orders").send(phoneOrder({ fulfilment: "delivery", pickupTime: undefined }));
    expect(noAddress.status).toBe(400);
    // Not a client account (an admin's id, or none at all): the same 404.
    expect((await admin.post("/api/admin/orders").send(phoneOrder({ customer: { kind: "existing", id: adminUser.id } }))).status).toBe(404);
    expect((await admin.post("/api/admin/orders").send(phoneOrder({ customer: { kind: "existing", id: 999_999 } }))).status).toBe(404);
  });
});

describe("a phone order paid at pickup", () => {
  it("is priced by the server (a total sent is ignored), confirmed at once, emailed to the customer and audited with the staff member's name", async () => {
    const email = "pickup.caller@example.com";
    const res = await admin.post("/api/admin/orders").send({ ...phoneOrder({ customer: newCustomer(email) }), totalAmount: "1.00", subtotalAmount: "1.00" });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      status: "confirmed",
      paymentMethod: "at_pickup",
      source: "phone",
      subtotalAmount: "50.00",
      totalAmount: "50.00",
      customerInfo: { name: "Morgan Caller", email, phone: "215-555-0142" },
      fulfilment: "pickup",
      pickupTime: "17:30",
      paidAt: null,
    });
    expect(res.body).not.toHaveProperty("accessToken");
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, res.body.id));
    expect(row).toMatchObject({ userId: null, source: "phone", totalCents: 5_000 });

    const sent = await mailTo(email);
    expect(sent).toHaveLength(1);
    expect(sent[0].subject).toBe(`Your order ${res.body.number}`);
    expect(sent[0].text).toContain("2 × Lasagna Tray");
    expect(sent[0].text).toContain("Total, paid at pickup");
    expect(sent[0].text).not.toContain("Total paid");

    const [entry] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, "order"), eq(auditLog.entityId, res.body.id)));
    expect(entry).toMatchObject({ action: "order.create_by_phone", actorId: adminUser.id, actorName: "Pat_Staff" });
    expect(entry.after).toMatchObject({ number: res.body.number, takenBy: "Pat_Staff", paymentMethod: "at_pickup", totalAmount: "50.00" });
  });

  it("for an existing client is theirs (in their portal), with their account's details; an invoice order too", async () => {
    const clientUser = await t.createUser();
    await t.database.db.update(users).set({ fullName: "Casey Client", phone: "610-555-0199" }).where(eq(users.id, clientUser.id));
    const res = await admin.post("/api/admin/orders").send(phoneOrder({ customer: { kind: "existing", id: clientUser.id }, paymentMethod: "invoice" }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ status: "confirmed", paymentMethod: "invoice", customerInfo: { name: "Casey Client", email: clientUser.email, phone: "610-555-0199" } });
    const client = await t.signIn(clientUser);
    const mine = await client.get("/api/orders");
    expect(mine.body.items.map((o: { id: number }) => o.id)).toContain(res.body.id);
    const sent = await mailTo(clientUser.email);
    expect(sent).toHaveLength(1);
    expect(sent[0].text).toContain("Total, to be invoiced");
  });

  it("asks for a phone number when the client's account has none", async () => {
    const clientUser = await t.createUser();
    const res = await admin.post("/api/admin/orders").send(phoneOrder({ customer: { kind: "existing", id: clientUser.id } }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Please enter the customer's phone number");
    const typed = await admin.post("/api/admin/orders").send(phoneOrder({ customer: { kind: "existing", id: clientUser.id, phone: "555-0123" } }));
    expect(typed.status).toBe(201);
    expect(typed.body.customerInfo.phone).toBe("555-0123");
  });

  it("applies a coupon as checkout does, and uses it once", async () => {
    const coupon = await admin.post("/api/coupons").send({ code: "PHONE-10", description: "$10 off", kind: "amount", amountOff: "10.00", maxUses: 1 });
    expect(coupon.status, JSON.stringify(coupon.body)).toBe(201);
    const res = await admin.post("/api/admin/orders").send(phoneOrder({ customer: newCustomer("coupon.caller@example.com"), couponCode: "phone-10" }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ subtotalAmount: "50.00", discountAmount: "10.00", totalAmount: "40.00", coupon: { code: "PHONE-10", discount: "10.00" } });
    const redemptions = await t.database.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, coupon.body.id));
    expect(redemptions).toHaveLength(1);
    // Used up: the next order with it is refused, as at checkout, and nothing is created.
    const again = await admin.post("/api/admin/orders").send(phoneOrder({ customer: newCustomer("second.caller@example.com"), couponCode: "PHONE-10" }));
    expect(again.status).toBe(400);
    expect(again.body.message).toEqual(expect.any(String));
    expect(await t.database.db.select().from(orders).where(eq(orders.customerEmail, "second.caller@example.com"))).toHaveLength(0);
  });

  it("with an Idempotency-Key, a retry answers the same order and records no second one", async () => {
    const body = phoneOrder({ customer: newCustomer("retry.caller@example.com") });
    const first = await admin.post("/api/admin/orders").set("Idempotency-Key", "phone-retry-1").send(body);
    const second = await admin.post("/api/admin/orders").set("Idempotency-Key", "phone-retry-1").send(body);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.id).toBe(first.body.id);
    expect(await t.database.db.select().from(orders).where(eq(orders.customerEmail, "retry.caller@example.com"))).toHaveLength(1);
    expect(await mailTo("retry.caller@example.com")).toHaveLength(1);
  });
});

describe("the kitchen's rules", () => {
  it("refuse a same-day order and a day without room, as at checkout, with nothing recorded", async () => {
    const today = await admin.post("/api/admin/orders").send(phoneOrder({ customer: newCustomer("today.caller@example.com"), eventDate: businessDateInDays(0) }));
    expect(today.status).toBe(400);
    expect(today.body.message).toEqual(expect.any(String));

    await setKitchen({ prepMinutesPerDay: 60 });
    const full = await admin.post("/api/admin/orders").send(phoneOrder({ customer: newCustomer("full.caller@example.com"), eventDate: businessDateInDays(9) }));
    expect(full.status).toBe(409);
    expect(full.body.code).toBe("KITCHEN_FULL");
    expect(full.body.nextDates).toEqual(expect.any(Array));
    // One tray fits the day; once confirmed it counts, and a second confirmed order no longer fits.
    const one = await admin.post("/api/admin/orders").send(phoneOrder({ customer: newCustomer("one.caller@example.com"), eventDate: businessDateInDays(9), orderItems: [{ menuItemId: trays, quantity: 1 }] }));
    expect(one.status, JSON.stringify(one.body)).toBe(201);
    const another = await admin.post("/api/admin/orders").send(phoneOrder({ customer: newCustomer("two.caller@example.com"), eventDate: businessDateInDays(9), orderItems: [{ menuItemId: trays, quantity: 1 }] }));
    expect(another.status).toBe(409);
    for (const email of ["today.caller@example.com", "full.caller@example.com", "two.caller@example.com"]) {
      expect(await t.database.db.select().from(orders).where(eq(orders.customerEmail, email))).toHaveLength(0);
    }
  });
});

describe("a phone order paid by card", () => {
  it("awaits payment, then staff charge it exactly once through the normal charge; the customer gets the receipt", async () => {
    const email = "card.caller@example.com";
    const placed = await admin.post("/api/admin/orders").send(phoneOrder({ customer: newCustomer(email), paymentMethod: "card" }));
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body).toMatchObject({ status: "pending_payment", paymentMethod: "card", totalAmount: "50.00" });
    // Nothing is sent before the payment.
    expect(await mailTo(email)).toHaveLength(0);

    const chargesBefore = fake.charges.size;
    const charge = { orderId: placed.body.id, token: await cardToken(), amount: "50.00" };
    const paid = await admin.post("/api/payments/charge").set("Idempotency-Key", `phone-card-${placed.body.id}`).send(charge);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    // The same request again (a retry) answers the same charge; a new attempt finds the order paid.
    const retried = await admin.post("/api/payments/charge").set("Idempotency-Key", `phone-card-${placed.body.id}`).send(charge);
    expect(retried.body.chargeId).toBe(paid.body.chargeId);
    const twice = await admin.post("/api/payments/charge").set("Idempotency-Key", `phone-card-again-${placed.body.id}`).send({ ...charge, token: await cardToken() });
    expect(twice.status).toBe(409);
    expect(fake.charges.size).toBe(chargesBefore + 1);
    expect(await t.database.db.select().from(payments).where(and(eq(payments.orderId, placed.body.id), eq(payments.status, "succeeded")))).toHaveLength(1);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, placed.body.id));
    expect(row.status).toBe("paid");

    const sent = await mailTo(email);
    expect(sent).toHaveLength(1);
    expect(sent[0].text).toContain("Total paid");
  });

  it("staff may pay only phone orders, and a client still cannot pay another's order", async () => {
    const owner = await t.createUser();
    await t.database.db.update(users).set({ phone: "555-0177" }).where(eq(users.id, owner.id));
    const placed = await admin.post("/api/admin/orders").send(phoneOrder({ customer: { kind: "existing", id: owner.id }, paymentMethod: "card" }));
    expect(placed.status).toBe(201);
    const charge = async () => ({ orderId: placed.body.id, token: await cardToken(), amount: "50.00" });

    const chargesBefore = fake.charges.size;
    const stranger = await t.signIn(await t.createUser());
    const refused = await stranger.post("/api/payments/charge").set("Idempotency-Key", `stranger-${placed.body.id}`).send(await charge());
    expect(refused.status).toBe(404);
    expect((await request(t.server).post("/api/payments/charge").set("Idempotency-Key", `visitor-${placed.body.id}`).send(await charge())).status).toBe(404);

    // A checkout order (not a phone order) is its customer's to pay, not staff's.
    const checkout = await request(t.server)
      .post("/api/orders")
      .send({
        customerInfo: { firstName: "Web", lastName: "Buyer", email: "web.buyer@example.com", phone: "555-0100", eventDate: businessDateInDays(6) },
        fulfilment: "pickup",
        pickupTime: "12:00",
        orderItems: [{ menuItemId: trays, quantity: 1 }],
        totalAmount: "25.00",
      });
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(201);
    const staffPaysCheckout = await admin.post("/api/payments/charge").set("Idempotency-Key", `staff-checkout-${checkout.body.id}`).send({ orderId: checkout.body.id, token: await cardToken(), amount: "25.00" });
    expect(staffPaysCheckout.status).toBe(404);
    expect(fake.charges.size).toBe(chargesBefore);

    // The client whose order it is may still pay it themselves.
    const ownerAgent = await t.signIn(owner);
    const paid = await ownerAgent.post("/api/payments/charge").set("Idempotency-Key", `owner-${placed.body.id}`).send(await charge());
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(fake.charges.size).toBe(chargesBefore + 1);
  });
});
