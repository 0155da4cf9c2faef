import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { auditLog, orders, payments, quotes, reconciliationFindings } from "@shared/schema";
import { documentNumber } from "@shared/rules/quotes";
import type { ReconciliationReport } from "@shared/rules/reconciliation";
import { createTestApp, type TestApp } from "../test/harness";
import { sandboxCardToken } from "../test/sandbox-card";
import { loadConfig } from "../env";
import { createLogger } from "../logger";
import { seedDemo } from "../db/seed";
import { createSandboxGateway, SANDBOX_LISTING_CAVEAT } from "../payments/sandbox";
import { SCHEDULED_JOBS } from "../jobs/scheduled-jobs";
import { createReconciliationService, reconcileAndPrint, type ReconciliationService } from "./reconciliation";

/**
 * The reconciliation plants each kind of inconsistency straight into the tables (as a bug, a crash between the
 * provider and our write, or a hand edit would leave them) and expects exactly those back, and nothing on a clean
 * database. The app runs on a sandbox gateway the test holds too, so the provider's side can be planted as well.
 */
const gateway = createSandboxGateway({ secret: loadConfig({ NODE_ENV: "test" }).sessionSecret, enabled: true });
const logger = createLogger("silent");
let t: TestApp;
let service: ReconciliationService;
let admin: request.Agent;
let client: request.Agent;

const DAY_MS = 86_400_000;
let chargeCounter = 0;
const chargeId = () => `sbx_ch_recon_${++chargeCounter}`;

beforeAll(async () => {
  t = await createTestApp({ gateway });
  // The provider's newest charges are compared at once here (the job waits for them to settle).
  service = createReconciliationService({ db: t.database.db, gateway, logger, settleMs: 0 });
  admin = await t.signIn(await t.createUser({ role: "admin" }));
  client = await t.signIn(await t.createUser());
});
afterAll(() => t.close());

async function newOrder(values: Partial<typeof orders.$inferInsert> = {}) {
  const totalCents = values.totalCents ?? 1599;
  const [row] = await t.database.db
    .insert(orders)
    .values({ customerName: "Rita Recon", customerPhone: "555-0100", subtotalCents: totalCents, totalCents, ...values })
    .returning();
  return { ...row, number: documentNumber(row.documentNumber) };
}

async function newQuote(values: Partial<typeof quotes.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(quotes)
    .values({
      status: "accepted",
      eventType: "wedding",
      eventDate: new Date(Date.now() + 60 * DAY_MS),
      guestCount: 50,
      venue: "1 Main Street, New York, NY 10001",
      menuPackage: "custom",
      totalCents: 100_000,
      ...values,
    })
    .returning();
  return { ...row, number: documentNumber(row.documentNumber) };
}

async function pay(values: Omit<typeof payments.$inferInsert, "provider" | "status"> & { status?: string }) {
  const [row] = await t.database.db
    .insert(payments)
    .values({ provider: "sandbox", status: "succeeded", demo: true, ...values })
    .returning();
  return row;
}

/** Each finding in a line: what, about which, how much (and what was expected). */
const lines = (report: ReconciliationReport) =>
  report.findings.map((f) => `${f.kind} ${f.aspect} ${f.subject?.number ?? f.chargeId} ${f.amount}${f.expectedAmount ? ` expected ${f.expectedAmount}` : ""}`).sort();

describe("on a clean database", () => {
  it("finds nothing, the demo data included (its paid orders were paid through the sandbox), and the command exits 0", async () => {
    await seedDemo(t.database.db, logger);
    const report = await service.run();
    expect(report.findings).toEqual([]);
    expect(report.checkedAt).not.toBeNull();
    // The sandbox's list is this process's memory: the report says the comparison is partial.
    expect(report.gateway).toEqual({ provider: "sandbox", listed: true, note: SANDBOX_LISTING_CAVEAT });

    const printed: string[] = [];
    expect(await reconcileAndPrint({ db: t.database.db, gateway, logger, settleMs: 0 }, (line) => printed.push(line))).toBe(0);
    expect(printed[0]).toMatch(/all clear/);
  });
});

