import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { auditLog, menuItems, orders, payments, quoteLines, quotes } from "@shared/schema";
import { depositCents } from "@shared/rules/quotes";
import { createTestApp, type TestApp } from "../test/harness";
import { cardToken as cardTokenFrom, listen, race, randomGap as gapUpTo, sleep, type Answer } from "../test/races";
import { startFakeClover, type FakeClover } from "../test/fake-clover";
import { createCloverGateway } from "./clover";
import type { PaymentGateway } from "./gateway";
import { PAYMENT_REVERSED } from "@shared/validators/order-messages";
import { expireUnpaidOrders } from "../jobs/scheduled-jobs";
import { signBody } from "../test/signatures";

/**
 * A customer's payment racing the business's own change to what is being paid for (docs/architecture.md, "Money and
 * the business's changes"): each pair runs many times with a random gap between the two sides, either first, and
 * overlapping. After every run the provider's charges less its refunds equal what the payments table says is held,
 * and the subject's state agrees with it: a cancelled order or a declined proposal holds $0, a deposit is 50 % of
 * the price the proposal holds. No run may need the reversal (the serialization must win on its own).
 * 200 runs each on the PostgreSQL server (CI's test:api:pg); 12 on the single-connection PGlite of `npm test`.
 */
const RUNS = process.env.TEST_DATABASE_URL ? 200 : 12;
/** The widest gap between the two sides, either way: past the length of a whole charge on an idle machine. */
const MAX_GAP_MS = 12;
/**
 * A limit that only stops a hang: 200 runs take 25–45 s each on an idle machine, and over 120 s (the suite's
 * default) with both cores busy.
 */
const RACE_TIMEOUT_MS = 15 * 60_000;

let t: TestApp;
let fake: FakeClover;
let app: Awaited<ReturnType<typeof listen>>;
let itemId: number;
let entreeIds: number[];
let clientCookie: string;
let adminCookie: string;
/** Set by the belt-and-braces test: runs after the provider's success, before the charge is recorded. */
let afterProviderCharge: ((attempt: { idempotencyKey: string }) => Promise<void>) | null = null;

const randomGap = () => gapUpTo(MAX_GAP_MS);
const eventDate = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  fake = await startFakeClover();
  const clover = createCloverGateway({ publicKey: fake.publicKey, privateToken: fake.privateToken, tokenBaseUrl: fake.url, apiBaseUrl: fake.url, timeoutMs: 10_000 });
  const gateway: PaymentGateway = {
    ...clover,
    async charge(attempt) {
      // A provider's answer takes a few milliseconds, never the same: the business's change lands anywhere in it.
      await sleep(Math.random() * 4);
      const outcome = await clover.charge(attempt);
      if (outcome.status === "succeeded" && afterProviderCharge) await afterProviderCharge(attempt);
      return outcome;
    },
  };
  t = await createTestApp({ gateway });
  [{ id: itemId }] = await t.database.db.insert(menuItems).values({ category: "sides", name: "Cornbread", price: "$15.99" }).returning({ id: menuItems.id });
  entreeIds = [];
  for (let i = 0; i < 5; i++) {
    const [row] = await t.database.db.insert(menuItems).values({ category: "entrees", name: `Entree ${i}`, price: "Half Pan $60 / Full Pan $90" }).returning({ id: menuItems.id });
    entreeIds.push(row.id);
  }
  app = await listen(t.handler);
  const client = await t.createUser();
  const admin = await t.createUser({ role: "admin" });
  clientCookie = await signIn(client.username, client.password);
  adminCookie = await signIn(admin.username, admin.password);
});
afterAll(async () => {
  await app.close();
  await t.close();
  await fake.close();
});

const api = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> => app.api(method, path, body, headers);

const signIn = (username: string, password: string) => app.signIn(username, password);

const asAdmin = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => api(method, path, body, { Cookie: adminCookie, ...headers });

