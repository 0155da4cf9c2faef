import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { menuItems, messages, payments, quoteLines, quoteOfflinePayments, quotes, quoteSignatures, users, type PublicUser, type QuoteRow, type QuoteSignatureRow, type QuoteVersionLine } from "@shared/schema";
import { businessDates } from "@shared/rules/dates";
import { centsToDecimal } from "@shared/rules/money";
import { isMarketPriceText } from "@shared/rules/pricing";
import { balanceDueDate, documentNumber, QUOTE_MESSAGES } from "@shared/rules/quotes";
import { isBalanceOverdue, proposalAmounts, type ProposalPaymentKind } from "@shared/rules/proposal-payments";
import type { NotificationTopic } from "@shared/rules/notifications";
import type { CompanyInfo } from "@shared/settings/company-info";
import type { QuoteView } from "@shared/validators/quotes";
import type { ProposalLineView } from "@shared/validators/proposals";
import type { ProposalPaymentView } from "@shared/validators/quotes";
import type { Database, Transaction } from "../db/client";
import { badRequest, notFound } from "../errors";
import type { Logger } from "../logger";
import { mailWithChange, type Mailer } from "../mail/mailer";
import type { Email } from "../mail/email";
import { publishLiveEvent } from "../events/live-events";
import type { CurrentSettings } from "../settings/current-settings";
import type { PaymentHolds } from "./payments";
import { wantsEmail } from "./profile";
import type { ProposalLinks } from "./quote-access";
import type { ProposalLinkRequest } from "./quote-links";
import type { SealedQueue } from "../jobs/sealed-jobs";
import type { KitchenService } from "./kitchen";
import { toSignatureView } from "./quote-signature-view";

export interface QuoteServiceDeps {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  businessEmail: () => Promise<string>;
  /** Company details printed on quote documents (business settings). */
  companyInfo: () => Promise<CompanyInfo>;
  /** The business's logo as PNG, drawn on the proposal PDF (documents/logo.ts renders it once at startup). */
  logo: Buffer;
  /** The business settings in force: emails, messages and documents write dates in its time zone. */
  settings: CurrentSettings;
  /** A client account for a new contact, and the link that lets them choose a password (server/services/auth.ts). */
  inviteClient: (contact: { name: string; email: string; phone: string }) => Promise<{ user: PublicUser; link: string }>;
  /** The deposit's payment claim, held by a change to what the deposit pays for (the payment service). */
  payments: Pick<PaymentHolds, "holdDeposit" | "holdBalance">;
  appUrl: string;
  /** The links that open a visitor's proposal without an account (services/quote-access.ts). */
  links: ProposalLinks;
  /** Where requests for a visitor's links wait for the worker (sealed: the job holds an email address). */
  linkRequests: Pick<SealedQueue<ProposalLinkRequest>, "send">;
  /** Every event date against the kitchen's closed days, lead times and capacity (services/kitchen.ts). */
  kitchen?: Pick<KitchenService, "checkNewQuote" | "checkAcceptance">;
}

/** A quote as the API shows it; `now` decides whether an unpaid balance is overdue (tests pass their own clock). */
export function toQuoteView(q: QuoteRow, now: Date = new Date()): QuoteView {
  const amounts = proposalAmounts(q);
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
    version: q.version,
    clientSeenVersion: q.clientSeenVersion,
    depositAmount: centsToDecimal(amounts.depositCents),
    // What is left to pay: a partly refunded deposit counts only for what the business kept (shared/rules/proposal-payments.ts).
    balanceAmount: centsToDecimal(amounts.balanceCents),
    balanceDueDate: balanceDueDate(q.eventDate).toISOString(),
    depositPaidAt: q.depositPaidAt?.toISOString() ?? null,
    depositRefundedAmount: centsToDecimal(q.depositRefundedCents),
    balancePaidAt: q.balancePaidAt?.toISOString() ?? null,
    paidAmount: centsToDecimal(amounts.receivedCents),
    balanceOverdue: isBalanceOverdue(q, now),
    cancelledAt: q.cancelledAt?.toISOString() ?? null,
    cancellationRefundAmount: q.cancellationRefundCents === null ? null : centsToDecimal(q.cancellationRefundCents),
  };
}

