import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { quotes, quoteStatusTotals, type PublicUser } from "@shared/schema";
import { centsToDecimal } from "@shared/rules/money";
import { canTransition, statusChangeRefusal, type QuoteStatus } from "@shared/rules/quotes";
import type { QuoteStats, QuoteView } from "@shared/validators/quotes";
import { conflict } from "../errors";
import { emails } from "../mail/templates";
import { announceQuote } from "../events/live-events";
import { recordAudit } from "./audit-log";
import { toQuoteView, type QuoteCommon, type QuoteServiceDeps } from "./quote-common";

/** A quote's status: opened, accepted, declined… by its client or the business, and the figures per status. */
export function createQuoteStatus({ db, businessEmail, payments, appUrl }: Pick<QuoteServiceDeps, "db" | "businessEmail" | "payments" | "appUrl">, common: QuoteCommon) {
  const { loadVisible, ownerWanting, mailWithQuoteChange, postToThread } = common;

  /** Opening a sent quote marks it viewed (its owner only; anything else is left as it is). */
  async function markViewed(user: PublicUser, id: number): Promise<QuoteView> {
    const quote = await loadVisible(user, id);
    // An admin reading the client's proposal does not make it "viewed" by the client.
    if (quote.clientId !== user.id || quote.status !== "sent") return toQuoteView(quote);
    const [row] = await db
      .update(quotes)
      .set({ status: "viewed", viewedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(quotes.id, id), eq(quotes.status, "sent")))
      .returning();
    if (row) await announceQuote(db, row);
    return toQuoteView(row ?? quote);
  }

  async function setStatus(user: PublicUser, id: number, status: QuoteStatus): Promise<QuoteView> {
    const quote = await loadVisible(user, id);
    const role = user.role === "admin" ? "admin" : "client";
    if (!canTransition(quote.status, status, role)) throw conflict(`This quote is ${quote.status} and cannot become ${status}.`);
    const refusal = statusChangeRefusal({ totalCents: quote.totalCents, depositPaid: quote.depositPaidAt !== null }, status);
    if (refusal) throw conflict(refusal);
    const toClient = await ownerWanting(quote, "quoteUpdates");
    const toBusiness = role === "client" ? await businessEmail() : null;
    // The status guard makes a concurrent change lose cleanly instead of overwriting; an admin's change is
    // audited in the same transaction.
    const row = await db.transaction(async (tx) => {
      const [locked] = await tx.select().from(quotes).where(eq(quotes.id, id)).for("update");
      if (locked && quote.status === "accepted") {
        // Leaving "accepted" ends what the deposit pays for: a deposit charge in flight wins, one arriving waits.
        await payments.holdDeposit(tx, id);
        // Checked again on the locked row: a deposit recorded since the first read locks the decline.
        const refusedNow = statusChangeRefusal({ totalCents: locked.totalCents, depositPaid: locked.depositPaidAt !== null }, status);
        if (refusedNow) throw conflict(refusedNow);
      }
      const [updated] = await tx
        .update(quotes)
        .set({ status, updatedAt: new Date(), ...(status === "viewed" ? { viewedAt: new Date() } : {}) })
        // Also unchanged price and deposit: what the refusal rules above were checked against.
        .where(and(eq(quotes.id, id), eq(quotes.status, quote.status), eq(quotes.totalCents, quote.totalCents), quote.depositPaidAt ? isNotNull(quotes.depositPaidAt) : isNull(quotes.depositPaidAt)))
        .returning();
      if (!updated) throw conflict("This quote was just changed by someone else. Please reload it.");
      if (role === "admin") {
        await recordAudit(tx, user, { action: "quote.status", entityType: "quote", entityId: id, before: { status: quote.status }, after: { status } });
        await postToThread(tx, user, updated, [`its status is now ${status}`]);
      }
      await announceQuote(tx, updated);
      const number = toQuoteView(updated).number;
      await mailWithQuoteChange(tx, toClient, emails.quoteStatus({ number, status, proposalsUrl: `${appUrl}/proposals` }));
      await mailWithQuoteChange(tx, toBusiness, emails.quoteStatusForBusiness({ number, status }));
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
      total: byStatus.reduce((sum, row) => sum + row.n, 0),
      pendingReview: of("sent")?.n ?? 0,
      accepted: of("accepted")?.n ?? 0,
      totalValue: centsToDecimal(Number(of("accepted")?.cents ?? 0)),
    };
  }

  return { markViewed, setStatus, stats };
}
