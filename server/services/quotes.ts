import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import { menuItems, messages, quoteLines, quotes, quoteStatusTotals, users, type PublicUser, type QuoteLineRow, type QuoteRow } from "@shared/schema";
import { businessDates } from "@shared/rules/dates";
import { centsToDecimal, decimalToCents, formatCents } from "@shared/rules/money";
import { isMarketPriceText } from "@shared/rules/pricing";
import { balanceDueDate, canTransition, QUOTE_PAYMENT_MESSAGES, statusChangeRefusal, depositCents, estimateCents, QUOTE_MESSAGES, quoteContactSchema, documentNumber, type CreateQuoteRequest, type MenuPackage, type QuoteStatus } from "@shared/rules/quotes";
import { eventTypeLabel } from "@shared/rules/event-types";
import type { QuoteStats, QuoteView } from "@shared/validators/quotes";
import type { AdminProposal, ProposalLineView } from "@shared/validators/proposals";
import { proposalTotalCents } from "@shared/rules/proposals";
import type { Page, PaginationQuery } from "@shared/validators/pagination";
import type { Database, Transaction } from "../db/client";
import { wantsEmail } from "./profile";
import type { NotificationTopic } from "@shared/rules/notifications";
import { badRequest, conflict, InvalidRequest, notFound } from "../errors";
import { mailWithChange, type Mailer } from "../mail/mailer";
import type { Email } from "../mail/email";
import { emails, type QuoteRequestMail } from "../mail/templates";
import type { Logger } from "../logger";
import type { CompanyInfo } from "@shared/settings/company-info";
import type { CurrentSettings } from "../settings/current-settings";
import { renderQuotePdf } from "../documents/quote-pdf";
import { announceQuote, publishLiveEvent } from "../events/live-events";
import { recordAudit } from "./audit-log";
import { holdPaymentSubject } from "../payments/card-payments";

type CreateQuoteInput = CreateQuoteRequest & { budget?: number; venue: string; menuItemIds: number[]; notes: string | null };

export function toQuoteView(q: QuoteRow): QuoteView {
  return {
    id: q.id,
    number: documentNumber(q.documentNumber),
    clientId: q.clientId,
    status: q.status,
    eventType: q.eventType,
    eventDate: q.eventDate.toISOString(),
    guestCount: q.guestCount,
    venue: q.venue,
    menuPackage: q.menuPackage,
    menuItemIds: q.menuItemIds,
    totalAmount: centsToDecimal(q.totalCents),
    budget: centsToDecimal(q.budgetCents),
    notes: q.notes,
    contactName: q.contactName,
    contactEmail: q.contactEmail,
    contactPhone: q.contactPhone,
    viewedAt: q.viewedAt?.toISOString() ?? null,
    createdAt: q.createdAt.toISOString(),
    depositAmount: centsToDecimal(depositCents(q.totalCents)),
    // What is left to pay: a partly refunded deposit counts only for what the business kept.
    balanceAmount: centsToDecimal(q.totalCents - (q.depositPaidCents === null ? depositCents(q.totalCents) : q.depositPaidCents - q.depositRefundedCents)),
    balanceDueDate: balanceDueDate(q.eventDate).toISOString(),
    depositPaidAt: q.depositPaidAt?.toISOString() ?? null,
    depositRefundedAmount: centsToDecimal(q.depositRefundedCents),
  };
}

const DEPOSIT_IN_FLIGHT = "The client is paying the deposit right now. Please try again in a minute.";

/**
 * A change to what the deposit pays for (status, price, dishes, date) holds the deposit's payment claim in its own
 * transaction, after locking the quote row: a deposit charge in flight wins and the change is refused, and a charge
 * arriving meanwhile waits for the change, then finds the proposal changed before reaching the card.
 */
const holdDeposit = (tx: Transaction, quoteId: number) => holdPaymentSubject(tx, `deposit:${quoteId}`, DEPOSIT_IN_FLIGHT);

/** "We updated your proposal CC-2024-007: the total is now $4,800.00 and the event date is now December 7, 2026." */
function proposalNews(number: string, changes: string[]): string {
  return `We updated your proposal ${number}: ${changes.join(" and ")}.`;
}

export interface QuoteServiceDeps {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  businessEmail: () => Promise<string>;
  /** Company details printed on quote documents (business settings). */
  companyInfo: () => Promise<CompanyInfo>;
  /** The business settings in force: emails, messages and documents write dates in its time zone. */
  settings: CurrentSettings;
  /** A client account for a new contact, and the link that lets them choose a password (server/services/auth.ts). */
  inviteClient: (contact: { name: string; email: string; phone: string }) => Promise<{ user: PublicUser; link: string }>;
  appUrl: string;
}

const toLineView = (line: QuoteLineRow): ProposalLineView => ({
  kind: line.kind,
  menuItemId: line.menuItemId,
  description: line.description,
  quantity: line.quantity,
  unitPrice: centsToDecimal(line.unitPriceCents),
  lineTotal: centsToDecimal(line.lineTotalCents),
});

