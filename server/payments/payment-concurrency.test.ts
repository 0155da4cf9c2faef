import { centsToDecimal } from "@shared/rules/money";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { menuItems, orders, paymentClaims, payments, quotes } from "@shared/schema";
import { createTestApp, type TestApp, type TestUser } from "../test/harness";
import { startFakeClover, type FakeClover } from "../test/fake-clover";
import { createCloverGateway } from "./clover";
import type { PaymentGateway } from "./gateway";
import { createCardPayments, PAYMENT_IN_PROGRESS, PaymentInProgressError } from "./card-payments";
import { createLogger } from "../logger";
import { signBody } from "../test/signatures";

/**
 * The money path under concurrency, against a provider over real HTTP (the fake Clover counts every charge
 * it takes) and the real database: PGlite in `npm test`, the PostgreSQL server in CI (TEST_DATABASE_URL).
 */
let t: TestApp;
let fake: FakeClover;
let server: http.Server;
let base: string;
let itemId: number;
let client: TestUser;
let clientCookie: string;
let admin: TestUser;
let adminCookie: string;
/** Set by a test: the next successful charge is followed by a database failure (see failNextRecord). */
let failAfterNextCharge = false;
let providerGateway: PaymentGateway;

const eventDate = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  fake = await startFakeClover();
  const clover = createCloverGateway({ publicKey: fake.publicKey, privateToken: fake.privateToken, tokenBaseUrl: fake.url, apiBaseUrl: fake.url, timeoutMs: 10_000 });
  // The provider takes the money, then our database fails before the payment is recorded: a crash between
  // the gateway's success and our commit, as far as the money path can tell.
  const gateway: PaymentGateway = {
    ...clover,
    async charge(attempt) {
      const outcome = await clover.charge(attempt);
      if (failAfterNextCharge && outcome.status === "succeeded") {
        failAfterNextCharge = false;
        await failNextPaymentInsert();
      }
      return outcome;
    },
  };
  providerGateway = gateway;
  t = await createTestApp({ gateway });
  [{ id: itemId }] = await t.database.db.insert(menuItems).values({ category: "sides", name: "Cornbread", price: "$15.99" }).returning({ id: menuItems.id });
  for (let i = 0; i < 5; i++) await t.database.db.insert(menuItems).values({ category: "entrees", name: `Entree ${i}`, price: "Half Pan $60 / Full Pan $90" });
  server = http.createServer(t.handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  client = await t.createUser();
  admin = await t.createUser({ role: "admin" });
  clientCookie = await signIn(client);
  adminCookie = await signIn(admin);
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
  await fake.close();
});

/**
 * A trigger that makes inserts into payments fail once. The count lives in a sequence because sequences
 * ignore rollbacks: the failing transaction cannot undo it.
 */
async function failNextPaymentInsert(): Promise<void> {
  await t.database.db.execute(sql`create sequence if not exists fail_payment_seq`);
  await t.database.db.execute(sql`select setval('fail_payment_seq', 1, false)`);
  await t.database.db.execute(sql`
    create or replace function fail_payment_once() returns trigger language plpgsql as $$
    begin
      if nextval('fail_payment_seq') = 1 then raise exception 'simulated failure while recording the payment'; end if;
      return new;
    end $$`);
  await t.database.db.execute(sql`drop trigger if exists fail_payment_once on payments`);
  await t.database.db.execute(sql`create trigger fail_payment_once before insert on payments for each row execute function fail_payment_once()`);
}

