import { and, asc, desc, eq, gte, ne, sql, type SQL } from "drizzle-orm";
import { quoteLines, quotes, users, type PublicUser, type QuoteRow } from "@shared/schema";
import { decimalToCents } from "@shared/rules/money";
import { estimateCents, QUOTE_MESSAGES, quoteContactSchema, type CreateQuoteRequest, type MenuPackage, type QuoteStatus } from "@shared/rules/quotes";
import { eventTypeLabel } from "@shared/rules/event-types";
import type { QuoteView } from "@shared/validators/quotes";
import type { Page, PaginationQuery } from "@shared/validators/pagination";
import { badRequest } from "../errors";
import { emails, type Person, type QuoteRequestMail } from "../mail/templates";
import type { Transaction } from "../db/client";
import { announceQuote } from "../events/live-events";
import { toQuoteView, type QuoteCommon, type QuoteServiceDeps } from "./quote-common";
import { newAccessNonce } from "./quote-access";
import { recordFirstVersion } from "./quote-versions";
import { priceCartItems } from "./quote-menu-lines";
import { proposalLineRows } from "./quote-lines";

type CreateQuoteInput = CreateQuoteRequest & { budget?: number; venue: string; menuItemIds: number[]; notes: string | null };
type Contact = { contactName: string | null; contactEmail: string | null; contactPhone: string | null };
/** Who asked for a quote, as its emails name them. */
export interface Requester {
  name: string | null;
  from: Person;
}

/** Quote requests: a visitor's or client's request for a quote, and the lists and pages that show quotes. */
export function createQuoteRequests({ db, businessEmail, links, kitchen }: Pick<QuoteServiceDeps, "db" | "businessEmail" | "links" | "kitchen">, common: QuoteCommon) {
  const { dates, checkMenuItems, dishNames, withClients, mailWithQuoteChange } = common;

  /** Who asked, as the request's emails name them: the visitor's contact details, else the client's account. */
  async function requesterOf(user: PublicUser | undefined, contact: Contact): Promise<Requester> {
    const account = user ? await db.select({ name: users.fullName, phone: users.phone }).from(users).where(eq(users.id, user.id)).then(([r]) => r) : undefined;
    return {
      name: contact.contactName ?? account?.name ?? null,
      from: { name: contact.contactName ?? account?.name ?? user?.username ?? "", email: user?.email ?? contact.contactEmail, phone: contact.contactPhone ?? account?.phone ?? null },
    };
  }

  /**
   * A request has arrived (a new one, or a client's draft just submitted): the business hears of it live and by
   * email, and the requester gets the summary, all in the request's transaction. `requester` and `toBusiness` are
   * read before it (the transaction may only use its own connection; PGlite has one).
   */
  async function announceRequest(tx: Transaction, row: QuoteRow, requester: Requester, toBusiness: string): Promise<void> {
    await announceQuote(tx, row);
    const request = quoteRequestMail(toQuoteView(row), await dishNames(row.menuItemIds, tx));
    await mailWithQuoteChange(tx, requester.from.email, emails.quoteReceived({ name: requester.name, quote: request, proposalUrl: links.urlFor(row) }));
    await mailWithQuoteChange(tx, toBusiness, emails.newQuoteRequest({ from: requester.from, quote: request }));
  }

  async function createQuote(input: CreateQuoteInput, user: PublicUser | undefined): Promise<QuoteView> {
    let contact: Contact = { contactName: null, contactEmail: null, contactPhone: null };
    if (!user) {
      const parsed = quoteContactSchema.safeParse(input);
      if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? QUOTE_MESSAGES.contact);
      contact = parsed.data;
    }
    const menuPackage = input.menuPackage as MenuPackage;
    const guestCount = Number(input.guestCount);
    // A request from the cart's dialog is priced by the cart's lines, from the menu's rows (never a price sent).
    const items = "items" in input && input.items?.length ? input.items : null;
    const priced = items ? await priceCartItems(db, items, guestCount) : null;
    const menuItemIds = priced ? [...new Set([...input.menuItemIds, ...priced.menuItemIds])] : input.menuItemIds;
    await checkMenuItems(menuItemIds, { allowMarketValue: menuPackage === "custom" });
    // The day must be open, the notice long enough for the headcount and the kitchen not fully booked (with the next dates that are).
    await kitchen?.checkNewQuote(new Date(input.eventDate), guestCount, menuItemIds);
    const requester = await requesterOf(user, contact);
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
          guestCount,
          venue: input.venue,
          menuPackage,
          menuItemIds,
          totalCents: priced ? priced.price.totalCents : estimateCents(guestCount, menuPackage),
          budgetCents: (input.budget ?? 0) * 100,
          notes: input.notes,
          ...contact,
          // A visitor reaches their quote through the links its emails carry (services/quote-access.ts).
          accessNonce: user ? null : newAccessNonce(),
        })
        .returning();
      if (priced) await tx.insert(quoteLines).values(proposalLineRows(created.id, priced.price));
      await recordFirstVersion(tx, created, "request", user?.id ?? null);
      await announceRequest(tx, created, requester, toBusiness);
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
    // A client's draft is theirs alone until they submit it: the business's lists show requests, not drafts.
    else conditions.push(ne(quotes.status, "draft"));
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

  return { createQuote, listQuotes, getQuote: common.getQuote, requesterOf, announceRequest };
}
