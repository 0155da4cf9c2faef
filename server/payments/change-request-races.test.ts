import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import {
  auditLog,
  menuItems,
  payments,
  quoteChangeRequests,
  quotes,
  quoteVersions,
} from "@shared/schema";
import { createTestApp, type TestApp } from "../test/harness";
import {
  cardToken as cardTokenFrom,
  listen,
  race,
  randomGap,
  sleep,
  type Answer,
} from "../test/races";
import { startFakeClover, type FakeClover } from "../test/fake-clover";
import { createCloverGateway } from "./clover";
import type { PaymentGateway } from "./gateway";

/**
 * An admin's approval of a change request racing the client's deposit on the same proposal (docs/architecture.md,
 * "Money and the business's changes"; docs/decisions/015-proposal-versions.md): the approval takes the quote's row
 * lock and the deposit's payment claim as the admin's own changes do. Either the deposit lands first (50 % of the
 * price it was shown) and the approval reprices after it, the balance following; or the approval lands first and the
 * deposit shown is refused, nothing charged; or the approval meets the charge in flight and is refused. After every
 * run the provider, the payments table and the quote agree, and no charge needed reversing. The same approval racing
 * the client's balance (after the deposit): exactly one lands, the balance is paid at the price it was owed at, or
 * the approval is refused (a paid balance locks the price) and the request still waits.
 * 50 runs on the PostgreSQL server; 6 on the single-connection PGlite.
 */
const RUNS = process.env.TEST_DATABASE_URL ? 50 : 6;
const MAX_GAP_MS = 12;

let t: TestApp;
let fake: FakeClover;
let app: Awaited<ReturnType<typeof listen>>;
let entreeIds: number[];
let clientCookie: string;
let adminCookie: string;

beforeAll(async () => {
  fake = await startFakeClover();
  const clover = createCloverGateway({
    publicKey: fake.publicKey,
    privateToken: fake.privateToken,
    tokenBaseUrl: fake.url,
    apiBaseUrl: fake.url,
    timeoutMs: 10_000,
  });
  // A provider's answer takes a few milliseconds, never the same: the approval lands anywhere in it.
  const gateway: PaymentGateway = {
    ...clover,
    charge: async (attempt) => (
      await sleep(Math.random() * 4),
      clover.charge(attempt)
    ),
  };
  t = await createTestApp({ gateway });
  entreeIds = [];
  for (let i = 0; i < 5; i++) {
    const [row] = await t.database.db
      .insert(menuItems)
      .values({
        category: "entrees",
        name: `Entree ${i}`,
        price: "Half Pan $60 / Full Pan $90",
      })
      .returning({ id: menuItems.id });
    entreeIds.push(row.id);
  }
  app = await listen(t.handler);
  const client = await t.createUser();
  const admin = await t.createUser({ role: "admin" });
  clientCookie = await app.signIn(client.username, client.password);
  adminCookie = await app.signIn(admin.username, admin.password);
});
afterAll(async () => {
  await app.close();
  await t.close();
  await fake.close();
});

