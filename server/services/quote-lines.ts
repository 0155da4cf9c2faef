import { asc, eq, inArray } from "drizzle-orm";
import { menuItems, quoteLines, quotes, type PublicUser } from "@shared/schema";
import { CANCELLATION_MESSAGES } from "@shared/rules/cancellation";
import { formatCents } from "@shared/rules/money";
import { documentNumber, QUOTE_PAYMENT_MESSAGES } from "@shared/rules/quotes";
import { priceProposal, proposalPriceProblem, type ProposalPrice } from "@shared/rules/proposals";
import { proposalLinesFrom, type ProposalLineEntry } from "@shared/rules/proposal-lines";
import { hasPaymentsBeyondDeposit, PAID_PROPOSAL_LOCKED } from "@shared/rules/proposal-payments";
import type { QuoteView } from "@shared/validators/quotes";
import type { ProposalLinesUpdate } from "@shared/validators/proposals";
import type { Database, Transaction } from "../db/client";
import { badRequest, conflict, notFound } from "../errors";
import { emails } from "../mail/templates";
import { announceQuote } from "../events/live-events";
import { recordAudit } from "./audit-log";
import { recordNextVersion } from "./quote-versions";
import { proposalNews, toQuoteView, type QuoteCommon, type QuoteServiceDeps } from "./quote-common";

/**
 * A proposal priced by lines on the server (docs/decisions/015-proposal-versions.md): each dish the menu prices is
 * priced from its menu row (the request's unit price for it is never taken), the business prices the rest, and the
 * total is priceProposal's for `guestCount` guests. A dish no longer on the menu, a dish without its option, or a
 * total of $0.00 or less (or too large) is refused with a 400 naming the line.
 */
export async function priceProposalEntries(
  executor: Database | Transaction,
  entries: readonly ProposalLineEntry[],
  guestCount: number,
): Promise<{ price: ProposalPrice; menuItemIds: number[] }> {
  const ids = [...new Set(entries.flatMap((l) => (l.kind === "menu" && l.menuItemId !== null ? [l.menuItemId] : [])))];
  // Any dish on the menu may be proposed, market-value ones too: the business prices them here.
  const rows = ids.length
    ? await executor.select({ id: menuItems.id, name: menuItems.name, price: menuItems.price, isActive: menuItems.isActive }).from(menuItems).where(inArray(menuItems.id, ids))
    : [];
  const menu = new Map(rows.filter((r) => r.isActive).map((r) => [r.id, r]));
  const lines = proposalLinesFrom(entries, menu);
  if (!lines.ok) throw badRequest(lines.message, { field: `lines.${lines.index}` });
  const price = priceProposal(lines.lines, guestCount);
  const problem = proposalPriceProblem(price);
  if (problem) throw badRequest(problem, { field: "lines" });
  return { price, menuItemIds: ids };
}

/** `price`'s lines as quote_lines rows of quote `quoteId`, in their order (a discount's total is negative). */
export const proposalLineRows = (quoteId: number, price: ProposalPrice) =>
  price.lines.map((line, position) => ({
    quoteId,
    kind: line.kind,
    menuItemId: line.menuItemId,
    description: line.description,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    lineTotalCents: line.lineTotalCents,
    rateBasisPoints: line.rateBasisPoints,
    perPerson: line.perPerson,
    position,
  }));

/** The lines as stored, compared field by field: the same lines sent again are no change. */
const sameLines = (a: readonly ReturnType<typeof proposalLineRows>[number][], b: readonly Omit<ReturnType<typeof proposalLineRows>[number], "quoteId" | "position">[]) =>
  a.length === b.length &&
  a.every(
    (x, i) =>
      x.kind === b[i].kind &&
      x.menuItemId === b[i].menuItemId &&
      x.description === b[i].description &&
      x.quantity === b[i].quantity &&
      x.unitPriceCents === b[i].unitPriceCents &&
      x.lineTotalCents === b[i].lineTotalCents &&
      x.rateBasisPoints === b[i].rateBasisPoints &&
      x.perPerson === b[i].perPerson,
  );

/**
 * The business prices a quote (a client's request, or a proposal it sent) by lines: PUT /api/admin/quotes/:id/lines.
 * Serialized against payments as every change of price is (the quote's row lock and the payment holds, as in
 * adminUpdate), then the next version, the audit entry, the thread and the client's email.
 */
