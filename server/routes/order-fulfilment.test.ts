import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { menuItems, orders } from "@shared/schema";
import { businessDates, DEFAULT_BUSINESS_TIME_ZONE } from "@shared/rules/dates";
import { FULFILMENT_MESSAGES } from "@shared/rules/fulfilment";
import { DEFAULT_FEATURES } from "@shared/settings/features";
import { createTestApp, type TestApp } from "../test/harness";
import { sandboxCardToken } from "../test/sandbox-card";

// Pickup or delivery at checkout (docs/product/ordering.md, Pickup or delivery): what the server requires of each,
// what each costs, and order again.

const { businessDateInDays, businessDateParts } = businessDates(DEFAULT_BUSINESS_TIME_ZONE);

let t: TestApp;
let admin: request.Agent;
let tray: number;
let sizes: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(await t.createUser({ role: "admin" }));
  [{ id: tray }] = await t.database.db.insert(menuItems).values({ category: "sides", name: "Curry Goat Tray", price: "$120.00" }).returning({ id: menuItems.id });
  [{ id: sizes }] = await t.database.db
    .insert(menuItems)
    .values({ category: "sides", name: "Plantain Platter", price: "Small $40 / Large $70" })
    .returning({ id: menuItems.id });
  // A $25 delivery fee, no tax: a delivery costs exactly $25 more than a pickup.
  const saved = await admin.put("/api/settings/features").send({ ...DEFAULT_FEATURES, charges: { taxRateThousandths: 0, deliveryFeeCents: 2500, freeDeliveryOverCents: null } });
  expect(saved.status).toBe(200);
});
afterAll(() => t.close());

const customerInfo = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", phone: "555-0100", eventDate: businessDateInDays(30) };
const delivery = { fulfilment: "delivery", deliveryAddress: "12 Analytical Row, Brooklyn, NY 11201" };
const pickup = { fulfilment: "pickup", pickupTime: "11:30" };
const body = (choice: Record<string, unknown>, totalAmount: string, quantity = 1) => ({
  customerInfo,
  ...choice,
  orderItems: [{ menuItemId: tray, quantity }],
  totalAmount,
});
const orderCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0].n;

