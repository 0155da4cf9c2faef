import { and, eq, gt, sql } from "drizzle-orm";
import { payments, quotes, users, type PublicUser, type QuoteRow } from "@shared/schema";
import { cancellationRefund, cancellationRefusal, type CancellationRefund } from "@shared/rules/cancellation";
import { businessDates } from "@shared/rules/dates";
import { centsToDecimal } from "@shared/rules/money";
import { documentNumber } from "@shared/rules/quotes";
import type { CancellationPreview, ProposalCancelled } from "@shared/api/contract";
import type { Database, Transaction } from "../db/client";
import { conflict, notFound } from "../errors";
import type { Logger } from "../logger";
import { announceQuote } from "../events/live-events";
import { mailWithChange, type MailMessage, type Mailer } from "../mail/mailer";
import { emails } from "../mail/templates";
import type { CurrentSettings } from "../settings/current-settings";
import { findSucceededPayment, holdPaymentSubject, PaymentInProgressError, PaymentUnavailableError, refundSubject, type CardPayments } from "../payments/card-payments";
import { recordAudit } from "./audit-log";
import { toQuoteView } from "./quote-common";

/** The 409 when the client cancels while an admin's refund of the same deposit is going through. */
export const REFUND_IN_FLIGHT = "A refund of this deposit is being processed right now. Please try again in a minute.";

/** A refund planned from figures that changed before it held its charge's claim: planned again. */
class Replan extends Error {}

export interface ProposalCancellationDeps {
  db: Database;
  cards: Pick<CardPayments, "refundCharge">;
  holds: { holdDeposit(tx: Transaction, quoteId: number): Promise<void>; holdBalance(tx: Transaction, quoteId: number): Promise<void> };
  /** Throws 503 when no card gateway is configured (refunds cannot be made). */
  requireGateway(): void;
  mailer: Mailer;
  logger: Logger;
  businessEmail?: () => Promise<string>;
  settings: CurrentSettings;
}

/**
 * Cancellation by policy (docs/product/quotes-and-proposals.md, "Cancellation by policy"). The client cancels an
 * accepted proposal; what comes back follows shared/rules/cancellation.ts, worked out again at the instant of
 * cancelling (never the preview the browser showed).
 *
 * Two steps. First, in one transaction: the quote's row, then the deposit's and the balance's payment claims and the
 * deposit refund's claim (the order every business change takes them in: a charge or an admin refund in flight wins
 * and the cancellation is refused with 409; one arriving meanwhile waits and then finds the proposal cancelled), the
 * status "cancelled" with the refund decided (quotes.cancellation_refund_cents), the audit entry and both emails.
 * Then the refunds through the one card path (refundCharge): the balance charge whole, then the deposit's share.
 * What the cancellation has refunded so far is the quote's refund rows made after it was cancelled (admins' deposit
 * refunds are refused once it is), so a retry (POST /cancel again) refunds only what is still owed: never twice.
 */