const cardToken = () => cardTokenFrom(fake);

/** A client's $15.99 card order, pending payment. */
async function newOrder(): Promise<number> {
  const res = await api(
    "POST",
    "/api/orders",
    {
      customerInfo: { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", phone: "555-0100", eventDate: eventDate() },
      fulfilment: "delivery",
      deliveryAddress: "12 Analytical Row, Brooklyn, NY 11201",
      orderItems: [{ menuItemId: itemId, quantity: 1 }],
      totalAmount: "15.99",
    },
    { Cookie: clientCookie },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}

const payOrder = async (orderId: number, token: string) =>
  api("POST", "/api/payments/charge", { orderId, token, amount: "15.99" }, { Cookie: clientCookie, "Idempotency-Key": `pay-${orderId}-${Math.random()}` });

/** The client's accepted $4,000 full-service proposal (deposit $2,000). */
async function acceptedQuote(): Promise<number> {
  const created = await api(
    "POST",
    "/api/quotes",
    { eventType: "wedding", eventDate: new Date(Date.now() + 30 * 86_400_000).toISOString(), guestCount: 100, venue: "123 Main Street, Brooklyn, NY 11201", menuPackage: "full-service", menuItemIds: entreeIds },
    { Cookie: clientCookie },
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.id as number;
  // Accepted by signing it, as a client accepts (docs/decisions/014-e-signature.md).
  expect((await api("POST", `/api/quotes/${id}/sign`, await signBody(), { Cookie: clientCookie })).status).toBe(200);
  return id;
}

const payDeposit = async (quoteId: number, token: string, amount = "2000.00") =>
  api("POST", `/api/quotes/${quoteId}/deposit`, { token, amount }, { Cookie: clientCookie, "Idempotency-Key": `dep-${quoteId}-${Math.random()}` });

/** What the provider holds for one subject's charges: taken less given back, in cents. */
function providerHeld(subject: string): number {
  const charges = [...fake.charges.entries()].filter(([key]) => key.startsWith(`cc-${subject}-`)).map(([, charge]) => charge);
  const ids = new Set(charges.map((c) => c.id));
  const refunded = [...fake.refunds.values()].filter((r) => ids.has(r.charge)).reduce((sum, r) => sum + r.amount, 0);
  return charges.reduce((sum, c) => sum + c.amount, 0) - refunded;
}

/** What our payments table says is held for an order or a quote: succeeded charges less refunds, in cents. */
async function tableHeld(target: { orderId: number } | { quoteId: number }): Promise<number> {
  const where = "orderId" in target ? eq(payments.orderId, target.orderId) : eq(payments.quoteId, target.quoteId);
  const [row] = await t.database.db
    .select({
      held: sql<number>`coalesce(sum(case when ${payments.kind} = 'refund' then -${payments.amountCents} when ${payments.status} in ('succeeded', 'refunded') then ${payments.amountCents} else 0 end), 0)::int`,
    })
    .from(payments)
    .where(and(where, sql`not (${payments.kind} = 'refund' and ${payments.status} <> 'succeeded')`));
  return row.held;
}

async function reversals(entityType: "order" | "quote", id: number): Promise<number> {
  const rows = await t.database.db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.action, "payment.reversed"), eq(auditLog.entityType, entityType), eq(auditLog.entityId, id)));
  return rows.length;
}

/** The order's money agrees everywhere: provider, payments table, the order's own state. */
async function expectOrderConsistent(orderId: number, context: string): Promise<typeof orders.$inferSelect> {
  const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
  const held = await tableHeld({ orderId });
  expect(providerHeld(`order-${orderId}`), context).toBe(held);
  const shouldHold = order.status === "cancelled" || order.status === "pending_payment" ? 0 : order.totalCents - order.refundedCents;
  expect(held, `${context}: order ${order.status}, refunded ${order.refundedCents}`).toBe(shouldHold);
  expect(await reversals("order", orderId), `${context}: no charge had to be reversed`).toBe(0);
  return order;
}