describe("POST /api/orders: pickup or delivery", () => {
  it.each([
    ["no choice", { deliveryAddress: "12 Analytical Row, Brooklyn, NY 11201" }, FULFILMENT_MESSAGES.choose],
    ["an unknown method", { fulfilment: "drone" }, FULFILMENT_MESSAGES.choose],
    ["a delivery without an address", { fulfilment: "delivery" }, FULFILMENT_MESSAGES.address],
    ["a delivery to a blank address", { fulfilment: "delivery", deliveryAddress: "   " }, FULFILMENT_MESSAGES.address],
    ["a delivery to no real address", { fulfilment: "delivery", deliveryAddress: "TBD" }, FULFILMENT_MESSAGES.addressIncomplete],
    ["a delivery with only a pickup time", { fulfilment: "delivery", pickupTime: "11:30" }, FULFILMENT_MESSAGES.address],
    ["a pickup without a time", { fulfilment: "pickup" }, FULFILMENT_MESSAGES.pickupTime],
    ["a pickup at no real time", { fulfilment: "pickup", pickupTime: "25:00" }, FULFILMENT_MESSAGES.pickupTimeInvalid],
  ])("refuses %s with 400 {message} and creates nothing", async (_case, choice, message) => {
    const before = await orderCount();
    const res = await request(t.server).post("/api/orders").send(body(choice, "145.00"));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await orderCount()).toBe(before);
  });

  it("refuses a pickup time that has already passed today at the business", async () => {
    const now = businessDateParts(new Date());
    // Just after midnight no earlier time exists today; the rule is then shown on tomorrow's 00:00 instead.
    const [date, time] = now.time > "00:00" ? [now.date, "00:00"] : [now.date, now.time];
    const res = await request(t.server)
      .post("/api/orders")
      .send({ ...body(pickup, "120.00"), customerInfo: { ...customerInfo, eventDate: date }, pickupTime: time });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(FULFILMENT_MESSAGES.pickupTimePast);
  });

  it("charges a delivery the fee and a pickup none: the same cart differs by exactly the fee", async () => {
    const delivered = await request(t.server).post("/api/orders").send(body(delivery, "145.00"));
    expect(delivered.status).toBe(201);
    expect(delivered.body).toMatchObject({
      fulfilment: "delivery",
      deliveryAddress: "12 Analytical Row, Brooklyn, NY 11201",
      pickupTime: null,
      subtotalAmount: "120.00",
      deliveryFeeAmount: "25.00",
      totalAmount: "145.00",
    });
    const pickedUp = await request(t.server).post("/api/orders").send(body(pickup, "120.00"));
    expect(pickedUp.status).toBe(201);
    expect(pickedUp.body).toMatchObject({ fulfilment: "pickup", deliveryAddress: null, pickupTime: "11:30", subtotalAmount: "120.00", deliveryFeeAmount: "0.00", totalAmount: "120.00" });

    // What is stored is what was answered; a pickup keeps no address it was sent, a delivery no time.
    const both = await request(t.server)
      .post("/api/orders")
      .send(body({ ...pickup, deliveryAddress: "99 Elsewhere Road, Queens, NY 11101" }, "120.00"));
    expect(both.status).toBe(201);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, both.body.id));
    expect(row).toMatchObject({ fulfilment: "pickup", deliveryAddress: null, pickupTime: "11:30", deliveryFeeCents: 0, totalCents: 12_000 });
  });

  it("prices on the server whatever total, fee or method the browser sends", async () => {
    const before = await orderCount();
    // A delivery sent with the pickup's total: refused with the server's own total, nothing created.
    const cheap = await request(t.server).post("/api/orders").send(body(delivery, "120.00"));
    expect(cheap.status).toBe(409);
    expect(cheap.body).toMatchObject({ totalAmount: "145.00", message: expect.stringContaining("$145.00") });
    expect(await orderCount()).toBe(before);

    // Amounts in the body besides the compared total are not read: the server's figures are stored.
    const forged = await request(t.server)
      .post("/api/orders")
      .send({ ...body(delivery, "145.00"), deliveryFeeAmount: "0.00", subtotalAmount: "1.00", totalCents: 100, deliveryFeeCents: 0 });
    expect(forged.status).toBe(201);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, forged.body.id));
    expect(row).toMatchObject({ subtotalCents: 12_000, deliveryFeeCents: 2500, totalCents: 14_500 });
  });

  it("the paid order's emails say pickup (its time, at our address) or delivery (its address)", async () => {
    const pay = async (order: { id: number; accessToken: string; totalAmount: string }) => {
      const paid = await request(t.server)
        .post("/api/payments/charge")
        .set("Idempotency-Key", `fulfilment-pay-${order.id}`)
        .send({ orderId: order.id, orderToken: order.accessToken, token: await sandboxCardToken(t.server), amount: order.totalAmount });
      expect(paid.status).toBe(200);
    };
    const delivered = (await request(t.server).post("/api/orders").send(body(delivery, "145.00"))).body;
    const pickedUp = (await request(t.server).post("/api/orders").send(body(pickup, "120.00"))).body;
    await pay(delivered);
    await pay(pickedUp);
    const mails = await t.outbox();
    const about = (number: string) => mails.filter((m) => m.subject.includes(number));
    expect(about(delivered.number).length).toBeGreaterThan(0);
    for (const mail of about(delivered.number)) expect(mail.text).toMatch(/Delivery to:\s+12 Analytical Row, Brooklyn, NY 11201/);
    expect(about(pickedUp.number).length).toBeGreaterThan(0);
    for (const mail of about(pickedUp.number)) {
      expect(mail.text).toMatch(/Pickup:\s+11:30 AM, at our address below/);
      expect(mail.text).not.toContain("Delivery to");
    }
  });

  it("quotes a coupon for the method chosen", async () => {
    const lines = [{ menuItemId: tray, quantity: 1 }];
    const delivered = await request(t.server).post("/api/coupons/quote").send({ code: "onedollar", orderItems: lines, fulfilment: "delivery" });
    // ONEDOLLAR exists in demo data only; this database has the QR cards' codes: 10PERCENT needs $200.01.
    expect(delivered.status).toBe(400);
    const big = [{ menuItemId: tray, quantity: 2 }];
    const deliveredBig = await request(t.server).post("/api/coupons/quote").send({ code: "10percent", orderItems: big, fulfilment: "delivery" });
    const pickedUpBig = await request(t.server).post("/api/coupons/quote").send({ code: "10percent", orderItems: big, fulfilment: "pickup" });
    expect(deliveredBig.body).toMatchObject({ subtotalAmount: "240.00", discountAmount: "24.00", deliveryFeeAmount: "25.00", totalAmount: "241.00" });
    expect(pickedUpBig.body).toMatchObject({ subtotalAmount: "240.00", discountAmount: "24.00", deliveryFeeAmount: "0.00", totalAmount: "216.00" });
  });
});

