import { and, eq } from "drizzle-orm";
import { CANCELLATION_MESSAGES } from "@shared/rules/cancellation";
import { quoteLines, quotes, users, type PublicUser, type QuoteRow } from "@shared/schema";
import { decimalToCents, formatCents } from "@shared/rules/money";
import { documentNumber, QUOTE_PAYMENT_MESSAGES } from "@shared/rules/quotes";
import { eventTypeLabel } from "@shared/rules/event-types";
import { hasPaymentsBeyondDeposit, PAID_PROPOSAL_LOCKED } from "@shared/rules/proposal-payments";
import { PRICED_BY_LINES_MESSAGE } from "@shared/rules/proposals";
import type { QuoteView } from "@shared/validators/quotes";
import type { AdminProposal } from "@shared/validators/proposals";
import { conflict, InvalidRequest, notFound } from "../errors";
import { emails } from "../mail/templates";
import { announceQuote } from "../events/live-events";
import { recordAudit } from "./audit-log";
import { priceProposalEntries, proposalLineRows } from "./quote-lines";
import { recordFirstVersion, recordNextVersion } from "./quote-versions";
import { proposalNews, toQuoteView, type QuoteCommon, type QuoteServiceDeps } from "./quote-common";

/** True when the client's proposal reads differently: another total, date, set of dishes or notes. */
function isClientVisibleChange(before: QuoteRow, after: QuoteRow): boolean {
  const dishes = (ids: number[]) => [...ids].sort((a, b) => a - b).join(",");
  return (
    before.totalCents !== after.totalCents ||
    before.eventDate.getTime() !== after.eventDate.getTime() ||
    dishes(before.menuItemIds) !== dishes(after.menuItemIds) ||
    (before.notes?.trim() || null) !== (after.notes?.trim() || null)
  );
}

/**
 * Proposals: what an admin prepares for a client, priced line by line, and the admin's later changes to a quote's
 * price, dishes, date and notes. Each change is audited in its own transaction.
 */