async function expectQuoteConsistent(quoteId: number, context: string): Promise<typeof quotes.$inferSelect> {
  const [quote] = await t.database.db.select().from(quotes).where(eq(quotes.id, quoteId));
  const held = await tableHeld({ quoteId });
  expect(providerHeld(`deposit-${quoteId}`), context).toBe(held);
  const shouldHold = quote.depositPaidCents === null ? 0 : quote.depositPaidCents - quote.depositRefundedCents;
  expect(held, `${context}: quote ${quote.status}, deposit ${quote.depositPaidCents}`).toBe(shouldHold);
  if (quote.status === "rejected") expect(held, `${context}: a declined proposal holds nothing`).toBe(0);
  // A deposit is 50 % of the price the proposal holds now: a reprice after it was refused.
  if (quote.depositPaidCents !== null) expect(quote.depositPaidCents, context).toBe(depositCents(quote.totalCents));
  expect(await reversals("quote", quoteId), `${context}: no charge had to be reversed`).toBe(0);
  return quote;
}

/** The answers the business's side may get when it loses: the payment first, or the change it saw is gone. */
const expectRefusedClearly = (answer: Answer, context: string) => {
  expect(answer.status, `${context}: ${JSON.stringify(answer.body)}`).toBe(409);
  expect(answer.body.message, context).toEqual(expect.any(String));
};