describe("GET /api/orders/:id/reorder", () => {
  it("gives the owner the order's lines as the menu sells them today, naming those it no longer sells", async () => {
    const [{ id: gone }] = await t.database.db.insert(menuItems).values({ category: "desserts", name: "Rum Cake", price: "$30.00" }).returning({ id: menuItems.id });
    const [{ id: hidden }] = await t.database.db.insert(menuItems).values({ category: "desserts", name: "Sweet Potato Pie", price: "$25.00" }).returning({ id: menuItems.id });
    const client = await t.signIn(await t.createUser());
    const placed = await client.post("/api/orders").send({
      customerInfo,
      ...pickup,
      orderItems: [
        { menuItemId: tray, quantity: 2 },
        { menuItemId: sizes, option: "Large", quantity: 1 },
        { menuItemId: gone, quantity: 1 },
        { menuItemId: hidden, quantity: 3 },
      ],
      totalAmount: "415.00",
    });
    expect(placed.status).toBe(201);

    // Since then: the tray costs more, its minimum rose, the platter dropped its Large size, one dish was deleted
    // and another hidden.
    await t.database.db.update(menuItems).set({ price: "$130.00", minOrder: 3 }).where(eq(menuItems.id, tray));
    await t.database.db.update(menuItems).set({ price: "Small $40 / Medium $55" }).where(eq(menuItems.id, sizes));
    await t.database.db.delete(menuItems).where(eq(menuItems.id, gone));
    await t.database.db.update(menuItems).set({ isActive: false }).where(eq(menuItems.id, hidden));

    const again = await client.get(`/api/orders/${placed.body.id}/reorder`);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({
      items: [{ menuItemId: tray, name: "Curry Goat Tray", price: "$130.00", category: "sides", option: null, quantity: 3, minOrder: 3 }],
      unavailable: [
        { name: "Plantain Platter", option: "Large", reason: "Plantain Platter is no longer sold as Large." },
        { name: "Rum Cake", option: null, reason: "Rum Cake is no longer on our menu." },
        { name: "Sweet Potato Pie", option: null, reason: "Sweet Potato Pie is not available right now." },
      ],
    });
    await t.database.db.update(menuItems).set({ price: "$120.00", minOrder: 1 }).where(eq(menuItems.id, tray));

    // The same order for an admin; another client, and a visitor, learn nothing of it.
    expect((await admin.get(`/api/orders/${placed.body.id}/reorder`)).status).toBe(200);
    const other = await t.signIn(await t.createUser());
    const refused = await other.get(`/api/orders/${placed.body.id}/reorder`);
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ message: "Order not found" });
    expect((await request(t.server).get(`/api/orders/${placed.body.id}/reorder`)).status).toBe(401);
    expect((await client.get("/api/orders/999999/reorder")).status).toBe(404);
  });
});