async function api(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { "Content-Type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
}

async function signIn(user: TestUser): Promise<string> {
  const res = await api("POST", "/api/login", { username: user.username, password: user.password });
  expect(res.status).toBe(200);
  return res.headers.getSetCookie().find((c) => c.startsWith("cc.sid="))!.split(";")[0];
}

/** What the browser does: tokenise the card with the provider, never with us. */
async function cardToken(): Promise<string> {
  const res = await fetch(`${fake.url}/v1/tokens`, {
    method: "POST",
    headers: { apikey: fake.publicKey, "Content-Type": "application/json" },
    body: JSON.stringify({ card: { number: "4242424242424242", exp_month: "12", exp_year: "2031", cvv: "123" } }),
  });
  return ((await res.json()) as { id: string }).id;
}

async function newVisitorOrder(email = "visitor@example.com"): Promise<{ id: number; accessToken: string }> {
  const res = await api("POST", "/api/orders", {
    customerInfo: { firstName: "Ada", lastName: "Lovelace", email, phone: "555-0100", eventDate: eventDate() },
    fulfilment: "delivery",
    deliveryAddress: "12 Analytical Row, Brooklyn, NY 11201",
    orderItems: [{ menuItemId: itemId, quantity: 1 }],
    totalAmount: "15.99",
  });
  expect(res.status).toBe(201);
  return res.body;
}

const chargeOrder = async (order: { id: number; accessToken: string }, key: string) =>
  api("POST", "/api/payments/charge", { orderId: order.id, orderToken: order.accessToken, token: await cardToken(), amount: "15.99" }, { "Idempotency-Key": key });

/** Charges the provider took for one order or deposit: their provider keys start with the subject. */
const providerCharges = (subject: string) => [...fake.charges.entries()].filter(([key]) => key.startsWith(`cc-${subject}-`));

async function succeededPayments(where: ReturnType<typeof eq>) {
  return t.database.db.select().from(payments).where(and(where, eq(payments.status, "succeeded")));
}

/** An accepted $4,000 full-service proposal of the signed-in client. */
async function acceptedQuote(): Promise<number> {
  const items = await t.database.db.select({ id: menuItems.id }).from(menuItems).where(eq(menuItems.category, "entrees"));
  const created = await api(
    "POST",
    "/api/quotes",
    { eventType: "wedding", eventDate: new Date(Date.now() + 30 * 86_400_000).toISOString(), guestCount: 100, venue: "123 Main Street, Brooklyn, NY 11201", menuPackage: "full-service", menuItemIds: items.map((i) => i.id) },
    { Cookie: clientCookie },
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  // Accepted by signing it, as a client accepts (docs/decisions/014-e-signature.md).
  expect((await api("POST", `/api/quotes/${created.body.id}/sign`, await signBody(), { Cookie: clientCookie })).status).toBe(200);
  return created.body.id;
}

describe("one charge per order, whatever the idempotency keys", () => {
  it("20 concurrent charges of one order with 20 different keys: one charge at the provider, one payment row", async () => {
    const order = await newVisitorOrder();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => chargeOrder(order, `tab-${order.id}-${i}`)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    // Everyone else is told the order is being paid or already paid; nobody is charged.
    expect(statuses.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
    for (const a of answers.filter((a) => a.status === 409)) expect(["ORDER_ALREADY_PAID", PAYMENT_IN_PROGRESS]).toContain(a.body.code);
    expect(providerCharges(`order-${order.id}`)).toHaveLength(1);
    expect(await succeededPayments(eq(payments.orderId, order.id))).toHaveLength(1);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row.status).toBe("paid");
  });

  it("20 concurrent deposit payments of one proposal with 20 different keys: one charge, one payment row", async () => {
    const quoteId = await acceptedQuote();
    const answers = await Promise.all(
      Array.from({ length: 20 }, async (_, i) =>
        api("POST", `/api/quotes/${quoteId}/deposit`, { token: await cardToken(), amount: "2000.00" }, { Cookie: clientCookie, "Idempotency-Key": `dep-${quoteId}-${i}` }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 200).every((a) => a.status === 409)).toBe(true);
    expect(providerCharges(`deposit-${quoteId}`)).toHaveLength(1);
    expect(await succeededPayments(and(eq(payments.quoteId, quoteId), eq(payments.kind, "deposit"))!)).toHaveLength(1);
    // The deposit receipt reached the client.
    expect((await t.outbox()).some((m) => m.to[0].address === client.email && m.subject.startsWith("Deposit received"))).toBe(true);
  });

  // The embedded PGlite has one connection, so concurrent requests queue for it whatever their number: 50 exercise
  // the same interleavings there as 200, which run against the PostgreSQL server's pool in CI.
  const checkouts = process.env.TEST_DATABASE_URL ? 200 : 50;
  it(`${checkouts} concurrent checkouts with distinct keys: ${checkouts} orders, ${checkouts} charges`, async () => {
    const before = fake.charges.size;
    const results = await Promise.all(
      Array.from({ length: checkouts }, async (_, i) => {
        const order = await newVisitorOrder(`guest${i}@example.com`);
        const paid = await chargeOrder(order, `checkout-${i}`);
        return { order, paid };
      }),
    );
    expect(results.map((r) => r.paid.status).filter((s) => s !== 200)).toEqual([]);
    expect(new Set(results.map((r) => r.order.id)).size).toBe(checkouts);
    expect(fake.charges.size - before).toBe(checkouts);
    const ids = results.map((r) => r.order.id);
    const [{ paid }] = await t.database.db
      .select({ paid: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(sql`${orders.id} = any(${`{${ids.join(",")}}`}::int[])`, eq(orders.status, "paid")));
    expect(paid).toBe(checkouts);
  });

  it("a failure between the provider's success and our commit: the retry records the provider's first charge, never a second", async () => {
    const order = await newVisitorOrder();
    failAfterNextCharge = true;
    const crashed = await chargeOrder(order, `crash-${order.id}-1`);
    expect(crashed.status).toBe(502);
    expect(crashed.body.message).toMatch(/will not be charged twice/);
    const [taken] = providerCharges(`order-${order.id}`);
    expect(taken).toBeDefined();
    expect(await succeededPayments(eq(payments.orderId, order.id))).toHaveLength(0);

    // Another tab, another key, another card token: still the same charge.
    const retried = await chargeOrder(order, `crash-${order.id}-2`);
    expect(retried.status).toBe(200);
    expect(retried.body.chargeId).toBe(taken[1].id);
    expect(providerCharges(`order-${order.id}`)).toHaveLength(1);
    const rows = await succeededPayments(eq(payments.orderId, order.id));
    expect(rows.map((r) => r.chargeId)).toEqual([taken[1].id]);
  });

  it("a request that died holding the claim: refused while its lease runs, resolved with the same provider key after", async () => {
    const order = await newVisitorOrder();
    // As a crashed instance leaves it: claimed, lease still running, nothing recorded.
    await t.database.db.insert(paymentClaims).values({ subject: `order:${order.id}`, leaseUntil: sql`now() + interval '1 minute'` });
    const refused = await chargeOrder(order, `dead-${order.id}-1`);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe(PAYMENT_IN_PROGRESS);
    await t.database.db.update(paymentClaims).set({ leaseUntil: sql`now() - interval '1 second'` }).where(eq(paymentClaims.subject, `order:${order.id}`));
    const paid = await chargeOrder(order, `dead-${order.id}-2`);
    expect(paid.status).toBe(200);
    expect(providerCharges(`order-${order.id}`).map(([key]) => key.endsWith("-1"))).toEqual([true]);
  });

  it("a live request keeps its claim past the lease while the provider is slow: a second request is refused meanwhile", async () => {
    const order = await newVisitorOrder();
    let charges = 0;
    const slowGateway: PaymentGateway = {
      ...providerGateway,
      async charge() {
        charges += 1;
        // Four leases long: without renewal the claim would run out mid-call.
        await new Promise((resolve) => setTimeout(resolve, 2_400));
        return { status: "succeeded", chargeId: `slow_${order.id}` };
      },
    };
    const cards = createCardPayments({ db: t.database.db, gateway: slowGateway, logger: createLogger("silent"), leaseMs: 600 });
    const charge = () =>
      cards.chargeCard({
        subject: `order:${order.id}`,
        kind: "charge",
        target: { orderId: order.id },
        amountCents: 1599,
        description: "slow",
        token: "tok",
        checkPayable: async () => undefined,
        markPaid: async () => true,
        reversal: { reason: "unused", record: async () => undefined },
      });
    const first = charge();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await expect(charge()).rejects.toBeInstanceOf(PaymentInProgressError);
    await expect(first).resolves.toEqual({ chargeId: `slow_${order.id}` });
    expect(charges).toBe(1);
  });

  it("a decline moves the provider key on, so the next card is a new charge", async () => {
    const order = await newVisitorOrder();
    fake.mode = "decline";
    try {
      expect((await chargeOrder(order, `decline-${order.id}-1`)).status).toBe(402);
    } finally {
      fake.mode = "approve";
    }
    expect((await chargeOrder(order, `decline-${order.id}-2`)).status).toBe(200);
    expect(providerCharges(`order-${order.id}`).map(([key]) => key.slice(-2))).toEqual(["-2"]);
  });

  it("the database refuses a second succeeded charge for one order, whatever the code does", async () => {
    const order = await newVisitorOrder();
    expect((await chargeOrder(order, `db-${order.id}`)).status).toBe(200);
    await expect(
      t.database.db.insert(payments).values({ orderId: order.id, kind: "charge", provider: "clover", chargeId: "ch_forged", amountCents: 1599, status: "succeeded" }),
    ).rejects.toThrow();
  });
});

describe("visitor orders and caller-scoped keys", () => {
  it("an order id alone reveals nothing: without its access token a charge is 404, as for a missing order", async () => {
    const order = await newVisitorOrder();
    const withoutToken = await api("POST", "/api/payments/charge", { orderId: order.id, token: await cardToken(), amount: "15.99" }, { "Idempotency-Key": `no-token-${order.id}` });
    const wrongToken = await api("POST", "/api/payments/charge", { orderId: order.id, orderToken: "x".repeat(43), token: await cardToken(), amount: "1.00" }, { "Idempotency-Key": `bad-token-${order.id}` });
    const missing = await api("POST", "/api/payments/charge", { orderId: 2_000_000_000, orderToken: order.accessToken, token: await cardToken(), amount: "15.99" }, { "Idempotency-Key": `missing-${order.id}` });
    for (const res of [withoutToken, wrongToken, missing]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: "Order not found" });
    }
    // Nor does a signed-in client, with any key.
    const asClient = await api("POST", "/api/payments/charge", { orderId: order.id, token: await cardToken(), amount: "15.99" }, { Cookie: clientCookie, "Idempotency-Key": `client-${order.id}` });
    expect(asClient.status).toBe(404);
    expect(providerCharges(`order-${order.id}`)).toHaveLength(0);
  });

  it("the same Idempotency-Key from two different callers never returns one caller's answer to the other", async () => {
    const mine = await newVisitorOrder("mine@example.com");
    const theirs = await newVisitorOrder("theirs@example.com");
    const key = `shared-key-${mine.id}`;
    const first = await chargeOrder(mine, key);
    const second = await chargeOrder(theirs, key);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.chargeId).not.toBe(first.body.chargeId);
    expect(second.body.orderId).toBe(theirs.id);
  });
});

describe("deposits: priced before accepted, locked once paid, refunded only through the gateway", () => {
  it("a proposal without a price cannot be accepted", async () => {
    const created = await api("POST", "/api/quotes", { eventType: "birthday", eventDate: new Date(Date.now() + 40 * 86_400_000).toISOString(), guestCount: 60, menuPackage: "custom" }, { Cookie: clientCookie });
    expect(created.status).toBe(201);
    expect(created.body.totalAmount).toBe("0.00");
    const accept = await api("PATCH", `/api/quotes/${created.body.id}/status`, { status: "accepted" }, { Cookie: clientCookie });
    expect(accept.status).toBe(409);
    expect(accept.body.message).toBe("Our team is pricing this proposal");
  });

  it("a paid deposit blocks repricing and declining until an admin refunds it; 20 concurrent refunds refund once", async () => {
    const quoteId = await acceptedQuote();
    const paid = await api("POST", `/api/quotes/${quoteId}/deposit`, { token: await cardToken(), amount: "2000.00" }, { Cookie: clientCookie, "Idempotency-Key": `lock-${quoteId}` });
    expect(paid.status).toBe(200);

    const reprice = await api("PATCH", `/api/quotes/${quoteId}`, { totalAmount: "5000.00" }, { Cookie: adminCookie });
    const reject = await api("PATCH", `/api/quotes/${quoteId}/status`, { status: "rejected" }, { Cookie: adminCookie });
    for (const res of [reprice, reject]) {
      expect(res.status).toBe(409);
      expect(res.body.message).toMatch(/^The deposit on this proposal has been paid/);
    }
    // Clients cannot refund.
    expect((await api("POST", `/api/quotes/${quoteId}/deposit/refund`, { reason: "x" }, { Cookie: clientCookie, "Idempotency-Key": "c" })).status).toBe(403);

    const refunds = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api("POST", `/api/quotes/${quoteId}/deposit/refund`, { reason: "Event moved to another caterer" }, { Cookie: adminCookie, "Idempotency-Key": `refund-${quoteId}-${i}` }),
      ),
    );
    expect(refunds.filter((r) => r.status === 200)).toHaveLength(1);
    expect(refunds.filter((r) => r.status !== 200).every((r) => r.status === 409)).toBe(true);
    const depositCharge = providerCharges(`deposit-${quoteId}`)[0][1];
    expect([...fake.refunds.values()].filter((r) => r.charge === depositCharge.id)).toEqual([{ id: expect.any(String), charge: depositCharge.id, amount: 200_000 }]);
    const rows = await t.database.db.select().from(payments).where(eq(payments.quoteId, quoteId)).orderBy(payments.id);
    expect(rows.map((r) => [r.kind, r.status, r.amountCents])).toEqual([
      ["deposit", "refunded", 200_000],
      ["refund", "succeeded", 200_000],
    ]);
    const [quote] = await t.database.db.select().from(quotes).where(eq(quotes.id, quoteId));
    expect(quote.depositPaidAt).toBeNull();
    expect((await t.outbox()).some((m) => m.to[0].address === client.email && m.subject.includes("was refunded") && m.text.includes("Event moved to another caterer"))).toBe(true);

    // Now the business may reprice it, and the client may pay the new deposit: a new charge, not the old one.
    expect((await api("PATCH", `/api/quotes/${quoteId}`, { totalAmount: "5000.00" }, { Cookie: adminCookie })).status).toBe(200);
    const again = await api("POST", `/api/quotes/${quoteId}/deposit`, { token: await cardToken(), amount: "2500.00" }, { Cookie: clientCookie, "Idempotency-Key": `lock-again-${quoteId}` });
    expect(again.status).toBe(200);
    expect(again.body.chargeId).not.toBe(depositCharge.id);
    expect(providerCharges(`deposit-${quoteId}`)).toHaveLength(2);
  });

  it("a deposit is refunded in part: 20 concurrent partial refunds never give back more than was paid, and the rest keeps the price locked", async () => {
    const quoteId = await acceptedQuote();
    const paid = await api("POST", `/api/quotes/${quoteId}/deposit`, { token: await cardToken(), amount: "2000.00" }, { Cookie: clientCookie, "Idempotency-Key": `partial-${quoteId}` });
    expect(paid.status).toBe(200);
    expect((await api("POST", `/api/quotes/${quoteId}/deposit/refund`, { amount: "2000.01", reason: "Too much" }, { Cookie: adminCookie, "Idempotency-Key": `too-much-${quoteId}` })).status).toBe(409);

    // $300 each: six fit in the $2,000 deposit ($1,800), the seventh would pass it.
    const refunds = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api("POST", `/api/quotes/${quoteId}/deposit/refund`, { amount: "300.00", reason: "Fewer guests" }, { Cookie: adminCookie, "Idempotency-Key": `part-${quoteId}-${i}` }),
      ),
    );
    const done = refunds.filter((r) => r.status === 200).length;
    expect(done).toBeGreaterThanOrEqual(1);
    expect(done).toBeLessThanOrEqual(6);
    expect(refunds.filter((r) => r.status !== 200).every((r) => r.status === 409)).toBe(true);
    const depositCharge = providerCharges(`deposit-${quoteId}`)[0][1];
    const given = [...fake.refunds.values()].filter((r) => r.charge === depositCharge.id);
    expect(given).toHaveLength(done);
    const [quote] = await t.database.db.select().from(quotes).where(eq(quotes.id, quoteId));
    expect(quote.depositRefundedCents).toBe(done * 30_000);
    expect(quote.depositPaidAt).not.toBeNull();
    const view = await api("GET", `/api/quotes/${quoteId}`, undefined, { Cookie: adminCookie });
    expect(view.body).toMatchObject({ depositRefundedAmount: centsToDecimal(done * 30_000), balanceAmount: centsToDecimal(200_000 + done * 30_000) });
    expect((await api("PATCH", `/api/quotes/${quoteId}`, { totalAmount: "5000.00" }, { Cookie: adminCookie })).status).toBe(409);

    // The rest, with no amount, clears the deposit: the proposal may be repriced again.
    const rest = await api("POST", `/api/quotes/${quoteId}/deposit/refund`, { reason: "Event cancelled" }, { Cookie: adminCookie, "Idempotency-Key": `rest-${quoteId}` });
    expect(rest.status).toBe(200);
    expect(rest.body.amount).toBe(centsToDecimal(200_000 - done * 30_000));
    const refundRows = await t.database.db.select().from(payments).where(eq(payments.quoteId, quoteId));
    expect(refundRows.filter((r) => r.kind === "refund").reduce((sum, r) => sum + r.amountCents, 0)).toBe(200_000);
    expect(refundRows.find((r) => r.kind === "deposit")?.status).toBe("refunded");
    expect((await api("PATCH", `/api/quotes/${quoteId}`, { totalAmount: "5000.00" }, { Cookie: adminCookie })).status).toBe(200);
  });
});