describe("a customer's payment racing the business's change", { timeout: RACE_TIMEOUT_MS }, () => {
  it(`charge vs cancel (${RUNS} runs): either the payment wins and the cancel refunds it or is refused, or the cancel wins and nothing is charged`, async () => {
    const tally = { paidThenCancelled: 0, cancelRefused: 0, cancelFirst: 0 };
    for (let run = 0; run < RUNS; run++) {
      const orderId = await newOrder();
      const token = await cardToken();
      const gap = randomGap();
      const [paid, cancelled] = await race(gap, () => payOrder(orderId, token), () => asAdmin("PATCH", `/api/orders/${orderId}/status`, { status: "cancelled" }));
      const context = `run ${run}, gap ${gap} ms: charge ${paid.status} ${JSON.stringify(paid.body)}, cancel ${cancelled.status} ${JSON.stringify(cancelled.body)}`;
      const order = await expectOrderConsistent(orderId, context);
      expect(paid.body.code, context).not.toBe(PAYMENT_REVERSED);
      if (paid.status === 200) {
        if (cancelled.status === 200) {
          tally.paidThenCancelled += 1;
          expect(order.status, context).toBe("cancelled");
          expect(order.refundedCents, context).toBe(1599);
        } else {
          tally.cancelRefused += 1;
          expectRefusedClearly(cancelled, context);
          expect(order.status, context).toBe("paid");
        }
      } else {
        tally.cancelFirst += 1;
        expect(paid.status, context).toBe(409);
        expect(cancelled.status, context).toBe(200);
        expect(order.status, context).toBe("cancelled");
        expect(providerHeld(`order-${orderId}`), context).toBe(0);
      }
    }
    expect(tally.paidThenCancelled + tally.cancelRefused + tally.cancelFirst).toBe(RUNS);
  });

  it(`charge vs the expiry of unpaid orders (${RUNS} runs): an order is either paid or expired, never both`, async () => {
    for (let run = 0; run < RUNS; run++) {
      const orderId = await newOrder();
      await t.database.db.update(orders).set({ createdAt: sql`now() - interval '25 hours'` }).where(eq(orders.id, orderId));
      const token = await cardToken();
      const gap = randomGap();
      const [paid, expired] = await race(gap, () => payOrder(orderId, token), () => expireUnpaidOrders(t.database.db));
      const context = `run ${run}, gap ${gap} ms: charge ${paid.status} ${JSON.stringify(paid.body)}, expired ${expired}`;
      const order = await expectOrderConsistent(orderId, context);
      if (paid.status === 200) {
        expect(order.status, context).toBe("paid");
      } else {
        expect(paid.status, context).toBe(409);
        expect(order.status, context).toBe("cancelled");
        expect(providerHeld(`order-${orderId}`), context).toBe(0);
      }
    }
    // Orders left pending by a run whose job came first while the charge held the claim are expired by the next run.
    await expireUnpaidOrders(t.database.db);
  });

  it(`deposit vs decline (${RUNS} runs): a declined proposal holds no deposit`, async () => {
    for (let run = 0; run < RUNS; run++) {
      const quoteId = await acceptedQuote();
      const token = await cardToken();
      const gap = randomGap();
      const [paid, declined] = await race(gap, () => payDeposit(quoteId, token), () => asAdmin("PATCH", `/api/quotes/${quoteId}/status`, { status: "rejected" }));
      const context = `run ${run}, gap ${gap} ms: deposit ${paid.status} ${JSON.stringify(paid.body)}, decline ${declined.status} ${JSON.stringify(declined.body)}`;
      const quote = await expectQuoteConsistent(quoteId, context);
      if (paid.status === 200) {
        expectRefusedClearly(declined, context);
        expect(quote.status, context).toBe("accepted");
        expect(quote.depositPaidCents, context).toBe(200_000);
      } else {
        expect(paid.status, context).toBe(409);
        expect(declined.status, context).toBe(200);
        expect(quote.status, context).toBe("rejected");
      }
    }
  });

  it(`deposit vs reprice (${RUNS} runs): the deposit is 50 % of the price, or the reprice was refused`, async () => {
    for (let run = 0; run < RUNS; run++) {
      const quoteId = await acceptedQuote();
      const token = await cardToken();
      const gap = randomGap();
      const [paid, repriced] = await race(gap, () => payDeposit(quoteId, token), () => asAdmin("PATCH", `/api/quotes/${quoteId}`, { totalAmount: "100.00" }));
      const context = `run ${run}, gap ${gap} ms: deposit ${paid.status} ${JSON.stringify(paid.body)}, reprice ${repriced.status} ${JSON.stringify(repriced.body)}`;
      const quote = await expectQuoteConsistent(quoteId, context);
      if (paid.status === 200) {
        expectRefusedClearly(repriced, context);
        expect(quote.totalCents, context).toBe(400_000);
      } else {
        // Repriced before the deposit was read: the amount sent is no longer the deposit (400), or changed under
        // the claim (409).
        expect([400, 409], context).toContain(paid.status);
        expect(repriced.status, context).toBe(200);
        expect(quote.totalCents, context).toBe(10_000);
        expect(quote.depositPaidCents, context).toBeNull();
      }
    }
  });

  it(`deposit vs pricing by lines (${RUNS} runs): the deposit is 50 % of the price, or the new lines were refused and none kept`, async () => {
    for (let run = 0; run < RUNS; run++) {
      const quoteId = await acceptedQuote();
      const token = await cardToken();
      const gap = randomGap();
      const lines = { lines: [{ kind: "other", description: "Tasting menu", quantity: 1, unitPrice: "100.00" }] };
      const [paid, priced] = await race(gap, () => payDeposit(quoteId, token), () => asAdmin("PUT", `/api/admin/quotes/${quoteId}/lines`, lines));
      const context = `run ${run}, gap ${gap} ms: deposit ${paid.status} ${JSON.stringify(paid.body)}, lines ${priced.status} ${JSON.stringify(priced.body)}`;
      const quote = await expectQuoteConsistent(quoteId, context);
      const kept = await t.database.db.select().from(quoteLines).where(eq(quoteLines.quoteId, quoteId));
      if (paid.status === 200) {
        expectRefusedClearly(priced, context);
        expect(quote.totalCents, context).toBe(400_000);
        expect(kept, context).toEqual([]);
        expect(quote.version, context).toBe(1);
      } else {
        // Priced before the deposit was read: the amount sent is no longer the deposit (400), or changed under the claim (409).
        expect([400, 409], context).toContain(paid.status);
        expect(priced.status, context).toBe(200);
        expect(quote.totalCents, context).toBe(10_000);
        expect(kept.map((l) => l.lineTotalCents), context).toEqual([10_000]);
        expect(quote.version, context).toBe(2);
        expect(quote.depositPaidCents, context).toBeNull();
      }
    }
  });

  it(`deposit vs a change of the proposal's dishes (${RUNS} runs): one after the other, never interleaved`, async () => {
    for (let run = 0; run < RUNS; run++) {
      const quoteId = await acceptedQuote();
      const token = await cardToken();
      const gap = randomGap();
      const dishes = entreeIds.slice(0, 2);
      const [paid, edited] = await race(gap, () => payDeposit(quoteId, token), () => asAdmin("PATCH", `/api/quotes/${quoteId}`, { menuItemIds: dishes }));
      const context = `run ${run}, gap ${gap} ms: deposit ${paid.status} ${JSON.stringify(paid.body)}, edit ${edited.status} ${JSON.stringify(edited.body)}`;
      const quote = await expectQuoteConsistent(quoteId, context);
      // The dishes do not change the price: the deposit goes through unless the edit held the claim at that moment.
      if (edited.status === 200) expect(quote.menuItemIds, context).toEqual(dishes);
      else expectRefusedClearly(edited, context);
      if (paid.status === 200) expect(quote.depositPaidCents, context).toBe(200_000);
      else expect(paid.status, context).toBe(409);
      expect(paid.status === 200 || edited.status === 200, context).toBe(true);
    }
  });

  it(`refund vs cancel of a paid order (${RUNS} runs): never more given back than was paid, a cancelled order holds $0`, async () => {
    for (let run = 0; run < RUNS; run++) {
      const orderId = await newOrder();
      expect((await payOrder(orderId, await cardToken())).status).toBe(200);
      const gap = randomGap();
      const [refunded, cancelled] = await race(
        gap,
        () => asAdmin("POST", `/api/orders/${orderId}/refunds`, { amount: "5.00", reason: "Late tray" }, { "Idempotency-Key": `refund-${orderId}` }),
        () => asAdmin("PATCH", `/api/orders/${orderId}/status`, { status: "cancelled", note: "Called off" }),
      );
      const context = `run ${run}, gap ${gap} ms: refund ${refunded.status} ${JSON.stringify(refunded.body)}, cancel ${cancelled.status} ${JSON.stringify(cancelled.body)}`;
      const order = await expectOrderConsistent(orderId, context);
      if (cancelled.status === 200) {
        expect(order.status, context).toBe("cancelled");
        expect(order.refundedCents, context).toBe(1599);
      } else {
        expectRefusedClearly(cancelled, context);
        expect(order.status, context).toBe("paid");
      }
      if (refunded.status !== 201) expectRefusedClearly(refunded, context);
      expect(refunded.status === 201 || cancelled.status === 200, context).toBe(true);
    }
  });
});