const asClient = (
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> =>
  app.api(method, path, body, { Cookie: clientCookie, ...headers });
const asAdmin = (
  method: string,
  path: string,
  body?: unknown,
): Promise<Answer> => app.api(method, path, body, { Cookie: adminCookie });

/** The client's accepted 100-guest full-service proposal ($4,000.00, deposit $2,000.00) with a pending request for 120 guests ($4,800.00). */
async function acceptedWithRequest(): Promise<{
  quoteId: number;
  requestId: number;
}> {
  const created = await asClient("POST", "/api/quotes", {
    eventType: "wedding",
    eventDate: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    guestCount: 100,
    venue: "123 Main Street, Brooklyn, NY 11201",
    menuPackage: "full-service",
    menuItemIds: entreeIds,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const quoteId = created.body.id as number;
  // Accepted directly: the race starts after the client's acceptance.
  await t.database.db
    .update(quotes)
    .set({ status: "accepted" })
    .where(eq(quotes.id, quoteId));
  const asked = await asClient(
    "POST",
    `/api/quotes/${quoteId}/change-requests`,
    { guestCount: 120 },
  );
  expect(asked.status, JSON.stringify(asked.body)).toBe(201);
  expect(asked.body.estimateAmount).toBe("4800.00");
  return { quoteId, requestId: asked.body.id as number };
}

/** What the provider holds for the quote's deposit: charged less refunded, in cents. */
function providerHeld(quoteId: number): number {
  const charges = [...fake.charges.entries()]
    .filter(([key]) => key.startsWith(`cc-deposit-${quoteId}-`))
    .map(([, charge]) => charge);
  const ids = new Set(charges.map((c) => c.id));
  const refunded = [...fake.refunds.values()]
    .filter((r) => ids.has(r.charge))
    .reduce((sum, r) => sum + r.amount, 0);
  return charges.reduce((sum, c) => sum + c.amount, 0) - refunded;
}

async function tableHeld(quoteId: number): Promise<number> {
  const [row] = await t.database.db
    .select({
      held: sql<number>`coalesce(sum(case when ${payments.kind} = 'refund' then -${payments.amountCents} when ${payments.status} in ('succeeded', 'refunded') then ${payments.amountCents} else 0 end), 0)::int`,
    })
    .from(payments)
    .where(
      and(
        eq(payments.quoteId, quoteId),
        sql`not (${payments.kind} = 'refund' and ${payments.status} <> 'succeeded')`,
      ),
    );
  return row.held;
}

describe(
  "a change request's approval racing the client's deposit",
  { timeout: 15 * 60_000 },
  () => {
    it(`approval vs deposit (${RUNS} runs): the deposit is 50 % of the price it was shown, the approved price holds, nothing reversed`, async () => {
      for (let run = 0; run < RUNS; run++) {
        const { quoteId, requestId } = await acceptedWithRequest();
        const token = await cardTokenFrom(fake);
        const gap = randomGap(MAX_GAP_MS);
        const [paid, approved] = await race(
          gap,
          () =>
            asClient(
              "POST",
              `/api/quotes/${quoteId}/deposit`,
              { token, amount: "2000.00" },
              { "Idempotency-Key": `dep-${quoteId}` },
            ),
          () =>
            asAdmin(
              "POST",
              `/api/admin/quotes/${quoteId}/change-requests/${requestId}/approve`,
              {},
            ),
        );
        const context = `run ${run}, gap ${gap} ms: deposit ${paid.status} ${JSON.stringify(paid.body)}, approval ${approved.status} ${JSON.stringify(approved.body)}`;
        const [quote] = await t.database.db
          .select()
          .from(quotes)
          .where(eq(quotes.id, quoteId));
        const [request] = await t.database.db
          .select()
          .from(quoteChangeRequests)
          .where(eq(quoteChangeRequests.id, requestId));
        const versions = await t.database.db
          .select()
          .from(quoteVersions)
          .where(eq(quoteVersions.quoteId, quoteId));
        const held = await tableHeld(quoteId);
        expect(providerHeld(quoteId), context).toBe(held);
        expect(held, context).toBe(quote.depositPaidCents ?? 0);
        const reversed = await t.database.db
          .select({ id: auditLog.id })
          .from(auditLog)
          .where(
            and(
              eq(auditLog.action, "payment.reversed"),
              eq(auditLog.entityId, quoteId),
            ),
          );
        expect(reversed, `${context}: no charge had to be reversed`).toEqual(
          [],
        );

        if (approved.status === 200) {
          expect(quote, context).toMatchObject({
            totalCents: 480_000,
            guestCount: 120,
            version: 2,
          });
          expect(request.status, context).toBe("approved");
          expect(versions.map((v) => v.version).sort(), context).toEqual([
            1, 2,
          ]);
        } else {
          // Met the deposit's charge in flight: refused, the proposal and the request as they were.
          expect(approved.status, context).toBe(409);
          expect(approved.body.message, context).toEqual(expect.any(String));
          expect(quote, context).toMatchObject({
            totalCents: 400_000,
            guestCount: 100,
            version: 1,
          });
          expect(request.status, context).toBe("pending");
          expect(versions, context).toHaveLength(1);
        }
        if (paid.status === 200) {
          // Paid on the price shown: the deposit is half of $4,000.00 whatever the approval did after.
          expect(quote.depositPaidCents, context).toBe(200_000);
          if (approved.status === 200)
            expect(quote.depositPaidAt!.getTime(), context).toBeLessThanOrEqual(
              request.decidedAt!.getTime(),
            );
        } else {
          // The approval landed first: the amount shown is no longer the deposit (400), or changed under the claim (409).
          expect([400, 409], context).toContain(paid.status);
          expect(approved.status, context).toBe(200);
          expect(quote.depositPaidCents, context).toBeNull();
        }
      }
    });
  },
);

/** What the provider holds for a subject's charges ("deposit-12", "balance-12"): charged less refunded, in cents. */
function providerHeldFor(subject: string): number {
  const charges = [...fake.charges.entries()].filter(([key]) => key.startsWith(`cc-${subject}-`)).map(([, charge]) => charge);
  const ids = new Set(charges.map((c) => c.id));
  const refunded = [...fake.refunds.values()].filter((r) => ids.has(r.charge)).reduce((sum, r) => sum + r.amount, 0);
  return charges.reduce((sum, c) => sum + c.amount, 0) - refunded;
}

describe("a change request's approval racing the client's balance", { timeout: 15 * 60_000 }, () => {
  it(`approval vs balance (${RUNS} runs): exactly one lands; the balance paid is what was owed at the price it paid`, async () => {
    for (let run = 0; run < RUNS; run++) {
      const { quoteId, requestId } = await acceptedWithRequest();
      const deposit = await asClient("POST", `/api/quotes/${quoteId}/deposit`, { token: await cardTokenFrom(fake), amount: "2000.00" }, { "Idempotency-Key": `dep-${quoteId}` });
      expect(deposit.status, JSON.stringify(deposit.body)).toBe(200);
      const token = await cardTokenFrom(fake);
      const gap = randomGap(MAX_GAP_MS);
      const [paid, approved] = await race(
        gap,
        () => asClient("POST", `/api/quotes/${quoteId}/balance`, { token, amount: "2000.00" }, { "Idempotency-Key": `bal-${quoteId}` }),
        () => asAdmin("POST", `/api/admin/quotes/${quoteId}/change-requests/${requestId}/approve`, {}),
      );
      const context = `run ${run}, gap ${gap} ms: balance ${paid.status} ${JSON.stringify(paid.body)}, approval ${approved.status} ${JSON.stringify(approved.body)}`;
      const [quote] = await t.database.db.select().from(quotes).where(eq(quotes.id, quoteId));
      const [request] = await t.database.db.select().from(quoteChangeRequests).where(eq(quoteChangeRequests.id, requestId));
      const [balanceRow] = await t.database.db
        .select({ held: sql<number>`coalesce(sum(${payments.amountCents}), 0)::int` })
        .from(payments)
        .where(and(eq(payments.quoteId, quoteId), eq(payments.kind, "balance"), eq(payments.status, "succeeded")));
      // The money agrees everywhere: the provider, the payments table and the quote's columns.
      expect(providerHeldFor(`balance-${quoteId}`), context).toBe(balanceRow.held);
      expect(balanceRow.held, context).toBe(quote.balancePaidCents ?? 0);
      expect(providerHeldFor(`deposit-${quoteId}`), context).toBe(200_000);
      // Exactly one of them lands, whichever arrives first.
      expect((paid.status === 200) !== (approved.status === 200), context).toBe(true);
      if (paid.status === 200) {
        // Paid in full at $4,000.00: the approval is refused clearly and the request still waits.
        expect(approved.status, context).toBe(409);
        expect(approved.body.message, context).toEqual(expect.any(String));
        expect(quote, context).toMatchObject({ totalCents: 400_000, balancePaidCents: 200_000, version: 1 });
        expect(request.status, context).toBe("pending");
      } else {
        // Approved first: the amount shown is no longer the balance (400) or changed under the claim (409); nothing taken.
        expect([400, 409], context).toContain(paid.status);
        expect(quote, context).toMatchObject({ totalCents: 480_000, guestCount: 120, version: 2, balancePaidCents: null, depositPaidCents: 200_000 });
        expect(request.status, context).toBe("approved");
      }
    }
  });
});
