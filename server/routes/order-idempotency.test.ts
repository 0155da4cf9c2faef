import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, like, sql } from "drizzle-orm";
import { idempotencyKeys, menuItems, orders, payments } from "@shared/schema";
import { businessDates, DEFAULT_BUSINESS_TIME_ZONE } from "@shared/rules/dates";
import { createTestApp, type TestApp } from "../test/harness";
import { SANDBOX_API_KEY } from "../payments/sandbox";

// Dates at a business in the default time zone (New York), as the test app's settings have it.
const { businessDateInDays } = businessDates(DEFAULT_BUSINESS_TIME_ZONE);

/**
 * A checkout's Idempotency-Key: scoped to the visitor's browser, its stored answer free of the access token, and
 * committed with the order (or the payment) it answers for. Real database: PGlite, or PostgreSQL with TEST_DATABASE_URL.
 */
let t: TestApp;
let itemId: number;
beforeAll(async () => {
  t = await createTestApp();
  [{ id: itemId }] = await t.database.db.insert(menuItems).values({ category: "sides", name: "Cornbread", price: "$15.99" }).returning({ id: menuItems.id });
  // Makes the next write of an answer for a key starting "fail-answer-" fail, once. The count lives in a sequence,
  // which a rollback does not undo.
  await t.database.db.execute(sql`create sequence fail_answer_seq`);
  await t.database.db.execute(sql`select setval('fail_answer_seq', 1)`);
  await t.database.db.execute(sql`
    create function fail_answer_once() returns trigger language plpgsql as $$
    begin
      if new.response_status is not null and new.key like 'fail-answer-%' and nextval('fail_answer_seq') = 1 then
        raise exception 'simulated failure while storing the answer';
      end if;
      return new;
    end $$`);
  await t.database.db.execute(sql`create trigger fail_answer_once before insert or update on idempotency_keys for each row execute function fail_answer_once()`);
});
afterAll(() => t.close());

const failNextAnswer = () => t.database.db.execute(sql`select setval('fail_answer_seq', 1, false)`);

const checkout = (email: string) => ({
  customerInfo: { firstName: "Ada", lastName: "Lovelace", email, phone: "555-0100", eventDate: businessDateInDays(30) },
  fulfilment: "delivery",
  deliveryAddress: "12 Analytical Row, Brooklyn, NY 11201",
  orderItems: [{ menuItemId: itemId, option: null, quantity: 1 }],
  totalAmount: "15.99",
});

const placeOrder = (body: object, key: string, device?: string) => {
  const req = request(t.server).post("/api/orders").set("Idempotency-Key", key);
  if (device) req.set("Cookie", `cc_device=${device}`);
  return req.send(body);
};

async function cardToken(): Promise<string> {
  const res = await request(t.server)
    .post("/api/payments/sandbox/tokens")
    .set("apikey", SANDBOX_API_KEY)
    .send({ card: { number: "4242424242424242", exp_month: "12", exp_year: "2031", cvv: "123" } });
  expect(res.status).toBe(201);
  return res.body.id;
}

const ordersOf = (email: string) => t.database.db.select().from(orders).where(eq(orders.customerEmail, email));

