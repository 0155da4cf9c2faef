import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { auditLog, menuItems, payments, quotes } from "@shared/schema";
import { businessDates, DEFAULT_BUSINESS_TIME_ZONE } from "@shared/rules/dates";
import { DEFAULT_FEATURES } from "@shared/settings/features";
import { createTestApp, type TestApp } from "../test/harness";
import { startFakeClover, type FakeClover } from "../test/fake-clover";
import { createCloverGateway } from "../payments/clover";
import type { PaymentGateway } from "../payments/gateway";
import { createLogger } from "../logger";
import { createReconciliationService } from "../services/reconciliation";

/**
 * Cancellation by policy (docs/product/quotes-and-proposals.md): refunds through the card gateway (the Clover fake,
 * over real HTTP), by the terms at 30 days' notice or more and by the policy set in Settings with less.
 */
let t: TestApp;
let fake: FakeClover;
let entrees: number[];
let admin: request.Agent;
let gateway: PaymentGateway;
const dates = businessDates(DEFAULT_BUSINESS_TIME_ZONE);

beforeAll(async () => {
  fake = await startFakeClover();
  gateway = createCloverGateway({ publicKey: fake.publicKey, privateToken: fake.privateToken, tokenBaseUrl: fake.url, apiBaseUrl: fake.url, timeoutMs: 10_000 });
  t = await createTestApp({ gateway });
  entrees = [];
  for (let i = 0; i < 5; i++) {
    const [row] = await t.database.db.insert(menuItems).values({ category: "entrees", name: `Entree ${i}`, price: "Half Pan $60 / Full Pan $90" }).returning({ id: menuItems.id });
    entrees.push(row.id);
  }
  admin = await t.signIn(await t.createUser({ role: "admin" }));
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

async function cardToken(): Promise<string> {
  const res = await fetch(`${fake.url}/v1/tokens`, {
    method: "POST",
    headers: { apikey: fake.publicKey, "Content-Type": "application/json" },
    body: JSON.stringify({ card: { number: "4242424242424242", exp_month: "12", exp_year: "2031", cvv: "123" } }),
  });
  return ((await res.json()) as { id: string }).id;
}

/** Noon at the business, `days` calendar days from today there: the notice is exactly `days`, whatever the hour. */
const eventIn = (days: number) => dates.businessInstant(dates.businessDateInDays(days), "12:00")!;

/** A client's accepted 100-guest full-service proposal ($4,000.00), its $2,000.00 deposit paid unless asked not to. */
async function acceptedProposal({ days, payDeposit = true, payBalance = false }: { days: number; payDeposit?: boolean; payBalance?: boolean }) {
  const agent = await t.signIn(await t.createUser());
  const created = await agent.post("/api/quotes").send({
    eventType: "wedding",
    eventDate: eventIn(40).toISOString(),
    guestCount: 100,
    venue: "123 Main Street, Brooklyn, NY 11201",
    menuPackage: "full-service",
    menuItemIds: entrees,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.id as number;
  // Accepted directly, then moved to the date under test: what is tested here starts after the acceptance.
  await t.database.db.update(quotes).set({ status: "accepted", eventDate: eventIn(days) }).where(eq(quotes.id, id));
  if (payDeposit) {
    const paid = await agent.post(`/api/quotes/${id}/deposit`).set("Idempotency-Key", `dep-${id}`).send({ token: await cardToken(), amount: "2000.00" });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  }
  if (payBalance) {
    const paid = await agent.post(`/api/quotes/${id}/balance`).set("Idempotency-Key", `bal-${id}`).send({ token: await cardToken(), amount: "2000.00" });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  }
  return { agent, id };
}

/** The provider's refunds of this quote's charges (the charge ids our payments table recorded). */
async function providerRefunds(quoteId: number): Promise<number[]> {
  const rows = await t.database.db.select({ chargeId: payments.chargeId }).from(payments).where(and(eq(payments.quoteId, quoteId), sql`${payments.kind} <> 'refund'`));
  const ids = new Set(rows.map((r) => r.chargeId));
  return [...fake.refunds.values()].filter((r) => ids.has(r.charge)).map((r) => r.amount);
}

async function setLateRefundPercent(percent: number) {
  const saved = await admin.put("/api/settings/features").send({ ...DEFAULT_FEATURES, cancellation: { lateRefundPercent: percent } });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

describe("cancellation by policy", () => {
  it("refunds the whole deposit through the gateway at 31 days' notice, as previewed, and tells both sides", async () => {
    const { agent, id } = await acceptedProposal({ days: 31 });
    const preview = await agent.get(`/api/quotes/${id}/cancellation`);
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body).toMatchObject({ refundAmount: "2000.00", keptAmount: "0.00", noticeDays: 31, fullRefund: true });
    expect(preview.body.explanation).toContain("You are cancelling 31 days before your event: with 30 days' notice or more, your deposit is refunded in full.");

    const res = await agent.post(`/api/quotes/${id}/cancel`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ refundAmount: preview.body.refundAmount, refundPending: false, quote: { status: "cancelled", cancelledAt: expect.any(String), cancellationRefundAmount: "2000.00", paidAmount: "0.00" } });
    expect(await providerRefunds(id)).toEqual([200_000]);
    const [quote] = await t.database.db.select().from(quotes).where(eq(quotes.id, id));
    expect(quote).toMatchObject({ status: "cancelled", cancellationRefundCents: 200_000, depositPaidCents: null });

    const mail = await t.outbox();
    const number = res.body.quote.number as string;
    const toClient = mail.filter((m) => m.subject === `Your event ${number} is cancelled`);
    expect(toClient).toHaveLength(1);
    expect(toClient[0].text).toContain("$2,000.00");
    expect(mail.filter((m) => m.subject.startsWith(`Cancelled: proposal ${number}`))).toHaveLength(1);
    const audit = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, "quote"), eq(auditLog.entityId, id), eq(auditLog.action, "quote.cancel")));
    expect(audit).toHaveLength(1);
  });

  it("at 29 days' notice refunds by the policy set in Settings: nothing by default, the set share otherwise", async () => {
    const kept = await acceptedProposal({ days: 29 });
    const nothing = await kept.agent.get(`/api/quotes/${kept.id}/cancellation`);
    expect(nothing.body).toMatchObject({ refundAmount: "0.00", keptAmount: "2000.00", noticeDays: 29, fullRefund: false });
    const cancelledKept = await kept.agent.post(`/api/quotes/${kept.id}/cancel`);
    expect(cancelledKept.body).toMatchObject({ refundAmount: "0.00", refundPending: false, quote: { status: "cancelled", paidAmount: "2000.00" } });
    expect(await providerRefunds(kept.id)).toEqual([]);

    await setLateRefundPercent(25);
    try {
      const { agent, id } = await acceptedProposal({ days: 29 });
      const preview = await agent.get(`/api/quotes/${id}/cancellation`);
      expect(preview.body).toMatchObject({ refundAmount: "500.00", keptAmount: "1500.00", noticeDays: 29 });
      expect(preview.body.explanation).toContain("under our cancellation policy 25% of the deposit is refunded");
      const res = await agent.post(`/api/quotes/${id}/cancel`);
      expect(res.body).toMatchObject({ refundAmount: preview.body.refundAmount, refundPending: false, quote: { paidAmount: "1500.00", cancellationRefundAmount: "500.00" } });
      expect(await providerRefunds(id)).toEqual([50_000]);
    } finally {
      await setLateRefundPercent(0);
    }
  });

  it("refunds a card balance whole beside the deposit's share", async () => {
    const { agent, id } = await acceptedProposal({ days: 31, payBalance: true });
    const preview = await agent.get(`/api/quotes/${id}/cancellation`);
    expect(preview.body).toMatchObject({ refundAmount: "4000.00", keptAmount: "0.00" });
    const res = await agent.post(`/api/quotes/${id}/cancel`);
    expect(res.body).toMatchObject({ refundAmount: "4000.00", refundPending: false, quote: { paidAmount: "0.00", balancePaidAt: null } });
    expect((await providerRefunds(id)).sort()).toEqual([200_000, 200_000]);
  });

  it("cancelling twice refunds once", async () => {
    const { agent, id } = await acceptedProposal({ days: 35 });
    const [first, second] = [await agent.post(`/api/quotes/${id}/cancel`), await agent.post(`/api/quotes/${id}/cancel`)];
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ refundAmount: "2000.00", refundPending: false });
    expect(await providerRefunds(id)).toEqual([200_000]);
  });

  it("answers 404 for someone else's proposal, 409 for one not accepted; admins see the preview but do not cancel", async () => {
    const { agent, id } = await acceptedProposal({ days: 31 });
    const stranger = await t.signIn(await t.createUser());
    expect((await stranger.get(`/api/quotes/${id}/cancellation`)).status).toBe(404);
    expect((await stranger.post(`/api/quotes/${id}/cancel`)).status).toBe(404);
    expect((await admin.get(`/api/quotes/${id}/cancellation`)).body).toMatchObject({ refundAmount: "2000.00" });
    expect((await admin.post(`/api/quotes/${id}/cancel`)).status).toBe(404);
    expect((await agent.get(`/api/quotes/999999/cancellation`)).status).toBe(404);

    await t.database.db.update(quotes).set({ status: "sent" }).where(eq(quotes.id, id));
    const refused = await agent.post(`/api/quotes/${id}/cancel`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("Only an accepted proposal can be cancelled.");
    expect((await agent.get(`/api/quotes/${id}/cancellation`)).status).toBe(409);
    expect(await providerRefunds(id)).toEqual([]);
  });

  it("a cancelled proposal takes no payment, no refund by hand and no further change", async () => {
    const unpaid = await acceptedProposal({ days: 31, payDeposit: false });
    expect((await unpaid.agent.post(`/api/quotes/${unpaid.id}/cancel`)).body).toMatchObject({ refundAmount: "0.00", quote: { status: "cancelled" } });
    const deposit = await unpaid.agent.post(`/api/quotes/${unpaid.id}/deposit`).set("Idempotency-Key", `dep-after-${unpaid.id}`).send({ token: await cardToken(), amount: "2000.00" });
    expect(deposit.status).toBe(409);
    expect(deposit.body.message).toBe("This proposal was cancelled: it takes no payment.");

    const { agent, id } = await acceptedProposal({ days: 20 });
    expect((await agent.post(`/api/quotes/${id}/cancel`)).status).toBe(200);
    const balance = await agent.post(`/api/quotes/${id}/balance`).set("Idempotency-Key", `bal-after-${id}`).send({ token: await cardToken(), amount: "2000.00" });
    expect(balance.status).toBe(409);
    expect(balance.body.message).toBe("This proposal was cancelled: it takes no payment.");
    const refund = await admin.post(`/api/quotes/${id}/deposit/refund`).set("Idempotency-Key", `ref-after-${id}`).send({ amount: "100.00", reason: "Goodwill" });
    expect(refund.status).toBe(409);
    const offline = await admin.post(`/api/quotes/${id}/offline-payments`).set("Idempotency-Key", `off-after-${id}`).send({ method: "check", reference: "1001", amount: "100.00" });
    expect(offline.status).toBe(409);
    expect((await admin.patch(`/api/quotes/${id}/status`).send({ status: "rejected" })).status).toBeGreaterThanOrEqual(400);
    expect((await agent.patch(`/api/quotes/${id}/status`).send({ status: "accepted" })).status).toBeGreaterThanOrEqual(400);
    expect((await admin.patch(`/api/quotes/${id}`).send({ totalAmount: "100.00" })).status).toBe(409);
    const [quote] = await t.database.db.select().from(quotes).where(eq(quotes.id, id));
    expect(quote).toMatchObject({ status: "cancelled", totalCents: 400_000, depositPaidCents: 200_000, offlinePaidCents: 0, balancePaidCents: null });
    expect(await providerRefunds(id)).toEqual([]);
  });

  it("leaves the reconciliation nothing to find: a kept deposit and a balance refunded whole, or everything refunded", async () => {
    const kept = await acceptedProposal({ days: 20, payBalance: true });
    expect((await kept.agent.post(`/api/quotes/${kept.id}/cancel`)).body).toMatchObject({ refundAmount: "2000.00", quote: { paidAmount: "2000.00" } });
    const all = await acceptedProposal({ days: 45, payBalance: true });
    expect((await all.agent.post(`/api/quotes/${all.id}/cancel`)).body).toMatchObject({ refundAmount: "4000.00", quote: { paidAmount: "0.00" } });
    const service = createReconciliationService({ db: t.database.db, gateway, logger: createLogger("silent"), settleMs: 0 });
    const report = await service.run();
    const ours = report.findings.filter((f) => f.subject?.type === "quote" && [kept.id, all.id].includes(f.subject.id));
    expect(ours).toEqual([]);
  });

  it("refuses a cancellation policy outside 0–100%", async () => {
    const res = await admin.put("/api/settings/features").send({ ...DEFAULT_FEATURES, cancellation: { lateRefundPercent: 101 } });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain("a whole percentage from 0 to 100");
  });
});