describe("with each inconsistency planted", () => {
  const planted = {} as Record<string, { id: number; number: string }> & { gatewayCharge: string };

  beforeAll(async () => {
    // In order, never reported: paid and charged; paid, cancelled and refunded in full; charged after it was
    // cancelled and reversed at once; a deposit refunded in full and paid again.
    const paid = await newOrder({ status: "paid", paidAt: new Date() });
    await pay({ orderId: paid.id, kind: "charge", chargeId: chargeId(), amountCents: paid.totalCents });
    const refunded = await newOrder({ status: "cancelled", paidAt: new Date(), refundedCents: 1599 });
    await pay({ orderId: refunded.id, kind: "charge", chargeId: chargeId(), amountCents: 1599 });
    await pay({ orderId: refunded.id, kind: "refund", chargeId: "sbx_re_recon_1", amountCents: 1599 });
    const reversed = await newOrder({ status: "cancelled" });
    await pay({ orderId: reversed.id, kind: "charge", chargeId: chargeId(), amountCents: 1599, status: "refunded" });
    await pay({ orderId: reversed.id, kind: "refund", chargeId: "sbx_re_recon_2", amountCents: 1599 });
    const repaid = await newQuote({ depositPaidCents: 50_000, depositPaidAt: new Date() });
    await pay({ quoteId: repaid.id, kind: "deposit", chargeId: chargeId(), amountCents: 50_000, status: "refunded" });
    await pay({ quoteId: repaid.id, kind: "refund", chargeId: "sbx_re_recon_3", amountCents: 50_000 });
    await pay({ quoteId: repaid.id, kind: "deposit", chargeId: chargeId(), amountCents: 50_000 });
    const partly = await newOrder({ status: "completed", paidAt: new Date(), totalCents: 4000, refundedCents: 1000 });
    await pay({ orderId: partly.id, kind: "charge", chargeId: chargeId(), amountCents: 4000 });
    await pay({ orderId: partly.id, kind: "refund", chargeId: "sbx_re_recon_4", amountCents: 1000 });

    // Orphan charges: an order cancelled before it was paid, an order paid then cancelled with money still held,
    // and a deposit charged for a proposal that records none.
    planted.cancelled = await newOrder({ status: "cancelled" });
    await pay({ orderId: planted.cancelled.id, kind: "charge", chargeId: chargeId(), amountCents: 1599 });
    planted.cancelledAfterPaying = await newOrder({ status: "cancelled", paidAt: new Date(), totalCents: 2000 });
    await pay({ orderId: planted.cancelledAfterPaying.id, kind: "charge", chargeId: chargeId(), amountCents: 2000 });
    planted.noDeposit = await newQuote();
    await pay({ quoteId: planted.noDeposit.id, kind: "deposit", chargeId: chargeId(), amountCents: 50_000 });
    // Paid without a charge: an order, and a deposit.
    planted.paidNoCharge = await newOrder({ status: "confirmed", paidAt: new Date(), totalCents: 3000 });
    planted.depositNoCharge = await newQuote({ depositPaidCents: 50_000, depositPaidAt: new Date() });
    // Amounts: a charge short of the order's total, refunds the order does not record, a deposit of another amount.
    planted.short = await newOrder({ status: "paid", paidAt: new Date(), totalCents: 2500 });
    await pay({ orderId: planted.short.id, kind: "charge", chargeId: chargeId(), amountCents: 2000 });
    planted.unrecordedRefund = await newOrder({ status: "paid", paidAt: new Date(), totalCents: 1800 });
    await pay({ orderId: planted.unrecordedRefund.id, kind: "charge", chargeId: chargeId(), amountCents: 1800 });
    await pay({ orderId: planted.unrecordedRefund.id, kind: "refund", chargeId: "sbx_re_recon_5", amountCents: 500 });
    planted.depositAmount = await newQuote({ depositPaidCents: 50_000, depositPaidAt: new Date() });
    await pay({ quoteId: planted.depositAmount.id, kind: "deposit", chargeId: chargeId(), amountCents: 45_000 });
    // The provider took a charge no payment row records (the row's write failed after the provider answered).
    const taken = await gateway.charge({ token: await sandboxCardToken(t.server), amountCents: 1234, description: "Creative Cuisines order CC-2024-999", idempotencyKey: "recon-lost-row" });
    if (taken.status !== "succeeded") throw new Error("the sandbox declined the test card");
    planted.gatewayCharge = taken.chargeId;
  });

  it("finds each of them, and only them", async () => {
    const report = await service.run();
    expect(lines(report)).toEqual(
      [
        `orphan_charge charge ${planted.cancelled.number} 15.99`,
        `orphan_charge charge ${planted.cancelledAfterPaying.number} 20.00`,
        `orphan_charge deposit ${planted.noDeposit.number} 500.00`,
        `orphan_charge gateway ${planted.gatewayCharge} 12.34`,
        `paid_without_charge charge ${planted.paidNoCharge.number} 30.00`,
        `paid_without_charge deposit ${planted.depositNoCharge.number} 500.00`,
        `amount_mismatch charge ${planted.short.number} 20.00 expected 25.00`,
        `amount_mismatch refunds ${planted.unrecordedRefund.number} 5.00 expected 0.00`,
        `amount_mismatch deposit ${planted.depositAmount.number} 450.00 expected 500.00`,
      ].sort(),
    );
    // Orphan charges can be given back from the dashboard; the others need a person to look.
    expect(report.findings.filter((f) => f.refundable).map((f) => f.kind)).toEqual(["orphan_charge", "orphan_charge", "orphan_charge", "orphan_charge"]);
    expect(report.findings[0].kind).toBe("orphan_charge");
  });

  it("gives the same findings when run twice (same ids, first seen at the first run), and from the scheduled job", async () => {
    const first = await service.run();
    const second = await service.run();
    expect(second.findings).toEqual(first.findings);
    // The job the schedule runs: the app's own instance, through the queue.
    await t.jobs.send(SCHEDULED_JOBS.reconcilePayments.queue, {});
    await t.jobs.settled(SCHEDULED_JOBS.reconcilePayments.queue);
    const fromJob = (await admin.get("/api/admin/reconciliation")).body as ReconciliationReport;
    expect(fromJob.findings).toEqual(first.findings);
    expect(new Date(fromJob.checkedAt!).getTime()).toBeGreaterThanOrEqual(new Date(second.checkedAt!).getTime());
  });

  it("npm run reconcile prints each finding in plain words and exits 1", async () => {
    const printed: string[] = [];
    expect(await reconcileAndPrint({ db: t.database.db, gateway, logger, settleMs: 0 }, (line) => printed.push(line))).toBe(1);
    expect(printed[0]).toMatch(/9 need attention/);
    expect(printed).toContain(`- [Paid without a charge] Order ${planted.paidNoCharge.number} is marked paid ($30.00), but no card charge went through. (finding ${await findingId(`paid_without_charge:charge:order:${planted.paidNoCharge.id}`)})`);
    expect(printed.some((line) => line.includes(`The payment provider holds a charge of $12.34 ("Creative Cuisines order CC-2024-999")`))).toBe(true);
  });

  it("is shown to admins only", async () => {
    expect((await request(t.server).get("/api/admin/reconciliation")).status).toBe(401);
    expect((await client.get("/api/admin/reconciliation")).status).toBe(403);
    const id = await findingId(`orphan_charge:charge:order:${planted.cancelled.id}`);
    expect((await client.post(`/api/admin/reconciliation/${id}/refund`).set("Idempotency-Key", "client-try")).status).toBe(403);
    expect((await admin.get("/api/admin/reconciliation")).body.findings).toHaveLength(9);
  });

  it("refunds an orphan order charge once: a refund row, the charge marked refunded, an audit entry, and the finding gone", async () => {
    const id = await findingId(`orphan_charge:charge:order:${planted.cancelled.id}`);
    const first = await admin.post(`/api/admin/reconciliation/${id}/refund`).set("Idempotency-Key", "recon-refund-1");
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ refundId: expect.stringMatching(/^sbx_re_/), amount: "15.99" });
    expect((first.body.report as ReconciliationReport).findings.map((f) => f.id)).not.toContain(id);
    // The same key answers the same refund; a new one finds nothing left to refund.
    const again = await admin.post(`/api/admin/reconciliation/${id}/refund`).set("Idempotency-Key", "recon-refund-1");
    expect(again.status).toBe(201);
    expect(again.body.refundId).toBe(first.body.refundId);
    expect((await admin.post(`/api/admin/reconciliation/${id}/refund`).set("Idempotency-Key", "recon-refund-2")).status).toBe(404);

    const rows = await t.database.db.select().from(payments).where(eq(payments.orderId, planted.cancelled.id)).orderBy(payments.id);
    expect(rows.map((r) => [r.kind, r.status, r.amountCents])).toEqual([
      ["charge", "refunded", 1599],
      ["refund", "succeeded", 1599],
    ]);
    const audit = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, "order"), eq(auditLog.entityId, planted.cancelled.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "order.refund", after: { amountCents: 1599, refundId: first.body.refundId } });
    expect(lines(await service.run()).some((line) => line.includes(planted.cancelled.number))).toBe(false);
  });

  it("refunds what is still held of an order paid then cancelled, counting it in the order's refunded total", async () => {
    const id = await findingId(`orphan_charge:charge:order:${planted.cancelledAfterPaying.id}`);
    const res = await admin.post(`/api/admin/reconciliation/${id}/refund`).set("Idempotency-Key", "recon-refund-3");
    expect(res.status).toBe(201);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, planted.cancelledAfterPaying.id));
    expect(order.refundedCents).toBe(2000);
    expect(lines(await service.run()).some((line) => line.includes(planted.cancelledAfterPaying.number))).toBe(false);
  });

  it("refunds an orphan deposit, and a charge only the provider knows (then the provider's list shows it given back)", async () => {
    const deposit = await findingId(`orphan_charge:deposit:quote:${planted.noDeposit.id}`);
    expect((await admin.post(`/api/admin/reconciliation/${deposit}/refund`).set("Idempotency-Key", "recon-refund-4")).status).toBe(201);
    const unrecorded = await findingId(`orphan_charge:gateway:${planted.gatewayCharge}`);
    const res = await admin.post(`/api/admin/reconciliation/${unrecorded}/refund`).set("Idempotency-Key", "recon-refund-5");
    expect(res.status).toBe(201);
    expect(res.body.amount).toBe("12.34");
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "payment.orphan_refund"));
    expect(entry).toMatchObject({ entityType: "payment", before: { chargeId: planted.gatewayCharge, heldCents: 1234 } });
    const report = await service.run();
    expect(report.findings.filter((f) => f.kind === "orphan_charge")).toEqual([]);
  });

  it("refuses a one-click refund of anything but an orphan charge", async () => {
    const id = await findingId(`paid_without_charge:charge:order:${planted.paidNoCharge.id}`);
    const res = await admin.post(`/api/admin/reconciliation/${id}/refund`).set("Idempotency-Key", "recon-refund-6");
    expect(res.status).toBe(409);
    expect((await admin.post(`/api/admin/reconciliation/${id}/refund`)).status).toBe(400);
  });

  it("clears a finding once the records agree again", async () => {
    await pay({ orderId: planted.paidNoCharge.id, kind: "charge", chargeId: chargeId(), amountCents: 3000 });
    await t.database.db.update(orders).set({ totalCents: 2000 }).where(eq(orders.id, planted.short.id));
    const report = await service.run();
    expect(lines(report)).toEqual(
      [
        `paid_without_charge deposit ${planted.depositNoCharge.number} 500.00`,
        `amount_mismatch refunds ${planted.unrecordedRefund.number} 5.00 expected 0.00`,
        `amount_mismatch deposit ${planted.depositAmount.number} 450.00 expected 500.00`,
      ].sort(),
    );
    const [{ stored }] = await t.database.db.select({ stored: sql<number>`count(*)::int` }).from(reconciliationFindings);
    expect(stored).toBe(3);
  });
});

async function findingId(key: string): Promise<number> {
  const [row] = await t.database.db.select({ id: reconciliationFindings.id }).from(reconciliationFindings).where(eq(reconciliationFindings.key, key));
  if (!row) throw new Error(`no finding ${key}`);
  return row.id;
}
