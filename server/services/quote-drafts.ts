import { and, eq } from "drizzle-orm";
import { quotes, quoteLines, quoteVersions, type PublicUser, type QuoteRow } from "@shared/schema";
import { businessDates } from "@shared/rules/dates";
import { earliestEventDate, QUOTE_DRAFT_MESSAGES } from "@shared/rules/quotes";
import { quoteDraftSubmitSchema, type CreateQuoteDraft, type QuoteDraftChanges } from "@shared/validators/quote-drafts";
import type { QuoteView } from "@shared/validators/quotes";
import type { Transaction } from "../db/client";
import { badRequest, conflict, forbidden, notFound } from "../errors";
import { publishLiveEvent } from "../events/live-events";
import { priceCartItems, repriceQuoteLines } from "./quote-menu-lines";
import { proposalLineRows } from "./quote-lines";
import { recordFirstVersion } from "./quote-versions";
import type { QuoteCommon, QuoteServiceDeps } from "./quote-common";
import type { Requester } from "./quote-requests";

/** What a submitted draft shares with a new request: who asked, and the request's announcement and emails. */
export interface RequestAnnouncement {
  requesterOf(user: PublicUser, contact: { contactName: null; contactEmail: null; contactPhone: null }): Promise<Requester>;
  announceRequest(tx: Transaction, row: QuoteRow, requester: Requester, toBusiness: string): Promise<void>;
}

const NO_CONTACT = { contactName: null, contactEmail: null, contactPhone: null } as const;

/**
 * A client's draft proposal from their cart (docs/product/quotes-and-proposals.md, "From cart to proposal"): made
 * from the cart's lines, priced by the server from the menu; only its client sees, changes or deletes it (404 for
 * anyone else, admins included); submitted, it is checked as a custom request is and becomes one ("sent").
 */
