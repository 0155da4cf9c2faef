import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { coupons, menuItems, orders, payments } from "@shared/schema";
import { businessDates, DEFAULT_BUSINESS_TIME_ZONE } from "@shared/rules/dates";
import { createTestApp, type TestApp } from "../test/harness";
import { seedDemo } from "../db/seed";
import { createLogger } from "../logger";
import { SANDBOX_API_KEY } from "../payments/sandbox";

// Dates at a business in the default time zone (New York), as the test app's settings have it.
const { businessDateInDays } = businessDates(DEFAULT_BUSINESS_TIME_ZONE);

let t: TestApp;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, createLogger("silent"));
  for (const row of await t.database.db.select({ id: menuItems.id, name: menuItems.name }).from(menuItems)) ids[row.name] = row.id;
});
afterAll(() => t.close());

const customerInfo = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  phone: "555-0100",
  eventDate: businessDateInDays(30),
  eventLocation: "12 Analytical Row, Brooklyn, NY 11201",
};

/** Delivered to the event (the demo settings charge no delivery fee). */
const delivery = { fulfilment: "delivery", deliveryAddress: "12 Analytical Row, Brooklyn, NY 11201" } as const;

function order(lines: { item: string; option?: string; quantity: number }[], totalAmount: string, extra: Record<string, unknown> = {}) {
  return {
    customerInfo,
    ...delivery,
    orderItems: lines.map((l) => ({ menuItemId: ids[l.item], option: l.option ?? null, quantity: l.quantity })),
    totalAmount,
    ...extra,
  };
}

async function tokenFor(cardNumber: string): Promise<string> {
  const res = await request(t.server)
    .post("/api/payments/sandbox/tokens")
    .set("apikey", SANDBOX_API_KEY)
    .send({ card: { number: cardNumber, exp_month: "12", exp_year: "2031", cvv: "123" } });
  expect(res.status).toBe(201);
  return res.body.id;
}

