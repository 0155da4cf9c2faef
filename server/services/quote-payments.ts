import { eq, sql } from "drizzle-orm";
import { quoteOfflinePayments, quotes, type PublicUser } from "@shared/schema";
import { decimalToCents, formatCents } from "@shared/rules/money";
import { documentNumber } from "@shared/rules/quotes";
import { offlineMethodLabel, OFFLINE_PAYMENT_MESSAGES, proposalAmounts } from "@shared/rules/proposal-payments";
import type { OfflinePaymentRequest, QuoteView } from "@shared/validators/quotes";
import { badRequest, conflict, notFound } from "../errors";
import type { Transaction } from "../db/client";
import { announceQuote } from "../events/live-events";
import { recordAudit } from "./audit-log";
import { toQuoteView, type QuoteCommon, type QuoteServiceDeps } from "./quote-common";

/**
 * Payments the business receives outside the card gateway (check, bank transfer, cash): an admin records each with
 * its reference, audited, and it counts towards the proposal's balance at once.
 */
export function createQuotePayments({ db, payments }: Pick<QuoteServiceDeps, "db" | "payments">, { postBusinessMessage }: QuoteCommon) {
  /**
   * Records an offline payment on an accepted proposal whose deposit is paid, up to what is still owed. Serialized
   * with the card balance like the business's other changes: the quote's row, then the deposit's and the balance's
   * claims (a card payment in flight wins and this is refused with 409; one arriving meanwhile waits and then sees
   * the new balance). `answerInTx` stores the Idempotency-Key's answer in the same transaction.
   */
  async function recordOfflinePayment(
    admin: PublicUser,
    quoteId: number,
    input: OfflinePaymentRequest,
    answerInTx?: (tx: Transaction, answer: QuoteView) => Promise<void>,
  ): Promise<QuoteView> {
    const amountCents = decimalToCents(input.amount);
    if (amountCents === null || amountCents <= 0) throw badRequest("The amount must be more than $0.00.", { field: "amount" });
    return db.transaction(async (tx) => {
      const [quote] = await tx.select().from(quotes).where(eq(quotes.id, quoteId)).for("update");
      if (!quote) throw notFound("Quote not found");
      await payments.holdDeposit(tx, quoteId);
      await payments.holdBalance(tx, quoteId);
      if (quote.status !== "accepted") throw conflict(OFFLINE_PAYMENT_MESSAGES.notAccepted);
      if (quote.depositPaidAt === null) throw conflict(OFFLINE_PAYMENT_MESSAGES.depositFirst);
      const owed = quote.totalCents - proposalAmounts(quote).receivedCents;
      if (owed <= 0) throw conflict(OFFLINE_PAYMENT_MESSAGES.nothingOwed);
      if (amountCents > owed) throw badRequest(OFFLINE_PAYMENT_MESSAGES.tooMuch(formatCents(owed)), { field: "amount" });

      const [row] = await tx
        .insert(quoteOfflinePayments)
        .values({ quoteId, method: input.method, reference: input.reference, amountCents, recordedBy: admin.id })
        .returning();
      const [updated] = await tx
        .update(quotes)
        .set({ offlinePaidCents: sql`${quotes.offlinePaidCents} + ${amountCents}`, updatedAt: new Date() })
        .where(eq(quotes.id, quoteId))
        .returning();
      await recordAudit(tx, admin, {
        action: "quote.offline_payment",
        entityType: "quote",
        entityId: quoteId,
        before: { offlinePaidCents: quote.offlinePaidCents },
        after: { offlinePaidCents: updated.offlinePaidCents, paymentId: row.id, method: input.method, reference: input.reference, amountCents },
      });
      const left = updated.totalCents - proposalAmounts(updated).receivedCents;
      await postBusinessMessage(
        tx,
        admin,
        updated,
        `We received your payment of ${formatCents(amountCents)} by ${offlineMethodLabel(input.method).toLowerCase()} (ref. ${input.reference}) for proposal ${documentNumber(updated.documentNumber)}. ${left > 0 ? `${formatCents(left)} is left to pay.` : "It is paid in full. Thank you!"}`,
      );
      await announceQuote(tx, updated);
      // Read in the change's transaction (its own connection): the quote as it now stands, without its lists.
      const answer = toQuoteView(updated);
      await answerInTx?.(tx, answer);
      return answer;
    });
  }

  return { recordOfflinePayment };
}
