import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { menuItems, orders } from "@shared/schema";
import { businessDates, DEFAULT_BUSINESS_TIME_ZONE } from "@shared/rules/dates";
import { createTestApp, type TestApp } from "../test/harness";
import { startFakeClover, type FakeClover } from "../test/fake-clover";
import { CLOVER_SETUP_MESSAGE, createCloverGateway } from "./clover";
import { PAYMENT_MESSAGES, type PaymentGateway } from "./gateway";
import { createReconciliationService } from "../services/reconciliation";
import { createLogger } from "../logger";

// Dates at a business in the default time zone (New York), as the test app's settings have it.
const { businessDateInDays } = businessDates(DEFAULT_BUSINESS_TIME_ZONE);

let t: TestApp;
let fake: FakeClover;
let itemId: number;
let gateway: PaymentGateway;

beforeAll(async () => {
  fake = await startFakeClover();
  gateway = createCloverGateway({
    publicKey: fake.publicKey,
    privateToken: fake.privateToken,
    tokenBaseUrl: fake.url,
    apiBaseUrl: fake.url,
    timeoutMs: 300,
  });
  t = await createTestApp({ gateway });
  [{ id: itemId }] = await t.database.db.insert(menuItems).values({ category: "sides", name: "Cornbread", price: "$15.99" }).returning({ id: menuItems.id });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.mode = "approve";
});

async function newOrder(): Promise<number> {
  const res = await request(t.server)
    .post("/api/orders")
    .send({
      customerInfo: { firstName: "Ada", lastName: "L", email: "ada@example.com", phone: "555", eventDate: businessDateInDays(30) },
      fulfilment: "delivery",
      deliveryAddress: "12 Analytical Row, Brooklyn, NY 11201",
      orderItems: [{ menuItemId: itemId, quantity: 1 }],
      totalAmount: "15.99",
    });
  expect(res.status).toBe(201);
  accessTokens.set(res.body.id, res.body.accessToken);
  return res.body.id;
}
/** Each visitor order's access token, as checkout keeps it. */
const accessTokens = new Map<number, string>();

/** What the browser does: post the card to the provider's token URL with the publishable key. */
async function tokenise(): Promise<string> {
  const config = (await request(t.server).post("/api/payments/api-key")).body;
  expect(config).toEqual({ apiKey: fake.publicKey, tokenizeUrl: `${fake.url}/v1/tokens`, provider: "clover" });
  const res = await fetch(config.tokenizeUrl, {
    method: "POST",
    headers: { apikey: config.apiKey, "Content-Type": "application/json" },
    body: JSON.stringify({ card: { number: "4242424242424242", exp_month: "12", exp_year: "2031", cvv: "123" } }),
  });
  return ((await res.json()) as { id: string }).id;
}

const charge = (orderId: number, token: string, key: string) =>
  request(t.server).post("/api/payments/charge").set("Idempotency-Key", key).send({ orderId, orderToken: accessTokens.get(orderId), token, amount: "15.99" });

async function statusOf(orderId: number) {
  const [row] = await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  return row.status;
}

describe("Clover adapter against a fake Clover", () => {
  it("approves: the order is paid, charged in cents with a provider key derived from the order, and our private token", async () => {
    const orderId = await newOrder();
    const res = await charge(orderId, await tokenise(), "clv-approve");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, demo: false, message: "Payment processed successfully!" });
    expect(await statusOf(orderId)).toBe("paid");
    const [[key, taken]] = [...fake.charges.entries()].filter(([, c]) => c.id === res.body.chargeId);
    // Never the browser's key: the order, a random nonce and the attempt number.
    expect(key).toMatch(new RegExp(`^cc-order-${orderId}-[0-9a-f-]{36}-1$`));
    expect(taken).toMatchObject({ id: res.body.chargeId, amount: 1599, description: expect.stringMatching(/^Creative Cuisines order CC-2024-\d{3,}$/) });
  });

  it("declines: 402 saying what to try next (not Clover's own words), the order stays pending", async () => {
    const orderId = await newOrder();
    fake.mode = "decline";
    const res = await charge(orderId, await tokenise(), "clv-decline");
    expect(res.status).toBe(402);
    expect(res.body).toEqual({ success: false, message: "Your card was declined. Check the number or try another card." });
    expect(await statusOf(orderId)).toBe("pending_payment");
  });

  it("tokenising with a key Clover refuses answers 401 (the browser shows the setup message)", async () => {
    const res = await fetch(`${fake.url}/v1/tokens`, { method: "POST", headers: { apikey: "wrong", "Content-Type": "application/json" }, body: "{}" });
    expect(res.status).toBe(401);
  });

  it("a 401 on charge says payment needs setup, and the order stays pending", async () => {
    const orderId = await newOrder();
    const token = await tokenise();
    fake.mode = "unauthorized";
    const res = await charge(orderId, token, "clv-401");
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ message: CLOVER_SETUP_MESSAGE });
    expect(await statusOf(orderId)).toBe("pending_payment");
  });

  it("a 5xx leaves the order pending; the retry with the same key succeeds once", async () => {
    const orderId = await newOrder();
    const token = await tokenise();
    fake.mode = "server_error";
    const failed = await charge(orderId, token, "clv-5xx");
    expect(failed.status).toBe(502);
    expect(failed.body).toEqual({ message: PAYMENT_MESSAGES.unavailable });
    expect(await statusOf(orderId)).toBe("pending_payment");
    fake.mode = "approve";
    const retried = await charge(orderId, token, "clv-5xx");
    expect(retried.status).toBe(200);
    expect(await statusOf(orderId)).toBe("paid");
  });

  it("a timeout leaves the order pending, and the retry never charges twice", async () => {
    const orderId = await newOrder();
    const token = await tokenise();
    fake.mode = "slow";
    const timedOut = await charge(orderId, token, "clv-timeout");
    expect(timedOut.status).toBe(502);
    expect(await statusOf(orderId)).toBe("pending_payment");
    fake.mode = "approve";
    // A new browser key (another tab, a reload): still the same provider key, so the same charge.
    const retried = await charge(orderId, token, "clv-timeout-other-tab");
    expect(retried.status).toBe(200);
    expect(await statusOf(orderId)).toBe("paid");
    // Clover took the charge during the slow first attempt; the retry asked about that one charge again.
    const forOrder = [...fake.charges.keys()].filter((k) => k.startsWith(`cc-order-${orderId}-`));
    expect(forOrder).toHaveLength(1);
    expect(fake.charges.get(forOrder[0])?.id).toBe(retried.body.chargeId);
  });
});

