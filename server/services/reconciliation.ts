import { and, asc, eq, inArray, lt, min, sql, type SQL } from "drizzle-orm";
import { orders, payments, reconciliationFindings, reconciliationRuns, type PublicUser, type ReconciliationFindingRow } from "@shared/schema";
import { PAID_ORDER_STATUSES } from "@shared/rules/order-lifecycle";
import { documentNumber } from "@shared/rules/quotes";
import { centsToDecimal } from "@shared/rules/money";
import {
  describeFinding,
  FINDING_KIND_LABELS,
  FINDING_KINDS,
  type FindingAspect,
  type FindingKind,
  type FindingSubjectType,
  type GatewayCoverage,
  type OrphanChargeRefunded,
  type ReconciliationFindingView,
  type ReconciliationReport,
} from "@shared/rules/reconciliation";
import type { Database, Transaction } from "../db/client";
import { conflict, notFound, Unavailable } from "../errors";
import type { Logger } from "../logger";
import { PAYMENT_MESSAGES, type GatewayCharge, type PaymentGateway } from "../payments/gateway";
import { createCardPayments, PaymentUnavailableError } from "../payments/card-payments";
import { businessDates } from "@shared/rules/dates";
import { createSettingsService } from "./settings";
import { recordAudit } from "./audit-log";

/** The provider's charges are compared over at least this far back (and back to the oldest one still unresolved). */
export const GATEWAY_LOOKBACK_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * A charge this recent may still be on its way into the payments table (the provider answered, the row is being
 * written): it is compared from the next run on.
 */
export const GATEWAY_SETTLE_MS = 10 * 60 * 1000;

/** Runs (the hourly job, the command line, a refund's re-check) write the findings one at a time. */
const RECONCILIATION_LOCK = 4_217_001;

/** A finding as computed, before it is stored. */
export interface Finding {
  key: string;
  kind: FindingKind;
  aspect: FindingAspect;
  source: "records" | "gateway";
  subjectType: FindingSubjectType | null;
  subjectId: number | null;
  subjectNumber: number | null;
  paymentId: number | null;
  chargeId: string | null;
  provider: string | null;
  description: string | null;
  amountCents: number;
  expectedCents: number | null;
  occurredAt: Date | null;
}

export type Subject = { type: FindingSubjectType; id: number };

export interface ReconciliationDeps {
  db: Database;
  /** The card gateway in use: its list of charges is compared, and orphan charges are refunded through it. */
  gateway?: PaymentGateway;
  /** False when the gateway may not move money here (the sandbox in production without demo mode). */
  gatewayEnabled?: boolean;
  logger: Logger;
  /** Tests compare the provider's newest charges at once. */
  settleMs?: number;
}

interface RecordsRow {
  kind: FindingKind;
  aspect: FindingAspect;
  subject_type: FindingSubjectType;
  subject_id: number;
  document_number: number;
  payment_id: number | null;
  charge_id: string | null;
  provider: string | null;
  amount_cents: number | string;
  expected_cents: number | string | null;
}

