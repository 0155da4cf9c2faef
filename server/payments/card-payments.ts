import { and, eq, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { paymentClaims, payments, type PaymentKind } from "@shared/schema";
import type { Database, Transaction } from "../db/client";
import { preparedStatement } from "../db/prepared";
import { Conflict, PaymentDeclined, Unavailable, UpstreamFailed } from "../errors";
import { isDatabaseUnavailable } from "../db/unavailable";
import type { Logger } from "../logger";
import { PAYMENT_MESSAGES, type PaymentGateway } from "./gateway";
import { PAYMENT_REVERSED } from "@shared/validators/order-messages";

/** The `code` of the 409 answered while another request is charging the same order or deposit. */
export const PAYMENT_IN_PROGRESS = "PAYMENT_IN_PROGRESS";

/** How long a claim holds before a later request may take it over: well past the gateway's own timeout. */
/**
 * A claim's lease; the request holding it renews it every third of that while it lives, however long the
 * provider takes. Shorter than an Idempotency-Key's lease (server/http/idempotency.ts), which is taken first: when
 * a request dies holding both, the claim is free again by the time a retry takes the key over.
 */
export const DEFAULT_CLAIM_LEASE_MS = 8_000;

export class PaymentDeclinedError extends PaymentDeclined {
  constructor(message: string) {
    // {success:false} keeps the answer the checkout and deposit screens already read.
    super(message, { success: false });
  }
}

export class PaymentInProgressError extends Conflict {
  constructor() {
    super("A payment for this is already being processed. Please wait a moment and check before trying again.", { code: PAYMENT_IN_PROGRESS });
  }
}

export class PaymentUnavailableError extends UpstreamFailed {
  constructor(message: string = PAYMENT_MESSAGES.unavailable) {
    super(message);
  }
}

/** The provider answered but recording it failed: 503 when our database is away (retry soon), else 502. */
function notRecorded(cause: unknown, message: string): Error {
  return isDatabaseUnavailable(cause) ? new Unavailable(message) : new PaymentUnavailableError(message);
}

/** What a payment row belongs to: exactly one of an order or a quote. */
export type PaymentTarget = { orderId: number; quoteId?: undefined } | { quoteId: number; orderId?: undefined };

export interface CardChargeRequest {
  /** Names the payable thing for the claim and the provider key: "order:12", "deposit:7". */
  subject: string;
  kind: Exclude<PaymentKind, "refund">;
  target: PaymentTarget;
  amountCents: number;
  description: string;
  token: string;
  /** Runs after the claim is taken: throws when the thing is no longer payable (paid meanwhile, changed). */
  checkPayable(): Promise<void>;
  /**
   * Marks the thing paid, in the same transaction as the payment row and the claim's release. Returns false when it
   * is no longer payable (cancelled, declined or repriced meanwhile): the charge is then given back at once.
   */
  markPaid(tx: Transaction, chargeId: string): Promise<boolean>;
  /** How the charge is given back when markPaid refused it: the audit entry, the customer's email and answer. */
  reversal: ChargeReversal;
}

export interface ChargeReversal {
  /** The answer's first sentence, e.g. "This order was cancelled while your payment was being processed." */
  reason: string;
  /** Records the reversal (an audit entry) and queues the customer's email, in the refund's transaction. */
  record(tx: Transaction, outcome: ReversalOutcome): Promise<void>;
}

export interface ReversalOutcome {
  /** False when the provider could not be reached: the money is owed back (the reconciliation shows it). */
  refunded: boolean;
  paymentId: number;
  chargeId: string;
  amountCents: number;
  refundId: string | null;
}

/**
 * The answer when a charge went through for something that was no longer payable: the money was given back at once
 * (or, when the provider did not answer, is owed and shows on the admin's reconciliation until refunded).
 */
export class PaymentReversedError extends Conflict {
  constructor(reason: string, refunded: boolean) {
    super(
      refunded
        ? `${reason} You have not been charged: the payment was reversed at once.`
        : `${reason} Your payment will be reversed: we could not reach the card service just now, and we will refund it in full.`,
      { code: PAYMENT_REVERSED, refunded },
    );
  }
}

export interface RefundRequest {
  /** The succeeded payment row being refunded. */
  payment: { id: number; chargeId: string; amountCents: number };
  target: PaymentTarget;
  amountCents: number;
  reason: string;
  /** Runs after the claim is taken: throws when the refund no longer applies. */
  checkRefundable(): Promise<void>;
  /** Records what the refund changes (deposit cleared, order refunded…), in the refund row's transaction. */
  markRefunded(tx: Transaction, refundId: string, refundPaymentId: number): Promise<void>;
}

/** The claim subject of the refunds of one succeeded payment: a business change held on it waits for them. */
export const refundSubject = (paymentId: number) => `refund:${paymentId}`;

/** Every charge, refund and deposit starts with this upsert; it takes the claim only when no live lease holds it. */
const claimSubject = preparedStatement((db) => {
  const leaseUntil = sql`now() + ${sql.placeholder("lease")}::interval`;
  return db
    .insert(paymentClaims)
    .values({ subject: sql.placeholder("subject"), leaseUntil, updatedAt: sql`now()` })
    .onConflictDoUpdate({
      target: paymentClaims.subject,
      set: { leaseUntil, updatedAt: sql`now()` },
      setWhere: or(isNull(paymentClaims.leaseUntil), lt(paymentClaims.leaseUntil, sql`now()`)),
    })
    .returning({ attempt: paymentClaims.attempt, keyNonce: paymentClaims.keyNonce })
    .prepare("payment_claim");
});

/**
 * What a business change (cancel, decline, reprice, the expiry of unpaid orders) takes in its own transaction before
 * changing what is being paid for: the subject's claim row, locked until that transaction ends. A charge holding the
 * claim (live lease) wins and the change is refused; otherwise a charge arriving meanwhile waits at its claim for
 * the change to commit, then finds the subject no longer payable before calling the gateway (docs/architecture.md,
 * "Money and the business's changes"). Lock the subject's own row (order, quote) first: every transaction that
 * takes both takes them in that order.
 */
export async function holdPaymentSubject(tx: Transaction, subject: string, inProgressMessage: string): Promise<void> {
  await tx.insert(paymentClaims).values({ subject }).onConflictDoNothing();
  const [claim] = await tx
    .select({ held: sql<boolean>`coalesce(${paymentClaims.leaseUntil} > now(), false)` })
    .from(paymentClaims)
    .where(eq(paymentClaims.subject, subject))
    .for("update");
  if (claim?.held) throw new Conflict(inProgressMessage, { code: PAYMENT_IN_PROGRESS });
}

/** Locks the claims of many subjects at once (the expiry job); returns those a charge holds, which must be left alone. */
export async function holdPaymentSubjects(tx: Transaction, subjects: string[]): Promise<Set<string>> {
  if (subjects.length === 0) return new Set();
  await tx
    .insert(paymentClaims)
    .values(subjects.map((subject) => ({ subject })))
    .onConflictDoNothing();
  const claims = await tx
    .select({ subject: paymentClaims.subject, held: sql<boolean>`coalesce(${paymentClaims.leaseUntil} > now(), false)` })
    .from(paymentClaims)
    .where(inArray(paymentClaims.subject, subjects))
    .orderBy(paymentClaims.subject)
    .for("update");
  return new Set(claims.filter((c) => c.held).map((c) => c.subject));
}

/**
 * The one way money moves through a card gateway, for orders, deposits and refunds alike.
 *
 * Before calling the gateway, a request claims the subject in `payment_claims` with a conditional upsert:
 * only one request at a time can hold it, whatever idempotency keys the browsers sent. The provider's
 * idempotency key comes from the subject, its random nonce and the attempt number, never from the browser:
 * - a decline or a success moves the attempt on (the next charge is a new charge);
 * - a timeout, a provider outage or a failure to record keeps the attempt, so the next request asks the
 *   provider about the same charge and gets the first one back instead of a second;
 * - a crash leaves the claim leased; once the lease runs out a later request takes it with the same attempt.
 * The database backs all this with at most one succeeded charge per order and per deposit (unique indexes).
 */
export function createCardPayments({ db, gateway, logger, leaseMs = DEFAULT_CLAIM_LEASE_MS }: { db: Database; gateway: PaymentGateway; logger: Logger; leaseMs?: number }) {
  const claimWhere = (subject: string) => eq(paymentClaims.subject, subject);

  /** Takes the claim, or throws PaymentInProgressError while another request holds a live lease. */
  async function claim(subject: string): Promise<{ attempt: number; keyNonce: string }> {
    const [row] = await claimSubject(db).execute({ subject, lease: `${leaseMs} milliseconds` });
    if (!row) throw new PaymentInProgressError();
    return row;
  }

  /** Keeps a live request's claim from running out; returns the function that stops renewing. */
  function renewWhileHeld(subject: string): () => void {
    const timer = setInterval(() => {
      db.update(paymentClaims)
        .set({ leaseUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval` })
        .where(and(claimWhere(subject), isNotNull(paymentClaims.leaseUntil)))
        .catch(() => undefined);
    }, leaseMs / 3);
    timer.unref();
    return () => clearInterval(timer);
  }

  /** Frees the claim; `nextAttempt` when the provider gave a final answer for this attempt. */
  async function release(executor: Database | Transaction, subject: string, nextAttempt: boolean): Promise<void> {
    await executor
      .update(paymentClaims)
      .set({ leaseUntil: null, updatedAt: sql`now()`, ...(nextAttempt ? { attempt: sql`${paymentClaims.attempt} + 1` } : {}) })
      .where(claimWhere(subject));
  }

  /** Best effort after an unknown failure: keep the attempt so the next request resolves the same charge. */
  async function releaseKeepingAttempt(subject: string): Promise<void> {
    try {
      await release(db, subject, false);
    } catch (error) {
      logger.error({ err: error, subject }, "payment claim not released; it frees itself when its lease runs out");
    }
  }

  const providerKey = (subject: string, claimed: { attempt: number; keyNonce: string }) =>
    `cc-${subject.replace(":", "-")}-${claimed.keyNonce}-${claimed.attempt}`;

  /** Charges the card once for the subject; returns the provider's charge id. Throws the domain errors above. */
  async function chargeCard(request: CardChargeRequest): Promise<{ chargeId: string }> {
    const claimed = await claim(request.subject);
    const stopRenewing = renewWhileHeld(request.subject);
    try {
      return await chargeClaimed(request, claimed);
    } finally {
      stopRenewing();
    }
  }

  async function chargeClaimed(request: CardChargeRequest, claimed: { attempt: number; keyNonce: string }): Promise<{ chargeId: string }> {
    let outcome;
    try {
      await request.checkPayable();
      outcome = await gateway.charge({
        token: request.token,
        amountCents: request.amountCents,
        description: request.description,
        idempotencyKey: providerKey(request.subject, claimed),
      });
    } catch (error) {
      await releaseKeepingAttempt(request.subject);
      throw error;
    }

    if (outcome.status === "unavailable") {
      logger.warn({ subject: request.subject, provider: gateway.provider }, "payment provider unavailable");
      await releaseKeepingAttempt(request.subject);
      throw new PaymentUnavailableError(outcome.message);
    }
    if (outcome.status === "declined") {
      await db.transaction(async (tx) => {
        await tx.insert(payments).values({
          ...request.target,
          kind: request.kind,
          provider: gateway.provider,
          amountCents: request.amountCents,
          status: "failed",
          demo: gateway.demo,
          failureMessage: outcome.message,
        });
        await release(tx, request.subject, true);
      });
      logger.info({ subject: request.subject, event: "payment_declined" }, "payment declined");
      throw new PaymentDeclinedError(outcome.message);
    }

    const chargeId = outcome.chargeId;
    let recorded: { paymentId: number; paid: boolean };
    try {
      recorded = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(payments)
          .values({
            ...request.target,
            kind: request.kind,
            provider: gateway.provider,
            chargeId,
            amountCents: request.amountCents,
            status: "succeeded",
            demo: gateway.demo,
          })
          .returning({ id: payments.id });
        const paid = await request.markPaid(tx, chargeId);
        await release(tx, request.subject, true);
        return { paymentId: row.id, paid };
      });
    } catch (error) {
      // The provider took the money but we could not record it. The claim keeps this attempt's key, so the
      // customer's retry gets this same charge back from the provider and records it: never a second charge.
      logger.error({ err: error, subject: request.subject, provider: gateway.provider }, "charge succeeded but was not recorded");
      await releaseKeepingAttempt(request.subject);
      throw notRecorded(error, "We could not confirm your payment. Please try again: you will not be charged twice.");
    }
    if (!recorded.paid) await reverseCharge(request, { id: recorded.paymentId, chargeId });
    logger.info({ subject: request.subject, event: "payment_succeeded", demo: gateway.demo }, "payment succeeded");
    return { chargeId };
  }

  /**
   * Belt and braces: the business's changes and charges are serialized on the claim, so a charge should never
   * succeed for something no longer payable; if one does (a lease that ran out while the provider was silent), the
   * money is given back through the provider at once, recorded as a refund row and an audit entry, and the customer
   * is told by the answer and by email. Always throws PaymentReversedError.
   */
  async function reverseCharge(request: CardChargeRequest, payment: { id: number; chargeId: string }): Promise<never> {
    const { reversal } = request;
    logger.error({ subject: request.subject, paymentId: payment.id }, "charged while no longer payable; reversing the charge");
    const outcome = { paymentId: payment.id, chargeId: payment.chargeId, amountCents: request.amountCents };
    try {
      await refundCharge({
        payment: { id: payment.id, chargeId: payment.chargeId, amountCents: request.amountCents },
        target: request.target,
        amountCents: request.amountCents,
        reason: reversal.reason,
        async checkRefundable() {},
        async markRefunded(tx, refundId) {
          await tx.update(payments).set({ status: "refunded" }).where(eq(payments.id, payment.id));
          await reversal.record(tx, { ...outcome, refunded: true, refundId });
        },
      });
    } catch (error) {
      // The provider could not be reached: the charge stays recorded, owed back, and shows on the reconciliation.
      logger.error({ err: error, subject: request.subject, paymentId: payment.id }, "a charge to reverse could not be refunded yet");
      await db
        .transaction((tx) => reversal.record(tx, { ...outcome, refunded: false, refundId: null }))
        .catch((failure: unknown) => logger.error({ err: failure, subject: request.subject }, "the reversal was not recorded"));
      throw new PaymentReversedError(reversal.reason, false);
    }
    throw new PaymentReversedError(reversal.reason, true);
  }

  /** Refunds all or part of a succeeded payment once, recorded as a refund row. */
  async function refundCharge(request: RefundRequest): Promise<{ refundId: string; refundPaymentId: number }> {
    const subject = refundSubject(request.payment.id);
    const claimed = await claim(subject);
    const stopRenewing = renewWhileHeld(subject);
    try {
      return await refundClaimed(request, subject, claimed);
    } finally {
      stopRenewing();
    }
  }

  async function refundClaimed(request: RefundRequest, subject: string, claimed: { attempt: number; keyNonce: string }): Promise<{ refundId: string; refundPaymentId: number }> {
    let outcome;
    try {
      await request.checkRefundable();
      outcome = await gateway.refund({
        chargeId: request.payment.chargeId,
        amountCents: request.amountCents,
        idempotencyKey: providerKey(subject, claimed),
      });
    } catch (error) {
      await releaseKeepingAttempt(subject);
      throw error;
    }
    if (outcome.status === "unavailable") {
      await releaseKeepingAttempt(subject);
      throw new PaymentUnavailableError(outcome.message);
    }
    if (outcome.status === "refused") {
      await release(db, subject, true);
      throw new Conflict(outcome.message);
    }
    const refundId = outcome.refundId;
    try {
      const refundPaymentId = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(payments)
          .values({
            ...request.target,
            kind: "refund",
            provider: gateway.provider,
            chargeId: refundId,
            amountCents: request.amountCents,
            status: "succeeded",
            demo: gateway.demo,
            failureMessage: null,
          })
          .returning({ id: payments.id });
        await request.markRefunded(tx, refundId, row.id);
        await release(tx, subject, true);
        return row.id;
      });
      logger.info({ subject, event: "refund_succeeded", paymentId: request.payment.id }, "refund succeeded");
      return { refundId, refundPaymentId };
    } catch (error) {
      logger.error({ err: error, subject }, "refund succeeded but was not recorded");
      await releaseKeepingAttempt(subject);
      throw notRecorded(error, "We could not confirm the refund. Please try again: it will not be refunded twice.");
    }
  }

  return { chargeCard, refundCharge };
}
export type CardPayments = ReturnType<typeof createCardPayments>;

/** A succeeded payment row of this kind for the target, the one a refund gives back. */
export async function findSucceededPayment(db: Database | Transaction, kind: PaymentKind, target: PaymentTarget) {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.kind, kind),
        eq(payments.status, "succeeded"),
        target.orderId !== undefined ? eq(payments.orderId, target.orderId) : eq(payments.quoteId, target.quoteId),
      ),
    );
  return row;
}