describe("a visitor's Idempotency-Keys belong to their browser", () => {
  it("another visitor with the same key and body gets an order of their own; the same visitor's retry gets the same order and a token that pays it", async () => {
    const body = checkout("same-body@example.com");
    const mine = await placeOrder(body, "visitor-key-1", "browser-of-the-first-visitor");
    const theirs = await placeOrder(body, "visitor-key-1", "browser-of-the-second-visitor");
    expect(mine.status).toBe(201);
    expect(theirs.status).toBe(201);
    expect(theirs.body.id).not.toBe(mine.body.id);
    expect(theirs.body.accessToken).not.toBe(mine.body.accessToken);

    const retry = await placeOrder(body, "visitor-key-1", "browser-of-the-first-visitor");
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(mine.body);
    expect(await ordersOf("same-body@example.com")).toHaveLength(2);

    // The replayed token is the order's own: it pays the order, and the other visitor's does not.
    const token = await cardToken();
    const wrong = await request(t.server)
      .post("/api/payments/charge")
      .set("Idempotency-Key", "pay-with-their-token")
      .send({ orderId: mine.body.id, orderToken: theirs.body.accessToken, token, amount: "15.99" });
    expect(wrong.status).toBe(404);
    const paid = await request(t.server)
      .post("/api/payments/charge")
      .set("Idempotency-Key", "pay-with-the-replayed-token")
      .send({ orderId: mine.body.id, orderToken: retry.body.accessToken, token, amount: "15.99" });
    expect(paid.status).toBe(200);
  });

  it("a visitor who sent a key without a device cookie gets one, and their retry with it finds their order", async () => {
    const body = checkout("no-cookie-yet@example.com");
    const first = await placeOrder(body, "visitor-key-2");
    expect(first.status).toBe(201);
    const setCookie = ([] as string[]).concat(first.headers["set-cookie"] ?? []).find((c) => c.startsWith("cc_device="));
    expect(setCookie).toMatch(/^cc_device=[A-Za-z0-9_-]{43}; .*Path=\/.*SameSite=Lax/);
    expect(setCookie).not.toMatch(/HttpOnly/);
    const device = setCookie!.split(";")[0].slice("cc_device=".length);

    const retry = await placeOrder(body, "visitor-key-2", device);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers["set-cookie"] ?? []).not.toContainEqual(expect.stringMatching(/^cc_device=/));
    expect(await ordersOf("no-cookie-yet@example.com")).toHaveLength(1);
  });
});

describe("stored answers", () => {
  it("never contain the access token, nor the device cookie", async () => {
    const created = await placeOrder(checkout("at-rest@example.com"), "visitor-key-3", "browser-whose-answers-are-read");
    expect(created.status).toBe(201);
    const token = created.body.accessToken as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await t.database.db.select().from(idempotencyKeys).where(like(idempotencyKeys.scope, "order:%"));
    expect(stored.length).toBeGreaterThan(0);
    for (const row of stored) {
      const text = JSON.stringify(row);
      expect(text).not.toContain(token);
      expect(text).not.toContain("accessToken");
      expect(text).not.toContain("browser-whose-answers-are-read");
    }
    const [mine] = stored.filter((row) => row.key === "visitor-key-3");
    expect(mine.responseBody).toMatchObject({ id: created.body.id, totalAmount: "15.99" });
  });
});

describe("an answer commits with the order or payment it answers for", () => {
  it("when the answer cannot be written, no order is created; the retry creates exactly one", async () => {
    const body = checkout("answer-fails@example.com");
    await failNextAnswer();
    const failed = await placeOrder(body, "fail-answer-order", "browser-of-a-checkout-that-crashed");
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect(await ordersOf("answer-fails@example.com")).toHaveLength(0);

    const retry = await placeOrder(body, "fail-answer-order", "browser-of-a-checkout-that-crashed");
    expect(retry.status).toBe(201);
    const again = await placeOrder(body, "fail-answer-order", "browser-of-a-checkout-that-crashed");
    expect(again.body).toEqual(retry.body);
    expect((await ordersOf("answer-fails@example.com")).map((o) => o.id)).toEqual([retry.body.id]);
  });

  it("when a charge's answer cannot be written, the payment is not recorded either; the retry records the provider's one charge", async () => {
    const created = await placeOrder(checkout("charge-answer-fails@example.com"), "charge-answer-order", "browser-of-a-visitor-who-pays");
    const charge = { orderId: created.body.id, orderToken: created.body.accessToken, token: await cardToken(), amount: "15.99" };
    await failNextAnswer();
    const failed = await request(t.server).post("/api/payments/charge").set("Idempotency-Key", "fail-answer-charge").send(charge);
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect(await t.database.db.select().from(payments).where(eq(payments.orderId, created.body.id))).toHaveLength(0);
    const [unpaid] = await ordersOf("charge-answer-fails@example.com");
    expect(unpaid.status).toBe("pending_payment");

    const retry = await request(t.server).post("/api/payments/charge").set("Idempotency-Key", "fail-answer-charge").send(charge);
    expect(retry.status).toBe(200);
    const again = await request(t.server).post("/api/payments/charge").set("Idempotency-Key", "fail-answer-charge").send(charge);
    expect(again.body).toEqual(retry.body);
    const rows = await t.database.db.select().from(payments).where(eq(payments.orderId, created.body.id));
    expect(rows.map((r) => [r.status, r.chargeId])).toEqual([["succeeded", retry.body.chargeId]]);
  });
});