describe("POST /api/orders prices every price-text form on the server", () => {
  it.each([
    ["a pan option", [{ item: "Baked Macaroni & Cheese", option: "Full Pan", quantity: 2 }], "220.00"],
    ["a tray option", [{ item: "Fresh Fruit Tray", option: "small", quantity: 1 }], "50.00"],
    ["a single price with cents", [{ item: "Honey Cornbread", quantity: 3 }], "47.97"],
    ["a per-person price at its minimum", [{ item: "Chicken & Waffles", quantity: 50 }], "1500.00"],
    ["a per-cup price at its minimum", [{ item: "Banana Pudding Cups", quantity: 25 }], "200.00"],
    [
      "several lines",
      [
        { item: "Classic Caesar Salad", option: "Half Pan", quantity: 1 },
        { item: "Smothered Turkey Wings", option: "Full Pan", quantity: 1 },
      ],
      "235.00",
    ],
  ])("%s", async (_case, lines, total) => {
    const res = await request(t.server).post("/api/orders").send(order(lines, total));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: "pending_payment", totalAmount: total, subtotalAmount: total, discountAmount: "0.00" });
    expect(res.body.number).toMatch(/^CC-2024-\d{3,}$/);
    expect(res.body.items).toHaveLength(lines.length);
  });

  it("keeps a snapshot of each line (name, option, unit price, quantity)", async () => {
    const res = await request(t.server).post("/api/orders").send(order([{ item: "Jerk Chicken", option: "half pan", quantity: 2 }], "140.00"));
    expect(res.body.items[0]).toEqual({ menuItemId: ids["Jerk Chicken"], name: "Jerk Chicken", option: "Half Pan", unitPrice: "70.00", quantity: 2, lineTotal: "140.00" });
  });

  it("refuses a total that differs from the server's with 409 and creates nothing", async () => {
    const before = await t.database.db.select().from(orders);
    const res = await request(t.server).post("/api/orders").send(order([{ item: "Jerk Chicken", option: "Full Pan", quantity: 1 }], "1.00"));
    expect(res.status).toBe(409);
    expect(res.body.totalAmount).toBe("115.00");
    expect(await t.database.db.select().from(orders)).toHaveLength(before.length);
  });

  it.each([
    ["a market-value item", [{ item: "Grilled Salmon", quantity: 1 }], "Grilled Salmon is priced at market value. Please request a quote for it."],
    ["a missing pan size", [{ item: "Jerk Chicken", quantity: 1 }], "Please choose Half Pan or Full Pan for Jerk Chicken."],
    ["an unknown option", [{ item: "Jerk Chicken", option: "Quarter Pan", quantity: 1 }], "Please choose Half Pan or Full Pan for Jerk Chicken."],
    ["a quantity under the minimum", [{ item: "Chicken & Waffles", quantity: 49 }], "Chicken & Waffles has a minimum order of 50."],
  ])("refuses %s with 400", async (_case, lines, message) => {
    const res = await request(t.server).post("/api/orders").send(order(lines, "1.00"));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("refuses an inactive item", async () => {
    const [hidden] = await t.database.db
      .insert(menuItems)
      .values({ category: "sides", name: "Retired Dish", price: "$10", isActive: false })
      .returning({ id: menuItems.id });
    const res = await request(t.server)
      .post("/api/orders")
      .send({ customerInfo, ...delivery, orderItems: [{ menuItemId: hidden.id, quantity: 1 }], totalAmount: "10.00" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("An item in your cart is no longer available. Please remove it and try again.");
  });

  it("requires the customer fields and a non-empty cart", async () => {
    const missing = await request(t.server)
      .post("/api/orders")
      .send({ ...order([{ item: "Honey Cornbread", quantity: 1 }], "15.99"), customerInfo: { ...customerInfo, phone: "" } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("Please fill in all required fields");
    const empty = await request(t.server).post("/api/orders").send({ customerInfo, ...delivery, orderItems: [], totalAmount: "0" });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("Please add items to your cart before checking out.");
  });
});

describe("limits on what an order may be", () => {
  it("an event date in the past or more than two years ahead is refused", async () => {
    for (const eventDate of ["2020-01-01", businessDateInDays(-1), businessDateInDays(3 * 365)]) {
      const res = await request(t.server)
        .post("/api/orders")
        .send({ ...order([{ item: "Honey Cornbread", quantity: 1 }], "15.99"), customerInfo: { ...customerInfo, eventDate } });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^(The event date cannot be in the past\.|We take orders up to two years ahead)/);
    }
  });

  it("a cart above $100,000 needs a quote", async () => {
    const res = await request(t.server).post("/api/orders").send(order([{ item: "Baked Macaroni & Cheese", option: "Full Pan", quantity: 1000 }], "110000.00"));
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Orders above \$100,000 need a quote/);
  });
});

describe("coupons", () => {
  const lines = [{ item: "Baked Macaroni & Cheese", option: "Full Pan", quantity: 2 }];

  it("onedollar is demo data: a production database has the QR cards' codes and not the test coupon", async () => {
    const production = await createTestApp();
    try {
      const codes = await production.database.db.select({ code: coupons.code, advertised: coupons.advertised }).from(coupons).orderBy(coupons.id);
      expect(codes).toEqual(["10PERCENT", "20PERCENT", "FIRSTTIME", "CORPORATE"].map((code) => ({ code, advertised: true })));
      expect((await request(production.app).get("/api/coupons/advertised")).body.map((c: { code: string }) => c.code)).toEqual(["10PERCENT", "20PERCENT", "FIRSTTIME", "CORPORATE"]);
    } finally {
      await production.close();
    }
  });

  it("onedollar (any case) makes the order total 1.00 in demo mode, applied by the server", async () => {
    await checkOneDollar(t);
  });

  async function checkOneDollar(demo: TestApp) {
    const quote = await request(demo.app)
      .post("/api/coupons/quote")
      .send({ code: "OneDollar", orderItems: order(lines, "0").orderItems });
    expect(quote.body).toEqual({ code: "ONEDOLLAR", subtotalAmount: "220.00", discountAmount: "219.00", deliveryFeeAmount: "0.00", taxAmount: "0.00", totalAmount: "1.00" });
    const res = await request(demo.app).post("/api/orders").send(order(lines, "1.00", { couponCode: "onedollar" }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ totalAmount: "1.00", coupon: { code: "ONEDOLLAR", discount: "219.00" } });
  }

  it("refuses an unknown code with the catalogue message", async () => {
    const res = await request(t.server).post("/api/coupons/quote").send({ code: "FREEFOOD", orderItems: order(lines, "0").orderItems });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Please check your coupon code and try again.");
  });

  it("applies 10PERCENT over $200 and CORPORATE only to corporate events", async () => {
    const tenPercent = await request(t.server).post("/api/coupons/quote").send({ code: "10percent", orderItems: order(lines, "0").orderItems });
    expect(tenPercent.body.totalAmount).toBe("198.00");
    const notCorporate = await request(t.server).post("/api/coupons/quote").send({ code: "CORPORATE", orderItems: order(lines, "0").orderItems });
    expect(notCorporate.status).toBe(400);
    const corporate = await request(t.server)
      .post("/api/coupons/quote")
      .send({ code: "CORPORATE", eventType: "corporate", orderItems: order(lines, "0").orderItems });
    expect(corporate.body.totalAmount).toBe("165.00");
  });

  it("applies FIRSTTIME only until the customer has a paid order", async () => {
    const email = "first-timer@example.com";
    const quote = () => request(t.server).post("/api/coupons/quote").send({ code: "FIRSTTIME", email, orderItems: order(lines, "0").orderItems });
    expect((await quote()).body.totalAmount).toBe("187.00");
    const created = await request(t.server)
      .post("/api/orders")
      .send({ ...order(lines, "187.00", { couponCode: "FIRSTTIME" }), customerInfo: { ...customerInfo, email } });
    expect(created.status).toBe(201);
    const paid = await request(t.server)
      .post("/api/payments/charge")
      .set("Idempotency-Key", "first-timer-1")
      .send({ orderId: created.body.id, orderToken: created.body.accessToken, token: await tokenFor("4242424242424242"), amount: "187.00" });
    expect(paid.status).toBe(200);
    expect((await quote()).status).toBe(400);
  });
});

describe("document numbers", () => {
  it("quotes and orders take their numbers from one sequence: a number names one document", async () => {
    const numbers: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const placed = await request(t.server).post("/api/orders").send(order([{ item: "Honey Cornbread", quantity: 1 }], "15.99"));
      const quoted = await request(t.server).post("/api/quotes").send({
        menuPackage: "custom",
        eventType: "wedding",
        eventDate: `${businessDateInDays(40)}T18:00:00.000Z`,
        guestCount: 60,
        contactName: "Ann Example",
        contactEmail: "ann@example.com",
        contactPhone: "555-0101",
      });
      numbers.push(placed.body.number, quoted.body.number);
    }
    expect(new Set(numbers).size).toBe(6);
    // Consecutive: each document takes the next number, whichever kind it is.
    const sequence = numbers.map((n) => Number(n.replace("CC-2024-", "")));
    expect(sequence).toEqual(sequence.map((_, i) => sequence[0] + i));
  });
});

describe("POST /api/payments/charge", () => {
  async function newOrder(total = "15.99") {
    const res = await request(t.server).post("/api/orders").send(order([{ item: "Honey Cornbread", quantity: 1 }], total));
    expect(res.status).toBe(201);
    return res.body as { id: number; number: string; totalAmount: string; accessToken: string };
  }

  it("charges the order total, marks it paid and emails a confirmation", async () => {
    const created = await newOrder();
    const res = await request(t.server)
      .post("/api/payments/charge")
      .set("Idempotency-Key", "pay-ok-1")
      .send({ orderId: created.id, orderToken: created.accessToken, token: await tokenFor("4242 4242 4242 4242"), amount: "15.99", description: "test" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, demo: true, message: "Payment processed successfully (test mode)!" });
    expect(res.body.chargeId).toMatch(/^sbx_ch_/);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, created.id));
    expect(row.status).toBe("paid");
    const rows = await t.database.db.select().from(payments).where(eq(payments.orderId, created.id));
    expect(rows).toMatchObject([{ status: "succeeded", amountCents: 1599, provider: "sandbox", demo: true }]);
    const mail = (await t.outbox()).find((m) => m.subject === `Your order ${created.number}`);
    expect(mail?.text).toContain("Total paid  $15.99");
    // The business hears of the paid order, with who to call.
    const notice = (await t.outbox()).find((m) => m.subject === `New paid order ${created.number}: $15.99`);
    expect(notice?.text).toContain("Total paid  $15.99");
    expect(notice?.text).toMatch(/ · 555-0100/);
  });

  it("refuses an amount other than the order's total", async () => {
    const created = await newOrder();
    const res = await request(t.server)
      .post("/api/payments/charge")
      .set("Idempotency-Key", "pay-tampered")
      .send({ orderId: created.id, orderToken: created.accessToken, token: await tokenFor("4242424242424242"), amount: "1.00" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("The amount must be the order total of $15.99.");
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, created.id));
    expect(row.status).toBe("pending_payment");
  });

  it("requires an Idempotency-Key", async () => {
    const created = await newOrder();
    const res = await request(t.server).post("/api/payments/charge").send({ orderId: created.id, orderToken: created.accessToken, token: "x", amount: "15.99" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("An Idempotency-Key header is required for this request.");
  });

  it.each([
    ["4000000000000002", "Your card was declined. Check the number or try another card."],
    ["4000000000009995", "Your card has insufficient funds. Try another card."],
  ])("a declined card (%s) leaves the order unpaid", async (card, message) => {
    const created = await newOrder();
    const res = await request(t.server)
      .post("/api/payments/charge")
      .set("Idempotency-Key", `decline-${card}`)
      .send({ orderId: created.id, orderToken: created.accessToken, token: await tokenFor(card), amount: "15.99" });
    expect(res.status).toBe(402);
    expect(res.body).toEqual({ success: false, message });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, created.id));
    expect(row.status).toBe("pending_payment");
    const rows = await t.database.db.select().from(payments).where(eq(payments.orderId, created.id));
    expect(rows.map((r) => r.status)).toEqual(["failed"]);
  });

  it("20 concurrent requests with one key make one charge and return the same answer", async () => {
    const created = await newOrder();
    const token = await tokenFor("4242424242424242");
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        request(t.server).post("/api/payments/charge").set("Idempotency-Key", "same-key-20").send({ orderId: created.id, orderToken: created.accessToken, token, amount: "15.99" }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.body.chargeId)).size).toBe(1);
    expect(await t.database.db.select().from(payments).where(eq(payments.orderId, created.id))).toHaveLength(1);
  });

  it("a second payment of a paid order is refused", async () => {
    const created = await newOrder();
    const token = await tokenFor("4242424242424242");
    await request(t.server).post("/api/payments/charge").set("Idempotency-Key", "twice-1").send({ orderId: created.id, orderToken: created.accessToken, token, amount: "15.99" });
    const again = await request(t.server).post("/api/payments/charge").set("Idempotency-Key", "twice-2").send({ orderId: created.id, orderToken: created.accessToken, token, amount: "15.99" });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: "This order has already been paid.", code: "ORDER_ALREADY_PAID" });
  });

  it("the same key with a different body is refused", async () => {
    const created = await newOrder();
    const token = await tokenFor("4000000000000002");
    await request(t.server).post("/api/payments/charge").set("Idempotency-Key", "reused").send({ orderId: created.id, orderToken: created.accessToken, token, amount: "15.99" });
    const res = await request(t.server)
      .post("/api/payments/charge")
      .set("Idempotency-Key", "reused")
      .send({ orderId: created.id, orderToken: created.accessToken, token: await tokenFor("4242424242424242"), amount: "15.99" });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("This Idempotency-Key was already used for a different request.");
  });
});