export function createQuoteLines({ db, payments, links, kitchen }: Pick<QuoteServiceDeps, "db" | "payments" | "links" | "kitchen">, common: QuoteCommon) {
  const { getQuote, ownerDetails, ownerWanting, mailWithQuoteChange, postToThread } = common;

  async function priceByLines(admin: PublicUser, id: number, input: ProposalLinesUpdate): Promise<QuoteView> {
    // Read before the transaction, which may only use its own connection (PGlite has one): the owner's address and
    // name, the kitchen's check of new dishes for an event not yet booked (as adminUpdate does).
    const [current] = await db.select().from(quotes).where(eq(quotes.id, id));
    if (!current || current.status === "draft") throw notFound("Quote not found");
    const priced = await priceProposalEntries(db, input.lines, current.guestCount);
    const sortedIds = (ids: readonly number[]) => [...ids].sort((a, b) => a - b).join(",");
    const dishesChange = sortedIds(priced.menuItemIds) !== sortedIds(current.menuItemIds);
    if (dishesChange && current.status !== "accepted") await kitchen?.checkNewQuote(current.eventDate, current.guestCount, priced.menuItemIds);
    const toClient = await ownerWanting(current, "quoteUpdates");
    const clientName = (await ownerDetails(current)).name;

    const changed = await db.transaction(async (tx) => {
      // Locked: a deposit being recorded at this moment either lands first (and the new price is refused) or after.
      const [quote] = await tx.select().from(quotes).where(eq(quotes.id, id)).for("update");
      if (!quote || quote.status === "draft") throw notFound("Quote not found");
      await payments.holdDeposit(tx, id);
      await payments.holdBalance(tx, id);
      // Priced again under the lock, for the guest count the quote has now (a change request may have moved it).
      const { price, menuItemIds } = quote.guestCount === current.guestCount ? priced : await priceProposalEntries(tx, input.lines, quote.guestCount);
      // A cancelled event keeps the lines its refund was worked out from (shared/rules/cancellation.ts).
      if (quote.status === "cancelled") throw conflict(CANCELLATION_MESSAGES.locked);
      if (price.totalCents !== quote.totalCents) {
        if (hasPaymentsBeyondDeposit(quote)) throw conflict(PAID_PROPOSAL_LOCKED);
        if (quote.depositPaidAt) throw conflict(QUOTE_PAYMENT_MESSAGES.depositLocked);
      }
      const notes = input.notes === undefined ? quote.notes : input.notes || null;
      const before = await tx.select().from(quoteLines).where(eq(quoteLines.quoteId, id)).orderBy(asc(quoteLines.position));
      const rows = proposalLineRows(id, price);
      if (sameLines(rows, before) && price.totalCents === quote.totalCents && (notes?.trim() || null) === (quote.notes?.trim() || null)) return null;
      // A booked event with other dishes: its day must still have room for them (not counting itself).
      if (quote.status === "accepted" && sortedIds(menuItemIds) !== sortedIds(quote.menuItemIds)) await kitchen?.checkAcceptance(tx, { ...quote, menuItemIds });

      await tx.delete(quoteLines).where(eq(quoteLines.quoteId, id));
      await tx.insert(quoteLines).values(rows);
      await tx.update(quotes).set({ totalCents: price.totalCents, menuItemIds, notes, updatedAt: new Date() }).where(eq(quotes.id, id));
      // The quote as it now stands is the next version, made under this row lock.
      const { quote: row } = await recordNextVersion(tx, id, "business", admin.id);
      await recordAudit(tx, admin, {
        action: "quote.update",
        entityType: "quote",
        entityId: id,
        before: { ...toQuoteView(quote), lines: before },
        after: { ...toQuoteView(row), lines: rows },
      });
      const news = [
        `version ${row.version} is priced line by line for ${row.guestCount} guests`,
        ...(row.totalCents !== quote.totalCents ? [`the total is now ${formatCents(row.totalCents)}`] : [`the total is ${formatCents(row.totalCents)}`]),
      ];
      await postToThread(tx, admin, row, news);
      await announceQuote(tx, row);
      const number = documentNumber(row.documentNumber);
      await mailWithQuoteChange(tx, toClient, emails.proposalUpdated({ name: clientName, number, news: proposalNews(number, news), proposalsUrl: links.urlFor(row) }));
      return row;
    });
    return getQuote(admin, changed?.id ?? id);
  }

  return { priceByLines };
}