export function createQuoteDrafts(
  { db, settings, kitchen, businessEmail }: Pick<QuoteServiceDeps, "db" | "settings" | "kitchen" | "businessEmail">,
  common: QuoteCommon,
  requests: RequestAnnouncement,
) {
  /** Only the client's own live event: the business hears of a draft when it is submitted. */
  const tellClient = (tx: Transaction, row: QuoteRow) => publishLiveEvent(tx, [{ userId: row.clientId! }], "quote", { quoteId: row.id, status: row.status });

  /** The caller's own draft, or the same 404 as for a missing quote. */
  async function ownDraft(executor: Pick<Transaction, "select">, user: PublicUser, id: number, { lock = false } = {}): Promise<QuoteRow> {
    const query = executor.select().from(quotes).where(eq(quotes.id, id));
    const [quote] = lock ? await query.for("update") : await query;
    if (!quote || quote.clientId !== user.id) throw notFound("Quote not found");
    if (quote.status !== "draft") throw conflict(QUOTE_DRAFT_MESSAGES.notDraft);
    return quote;
  }

  /**
   * A draft's first date, until its client chooses one: the first whole day the lead time allows (a date-only event
   * starts at midnight at the business, as the short request form's do).
   */
  function firstAllowedDay(now = new Date()): Date {
    const earliest = earliestEventDate(settings().booking, now);
    const dates = businessDates(settings().timeZone);
    const day = dates.businessDateParts(earliest).date;
    const midnight = dates.businessInstant(day)!;
    return midnight.getTime() < earliest.getTime() ? dates.businessDayEnd(day) : midnight;
  }

  async function createDraft(user: PublicUser, input: CreateQuoteDraft): Promise<QuoteView> {
    // A draft is a client's own request in the making; the business prepares proposals for clients instead.
    if (user.role !== "client") throw forbidden("Only client accounts can make a draft proposal.");
    const guestCount = Number(input.guestCount);
    const { price, menuItemIds } = await priceCartItems(db, input.items, guestCount);
    const row = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(quotes)
        .values({
          clientId: user.id,
          status: "draft",
          eventType: "other",
          eventDate: firstAllowedDay(),
          guestCount,
          venue: "TBD",
          menuPackage: "custom",
          menuItemIds,
          totalCents: price.totalCents,
        })
        .returning();
      await tx.insert(quoteLines).values(proposalLineRows(created.id, price));
      await recordFirstVersion(tx, created, "request", user.id);
      await tellClient(tx, created);
      return created;
    });
    return common.getQuote(user, row.id);
  }

  /** Writes `changes` to the locked draft `quote`, repricing its per-person lines when the guest count changes. */
  async function applyChanges(tx: Transaction, quote: QuoteRow, changes: QuoteDraftChanges, extra: Partial<QuoteRow> = {}): Promise<QuoteRow> {
    const guestCount = changes.guestCount === undefined ? quote.guestCount : Number(changes.guestCount);
    const totalCents = guestCount === quote.guestCount ? quote.totalCents : await repriceQuoteLines(tx, quote.id, guestCount);
    const [row] = await tx
      .update(quotes)
      .set({
        ...(changes.eventType !== undefined ? { eventType: changes.eventType } : {}),
        ...(changes.eventDate !== undefined ? { eventDate: new Date(changes.eventDate) } : {}),
        ...(changes.venue !== undefined ? { venue: changes.venue } : {}),
        ...(changes.notes !== undefined ? { notes: changes.notes } : {}),
        guestCount,
        totalCents,
        updatedAt: new Date(),
        ...extra,
      })
      .where(and(eq(quotes.id, quote.id), eq(quotes.status, "draft")))
      .returning();
    return row;
  }

  async function updateDraft(user: PublicUser, id: number, changes: QuoteDraftChanges): Promise<QuoteView> {
    await db.transaction(async (tx) => {
      const quote = await ownDraft(tx, user, id, { lock: true });
      await tellClient(tx, await applyChanges(tx, quote, changes));
    });
    return common.getQuote(user, id);
  }

  /**
   * The draft, with its last changes, becomes a request: checked by the custom request's rules (minimum guests, lead
   * time) and the kitchen's (the day open, room for the event), then "sent", with the emails a request sends. Its
   * version 1 is written again as submitted (no one but its client saw the draft) and its date is the submission's.
   */
  async function submitDraft(user: PublicUser, id: number, changes: QuoteDraftChanges): Promise<QuoteView> {
    const current = await ownDraft(db, user, id);
    const merged = {
      eventType: changes.eventType ?? current.eventType,
      eventDate: changes.eventDate ?? current.eventDate.toISOString(),
      guestCount: changes.guestCount ?? current.guestCount,
      venue: changes.venue ?? current.venue,
      notes: changes.notes === undefined ? current.notes : changes.notes,
    };
    const checked = quoteDraftSubmitSchema(settings()).safeParse(merged);
    if (!checked.success) throw badRequest(checked.error.issues[0]?.message ?? QUOTE_DRAFT_MESSAGES.notDraft);
    const request = checked.data;
    await kitchen?.checkNewQuote(new Date(request.eventDate), Number(request.guestCount), current.menuItemIds);
    const requester = await requests.requesterOf(user, NO_CONTACT);
    const toBusiness = await businessEmail();
    await db.transaction(async (tx) => {
      const quote = await ownDraft(tx, user, id, { lock: true });
      const sent = await applyChanges(
        tx,
        quote,
        { eventType: request.eventType, eventDate: request.eventDate, guestCount: Number(request.guestCount), venue: request.venue, notes: request.notes },
        { status: "sent", createdAt: new Date() },
      );
      await tx.delete(quoteVersions).where(eq(quoteVersions.quoteId, id));
      await recordFirstVersion(tx, sent, "request", user.id);
      await requests.announceRequest(tx, sent, requester, toBusiness);
    });
    return common.getQuote(user, id);
  }

  async function deleteDraft(user: PublicUser, id: number): Promise<void> {
    await db.transaction(async (tx) => {
      const quote = await ownDraft(tx, user, id, { lock: true });
      // Its lines and version go with it (ON DELETE CASCADE).
      await tx.delete(quotes).where(and(eq(quotes.id, quote.id), eq(quotes.status, "draft")));
      await tellClient(tx, { ...quote, status: "draft" });
    });
  }

  return { createDraft, updateDraft, submitDraft, deleteDraft };
}