describe("idempotent order creation", () => {
  it("20 concurrent checkouts with one key create one order", async () => {
    const body = { ...order([{ item: "Honey Cornbread", quantity: 2 }], "31.98"), customerInfo: { ...customerInfo, email: "twenty@example.com" } };
    const answers = await Promise.all(
      // One visitor's browser (its device cookie scopes a visitor's keys).
      Array.from({ length: 20 }, () => request(t.server).post("/api/orders").set("Cookie", "cc_device=one-visitor-s-browser-0001").set("Idempotency-Key", "checkout-20").send(body)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    const rows = await t.database.db.select().from(orders).where(eq(orders.customerEmail, "twenty@example.com"));
    expect(rows).toHaveLength(1);
  });
});

describe("sandbox tokenise endpoint", () => {
  it("refuses a wrong API key with 401", async () => {
    const res = await request(t.server)
      .post("/api/payments/sandbox/tokens")
      .set("apikey", "wrong")
      .send({ card: { number: "4242424242424242", exp_month: "12", exp_year: "2031", cvv: "123" } });
    expect(res.status).toBe(401);
  });

  it("refuses a card that is not a test card, and an expired card", async () => {
    const real = await request(t.server)
      .post("/api/payments/sandbox/tokens")
      .set("apikey", SANDBOX_API_KEY)
      .send({ card: { number: "5555555555554444", exp_month: "12", exp_year: "2031", cvv: "123" } });
    expect(real.status).toBe(400);
    expect(real.body.message).toBe("This is a test environment: use a test card such as 4242 4242 4242 4242.");
    const expired = await request(t.server)
      .post("/api/payments/sandbox/tokens")
      .set("apikey", SANDBOX_API_KEY)
      .send({ card: { number: "4242424242424242", exp_month: "1", exp_year: "2020", cvv: "123" } });
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe("Your card has expired.");
  });

  it("answers the browser's payment configuration", async () => {
    const res = await request(t.server).post("/api/payments/api-key");
    expect(res.body).toEqual({ apiKey: SANDBOX_API_KEY, tokenizeUrl: "/api/payments/sandbox/tokens", provider: "sandbox" });
  });
});

describe("reading orders", () => {
  it("a client sees their own orders, another client gets 404, an admin sees all", async () => {
    const alice = await t.createUser();
    const bob = await t.createUser();
    const aliceAgent = await t.signIn(alice);
    const created = await aliceAgent.post("/api/orders").send(order([{ item: "Honey Cornbread", quantity: 1 }], "15.99"));
    expect(created.status).toBe(201);

    expect((await aliceAgent.get(`/api/orders/${created.body.id}`)).status).toBe(200);
    const own = await aliceAgent.get("/api/orders");
    expect(own.body.items.map((o: { id: number }) => o.id)).toEqual([created.body.id]);

    const bobAgent = await t.signIn(bob);
    const bobRead = await bobAgent.get(`/api/orders/${created.body.id}`);
    expect(bobRead.status).toBe(404);
    expect(bobRead.body).toEqual({ message: "Order not found" });
    expect((await bobAgent.get("/api/orders")).body.items).toEqual([]);
    const bobPay = await bobAgent
      .post("/api/payments/charge")
      .set("Idempotency-Key", "bob-pays-alice")
      .send({ orderId: created.body.id, orderToken: created.body.accessToken, token: await tokenFor("4242424242424242"), amount: "15.99" });
    expect(bobPay.status).toBe(404);

    const admin = await t.signIn(await t.createUser({ role: "admin" }));
    const all = await admin.get("/api/orders?pageSize=100");
    expect(all.body.total).toBeGreaterThan(5);
    expect(all.body.items[0].id).toBeGreaterThan(all.body.items[1].id);
    expect((await admin.get(`/api/orders/${created.body.id}`)).status).toBe(200);
  });

  it("answers 401 to visitors", async () => {
    expect((await request(t.server).get("/api/orders")).status).toBe(401);
  });
});
