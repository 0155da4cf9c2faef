import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, gt, sql } from "drizzle-orm";
import { auditLog, menuItems, payments, quoteReminders, quotes } from "@shared/schema";
import { businessDates, DEFAULT_BUSINESS_TIME_ZONE } from "@shared/rules/dates";
import { createTestApp, type TestApp } from "../test/harness";
import { cardToken as cardTokenFrom, listen, race, randomGap as gapUpTo, sleep, type Answer } from "../test/races";
import { startFakeClover, type FakeClover } from "../test/fake-clover";
import { createCloverGateway } from "./clover";
import type { PaymentGateway } from "./gateway";
import { PAYMENT_REVERSED } from "@shared/validators/order-messages";
import { signBody } from "../test/signatures";
import { sendBalanceReminders } from "../jobs/scheduled-jobs";
import { MAIL_QUEUE, type Mailer } from "../mail/mailer";

/**
 * The client's cancellation by policy racing every other actor on the same proposal (docs/product/quotes-and-proposals.md,
 * "Cancellation by policy"), as business-races.test.ts races the business's changes: each pair many times with a
 * random gap, either first and overlapping. After every run the provider's charges less its refunds equal what the
 * payments table holds, the proposal's columns agree with it, a cancelled proposal owes no refund, and no charge
 * needed the reversal. 200 runs each on the PostgreSQL server; 8 on the single-connection PGlite.
 */
const RUNS = process.env.TEST_DATABASE_URL ? 200 : 8;
const MAX_GAP_MS = 12;
const RACE_TIMEOUT_MS = 20 * 60_000;

let t: TestApp;
let fake: FakeClover;
let app: Awaited<ReturnType<typeof listen>>;
let entreeIds: number[];
let clientCookie: string;
let adminCookie: string;
const dates = businessDates(DEFAULT_BUSINESS_TIME_ZONE);

const randomGap = () => gapUpTo(MAX_GAP_MS);