interface GatewayRow {
  charge_id: string;
  amount: number;
  refunded: number;
  created: string | Date;
  description: string | null;
  payment_id: number | null;
  payment_cents: number | null;
  provider: string | null;
  order_id: number | null;
  quote_id: number | null;
  document_number: number | null;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const cents = (value: number | string | null): number | null => (value === null ? null : Number(value));

/**
 * The payments table against the orders' and proposals' own record of what they were paid, and against the payment
 * provider's list of charges (where its adapter can list them). One function computes the findings, in SQL; the
 * hourly job, `npm run reconcile` and the admin's dashboard all read what it stored.
 *
 * Per order (card charges) and per proposal (deposits), from the payment rows:
 * - charged: the succeeded charge's amount (at most one: a unique index);
 * - refunded: the refund rows' sum, less the charges refunded in full (status "refunded", e.g. a charge reversed at
 *   once because the order was cancelled meanwhile), so it is what was given back of the succeeded charge.
 * An order is paid when it is a card order with paid_at set or a paid status; a cancelled one keeps no money. A
 * proposal's deposit is paid when deposit_paid_at is set.
 */
export function createReconciliationService({ db, gateway, gatewayEnabled = true, logger, settleMs = GATEWAY_SETTLE_MS }: ReconciliationDeps) {
  const provider = gateway?.provider ?? "none";

  /** The records' findings: everything, or one order's or proposal's (after a refund). */
  async function recordFindings(subject?: Subject): Promise<Finding[]> {
    const onlyOrder = subject ? (subject.type === "order" ? sql`and order_id = ${subject.id}` : sql`and false`) : sql``;
    const onlyQuote = subject ? (subject.type === "quote" ? sql`and quote_id = ${subject.id}` : sql`and false`) : sql``;
    const orderIs = subject ? (subject.type === "order" ? sql`and o.id = ${subject.id}` : sql`and false`) : sql``;
    const quoteIs = subject ? (subject.type === "quote" ? sql`and q.id = ${subject.id}` : sql`and false`) : sql``;
    const paidStatuses = sql.join(
      PAID_ORDER_STATUSES.map((status) => sql`${status}`),
      sql`, `,
    );
    const orderPaid = sql`(o.payment_method = 'card' and (o.paid_at is not null or o.status::text in (${paidStatuses})))`;
    // One row per order or proposal with any payment row or any claim to have been paid; then each check below
    // keeps only the ones that disagree. Charges are aggregated once per subject (no row per payment reaches JS).
    const result = await db.execute(sql`
      with order_money as (
        select order_id as id,
          max(id) filter (where kind = 'charge' and status = 'succeeded') as payment_id,
          max(charge_id) filter (where kind = 'charge' and status = 'succeeded') as charge_id,
          max(provider) filter (where kind = 'charge' and status = 'succeeded') as provider,
          coalesce(sum(amount_cents) filter (where kind = 'charge' and status = 'succeeded'), 0) as charged,
          coalesce(sum(amount_cents) filter (where kind = 'refund' and status = 'succeeded'), 0)
            - coalesce(sum(amount_cents) filter (where kind = 'charge' and status = 'refunded'), 0) as refunded
        from ${payments}
        where order_id is not null and status in ('succeeded', 'refunded') and kind in ('charge', 'refund') ${onlyOrder}
        group by order_id
      ), quote_money as (
        select quote_id as id,
          max(id) filter (where kind = 'deposit' and status = 'succeeded') as payment_id,
          max(charge_id) filter (where kind = 'deposit' and status = 'succeeded') as charge_id,
          max(provider) filter (where kind = 'deposit' and status = 'succeeded') as provider,
          coalesce(sum(amount_cents) filter (where kind = 'deposit' and status = 'succeeded'), 0) as charged,
          -- A balance charge refunded whole (a cancellation by policy, docs/product/quotes-and-proposals.md) is not
          -- part of the deposit's refunds: its refund row is taken off with it.
          coalesce(sum(amount_cents) filter (where kind = 'refund' and status = 'succeeded'), 0)
            - coalesce(sum(amount_cents) filter (where kind in ('deposit', 'balance') and status = 'refunded'), 0) as refunded
        from ${payments}
        where quote_id is not null and status in ('succeeded', 'refunded') and kind in ('deposit', 'balance', 'refund') ${onlyQuote}
        group by quote_id
      ), subjects as (
        select 'order' as subject_type, 'charge' as aspect, o.id as subject_id, o.document_number,
          m.payment_id, m.charge_id, m.provider, coalesce(m.charged, 0) as charged, coalesce(m.refunded, 0) as refunded,
          ${orderPaid} as paid, o.status = 'cancelled' as closed, o.total_cents as paid_cents, o.refunded_cents as recorded_refunds
        from orders o left join order_money m on m.id = o.id
        where (m.id is not null or ${orderPaid}) ${orderIs}
        union all
        select 'quote', 'deposit', q.id, q.document_number,
          m.payment_id, m.charge_id, m.provider, coalesce(m.charged, 0), coalesce(m.refunded, 0),
          q.deposit_paid_at is not null, false, coalesce(q.deposit_paid_cents, 0), q.deposit_refunded_cents
        from quotes q left join quote_money m on m.id = q.id
        where (m.id is not null or q.deposit_paid_at is not null) ${quoteIs}
      ), checked as (
        -- Money held (charged, not given back) for something that holds none: cancelled, never paid, no deposit.
        select *, (payment_id is not null and charged - refunded > 0 and (not paid or closed)) as orphan from subjects
      )
      select 'orphan_charge' as kind, aspect, subject_type, subject_id, document_number, payment_id, charge_id, provider,
        charged - refunded as amount_cents, null::bigint as expected_cents
      from checked where orphan
      union all
      select 'paid_without_charge', aspect, subject_type, subject_id, document_number, null, null, null, paid_cents, null
      from checked where paid and payment_id is null
      union all
      select 'amount_mismatch', aspect, subject_type, subject_id, document_number, payment_id, charge_id, provider, charged, paid_cents
      from checked where paid and payment_id is not null and not orphan and charged <> paid_cents
      union all
      -- What was refunded through the provider against what the order or proposal says was given back (nothing, when
      -- it was never paid: then only refunds beyond the charge are wrong).
      select 'amount_mismatch', 'refunds', subject_type, subject_id, document_number, payment_id, charge_id, provider,
        refunded, case when paid then recorded_refunds else charged end
      from checked
      where not orphan and not (paid and payment_id is null)
        and case when paid then refunded <> recorded_refunds else refunded > charged end
    `);
    return rowsOf<RecordsRow>(result).map((row) => ({
      key: `${row.kind}:${row.aspect}:${row.subject_type}:${row.subject_id}`,
      kind: row.kind,
      aspect: row.aspect,
      source: "records",
      subjectType: row.subject_type,
      subjectId: row.subject_id,
      subjectNumber: row.document_number,
      paymentId: row.payment_id,
      chargeId: row.charge_id,
      provider: row.provider,
      description: null,
      amountCents: cents(row.amount_cents)!,
      expectedCents: cents(row.expected_cents),
      occurredAt: null,
    }));
  }

  /**
   * The provider's charges against the payment rows: a charge no row records (money taken for nothing we know of:
   * a charge whose recording failed, a test charge), and a charge whose amount differs from its row's. `listed` is
   * null when the provider's list could not be read: its earlier findings are then kept as they were.
   */
  async function gatewayFindings(now: Date): Promise<{ findings: Finding[]; listed: string[] | null; coverage: GatewayCoverage }> {
    if (!gateway?.listCharges) {
      return { findings: [], listed: null, coverage: { provider, listed: false, note: "The payment service in use cannot list its charges: only the records were compared." } };
    }
    // From the oldest provider finding still open, so none drops off the report by growing old.
    const [{ oldest }] = await db
      .select({ oldest: min(reconciliationFindings.occurredAt) })
      .from(reconciliationFindings)
      .where(eq(reconciliationFindings.source, "gateway"));
    const lookback = new Date(now.getTime() - GATEWAY_LOOKBACK_MS);
    const from = oldest && oldest < lookback ? oldest : lookback;
    const to = new Date(now.getTime() - settleMs);
    let charges: GatewayCharge[];
    let caveat: string | undefined;
    try {
      ({ charges, caveat } = await gateway.listCharges({ from, to }));
    } catch (error) {
      logger.warn({ err: error, provider }, "reconciliation: the provider's charges could not be listed");
      return { findings: [], listed: null, coverage: { provider, listed: false, note: `Could not read ${provider}'s list of charges this time: only the records were compared.` } };
    }
    const listing = JSON.stringify(charges.map((c) => ({ id: c.id, amount: c.amountCents, refunded: c.refundedCents, created: c.createdAt.toISOString(), description: c.description })));
    const result = await db.execute(sql`
      select g.id as charge_id, g.amount, g.refunded, g.created, g.description, p.id as payment_id, p.amount_cents as payment_cents,
        p.provider, p.order_id, p.quote_id, coalesce(o.document_number, q.document_number) as document_number
      from jsonb_to_recordset(${listing}::jsonb) as g(id text, amount integer, refunded integer, created timestamptz, description text)
      left join ${payments} p on p.charge_id = g.id and p.kind <> 'refund'
      left join orders o on o.id = p.order_id
      left join quotes q on q.id = p.quote_id
      where (p.id is null and g.amount - g.refunded > 0) or (p.id is not null and p.amount_cents <> g.amount)
    `);
    const findings = rowsOf<GatewayRow>(result).map((row): Finding => {
      const subjectType: FindingSubjectType | null = row.order_id !== null ? "order" : row.quote_id !== null ? "quote" : null;
      const orphan = row.payment_id === null;
      return {
        key: `${orphan ? "orphan_charge" : "amount_mismatch"}:gateway:${row.charge_id}`,
        kind: orphan ? "orphan_charge" : "amount_mismatch",
        aspect: "gateway",
        source: "gateway",
        subjectType,
        subjectId: row.order_id ?? row.quote_id,
        subjectNumber: row.document_number,
        paymentId: row.payment_id,
        chargeId: row.charge_id,
        provider: row.provider ?? provider,
        description: row.description,
        amountCents: orphan ? row.amount - row.refunded : row.amount,
        expectedCents: orphan ? null : row.payment_cents,
        occurredAt: new Date(row.created),
      };
    });
    return { findings, listed: charges.map((c) => c.id), coverage: { provider, listed: true, note: caveat ?? null } };
  }

  /**
   * Writes a run's findings: each upserted by its key (same id and first_seen_at while it lasts), and the ones this
   * run looked at and no longer found deleted. Safe to run twice, or beside another run (they take turns).
   */
  async function store(findings: Finding[], scope: { subject?: Subject; listed: string[] | null; coverage?: GatewayCoverage }): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${RECONCILIATION_LOCK})`);
      if (findings.length > 0) {
        await tx
          .insert(reconciliationFindings)
          .values(findings.map((f) => ({ ...f, firstSeenAt: sql`now()`, lastSeenAt: sql`now()` })))
          .onConflictDoUpdate({
            target: reconciliationFindings.key,
            set: {
              kind: sql`excluded.kind`,
              aspect: sql`excluded.aspect`,
              source: sql`excluded.source`,
              subjectType: sql`excluded.subject_type`,
              subjectId: sql`excluded.subject_id`,
              subjectNumber: sql`excluded.subject_number`,
              paymentId: sql`excluded.payment_id`,
              chargeId: sql`excluded.charge_id`,
              provider: sql`excluded.provider`,
              description: sql`excluded.description`,
              amountCents: sql`excluded.amount_cents`,
              expectedCents: sql`excluded.expected_cents`,
              occurredAt: sql`excluded.occurred_at`,
              lastSeenAt: sql`now()`,
            },
          });
      }
      // now() is the transaction's start: every row written above has it, every row of an earlier run is older.
      const notSeen = lt(reconciliationFindings.lastSeenAt, sql`now()`);
      const records: SQL[] = [eq(reconciliationFindings.source, "records"), notSeen];
      if (scope.subject) records.push(eq(reconciliationFindings.subjectType, scope.subject.type), eq(reconciliationFindings.subjectId, scope.subject.id));
      await tx.delete(reconciliationFindings).where(and(...records));
      // A provider's finding is resolved only when its charge was listed again and found in order.
      if (scope.listed && scope.listed.length > 0) {
        await tx
          .delete(reconciliationFindings)
          .where(and(eq(reconciliationFindings.source, "gateway"), notSeen, inArray(reconciliationFindings.chargeId, scope.listed)));
      }
      if (scope.coverage) {
        await tx
          .insert(reconciliationRuns)
          .values({ name: "latest", checkedAt: sql`now()`, gateway: scope.coverage })
          .onConflictDoUpdate({ target: reconciliationRuns.name, set: { checkedAt: sql`now()`, gateway: scope.coverage } });
      }
    });
  }

  /** The whole check: what the hourly job and `npm run reconcile` run. Returns the stored report. */
  async function run(now: Date = new Date()): Promise<ReconciliationReport> {
    const records = await recordFindings();
    const fromGateway = await gatewayFindings(now);
    await store([...records, ...fromGateway.findings], { listed: fromGateway.listed, coverage: fromGateway.coverage });
    const stored = await report();
    if (stored.findings.length > 0) logger.warn({ findings: stored.findings.length }, "reconciliation: money needs attention");
    return stored;
  }

  /** One order or proposal checked again (after its orphan charge was refunded). */
  async function recheck(subject: Subject): Promise<void> {
    await store(await recordFindings(subject), { subject, listed: null });
  }

  const refundableHere = (row: Pick<ReconciliationFindingRow, "kind" | "chargeId" | "provider">) =>
    row.kind === "orphan_charge" && !!row.chargeId && !!gateway && gatewayEnabled && (row.provider ?? provider) === provider;

  function toView(row: ReconciliationFindingRow): ReconciliationFindingView {
    return {
      id: row.id,
      kind: row.kind,
      aspect: row.aspect,
      subject: row.subjectType && row.subjectId !== null ? { type: row.subjectType, id: row.subjectId, number: documentNumber(row.subjectNumber ?? 0) } : null,
      paymentId: row.paymentId,
      chargeId: row.chargeId,
      description: row.description,
      amount: centsToDecimal(row.amountCents),
      expectedAmount: row.expectedCents === null ? null : centsToDecimal(row.expectedCents),
      refundable: refundableHere(row),
      firstSeenAt: row.firstSeenAt.toISOString(),
    };
  }

  /** The last run's findings, orphan charges first, oldest first within a kind. */
  async function report(): Promise<ReconciliationReport> {
    const [[latest], rows] = await Promise.all([
      db.select().from(reconciliationRuns).where(eq(reconciliationRuns.name, "latest")),
      db
        .select()
        .from(reconciliationFindings)
        .orderBy(sql`array_position(array[${sql.join(FINDING_KINDS.map((k) => sql`${k}`), sql`, `)}]::text[], ${reconciliationFindings.kind})`, asc(reconciliationFindings.firstSeenAt), asc(reconciliationFindings.id)),
    ]);
    return { checkedAt: latest ? latest.checkedAt.toISOString() : null, gateway: latest?.gateway ?? null, findings: rows.map(toView) };
  }

  const cards = gateway ? createCardPayments({ db, gateway, logger }) : undefined;

  /**
   * An admin gives back an orphan charge in one click, through the provider that made it: recorded as a refund row
   * (or, for a charge no row records, an audit entry) and checked again. Only what is still held is refunded, and
   * the check runs again once the refund holds the charge's claim, so two clicks never refund twice.
   */
  async function refund(admin: PublicUser, findingId: number): Promise<OrphanChargeRefunded> {
    if (!gateway || !cards || !gatewayEnabled) throw new Unavailable(PAYMENT_MESSAGES.notConfigured);
    const [finding] = await db.select().from(reconciliationFindings).where(eq(reconciliationFindings.id, findingId));
    if (!finding) throw notFound("This finding is no longer on the report: it has been resolved.");
    if (finding.kind !== "orphan_charge" || !finding.chargeId) throw conflict("Only a charge held without a paid order or proposal can be refunded from here.");
    if (!refundableHere(finding)) throw conflict(`This charge was made through ${finding.provider}: please refund it there.`);
    const reason = "Reconciliation: a charge held without a paid order or proposal";
    const { refundId, amountCents } =
      finding.source === "gateway" ? await refundUnrecorded(admin, finding, reason) : await refundRecorded(admin, finding, reason);
    return { refundId, amount: centsToDecimal(amountCents), report: await report() };
  }

  async function refundRecorded(admin: PublicUser, finding: ReconciliationFindingRow, reason: string): Promise<{ refundId: string; amountCents: number }> {
    const subject: Subject = { type: finding.subjectType!, id: finding.subjectId! };
    const stillOrphan = async () => (await recordFindings(subject)).find((f) => f.kind === "orphan_charge" && f.paymentId === finding.paymentId);
    const current = await stillOrphan();
    const [payment] = current ? await db.select().from(payments).where(eq(payments.id, current.paymentId!)) : [];
    if (!current || !payment?.chargeId) {
      await recheck(subject);
      throw conflict("This charge no longer needs a refund: the report has been brought up to date.");
    }
    const amountCents = current.amountCents;
    const target = subject.type === "order" ? { orderId: subject.id } : { quoteId: subject.id };
    const { refundId } = await cards!.refundCharge({
      payment: { id: payment.id, chargeId: payment.chargeId, amountCents: payment.amountCents },
      target,
      amountCents,
      reason,
      async checkRefundable() {
        // Again once the refund holds the charge's claim: another click, or a staff refund, may have landed.
        const again = await stillOrphan();
        if (again?.amountCents !== amountCents) throw conflict("This charge no longer needs a refund: the report has been brought up to date.");
      },
      async markRefunded(tx, refundId, refundPaymentId) {
        await recordRefunded(tx, { subject, paymentId: payment.id, amountCents });
        await recordAudit(tx, admin, {
          action: subject.type === "order" ? "order.refund" : "quote.deposit_refund",
          entityType: subject.type,
          entityId: subject.id,
          before: { heldCents: amountCents, finding: finding.key },
          after: { amountCents, refundId, refundPaymentId, reason },
        });
      },
    });
    await recheck(subject);
    logger.info({ findingId: finding.id, subject, refundId }, "reconciliation: orphan charge refunded");
    return { refundId, amountCents };
  }

  /**
   * What the refund changes besides its own row. An order that was paid, then cancelled, counts it as refunded (its
   * refunded total reaches what was paid); a charge for something never paid is marked refunded, as a reversed one is.
   */
  async function recordRefunded(tx: Transaction, { subject, paymentId, amountCents }: { subject: Subject; paymentId: number; amountCents: number }): Promise<void> {
    if (subject.type === "order") {
      const [paid] = await tx
        .update(orders)
        .set({ refundedCents: sql`least(${orders.totalCents}, ${orders.refundedCents} + ${amountCents})`, updatedAt: new Date() })
        .where(and(eq(orders.id, subject.id), sql`${orders.paidAt} is not null`))
        .returning({ id: orders.id });
      if (paid) return;
    }
    await tx.update(payments).set({ status: "refunded" }).where(eq(payments.id, paymentId));
  }

  /**
   * A charge only the provider knows: refunded straight through the provider with a key fixed by the charge (a
   * retry, or a second admin's click, gets the same refund back), recorded in the audit log.
   */
  async function refundUnrecorded(admin: PublicUser, finding: ReconciliationFindingRow, reason: string): Promise<{ refundId: string; amountCents: number }> {
    const outcome = await gateway!.refund({ chargeId: finding.chargeId!, amountCents: finding.amountCents, idempotencyKey: `cc-reconcile-${finding.chargeId}` });
    if (outcome.status === "unavailable") throw new PaymentUnavailableError(outcome.message);
    if (outcome.status === "refused") throw conflict(outcome.message);
    await db.transaction(async (tx) => {
      await recordAudit(tx, admin, {
        action: "payment.orphan_refund",
        entityType: "payment",
        entityId: null,
        before: { chargeId: finding.chargeId, heldCents: finding.amountCents, description: finding.description, provider: finding.provider },
        after: { amountCents: finding.amountCents, refundId: outcome.refundId, reason },
      });
      await tx.delete(reconciliationFindings).where(eq(reconciliationFindings.id, finding.id));
    });
    logger.info({ findingId: finding.id, chargeId: finding.chargeId, refundId: outcome.refundId }, "reconciliation: unrecorded charge refunded");
    return { refundId: outcome.refundId, amountCents: finding.amountCents };
  }

  return { run, report, recheck, refund, recordFindings };
}
export type ReconciliationService = ReturnType<typeof createReconciliationService>;

/** The report as lines of text, for `npm run reconcile` and the logs; times in the business's `timeZone`. */
export function formatReport(report: ReconciliationReport, timeZone: string): string[] {
  const checked = businessDates(timeZone).formatLongDateTime(report.checkedAt, "never");
  const lines = [`Reconciliation of card payments (checked ${checked}): ${report.findings.length === 0 ? "all clear" : `${report.findings.length} need attention`}.`];
  if (report.gateway) {
    lines.push(report.gateway.listed ? `Compared with ${report.gateway.provider}'s own list of charges.` : `Not compared with the payment provider's list of charges.`);
    if (report.gateway.note) lines.push(report.gateway.note);
  }
  for (const finding of report.findings) {
    lines.push(`- [${FINDING_KIND_LABELS[finding.kind]}] ${describeFinding(finding)} (finding ${finding.id}${finding.refundable ? ", refundable from the admin dashboard" : ""})`);
  }
  return lines;
}

/**
 * `npm run reconcile`: runs the whole check, stores it (the dashboard shows this run) and prints the report.
 * Answers the process's exit code: 0 when all is clear, 1 when money needs attention.
 */
export async function reconcileAndPrint(deps: ReconciliationDeps, print: (line: string) => void): Promise<number> {
  const report = await createReconciliationService(deps).run();
  // Run outside the app, which holds the settings: the time zone is read from the database.
  const { timeZone } = await createSettingsService(deps.db).getCompanyInfo();
  for (const line of formatReport(report, timeZone)) print(line);
  return report.findings.length === 0 ? 0 : 1;
}
