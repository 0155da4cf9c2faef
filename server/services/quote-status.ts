import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { quotes, quoteStatusTotals, type PublicUser, type QuoteRow } from "@shared/schema";
import { centsToDecimal } from "@shared/rules/money";
import { canTransition, depositCents, statusChangeRefusal, type QuoteStatus } from "@shared/rules/quotes";
import { eventTypeLabel } from "@shared/rules/event-types";
import { hasPaymentsBeyondDeposit, PAID_PROPOSAL_LOCKED } from "@shared/rules/proposal-payments";
import type { QuoteStats, QuoteView } from "@shared/validators/quotes";
import { SIGNATURE_MESSAGES } from "@shared/rules/signatures";
import type { Transaction } from "../db/client";
import { badRequest, conflict } from "../errors";
import { emails } from "../mail/templates";
import { announceQuote } from "../events/live-events";
import { recordAudit } from "./audit-log";
import { toQuoteView, type QuoteCommon, type QuoteServiceDeps } from "./quote-common";

/** A quote's status: opened, accepted, declined… by its client or the business, and the figures per status. */
export function createQuoteStatus({ db, businessEmail, payments, links, kitchen }: Pick<QuoteServiceDeps, "db" | "businessEmail" | "payments" | "links" | "kitchen">, common: QuoteCommon) {
  const { dates, loadVisible, ownerDetails, ownerWanting, mailWithQuoteChange, postToThread } = common;

  /** Opening a sent quote marks it viewed (its owner only; anything else is left as it is). */
  async function markViewed(user: PublicUser, id: number, seenVersion?: number): Promise<QuoteView> {
    const quote = await loadVisible(user, id);
    // An admin reading the client's proposal does not make it "viewed" by the client.
    if (quote.clientId !== user.id) return toQuoteView(quote);
    return markOwnQuoteViewed(quote, seenVersion);
  }

  /**
   * The quote's own client (signed in, or the visitor holding its link) opened it: a sent proposal becomes viewed.
   * `seenVersion` is the version whose changes their screen has shown them: it is remembered (never past the current
   * version, never going back), so the next diff they are shown starts from it. Opening alone does not move it, or
   * the screen would find nothing to show (docs/decisions/015-proposal-versions.md).
   */
  async function markOwnQuoteViewed(quote: QuoteRow, seenVersion?: number): Promise<QuoteView> {
    const id = quote.id;
    let current = quote;
    if (seenVersion !== undefined && (quote.clientSeenVersion ?? 0) < Math.min(seenVersion, quote.version)) {
      const [seen] = await db
        .update(quotes)
        .set({ clientSeenVersion: sql`greatest(coalesce(${quotes.clientSeenVersion}, 0), least(${seenVersion}::int, ${quotes.version}))` })
        .where(eq(quotes.id, id))
        .returning();
      current = seen ?? quote;
    }
    if (current.status !== "sent") return toQuoteView(current);
    const [row] = await db
      .update(quotes)
      .set({ status: "viewed", viewedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(quotes.id, id), eq(quotes.status, "sent")))
      .returning();
    if (row) await announceQuote(db, row);
    return toQuoteView(row ?? current);
  }

  async function setStatus(user: PublicUser, id: number, status: QuoteStatus): Promise<QuoteView> {
    return changeStatus(await loadVisible(user, id), status, user);
  }

  /**
   * Moves `quote` (already checked visible) to `status` for `user`, or for the visitor holding the proposal's link
   * (`user` null), who may make a client's moves only. A client accepts by signing only (services/quote-signatures.ts
   * passes `signature`, which records the signature in this transaction, on the locked row, after every other check);
   * an admin marking a proposal accepted for its client needs none, and is audited like every admin change.
   */
  async function changeStatus(
    quote: QuoteRow,
    status: QuoteStatus,
    user: PublicUser | null,
    options: { signature?: (tx: Transaction, locked: QuoteRow) => Promise<void> } = {},
  ): Promise<QuoteView> {
    const id = quote.id;
    const role = user?.role === "admin" ? "admin" : "client";
    if (!canTransition(quote.status, status, role)) throw conflict(`This quote is ${quote.status} and cannot become ${status}.`);
    const refusal = statusChangeRefusal({ totalCents: quote.totalCents, depositPaid: quote.depositPaidAt !== null }, status);
    if (refusal) throw conflict(refusal);
    // Acceptance by a client is a signature (docs/decisions/014-e-signature.md): the plain status change is refused.
    if (status === "accepted" && role === "client" && !options.signature) throw badRequest(SIGNATURE_MESSAGES.signToAccept);
    if (quote.status === "accepted" && hasPaymentsBeyondDeposit(quote)) throw conflict(PAID_PROPOSAL_LOCKED);
    const toClient = await ownerWanting(quote, "quoteUpdates");
    const toBusiness = role === "client" ? await businessEmail() : null;
    const owner = await ownerDetails(quote);
    // The status guard makes a concurrent change lose cleanly instead of overwriting; an admin's change is
    // audited in the same transaction.
    const row = await db.transaction(async (tx) => {
      const [locked] = await tx.select().from(quotes).where(eq(quotes.id, id)).for("update");
      if (locked && quote.status === "accepted") {
        // Leaving "accepted" ends what the deposit pays for: a deposit charge in flight wins, one arriving waits.
        await payments.holdDeposit(tx, id);
        await payments.holdBalance(tx, id);
        // Checked again on the locked row: a deposit recorded since the first read locks the decline.
        const refusedNow = statusChangeRefusal({ totalCents: locked.totalCents, depositPaid: locked.depositPaidAt !== null }, status);
        if (refusedNow) throw conflict(refusedNow);
        if (hasPaymentsBeyondDeposit(locked)) throw conflict(PAID_PROPOSAL_LOCKED);
      }
      // Becoming an accepted event books the kitchen: the day must still be open and have room (under the day's lock).
      if (locked && status === "accepted" && locked.status !== "accepted") await kitchen?.checkAcceptance(tx, locked);
      if (locked && options.signature) await options.signature(tx, locked);
      const [updated] = await tx
        .update(quotes)
        .set({ status, updatedAt: new Date(), ...(status === "viewed" ? { viewedAt: new Date() } : {}) })
        // Also unchanged price and deposit: what the refusal rules above were checked against.
        .where(and(eq(quotes.id, id), eq(quotes.status, quote.status), eq(quotes.totalCents, quote.totalCents), quote.depositPaidAt ? isNotNull(quotes.depositPaidAt) : isNull(quotes.depositPaidAt)))
        .returning();
      if (!updated) throw conflict("This quote was just changed by someone else. Please reload it.");
      if (user?.role === "admin") {
        await recordAudit(tx, user, { action: "quote.status", entityType: "quote", entityId: id, before: { status: quote.status }, after: { status } });
        await postToThread(tx, user, updated, [`its status is now ${status}`]);
      }
      await announceQuote(tx, updated);
      const number = toQuoteView(updated).number;
      await mailWithQuoteChange(tx, toClient, emails.quoteStatus({ name: owner.name, number, status, proposalsUrl: links.urlFor(updated) }));
      // The business's notice names who did it, for which event, and the money: on acceptance, its go-ahead.
      const notice = emails.quoteStatusForBusiness({
        number,
        status,
        client: { name: owner.name ?? owner.username ?? "", email: owner.email, phone: owner.phone },
        event: { type: eventTypeLabel(updated.eventType), guestCount: updated.guestCount, when: dates().formatEventStart(updated.eventDate), venue: updated.venue },
        totalCents: updated.totalCents,
        depositCents: depositCents(updated.totalCents),
      });
      await mailWithQuoteChange(tx, toBusiness, notice);
      return updated;
    });
    return toQuoteView(row);
  }

  /** A client's figures count their own quotes; an admin's are every quote's, from the per-status totals the database keeps. */
  async function stats(user: PublicUser): Promise<QuoteStats> {
    const byStatus =
      user.role === "admin"
        ? await db.select({ status: quoteStatusTotals.status, n: quoteStatusTotals.quotes, cents: quoteStatusTotals.totalCents }).from(quoteStatusTotals)
        : await db
            .select({ status: quotes.status, n: sql<number>`count(*)::int`, cents: sql<number>`coalesce(sum(${quotes.totalCents}), 0)::float8` })
            .from(quotes)
            .where(eq(quotes.clientId, user.id))
            .groupBy(quotes.status);
    const of = (status: QuoteStatus) => byStatus.find((row) => row.status === status);
    return {
      // The business's figures count requests: a client's unsubmitted draft is not one (services/quote-drafts.ts).
      total: byStatus.filter((row) => user.role !== "admin" || row.status !== "draft").reduce((sum, row) => sum + row.n, 0),
      pendingReview: of("sent")?.n ?? 0,
      accepted: of("accepted")?.n ?? 0,
      totalValue: centsToDecimal(Number(of("accepted")?.cents ?? 0)),
    };
  }

  return { markViewed, markOwnQuoteViewed, setStatus, changeStatus, stats };
}