export function createQuoteService({ db, mailer, logger, businessEmail, companyInfo, settings, inviteClient, appUrl }: QuoteServiceDeps) {
  const dates = () => businessDates(settings().timeZone);
  /**
   * Selected items must exist and be on the menu. A package is priced per person, so its items need a fixed price;
   * a custom quote may include market-value dishes, which the business prices.
   */
  async function checkMenuItems(ids: number[], { allowMarketValue = false } = {}): Promise<void> {
    if (ids.length === 0) return;
    const rows = await db.select({ id: menuItems.id, price: menuItems.price, isActive: menuItems.isActive }).from(menuItems).where(inArray(menuItems.id, ids));
    const selectable = rows.filter((r) => r.isActive && (allowMarketValue || !isMarketPriceText(r.price)));
    if (selectable.length !== new Set(ids).size) throw badRequest(QUOTE_MESSAGES.menuSelection);
  }

  /** The quote's owner, or an admin; anyone else gets the same 404 as for a missing quote. */
  async function loadVisible(user: PublicUser, id: number): Promise<QuoteRow> {
    const [quote] = await db.select().from(quotes).where(eq(quotes.id, id));
    if (!quote || (user.role !== "admin" && quote.clientId !== user.id)) throw notFound("Quote not found");
    return quote;
  }

  /** Where a quote's news goes: its client's account email, or the contact email a visitor left. */
  async function ownerEmail(quote: QuoteRow): Promise<string | null> {
    const [owner] = quote.clientId ? await db.select({ email: users.email }).from(users).where(eq(users.id, quote.clientId)) : [];
    return owner?.email ?? quote.contactEmail;
  }

  /**
   * Where a quote's news on `topic` goes: its owner's address, unless they turned that topic off (profile settings).
   * Read before the change's transaction, which may only use its own connection (PGlite has one).
   */
  async function ownerWanting(quote: QuoteRow, topic: NotificationTopic): Promise<string | null> {
    const address = await ownerEmail(quote);
    return address && (await wantsEmail(db, address, topic)) ? address : null;
  }

  /** Queues `email` in the change's transaction (sent if and only if the change commits), when there is an address. */
  async function mailWithQuoteChange(tx: Transaction, to: string | null | undefined, email: Email): Promise<void> {
    if (to) await mailWithChange(tx, mailer, { to, email }, logger);
  }

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
        })
        .returning();
      await announceQuote(tx, created);
      const request = quoteRequestMail(toQuoteView(created), dishes);
      await mailWithQuoteChange(tx, from.email, emails.quoteReceived({ quote: request }));
      await mailWithQuoteChange(tx, toBusiness, emails.newQuoteRequest({ from, quote: request }));
      return created;
    });
    return toQuoteView(row);
  }

  async function dishNames(ids: number[]): Promise<string[]> {
    return ids.length ? (await db.select({ name: menuItems.name }).from(menuItems).where(inArray(menuItems.id, ids))).map((r) => r.name) : [];
  }

  /**
   * What the emails about a quote request say: the business hears of every request with what it needs to answer it
   * (when, how many guests, the package and dishes, the budget and the notes); the requester gets the summary.
   */
  function quoteRequestMail(quote: QuoteView, dishes: string[]): QuoteRequestMail {
    return {
      number: quote.number,
      eventType: eventTypeLabel(quote.eventType),
      when: dates().formatLongDateTime(quote.eventDate),
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
    return { items: await withClients(user, rows.map(toQuoteView)), page, pageSize, total };
  }

  async function getQuote(user: PublicUser, id: number): Promise<QuoteView> {
    const [view] = await withClients(user, [toQuoteView(await loadVisible(user, id))]);
    return { ...view, lines: await loadLines(id) };
  }

  async function loadLines(quoteId: number): Promise<ProposalLineView[]> {
    const rows = await db.select().from(quoteLines).where(eq(quoteLines.quoteId, quoteId)).orderBy(asc(quoteLines.position));
    return rows.map(toLineView);
  }

  /**
   * A proposal an admin prepares for a client (an existing client account, or a new contact who is invited to make
   * one): priced line by line, its total the lines' sum. Posted on its thread and emailed to the client.
   */
  async function createProposal(admin: PublicUser, input: AdminProposal): Promise<QuoteView> {
    const menuItemIds = [...new Set(input.lines.flatMap((l) => (l.menuItemId ? [l.menuItemId] : [])))];
    if (menuItemIds.length) {
      // Any dish on the menu may be proposed, market-value ones too: the business prices them here.
      const found = await db.select({ id: menuItems.id }).from(menuItems).where(and(inArray(menuItems.id, menuItemIds), eq(menuItems.isActive, true)));
      if (found.length !== menuItemIds.length) throw badRequest("A dish on the proposal is no longer on the menu. Please remove it.");
    }
    const lines = input.lines.map((line, position) => {
      const unitPriceCents = decimalToCents(line.unitPrice)!;
      return { kind: line.kind, menuItemId: line.menuItemId, description: line.description, quantity: line.quantity, unitPriceCents, lineTotalCents: unitPriceCents * line.quantity, position };
    });

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
          totalCents: proposalTotalCents(lines),
          notes: input.notes,
          contactName: client.name,
          contactEmail: client.email,
          contactPhone: client.phone,
        })
        .returning();
      await tx.insert(quoteLines).values(lines.map((line) => ({ ...line, quoteId: created.id })));
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

  /** Admins see whose proposal each one is; a client's own views carry nothing extra. */
  async function withClients(viewer: PublicUser, views: QuoteView[]): Promise<QuoteView[]> {
    if (viewer.role !== "admin") return views;
    const ids = [...new Set(views.map((v) => v.clientId).filter((id): id is number => id !== null))];
    const owners = ids.length ? await db.select({ id: users.id, username: users.username, email: users.email, fullName: users.fullName }).from(users).where(inArray(users.id, ids)) : [];
    const byId = new Map(owners.map((o) => [o.id, { username: o.username, email: o.email, fullName: o.fullName }]));
    return views.map((view) => ({ ...view, client: view.clientId === null ? null : (byId.get(view.clientId) ?? null) }));
  }

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
        await holdDeposit(tx, id);
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

  async function adminUpdate(admin: PublicUser, id: number, change: { totalAmount?: string; notes?: string | null; menuItemIds?: number[]; eventDate?: string }): Promise<QuoteView> {
    if (change.menuItemIds) await checkMenuItems(change.menuItemIds);
    const totalCents = change.totalAmount === undefined ? undefined : decimalToCents(change.totalAmount);
    if (totalCents === null) throw new InvalidRequest("Amount must be a dollar amount such as 12.50");
    // Only a new price or date is news for the client.
    const [current] = totalCents !== undefined || change.eventDate ? await db.select().from(quotes).where(eq(quotes.id, id)) : [];
    const toClient = current ? await ownerWanting(current, "quoteUpdates") : null;
    const { view } = await db.transaction(async (tx) => {
      // Locked: a deposit being recorded at this moment either lands first (and the price is refused) or after.
      const [quote] = await tx.select().from(quotes).where(eq(quotes.id, id)).for("update");
      if (!quote) throw notFound("Quote not found");
      await holdDeposit(tx, id);
      if (totalCents !== undefined && totalCents !== quote.totalCents && quote.depositPaidAt) throw conflict(QUOTE_PAYMENT_MESSAGES.depositLocked);
      const [row] = await tx
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
      await recordAudit(tx, admin, { action: "quote.update", entityType: "quote", entityId: id, before: toQuoteView(quote), after: toQuoteView(row) });
      const changes = [
        ...(row.totalCents !== quote.totalCents ? [`the total is now ${formatCents(row.totalCents)}`] : []),
        ...(row.eventDate.getTime() !== quote.eventDate.getTime() ? [`the event date is now ${dates().formatBusinessDate(row.eventDate)}`] : []),
      ];
      await postToThread(tx, admin, row, changes);
      await announceQuote(tx, row);
      const view = toQuoteView(row);
      if (changes.length) {
        await mailWithQuoteChange(tx, toClient, emails.proposalUpdated({ number: view.number, news: proposalNews(view.number, changes), proposalsUrl: `${appUrl}/proposals` }));
      }
      return { view };
    });
    return view;
  }

  /**
   * Price, date and status changes by the business are posted on the proposal's message thread (as the admin), so
   * the client's conversation shows them beside everything else.
   */
  async function postToThread(tx: Transaction, admin: PublicUser, quote: QuoteRow, changes: string[]): Promise<void> {
    if (!changes.length) return;
    await postBusinessMessage(tx, admin, quote, proposalNews(documentNumber(quote.documentNumber), changes));
  }

  async function postBusinessMessage(tx: Transaction, admin: PublicUser, quote: QuoteRow, content: string): Promise<void> {
    const [message] = await tx.insert(messages).values({ quoteId: quote.id, senderId: admin.id, content }).returning({ id: messages.id });
    await publishLiveEvent(tx, [quote.clientId ? { userId: quote.clientId } : null, "admins"], "message", { quoteId: quote.id, messageId: message.id, fromBusiness: true });
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

  /** The quote document for its owner or an admin (404 for anyone else). */
  async function quotePdf(user: PublicUser, id: number): Promise<{ filename: string; pdf: Buffer }> {
    const quote = toQuoteView(await loadVisible(user, id));
    const lines = await loadLines(id);
    if (lines.length) return { filename: `quote-${quote.number}.pdf`, pdf: await renderQuotePdf({ ...quote, lines }, await companyInfo(), []) };
    const names = quote.menuItemIds.length
      ? (await db.select({ id: menuItems.id, name: menuItems.name }).from(menuItems).where(inArray(menuItems.id, quote.menuItemIds))).map((r) => r.name)
      : [];
    return { filename: `quote-${quote.number}.pdf`, pdf: await renderQuotePdf(quote, await companyInfo(), names) };
  }

  return { createQuote, createProposal, listQuotes, getQuote, markViewed, setStatus, adminUpdate, stats, quotePdf };
}
export type QuoteService = ReturnType<typeof createQuoteService>;