/** A priced line as the API shows it: a quote's current line, or one a version kept (quote_versions.lines). */
export const toLineView = (line: QuoteVersionLine): ProposalLineView => ({
  kind: line.kind,
  menuItemId: line.menuItemId,
  description: line.description,
  quantity: line.quantity,
  unitPrice: centsToDecimal(line.unitPriceCents),
  lineTotal: centsToDecimal(line.lineTotalCents),
  rateBasisPoints: line.rateBasisPoints,
  perPerson: line.perPerson,
});

/** "We updated your proposal CC-2024-007: the total is now $4,800.00 and the event date is now December 7, 2026." */
export function proposalNews(number: string, changes: string[]): string {
  return `We updated your proposal ${number}: ${changes.join(" and ")}.`;
}

/** What every part of the quote service (requests, proposals, status, documents) reads and writes alike. */
export function createQuoteCommon({ db, mailer, logger, settings }: Pick<QuoteServiceDeps, "db" | "mailer" | "logger" | "settings">) {
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

  /** Names of the dishes `ids`; `executor` is the transaction when called inside one. */
  async function dishNames(ids: number[], executor: Database | Transaction = db): Promise<string[]> {
    return ids.length ? (await executor.select({ name: menuItems.name }).from(menuItems).where(inArray(menuItems.id, ids))).map((r) => r.name) : [];
  }

  /** The quote's owner, or an admin (but for a draft); anyone else gets the same 404 as for a missing quote. */
  async function loadVisible(user: PublicUser, id: number): Promise<QuoteRow> {
    const [quote] = await db.select().from(quotes).where(eq(quotes.id, id));
    if (!quote || (user.role !== "admin" && quote.clientId !== user.id)) throw notFound("Quote not found");
    // A draft is its client's alone until submitted (services/quote-drafts.ts): the business does not see it yet.
    if (quote.status === "draft" && quote.clientId !== user.id) throw notFound("Quote not found");
    return quote;
  }

  async function loadLines(quoteId: number, executor: Database | Transaction = db): Promise<ProposalLineView[]> {
    const rows = await executor.select().from(quoteLines).where(eq(quoteLines.quoteId, quoteId)).orderBy(asc(quoteLines.position));
    return rows.map(toLineView);
  }

  /** Admins see whose proposal each one is; a client's own views carry nothing extra. */
  async function withClients(viewer: PublicUser, views: QuoteView[]): Promise<QuoteView[]> {
    if (viewer.role !== "admin") return views;
    const ids = [...new Set(views.map((v) => v.clientId).filter((id): id is number => id !== null))];
    const owners = ids.length ? await db.select({ id: users.id, username: users.username, email: users.email, fullName: users.fullName }).from(users).where(inArray(users.id, ids)) : [];
    const byId = new Map(owners.map((o) => [o.id, { username: o.username, email: o.email, fullName: o.fullName }]));
    return views.map((view) => ({ ...view, client: view.clientId === null ? null : (byId.get(view.clientId) ?? null) }));
  }

  /**
   * Every payment on a quote, oldest first: card deposits and balances (a charge later refunded stays listed, with its
   * refund beside it), refunds, and the offline payments an admin recorded. Failed attempts are left out.
   */
  async function loadPayments(quoteId: number, executor: Database | Transaction = db): Promise<ProposalPaymentView[]> {
    const [card, offline] = await Promise.all([
      executor
        .select({ id: payments.id, kind: payments.kind, amountCents: payments.amountCents, status: payments.status, at: payments.createdAt })
        .from(payments)
        .where(and(eq(payments.quoteId, quoteId), inArray(payments.kind, ["deposit", "balance", "refund"]), inArray(payments.status, ["succeeded", "refunded"])))
        .orderBy(asc(payments.createdAt), asc(payments.id)),
      executor.select().from(quoteOfflinePayments).where(eq(quoteOfflinePayments.quoteId, quoteId)).orderBy(asc(quoteOfflinePayments.receivedAt), asc(quoteOfflinePayments.id)),
    ]);
    const entries = [
      ...card
        .filter((p) => p.kind !== "refund" || p.status === "succeeded")
        .map((p) => ({ at: p.at, view: { kind: p.kind as ProposalPaymentKind, amount: centsToDecimal(p.amountCents), method: null, reference: null, at: p.at.toISOString() } })),
      ...offline.map((p) => ({ at: p.receivedAt, view: { kind: "offline" as const, amount: centsToDecimal(p.amountCents), method: p.method, reference: p.reference, at: p.receivedAt.toISOString() } })),
    ];
    // A stable sort: entries of the same instant keep the order above.
    return entries.sort((a, b) => a.at.getTime() - b.at.getTime()).map((e) => e.view);
  }

  /** The signature in force on a quote (the latest; docs/decisions/014-e-signature.md), if it was signed. */
  async function latestSignature(quoteId: number): Promise<QuoteSignatureRow | undefined> {
    const [row] = await db.select().from(quoteSignatures).where(eq(quoteSignatures.quoteId, quoteId)).orderBy(desc(quoteSignatures.signedAt), desc(quoteSignatures.id)).limit(1);
    return row;
  }

  /** A quote in full, as its detail shows it: lines, payments and its signature. */
  async function detailOf(quote: QuoteRow, view: QuoteView = toQuoteView(quote)): Promise<QuoteView> {
    const [lines, paid, signature] = await Promise.all([loadLines(quote.id), loadPayments(quote.id), latestSignature(quote.id)]);
    return { ...view, lines, payments: paid, signature: toSignatureView(signature, quote) };
  }

  async function getQuote(user: PublicUser, id: number): Promise<QuoteView> {
    const quote = await loadVisible(user, id);
    const [view] = await withClients(user, [toQuoteView(quote)]);
    return detailOf(quote, view);
  }

  /** Where a quote's news goes: its client's account email, or the contact email a visitor left. */
  async function ownerEmail(quote: QuoteRow): Promise<string | null> {
    const [owner] = quote.clientId ? await db.select({ email: users.email }).from(users).where(eq(users.id, quote.clientId)) : [];
    return owner?.email ?? quote.contactEmail;
  }

  /**
   * Who a quote is for, as its emails name them: the client's account (its full name, and its username for the
   * business's notices when there is none), else the contact a visitor left.
   */
  async function ownerDetails(quote: QuoteRow): Promise<{ name: string | null; username: string | null; email: string | null; phone: string | null }> {
    const [account] = quote.clientId
      ? await db.select({ fullName: users.fullName, username: users.username, email: users.email, phone: users.phone }).from(users).where(eq(users.id, quote.clientId))
      : [];
    return { name: account?.fullName || quote.contactName || null, username: account?.username ?? null, email: account?.email ?? quote.contactEmail, phone: account?.phone || quote.contactPhone };
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

  async function postBusinessMessage(tx: Transaction, admin: PublicUser, quote: QuoteRow, content: string): Promise<void> {
    const [message] = await tx.insert(messages).values({ quoteId: quote.id, senderId: admin.id, content }).returning({ id: messages.id });
    await publishLiveEvent(tx, [quote.clientId ? { userId: quote.clientId } : null, "admins"], "message", { quoteId: quote.id, messageId: message.id, fromBusiness: true });
  }

  /**
   * Price, date and status changes by the business are posted on the proposal's message thread (as the admin), so
   * the client's conversation shows them beside everything else.
   */
  async function postToThread(tx: Transaction, admin: PublicUser, quote: QuoteRow, changes: string[]): Promise<void> {
    if (!changes.length) return;
    await postBusinessMessage(tx, admin, quote, proposalNews(documentNumber(quote.documentNumber), changes));
  }

  return { dates, checkMenuItems, dishNames, loadVisible, loadLines, loadPayments, latestSignature, detailOf, withClients, getQuote, ownerDetails, ownerWanting, mailWithQuoteChange, postBusinessMessage, postToThread };
}
export type QuoteCommon = ReturnType<typeof createQuoteCommon>;