describe("a client's balance payment racing the business's change", { timeout: RACE_TIMEOUT_MS }, () => {
  /** An accepted $4,000 proposal whose $2,000 deposit is paid: $2,000 is left to pay. */
  async function depositPaidQuote(): Promise<number> {
    const created = await api(
      "POST",
      "/api/quotes",
      { eventType: "wedding", eventDate: new Date(Date.now() + 30 * 86_400_000).toISOString(), guestCount: 100, venue: "123 Main Street, Brooklyn, NY 11201", menuPackage: "full-service", menuItemIds: entreeIds },
      { Cookie: clientCookie },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const quoteId = created.body.id as number;
    // Accepted directly: these races start after the client's acceptance and deposit.
    await t.database.db.update(quotes).set({ status: "accepted" }).where(eq(quotes.id, quoteId));
    const paid = await payDeposit(quoteId, await cardToken());
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    return quoteId;
  }
  const payBalance = async (quoteId: number, token: string, amount = "2000.00") =>
    api("POST", `/api/quotes/${quoteId}/balance`, { token, amount }, { Cookie: clientCookie, "Idempotency-Key": `bal-${quoteId}-${Math.random()}` });

  /** The balance's money agrees everywhere: the provider, the payments table, the quote's columns; the total is never passed. */
  async function expectBalanceConsistent(quoteId: number, context: string): Promise<typeof quotes.$inferSelect> {
    const [quote] = await t.database.db.select().from(quotes).where(eq(quotes.id, quoteId));
    const [row] = await t.database.db
      .select({ held: sql<number>`coalesce(sum(${payments.amountCents}), 0)::int` })
      .from(payments)
      .where(and(eq(payments.quoteId, quoteId), eq(payments.kind, "balance"), eq(payments.status, "succeeded")));
    expect(providerHeld(`balance-${quoteId}`), context).toBe(row.held);
    expect(row.held, `${context}: balance column ${quote.balancePaidCents}`).toBe(quote.balancePaidCents ?? 0);
    const received = (quote.depositPaidCents ?? 0) - quote.depositRefundedCents + (quote.balancePaidCents ?? 0) + quote.offlinePaidCents;
    expect(received, `${context}: never more than the total`).toBeLessThanOrEqual(quote.totalCents);
    if (quote.balancePaidCents !== null) expect(received, `${context}: a paid balance settles the total`).toBe(quote.totalCents);
    expect(await reversals("quote", quoteId), `${context}: no charge had to be reversed`).toBe(0);
    return quote;
  }

  it(`balance vs reprice (${RUNS} runs): the balance pays the price the proposal holds, or the reprice was refused`, async () => {
    for (let run = 0; run < RUNS; run++) {
      const quoteId = await depositPaidQuote();
      const token = await cardToken();
      const gap = randomGap();
      const [paid, repriced] = await race(gap, () => payBalance(quoteId, token), () => asAdmin("PATCH", `/api/quotes/${quoteId}`, { totalAmount: "5000.00" }));
      const context = `run ${run}, gap ${gap} ms: balance ${paid.status} ${JSON.stringify(paid.body)}, reprice ${repriced.status} ${JSON.stringify(repriced.body)}`;
      const quote = await expectBalanceConsistent(quoteId, context);
      // A paid deposit locks the price either way (refund it first): the reprice is refused clearly, the balance is paid
      // unless it met the reprice holding its claim.
      expectRefusedClearly(repriced, context);
      expect(quote.totalCents, context).toBe(400_000);
      if (paid.status === 200) expect(quote.balancePaidCents, context).toBe(200_000);
    }
  });

  it(`balance vs a change of the proposal's notes (${RUNS} runs): one after the other, never interleaved`, async () => {
    for (let run = 0; run < RUNS; run++) {
      const quoteId = await depositPaidQuote();
      const token = await cardToken();
      const gap = randomGap();
      const [paid, edited] = await race(gap, () => payBalance(quoteId, token), () => asAdmin("PATCH", `/api/quotes/${quoteId}`, { notes: `Run ${run}` }));
      const context = `run ${run}, gap ${gap} ms: balance ${paid.status} ${JSON.stringify(paid.body)}, edit ${edited.status} ${JSON.stringify(edited.body)}`;
      const quote = await expectBalanceConsistent(quoteId, context);
      if (edited.status === 200) expect(quote.notes, context).toBe(`Run ${run}`);
      else expectRefusedClearly(edited, context);
      if (paid.status === 200) expect(quote.balancePaidCents, context).toBe(200_000);
      else expect(paid.status, context).toBe(409);
      expect(paid.status === 200 || edited.status === 200, context).toBe(true);
    }
  });

  it(`balance vs an offline payment recorded by an admin (${RUNS} runs): the money is taken once, never past the total`, async () => {
    for (let run = 0; run < RUNS; run++) {
      const quoteId = await depositPaidQuote();
      const token = await cardToken();
      const gap = randomGap();
      const [paid, recorded] = await race(
        gap,
        () => payBalance(quoteId, token),
        () => asAdmin("POST", `/api/quotes/${quoteId}/offline-payments`, { method: "check", reference: `Check ${run}`, amount: "2000.00" }, { "Idempotency-Key": `off-${quoteId}` }),
      );
      const context = `run ${run}, gap ${gap} ms: balance ${paid.status} ${JSON.stringify(paid.body)}, offline ${recorded.status} ${JSON.stringify(recorded.body)}`;
      const quote = await expectBalanceConsistent(quoteId, context);
      // Exactly one of them took the $2,000 left: the other found nothing owed, the amount changed, or the claim held.
      expect([paid.status === 200, recorded.status === 201].filter(Boolean), context).toHaveLength(1);
      if (paid.status === 200) {
        expectRefusedClearly(recorded, context);
        expect(quote.offlinePaidCents, context).toBe(0);
      } else {
        expect([400, 409], context).toContain(paid.status);
        expect(quote.offlinePaidCents, context).toBe(200_000);
        expect(quote.balancePaidCents, context).toBeNull();
      }
    }
  });
});

describe("belt and braces: a charge that succeeds for something no longer payable", () => {
  it("is refunded through the provider at once, recorded, audited, answered 409 and emailed", async () => {
    const orderId = await newOrder();
    // The test hook: after the provider takes the money, the order is cancelled behind the claim's back (as if the
    // charge's lease had run out while the provider was silent).
    afterProviderCharge = async () => {
      afterProviderCharge = null;
      await t.database.db.update(orders).set({ status: "cancelled" }).where(eq(orders.id, orderId));
    };
    const answer = await payOrder(orderId, await cardToken());
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: PAYMENT_REVERSED, refunded: true });
    expect(answer.body.message).toContain("You have not been charged");

    expect(providerHeld(`order-${orderId}`)).toBe(0);
    expect(await tableHeld({ orderId })).toBe(0);
    const rows = await t.database.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(rows.map((r) => [r.kind, r.status, r.amountCents]).sort()).toEqual([
      ["charge", "refunded", 1599],
      ["refund", "succeeded", 1599],
    ]);
    expect(await reversals("order", orderId)).toBe(1);
    const number = await orderNumberOf(orderId);
    const mail = (await t.outbox()).filter((m) => m.subject === `You were not charged for order ${number}`);
    expect(mail).toHaveLength(1);
    expect(mail[0].text).toContain("you have not been charged");
  });

  it("a deposit charged while the proposal was declined behind the claim's back is refunded the same way", async () => {
    const quoteId = await acceptedQuote();
    afterProviderCharge = async () => {
      afterProviderCharge = null;
      await t.database.db.update(quotes).set({ status: "rejected" }).where(eq(quotes.id, quoteId));
    };
    const answer = await payDeposit(quoteId, await cardToken());
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: PAYMENT_REVERSED, refunded: true });
    expect(providerHeld(`deposit-${quoteId}`)).toBe(0);
    expect(await tableHeld({ quoteId })).toBe(0);
    const [quote] = await t.database.db.select().from(quotes).where(eq(quotes.id, quoteId));
    expect(quote.depositPaidAt).toBeNull();
    expect(await reversals("quote", quoteId)).toBe(1);
  });
});

async function orderNumberOf(orderId: number): Promise<string> {
  const res = await api("GET", `/api/orders/${orderId}`, undefined, { Cookie: clientCookie });
  return res.body.number as string;
}