describe("Clover's list of charges, for the reconciliation", () => {
  const outside = (id: string, amount: number) => fake.charges.set(`outside-${id}`, { id, amount, source: "clv_x", description: `Taken outside the app ${id}`, created: Date.now() });

  it("lists the window's charges page after page (created.gte/lte in milliseconds, 100 at a time)", async () => {
    for (let i = 0; i < 150; i += 1) outside(`ch_page_${i}`, 100 + i);
    const before = fake.listRequests;
    const { charges, caveat } = await gateway.listCharges!({ from: new Date(Date.now() - 60_000), to: new Date(Date.now() + 60_000) });
    expect(caveat).toBeUndefined();
    expect(fake.listRequests - before).toBe(2);
    const paged = charges.filter((c) => c.id.startsWith("ch_page_"));
    expect(paged).toHaveLength(150);
    expect(paged.find((c) => c.id === "ch_page_7")).toMatchObject({ amountCents: 107, refundedCents: 0, description: "Taken outside the app ch_page_7" });
    // Nothing created after the window's end is listed.
    expect((await gateway.listCharges!({ from: new Date(Date.now() - 60_000), to: new Date(Date.now() - 30_000) })).charges).toEqual([]);
    for (let i = 0; i < 150; i += 1) fake.charges.delete(`outside-ch_page_${i}`);
  });

  it("finds a charge no payment row records, refunds it in one click, and keeps it on the report while Clover cannot be read", async () => {
    const service = createReconciliationService({ db: t.database.db, gateway, logger: createLogger("silent"), settleMs: 0 });
    // The orders paid above through the app are in order with Clover's list.
    const orderId = await newOrder();
    expect((await charge(orderId, await tokenise(), "clv-reconcile")).status).toBe(200);
    const clean = await service.run();
    expect(clean.findings).toEqual([]);
    expect(clean.gateway).toEqual({ provider: "clover", listed: true, note: null });

    outside("ch_outside_1", 500);
    const found = await service.run();
    expect(found.findings).toMatchObject([{ kind: "orphan_charge", aspect: "gateway", chargeId: "ch_outside_1", amount: "5.00", subject: null, refundable: true }]);
    const admin = await t.signIn(await t.createUser({ role: "admin" }));
    const refunded = await admin.post(`/api/admin/reconciliation/${found.findings[0].id}/refund`).set("Idempotency-Key", "clv-orphan-1");
    expect(refunded.status).toBe(201);
    expect([...fake.refunds.values()].filter((r) => r.charge === "ch_outside_1")).toEqual([{ id: refunded.body.refundId, charge: "ch_outside_1", amount: 500 }]);
    expect((await service.run()).findings).toEqual([]);

    outside("ch_outside_2", 700);
    expect((await service.run()).findings.map((f) => f.chargeId)).toEqual(["ch_outside_2"]);
    fake.mode = "server_error";
    const unreadable = await service.run();
    expect(unreadable.gateway).toMatchObject({ provider: "clover", listed: false, note: expect.stringMatching(/Could not read clover's list of charges/) });
    expect(unreadable.findings.map((f) => f.chargeId)).toEqual(["ch_outside_2"]);
  });
});
