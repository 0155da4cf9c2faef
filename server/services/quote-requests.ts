import { and, asc, desc, eq, gte, sql, type SQL } from "drizzle-orm";
import { quotes, users, type PublicUser } from "@shared/schema";
import { decimalToCents } from "@shared/rules/money";
import { estimateCents, QUOTE_MESSAGES, quoteContactSchema, type CreateQuoteRequest, type MenuPackage, type QuoteStatus } from "@shared/rules/quotes";
import { eventTypeLabel } from "@shared/rules/event-types";
import type { QuoteView } from "@shared/validators/quotes";
import type { Page, PaginationQuery } from "@shared/validators/pagination";
import { badRequest } from "../errors";
import { emails, type QuoteRequestMail } from "../mail/templates";
import { announceQuote } from "../events/live-events";
import { toQuoteView, type QuoteCommon, type QuoteServiceDeps } from "./quote-common";
import { newAccessNonce } from "./quote-access";
import { recordFirstVersion } from "./quote-versions";

type CreateQuoteInput = CreateQuoteRequest & { budget?: number; venue: string; menuItemIds: number[]; notes: string | null };

/** Quote requests: a visitor's or client's request for a quote, and the lists and pages that show quotes. */
export function createQuoteRequests({ db, businessEmail, links, kitchen }: Pick<QuoteServiceDeps, "db" | "businessEmail" | "links" | "kitchen">, common: QuoteCommon) {
  const { dates, checkMenuItems, dishNames, withClients, mailWithQuoteChange } = common;

  async function createQuote(input: CreateQuoteInput, user: PublicUser | undefined): Promise<QuoteView> {
    let contact: { contactName: string | null; contactEmail: string | null; contactPhone: string | null } = {
      contactName: null,
      contactEmail: null,
      contactPhone: null,
    };
    if (!user) {
      const parsed = quoteContactSchema.safeParse(input);
      if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? QUOTE_MESSAGES.contact);
      contact = parsed.data;
    }
    const menuPackage = input.menuPackage as MenuPackage;
    await checkMenuItems(input.menuItemIds, { allowMarketValue: menuPackage === "custom" });
    // The day must be open, the notice long enough for the headcount and the kitchen not fully booked (with the next dates that are).
    await kitchen?.checkNewQuote(new Date(input.eventDate), Number(input.guestCount), input.menuItemIds);
    // What the emails need, read before the transaction, which may only use its own connection (PGlite has one).
    const requester = user ? await db.select({ name: users.fullName, phone: users.phone }).from(users).where(eq(users.id, user.id)).then(([r]) => r) : undefined;
    const from = { name: contact.contactName ?? requester?.name ?? user?.username ?? "", email: user?.email ?? contact.contactEmail, phone: contact.contactPhone ?? requester?.phone ?? null };
    const dishes = await dishNames(input.menuItemIds);
    const toBusiness = await businessEmail();
    // The request and its emails (the requester's summary, the business's notice) commit together.
    const row = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(quotes)
        .values({
          clientId: user?.id ?? null,
          status: "sent",
          eventType: input.eventType,
          eventDate: new Date(input.eventDate),
          guestCount: Number(input.guestCount),
          venue: input.venue,
          menuPackage,
          menuItemIds: input.menuItemIds,
          totalCents: estimateCents(Number(input.guestCount), menuPackage),
          budgetCents: (input.budget ?? 0) * 100,
          notes: input.notes,
          ...contact,
          // A visitor reaches their quote through the links its emails carry (services/quote-access.ts).
          accessNonce: user ? null : newAccessNonce(),
        })
        .returning();
      await recordFirstVersion(tx, created, "request", user?.id ?? null);
      await announceQuote(tx, created);
      const request = quoteRequestMail(toQuoteView(created), dishes);
      await mailWithQuoteChange(tx, from.email, emails.quoteReceived({ name: contact.contactName ?? requester?.name ?? null, quote: request, proposalUrl: links.urlFor(created) }));
      await mailWithQuoteChange(tx, toBusiness, emails.newQuoteRequest({ from, quote: request }));
      return created;
    });
    return toQuoteView(row);
  }

  /**
   * What the emails about a quote request say: the business hears of every request with what it needs to answer it
   * (when, how many guests, the package and dishes, the budget and the notes); the requester gets the summary.
   */
  function quoteRequestMail(quote: QuoteView, dishes: string[]): QuoteRequestMail {
    return {
      number: quote.number,
      eventType: eventTypeLabel(quote.eventType),
      // A custom quote's date-only event shows its date alone, never "at 12:00 AM".
      when: dates().formatEventStart(quote.eventDate),
      guestCount: quote.guestCount,
      venue: quote.venue,
      menuPackage: quote.menuPackage,
      dishes,
      budgetCents: decimalToCents(quote.budget) ?? 0,
      estimateCents: decimalToCents(quote.totalAmount) ?? 0,
      notes: quote.notes,
    };
  }

  async function listQuotes(user: PublicUser, { page, pageSize }: PaginationQuery, filter: { status?: QuoteStatus; upcoming?: boolean } = {}): Promise<Page<QuoteView>> {
    const conditions: SQL[] = [];
    if (user.role !== "admin") conditions.push(eq(quotes.clientId, user.id));
    if (filter.status) conditions.push(eq(quotes.status, filter.status));
    // "Upcoming" counts the whole of today, so an event later today or earlier this morning still shows.
    if (filter.upcoming) conditions.push(gte(quotes.eventDate, sql`date_trunc('day', now())`));
    const where = conditions.length ? and(...conditions) : undefined;
    const order = filter.upcoming ? [asc(quotes.eventDate), asc(quotes.id)] : [desc(quotes.createdAt), desc(quotes.id)];
    const [rows, [{ total }]] = await Promise.all([
      db.select().from(quotes).where(where).orderBy(...order).limit(pageSize).offset((page - 1) * pageSize),
      db.select({ total: sql<number>`count(*)::int` }).from(quotes).where(where),
    ]);
    return { items: await withClients(user, rows.map((row) => toQuoteView(row))), page, pageSize, total };
  }

  return { createQuote, listQuotes, getQuote: common.getQuote };
}