export function createProposalCancellation({ db, cards, holds, requireGateway, mailer, logger, businessEmail, settings }: ProposalCancellationDeps) {
  const isOwner = (user: PublicUser, quote: QuoteRow) => quote.clientId !== null && quote.clientId === user.id;

  function termsOf(quote: QuoteRow, now: Date): CancellationRefund {
    const current = settings();
    return cancellationRefund({ ...quote, eventDate: quote.eventDate, now, timeZone: current.timeZone, policy: current.cancellation });
  }

  /** What cancelling now would refund: the client's own accepted proposal, or any for an admin; others' are 404. */
  async function cancellationPreview(user: PublicUser, quoteId: number, now: Date = new Date()): Promise<CancellationPreview> {
    const [quote] = await db.select().from(quotes).where(eq(quotes.id, quoteId));
    if (!quote || !(isOwner(user, quote) || user.role === "admin")) throw notFound("Quote not found");
    const refused = cancellationRefusal(quote, now);
    if (refused) throw conflict(refused);
    const terms = termsOf(quote, now);
    return {
      refundAmount: centsToDecimal(terms.refundCents),
      keptAmount: centsToDecimal(terms.keptCents),
      offlineReturnAmount: centsToDecimal(terms.offlineReturnCents),
      noticeDays: terms.noticeDays,
      fullRefund: terms.fullRefund,
      explanation: terms.explanation,
    };
  }

  /** Cancels the client's own accepted proposal (or finishes the refunds of one already cancelled) and refunds by the policy. */
  async function cancelProposal(user: PublicUser, quoteId: number): Promise<ProposalCancelled> {
    const [found] = await db.select().from(quotes).where(eq(quotes.id, quoteId));
    if (!found || !isOwner(user, found)) throw notFound("Quote not found");
    // Read before the transaction, which may only use its own connection (PGlite has one).
    const [deposit, businessAddress, owner] = await Promise.all([
      findSucceededPayment(db, "deposit", { quoteId }),
      businessEmail ? businessEmail() : Promise.resolve(null),
      db.select({ email: users.email, fullName: users.fullName, username: users.username }).from(users).where(eq(users.id, user.id)),
    ]);
    if (found.status !== "cancelled") {
      await db.transaction(async (tx) => {
        const [quote] = await tx.select().from(quotes).where(eq(quotes.id, quoteId)).for("update");
        await holds.holdDeposit(tx, quoteId);
        await holds.holdBalance(tx, quoteId);
        if (deposit) await holdPaymentSubject(tx, refundSubject(deposit.id), REFUND_IN_FLIGHT);
        // Cancelled by a request that went first: this one only finishes its refunds (below).
        if (quote.status === "cancelled") return;
        const now = new Date();
        const refused = cancellationRefusal(quote, now);
        if (refused) throw conflict(refused);
        const terms = termsOf(quote, now);
        if (terms.refundCents > 0) requireGateway();
        const [cancelled] = await tx
          .update(quotes)
          // clock_timestamp(), not now(): the instant this row is changed, after every refund before it was recorded.
          .set({ status: "cancelled", cancelledAt: sql`clock_timestamp()`, cancellationRefundCents: terms.refundCents, updatedAt: new Date() })
          .where(eq(quotes.id, quoteId))
          .returning();
        await recordAudit(tx, user, {
          action: "quote.cancel",
          entityType: "quote",
          entityId: quoteId,
          before: { status: quote.status, depositPaidCents: quote.depositPaidCents, depositRefundedCents: quote.depositRefundedCents, balancePaidCents: quote.balancePaidCents, offlinePaidCents: quote.offlinePaidCents },
          after: {
            status: "cancelled",
            noticeDays: terms.noticeDays,
            refundCents: terms.refundCents,
            depositRefundCents: terms.depositRefundCents,
            balanceRefundCents: terms.balanceRefundCents,
            keptCents: terms.keptCents,
            offlineReturnCents: terms.offlineReturnCents,
            lateRefundPercent: settings().cancellation.lateRefundPercent,
          },
        });
        await announceQuote(tx, cancelled);
        await sendCancellationEmails(tx, cancelled, terms, { to: owner[0]?.email ?? null, name: owner[0]?.fullName || owner[0]?.username || null }, businessAddress);
      });
    }
    const refundPending = await settleRefunds(user, quoteId);
    const [after] = await db.select().from(quotes).where(eq(quotes.id, quoteId));
    return { quote: toQuoteView(after), refundAmount: centsToDecimal(after.cancellationRefundCents ?? 0), refundPending };
  }

  async function sendCancellationEmails(tx: Transaction, quote: QuoteRow, terms: CancellationRefund, client: { to: string | null; name: string | null }, businessAddress: string | null) {
    const number = documentNumber(quote.documentNumber);
    const eventDate = businessDates(settings().timeZone).formatBusinessDate(quote.eventDate);
    const messages: MailMessage[] = [];
    if (client.to) {
      messages.push({
        to: client.to,
        about: `quote-${quote.id}/cancelled`,
        email: emails.proposalCancelled({ name: client.name, number, eventDate, refundCents: terms.refundCents, keptCents: terms.keptCents, explanation: terms.explanation }),
      });
    }
    if (businessAddress) {
      messages.push({
        to: businessAddress,
        about: `quote-${quote.id}/cancelled-notice`,
        email: emails.proposalCancelledNotice({
          client: client.name ?? quote.contactName ?? "The client",
          number,
          eventDate,
          noticeDays: terms.noticeDays,
          refundCents: terms.refundCents,
          keptCents: terms.keptCents,
          offlineReturnCents: terms.offlineReturnCents,
        }),
      });
    }
    await mailWithChange(tx, mailer, messages, logger);
  }

  /** The cancellation's refunds still owed: what it decided, less the quote's refund rows made since it was cancelled. */
  async function owedNow(executor: Database | Transaction, quoteId: number): Promise<{ owed: number; quote: QuoteRow }> {
    const [quote] = await executor.select().from(quotes).where(eq(quotes.id, quoteId));
    if (quote.status !== "cancelled" || quote.cancelledAt === null) return { owed: 0, quote };
    const [row] = await executor
      .select({ refunded: sql<number>`coalesce(sum(${payments.amountCents}), 0)::int` })
      .from(payments)
      .where(and(eq(payments.quoteId, quoteId), eq(payments.kind, "refund"), eq(payments.status, "succeeded"), gt(payments.createdAt, quote.cancelledAt)));
    return { owed: (quote.cancellationRefundCents ?? 0) - Number(row.refunded), quote };
  }

  /**
   * Refunds what the cancellation still owes, the balance charge first (refunded whole), then the deposit's share.
   * Returns true when some is still owed (the card service could not be reached, or another request is refunding).
   */
  async function settleRefunds(user: PublicUser, quoteId: number): Promise<boolean> {
    for (let round = 0; round < 4; round++) {
      const { owed } = await owedNow(db, quoteId);
      if (owed <= 0) return false;
      const [balance, deposit] = await Promise.all([findSucceededPayment(db, "balance", { quoteId }), findSucceededPayment(db, "deposit", { quoteId })]);
      const charge = balance?.chargeId ? { row: balance, kind: "balance" as const } : deposit?.chargeId ? { row: deposit, kind: "deposit" as const } : null;
      if (!charge) {
        logger.error({ quoteId, owed }, "a cancellation owes a refund but no card charge holds it");
        return true;
      }
      const payment = { id: charge.row.id, chargeId: charge.row.chargeId!, amountCents: charge.row.amountCents };
      const [held] = await db.select({ refunded: quotes.depositRefundedCents }).from(quotes).where(eq(quotes.id, quoteId));
      const refundable = charge.kind === "balance" ? payment.amountCents : payment.amountCents - held.refunded;
      const amountCents = Math.min(owed, refundable);
      if (amountCents <= 0) {
        logger.error({ quoteId, owed }, "a cancellation owes more than its card charges hold");
        return true;
      }
      try {
        await cards.refundCharge({
          payment,
          target: { quoteId },
          amountCents,
          reason: "Cancelled by the client, refunded by the cancellation policy",
          async checkRefundable() {
            // Again once this refund holds the charge's claim: another request's refund may have landed meanwhile.
            const again = await owedNow(db, quoteId);
            const [row] = await db.select({ status: payments.status }).from(payments).where(eq(payments.id, payment.id));
            const left = charge.kind === "balance" ? payment.amountCents : payment.amountCents - again.quote.depositRefundedCents;
            if (row?.status !== "succeeded" || Math.min(again.owed, left) !== amountCents) throw new Replan();
          },
          async markRefunded(tx, refundId, refundPaymentId) {
            if (charge.kind === "balance") {
              // Refunded whole: the balance no longer counts as received (shared/rules/proposal-payments.ts).
              await tx.update(payments).set({ status: "refunded" }).where(eq(payments.id, payment.id));
              await tx.update(quotes).set({ balancePaidCents: null, balancePaidAt: null, updatedAt: new Date() }).where(eq(quotes.id, quoteId));
            } else {
              const [updated] = await tx
                .update(quotes)
                .set({ depositRefundedCents: sql`${quotes.depositRefundedCents} + ${amountCents}`, updatedAt: new Date() })
                .where(and(eq(quotes.id, quoteId), sql`${quotes.depositRefundedCents} + ${amountCents} <= ${payment.amountCents}`))
                .returning({ refunded: quotes.depositRefundedCents });
              if (!updated) logger.error({ quoteId, refundId }, "a cancellation refund passed the deposit");
              // Refunded whole, as an admin's full refund leaves it (services/payments.ts, refundQuoteDeposit).
              if (updated && updated.refunded === payment.amountCents) {
                await tx.update(payments).set({ status: "refunded" }).where(eq(payments.id, payment.id));
                await tx.update(quotes).set({ depositPaidCents: null, depositPaidAt: null, depositRefundedCents: 0 }).where(eq(quotes.id, quoteId));
              }
            }
            await recordAudit(tx, user, {
              action: "quote.cancellation_refund",
              entityType: "quote",
              entityId: quoteId,
              before: { paymentId: payment.id, kind: charge.kind },
              after: { refundedCents: amountCents, refundId, refundPaymentId },
            });
            const [quote] = await tx.select().from(quotes).where(eq(quotes.id, quoteId));
            await announceQuote(tx, quote);
          },
        });
      } catch (error) {
        if (error instanceof Replan) continue;
        // Owed still: the next POST /cancel (or the client's retry) refunds it; the reconciliation shows it meanwhile.
        if (error instanceof PaymentUnavailableError || error instanceof PaymentInProgressError) {
          logger.warn({ quoteId, err: error }, "cancellation refund not made yet");
          return true;
        }
        throw error;
      }
    }
    return (await owedNow(db, quoteId)).owed > 0;
  }

  return { cancellationPreview, cancelProposal };
}
export type ProposalCancellation = ReturnType<typeof createProposalCancellation>;