export function createQuoteProposals(
  { db, companyInfo, inviteClient, payments, appUrl, links, kitchen }: Pick<QuoteServiceDeps, "db" | "companyInfo" | "inviteClient" | "payments" | "appUrl" | "links" | "kitchen">,
  common: QuoteCommon,
) {
  const { dates, checkMenuItems, getQuote, ownerDetails, ownerWanting, mailWithQuoteChange, postBusinessMessage, postToThread } = common;

  /**
   * A proposal an admin prepares for a client (an existing client account, or a new contact who is invited to make
   * one): priced line by line by the server (priceProposal). Posted on its thread and emailed to the client.
   */
  async function createProposal(admin: PublicUser, input: AdminProposal): Promise<QuoteView> {
    // Priced by the server: dishes from their menu rows, the rest as the business entered it (services/quote-lines.ts).
    const { price, menuItemIds } = await priceProposalEntries(db, input.lines, Number(input.guestCount));

    // The kitchen's rule, as for a client's request: the day open, the notice long enough, room for the event.
    await kitchen?.checkNewQuote(new Date(input.eventDate), Number(input.guestCount), menuItemIds);

    let client: { id: number; email: string; name: string; phone: string | null };
    let invitationLink: string | null = null;
    if (input.client.kind === "existing") {
      const [found] = await db
        .select({ id: users.id, email: users.email, username: users.username, fullName: users.fullName, phone: users.phone })
        .from(users)
        .where(and(eq(users.id, input.client.id), eq(users.role, "client")));
      if (!found) throw notFound("Client not found");
      client = { id: found.id, email: found.email, name: found.fullName || found.username, phone: found.phone };
    } else {
      const invited = await inviteClient(input.client);
      client = { id: invited.user.id, email: invited.user.email, name: input.client.name, phone: input.client.phone };
      invitationLink = invited.link;
    }

    const companyName = (await companyInfo()).name;
    const row = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(quotes)
        .values({
          clientId: client.id,
          status: "sent",
          eventType: input.eventType,
          eventDate: new Date(input.eventDate),
          guestCount: Number(input.guestCount),
          venue: input.venue,
          menuPackage: "custom",
          menuItemIds,
          totalCents: price.totalCents,
          notes: input.notes,
          contactName: client.name,
          contactEmail: client.email,
          contactPhone: client.phone,
        })
        .returning();
      const lines = proposalLineRows(created.id, price);
      await tx.insert(quoteLines).values(lines);
      await recordFirstVersion(tx, created, "business", admin.id);
      await recordAudit(tx, admin, { action: "quote.create", entityType: "quote", entityId: created.id, after: { ...toQuoteView(created), lines } });
      const number = documentNumber(created.documentNumber);
      await postBusinessMessage(tx, admin, created, `We have prepared proposal ${number} for you: ${formatCents(created.totalCents)} for ${created.guestCount} guests on ${dates().formatBusinessDate(created.eventDate)}. Please review it and let us know any questions here.`);
      await announceQuote(tx, created);
      const email = emails.proposalSent({
        clientName: client.name,
        companyName,
        number,
        summary: `${eventTypeLabel(created.eventType)} for ${created.guestCount} guests on ${dates().formatBusinessDate(created.eventDate)} at ${created.venue}.`,
        totalCents: created.totalCents,
        invitationLink,
        proposalsUrl: `${appUrl}/proposals`,
      });
      await mailWithQuoteChange(tx, client.email, email);
      return created;
    });
    return getQuote(admin, row.id);
  }

  async function adminUpdate(admin: PublicUser, id: number, change: { totalAmount?: string; notes?: string | null; menuItemIds?: number[]; eventDate?: string }): Promise<QuoteView> {
    if (change.menuItemIds) await checkMenuItems(change.menuItemIds);
    const totalCents = change.totalAmount === undefined ? undefined : decimalToCents(change.totalAmount);
    if (totalCents === null) throw new InvalidRequest("Amount must be a dollar amount such as 12.50");
    // Only a new price or date is news for the client.
    const [current] = totalCents !== undefined || change.eventDate || change.menuItemIds ? await db.select().from(quotes).where(eq(quotes.id, id)) : [];
    // A new date or new dishes for a proposal not yet booked: checked as a new request is (read before the
    // transaction, which may only use its own connection). A booked event is checked inside it, under the day's lock.
    const moves = change.eventDate !== undefined || change.menuItemIds !== undefined;
    if (current && moves && current.status !== "accepted") {
      await kitchen?.checkNewQuote(change.eventDate ? new Date(change.eventDate) : current.eventDate, current.guestCount, change.menuItemIds ?? current.menuItemIds);
    }
    const toClient = current ? await ownerWanting(current, "quoteUpdates") : null;
    const clientName = current ? (await ownerDetails(current)).name : null;
    const { view } = await db.transaction(async (tx) => {
      // Locked: a deposit being recorded at this moment either lands first (and the price is refused) or after.
      const [quote] = await tx.select().from(quotes).where(eq(quotes.id, id)).for("update");
      // A client's draft is theirs alone until submitted (services/quote-drafts.ts).
      if (!quote || quote.status === "draft") throw notFound("Quote not found");
      // What the deposit pays for may change here: a deposit charge in flight wins, one arriving waits for this.
      await payments.holdDeposit(tx, id);
      await payments.holdBalance(tx, id);
      // A cancelled event keeps the price and date its refund was worked out from (shared/rules/cancellation.ts).
      if (quote.status === "cancelled" && ((totalCents !== undefined && totalCents !== quote.totalCents) || change.eventDate)) throw conflict(CANCELLATION_MESSAGES.locked);
      if (totalCents !== undefined && totalCents !== quote.totalCents) {
        if (hasPaymentsBeyondDeposit(quote)) throw conflict(PAID_PROPOSAL_LOCKED);
        if (quote.depositPaidAt) throw conflict(QUOTE_PAYMENT_MESSAGES.depositLocked);
        // A proposal priced by lines has the lines' total: a typed total would disagree with them.
        const [line] = await tx.select({ id: quoteLines.id }).from(quoteLines).where(eq(quoteLines.quoteId, id)).limit(1);
        if (line) throw conflict(PRICED_BY_LINES_MESSAGE);
      }
      // A booked event moved or changed: its new day must be open and have room beside the others (not itself).
      if (quote.status === "accepted" && (change.eventDate || change.menuItemIds)) {
        await kitchen?.checkAcceptance(tx, { ...quote, eventDate: change.eventDate ? new Date(change.eventDate) : quote.eventDate, menuItemIds: change.menuItemIds ?? quote.menuItemIds });
      }
      const [updated] = await tx
        .update(quotes)
        .set({
          ...(totalCents !== undefined ? { totalCents } : {}),
          ...(change.notes !== undefined ? { notes: change.notes } : {}),
          ...(change.menuItemIds ? { menuItemIds: change.menuItemIds } : {}),
          ...(change.eventDate ? { eventDate: new Date(change.eventDate) } : {}),
          updatedAt: new Date(),
        })
        .where(eq(quotes.id, id))
        .returning();
      // What the client sees changed (the total, date, dishes or notes): that is the next version, made under this
      // row lock (docs/decisions/015-proposal-versions.md). Saving the same values again makes none.
      const row = isClientVisibleChange(quote, updated) ? (await recordNextVersion(tx, id, "business", admin.id)).quote : updated;
      await recordAudit(tx, admin, { action: "quote.update", entityType: "quote", entityId: id, before: toQuoteView(quote), after: toQuoteView(row) });
      const changes = [
        ...(row.totalCents !== quote.totalCents ? [`the total is now ${formatCents(row.totalCents)}`] : []),
        ...(row.eventDate.getTime() !== quote.eventDate.getTime() ? [`the event date is now ${dates().formatBusinessDate(row.eventDate)}`] : []),
      ];
      await postToThread(tx, admin, row, changes);
      await announceQuote(tx, row);
      const view = toQuoteView(row);
      if (changes.length) {
        await mailWithQuoteChange(tx, toClient, emails.proposalUpdated({ name: clientName, number: view.number, news: proposalNews(view.number, changes), proposalsUrl: links.urlFor(row) }));
      }
      return { view };
    });
    return view;
  }

  return { createProposal, adminUpdate };
}