beforeAll(async () => {
  fake = await startFakeClover();
  const clover = createCloverGateway({ publicKey: fake.publicKey, privateToken: fake.privateToken, tokenBaseUrl: fake.url, apiBaseUrl: fake.url, timeoutMs: 10_000 });
  const gateway: PaymentGateway = {
    ...clover,
    // The provider answers in a few milliseconds, never the same: the other side lands anywhere in it.
    async charge(attempt) {
      await sleep(Math.random() * 4);
      return clover.charge(attempt);
    },
    async refund(attempt) {
      await sleep(Math.random() * 4);
      return clover.refund(attempt);
    },
  };
  t = await createTestApp({ gateway });
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

const asClient = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => api(method, path, body, { Cookie: clientCookie, ...headers });
const asAdmin = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => api(method, path, body, { Cookie: adminCookie, ...headers });
const key = (what: string) => ({ "Idempotency-Key": `${what}-${Math.random()}` });

const cardToken = () => cardTokenFrom(fake);

/** The client's accepted (signed) $4,000 proposal at noon `days` days ahead; its $2,000 deposit paid if asked. */
async function acceptedQuote(days: number, { payDeposit }: { payDeposit: boolean }): Promise<number> {
  const eventDate = dates.businessInstant(dates.businessDateInDays(days), "12:00")!.toISOString();
  const created = await asClient("POST", "/api/quotes", { eventType: "wedding", eventDate, guestCount: 100, venue: "123 Main Street, Brooklyn, NY 11201", menuPackage: "full-service", menuItemIds: entreeIds });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.id as number;
  expect((await asClient("POST", `/api/quotes/${id}/sign`, await signBody())).status).toBe(200);
  if (payDeposit) expect((await payDeposit_(id, await cardToken())).status).toBe(200);
  return id;
}

const payDeposit_ = async (quoteId: number, token: string) => asClient("POST", `/api/quotes/${quoteId}/deposit`, { token, amount: "2000.00" }, key("dep"));
const payBalance = async (quoteId: number, token: string) => asClient("POST", `/api/quotes/${quoteId}/balance`, { token, amount: "2000.00" }, key("bal"));
const cancel = (quoteId: number) => asClient("POST", `/api/quotes/${quoteId}/cancel`);

/** What the provider holds for the quote's deposit and balance charges: taken less given back, in cents. */
function providerHeld(quoteId: number): number {
  const charges = [...fake.charges.entries()].filter(([k]) => k.startsWith(`cc-deposit-${quoteId}-`) || k.startsWith(`cc-balance-${quoteId}-`)).map(([, c]) => c);
  const ids = new Set(charges.map((c) => c.id));
  const refunded = [...fake.refunds.values()].filter((r) => ids.has(r.charge)).reduce((sum, r) => sum + r.amount, 0);
  return charges.reduce((sum, c) => sum + c.amount, 0) - refunded;
}

/** What the payments table says is held for the quote: succeeded (or since refunded) charges less refunds. */
async function tableHeld(quoteId: number): Promise<number> {
  const [row] = await t.database.db
    .select({
      held: sql<number>`coalesce(sum(case when ${payments.kind} = 'refund' then -${payments.amountCents} when ${payments.status} in ('succeeded', 'refunded') then ${payments.amountCents} else 0 end), 0)::int`,
    })
    .from(payments)
    .where(and(eq(payments.quoteId, quoteId), sql`not (${payments.kind} = 'refund' and ${payments.status} <> 'succeeded')`));
  return row.held;
}

/** Provider, payments table and the proposal's columns agree; a cancelled proposal has refunded all it decided. */
async function expectConsistent(quoteId: number, context: string): Promise<typeof quotes.$inferSelect> {
  const [quote] = await t.database.db.select().from(quotes).where(eq(quotes.id, quoteId));
  const held = await tableHeld(quoteId);
  expect(providerHeld(quoteId), context).toBe(held);
  const columns = (quote.depositPaidCents === null ? 0 : quote.depositPaidCents - quote.depositRefundedCents) + (quote.balancePaidCents ?? 0);
  expect(held, `${context}: quote ${quote.status} ${JSON.stringify({ d: quote.depositPaidCents, r: quote.depositRefundedCents, b: quote.balancePaidCents })}`).toBe(columns);
  if (quote.status === "cancelled") {
    const [since] = await t.database.db
      .select({ refunded: sql<number>`coalesce(sum(${payments.amountCents}), 0)::int` })
      .from(payments)
      .where(and(eq(payments.quoteId, quoteId), eq(payments.kind, "refund"), eq(payments.status, "succeeded"), gt(payments.createdAt, quote.cancelledAt!)));
    expect(since.refunded, `${context}: the cancellation refunded what it decided`).toBe(quote.cancellationRefundCents);
  }
  const reversed = await t.database.db.select({ id: auditLog.id }).from(auditLog).where(and(eq(auditLog.action, "payment.reversed"), eq(auditLog.entityId, quoteId)));
  expect(reversed, `${context}: no charge had to be reversed`).toHaveLength(0);
  return quote;
}

const expectRefused = (answer: Answer, context: string) => {
  expect(answer.status, `${context}: ${JSON.stringify(answer.body)}`).toBe(409);
  expect(answer.body.message, context).toEqual(expect.any(String));
};

describe("the client's cancellation racing another actor", { timeout: RACE_TIMEOUT_MS }, () => {
  it(`cancel vs the balance charge at 20 days' notice (${RUNS} runs): the balance is refunded whole or never taken; the deposit is kept`, async () => {
    for (let run = 0; run < RUNS; run++) {
      const quoteId = await acceptedQuote(20, { payDeposit: true });
      const token = await cardToken();
      const gap = randomGap();
      const [paid, cancelled] = await race(gap, () => payBalance(quoteId, token), () => cancel(quoteId));
      const context = `run ${run}, gap ${gap} ms: balance ${paid.status} ${JSON.stringify(paid.body)}, cancel ${cancelled.status} ${JSON.stringify(cancelled.body)}`;
      const quote = await expectConsistent(quoteId, context);
      expect(paid.body.code, context).not.toBe(PAYMENT_REVERSED);
      if (cancelled.status === 200) {
        expect(cancelled.body.refundPending, context).toBe(false);
        expect(quote.status, context).toBe("cancelled");
        // The policy (0% under 30 days) keeps the deposit; a balance paid first is refunded whole.
        expect(await tableHeld(quoteId), context).toBe(200_000);
        expect(quote.cancellationRefundCents, context).toBe(paid.status === 200 ? 200_000 : 0);
        if (paid.status !== 200) expectRefused(paid, context);
      } else {
        expectRefused(cancelled, context);
        expect(paid.status, context).toBe(200);
        expect(quote.status, context).toBe("accepted");
        expect(await tableHeld(quoteId), context).toBe(400_000);
      }
    }
  });

  it(`cancel vs the deposit charge at 40 days' notice (${RUNS} runs): a cancelled proposal holds nothing`, async () => {
    for (let run = 0; run < RUNS; run++) {
      const quoteId = await acceptedQuote(40, { payDeposit: false });
      const token = await cardToken();
      const gap = randomGap();
      const [paid, cancelled] = await race(gap, () => payDeposit_(quoteId, token), () => cancel(quoteId));
      const context = `run ${run}, gap ${gap} ms: deposit ${paid.status} ${JSON.stringify(paid.body)}, cancel ${cancelled.status} ${JSON.stringify(cancelled.body)}`;
      const quote = await expectConsistent(quoteId, context);
      expect(paid.body.code, context).not.toBe(PAYMENT_REVERSED);
      if (cancelled.status === 200) {
        expect(quote.status, context).toBe("cancelled");
        expect(await tableHeld(quoteId), context).toBe(0);
        if (paid.status !== 200) expectRefused(paid, context);
      } else {
        expectRefused(cancelled, context);
        expect(paid.status, context).toBe(200);
        expect(await tableHeld(quoteId), context).toBe(200_000);
      }
    }
  });

  it(`cancel vs an admin's partial deposit refund at 20 days' notice (${RUNS} runs): never refunded twice, the policy keeps the rest`, async () => {
    for (let run = 0; run < RUNS; run++) {
      const quoteId = await acceptedQuote(20, { payDeposit: true });
      const gap = randomGap();
      const [cancelled, refunded] = await race(gap, () => cancel(quoteId), () => asAdmin("POST", `/api/quotes/${quoteId}/deposit/refund`, { amount: "500.00", reason: "Goodwill" }, key("ref")));
      const context = `run ${run}, gap ${gap} ms: cancel ${cancelled.status} ${JSON.stringify(cancelled.body)}, refund ${refunded.status} ${JSON.stringify(refunded.body)}`;
      const quote = await expectConsistent(quoteId, context);
      if (refunded.status !== 200) expectRefused(refunded, context);
      if (cancelled.status !== 200) expectRefused(cancelled, context);
      expect(cancelled.status === 200 || refunded.status === 200, context).toBe(true);
      expect(await tableHeld(quoteId), context).toBe(refunded.status === 200 ? 150_000 : 200_000);
      expect(quote.status, context).toBe(cancelled.status === 200 ? "cancelled" : "accepted");
      if (quote.status === "cancelled") expect(quote.cancellationRefundCents, context).toBe(0);
    }
  });

  it(`cancel vs an offline payment recorded (${RUNS} runs): recorded before the cancellation, or refused after it`, async () => {
    for (let run = 0; run < RUNS; run++) {
      const quoteId = await acceptedQuote(40, { payDeposit: true });
      const gap = randomGap();
      const [cancelled, recorded] = await race(gap, () => cancel(quoteId), () => asAdmin("POST", `/api/quotes/${quoteId}/offline-payments`, { method: "check", reference: `R${run}`, amount: "300.00" }, key("off")));
      const context = `run ${run}, gap ${gap} ms: cancel ${cancelled.status} ${JSON.stringify(cancelled.body)}, offline ${recorded.status} ${JSON.stringify(recorded.body)}`;
      const quote = await expectConsistent(quoteId, context);
      expect(cancelled.status, context).toBe(200);
      expect(quote.status, context).toBe("cancelled");
      // The full deposit comes back by card; a check recorded first is returned by the business, never by card.
      expect(await tableHeld(quoteId), context).toBe(0);
      if (recorded.status === 201) expect(quote.offlinePaidCents, context).toBe(30_000);
      else expectRefused(recorded, context);
    }
  });

  it(`cancel vs the balance reminder job (${RUNS} runs): a cancelled event is never reminded to pay`, async () => {
    const mailer: Mailer = { send: (message, tx) => t.jobs.send(MAIL_QUEUE, message, tx) };
    const job = () => sendBalanceReminders({ db: t.database.db, mailer, appUrl: "https://cc.example", settings: t.settings }, dates.businessInstant(dates.businessToday(), "12:00")!);
    // Alone, the job reminds such a proposal: the race below is between a real reminder and the cancellation.
    const alone = await acceptedQuote(17, { payDeposit: true });
    await job();
    expect(await t.database.db.select().from(quoteReminders).where(eq(quoteReminders.quoteId, alone))).toHaveLength(1);
    for (let run = 0; run < RUNS; run++) {
      // The balance falls due in 10 days: the 10-day reminder has come (the job's clock: noon at the business today).
      const quoteId = await acceptedQuote(17, { payDeposit: true });
      const gap = randomGap();
      const [cancelled] = await race(gap, () => cancel(quoteId), job);
      const context = `run ${run}, gap ${gap} ms: cancel ${cancelled.status} ${JSON.stringify(cancelled.body)}`;
      expect(cancelled.status, context).toBe(200);
      const quote = await expectConsistent(quoteId, context);
      const reminders = await t.database.db.select().from(quoteReminders).where(eq(quoteReminders.quoteId, quoteId));
      // Reminded only before the cancellation: a reminder the job queued afterwards would ask for money not owed.
      for (const reminder of reminders) expect(reminder.sentAt.getTime(), context).toBeLessThan(quote.cancelledAt!.getTime());
    }
  });

  it(`cancel vs cancel (${RUNS} runs): one refund, whichever answers first`, async () => {
    for (let run = 0; run < RUNS; run++) {
      const quoteId = await acceptedQuote(40, { payDeposit: true });
      const gap = randomGap();
      const [a, b] = await race(gap, () => cancel(quoteId), () => cancel(quoteId));
      const context = `run ${run}, gap ${gap} ms: ${a.status} ${JSON.stringify(a.body)}, ${b.status} ${JSON.stringify(b.body)}`;
      for (const answer of [a, b]) if (answer.status !== 200) expectRefused(answer, context);
      expect(a.status === 200 || b.status === 200, context).toBe(true);
      const quote = await expectConsistent(quoteId, context);
      expect(quote.status, context).toBe("cancelled");
      expect(await tableHeld(quoteId), context).toBe(0);
      expect(providerHeld(quoteId), context).toBe(0);
    }
  });
});
