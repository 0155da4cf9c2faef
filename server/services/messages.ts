import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { messageReads, messages, quotes, users, type PublicUser } from "@shared/schema";
import { documentNumber } from "@shared/rules/quotes";
import type { MessageThreadView, MessageView, RecentMessageView, UnreadMessages } from "@shared/validators/messages";
import type { MessageEventData } from "@shared/api/live-events";
import { publishLiveEvent } from "../events/live-events";
import type { Page, PaginationQuery } from "@shared/validators/pagination";
import type { Database, Transaction } from "../db/client";
import { wantsEmail } from "./profile";
import { conflict, notFound } from "../errors";
import { mailWithChange, type Mailer } from "../mail/mailer";
import { emails } from "../mail/templates";
import type { Logger } from "../logger";
import type { ProposalLinks } from "./quote-access";

/** A client writing on their draft proposal (docs/product/quotes-and-proposals.md, "From cart to proposal"). */
export const DRAFT_THREAD_MESSAGE = "Submit your draft request first; then you can message us about it.";

export function createMessageService({
  db,
  mailer,
  logger,
  businessEmail,
  appUrl,
  links,
}: {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  businessEmail: () => Promise<string>;
  /** For the link back to the conversation in the email. */
  appUrl: string;
  /** A visitor's link to their proposal, whose page holds the conversation (services/quote-access.ts). */
  links: Pick<ProposalLinks, "visitorUrl">;
}) {
  const threadQuote = { id: quotes.id, documentNumber: quotes.documentNumber, clientId: quotes.clientId, contactEmail: quotes.contactEmail, contactName: quotes.contactName, accessNonce: quotes.accessNonce, status: quotes.status };
  type ThreadQuote = { id: number; documentNumber: number; clientId: number | null; contactEmail: string | null; contactName: string | null; accessNonce: string | null };

  /**
   * The quote, if this user may see its thread: its client or any admin. Others get 404. A client's draft has no
   * conversation until it is submitted (services/quote-drafts.ts): the business does not see it, its client cannot
   * write on it yet.
   */
  async function visibleQuote(user: PublicUser, quoteId: number): Promise<ThreadQuote> {
    const [quote] = await db.select(threadQuote).from(quotes).where(eq(quotes.id, quoteId));
    if (!quote || (user.role !== "admin" && quote.clientId !== user.id)) throw notFound("Quote not found");
    if (quote.status === "draft") {
      if (quote.clientId !== user.id) throw notFound("Quote not found");
      throw conflict(DRAFT_THREAD_MESSAGE);
    }
    return quote;
  }

  async function listMessages(user: PublicUser, quoteId: number): Promise<MessageView[]> {
    return threadOf(await visibleQuote(user, quoteId));
  }

  /** The visitor holding the proposal's link reads its conversation (the quote was opened by the link). */
  async function listMessagesForContact(quote: ThreadQuote): Promise<MessageView[]> {
    return threadOf(quote);
  }

  async function threadOf(quote: ThreadQuote): Promise<MessageView[]> {
    const rows = await db
      .select({ message: messages, senderName: users.username, senderRole: users.role })
      .from(messages)
      .leftJoin(users, eq(users.id, messages.senderId))
      .where(eq(messages.quoteId, quote.id))
      .orderBy(asc(messages.createdAt), asc(messages.id));
    return rows.map(({ message, senderName, senderRole }) => ({
      id: message.id,
      quoteId: message.quoteId,
      senderId: message.senderId,
      // A visitor's own message has no account behind it: it goes by the name they left.
      senderName: senderName ?? (message.fromContact ? quote.contactName : null),
      fromBusiness: senderRole === "admin",
      content: message.content,
      createdAt: message.createdAt.toISOString(),
    }));
  }

  async function sendMessage(user: PublicUser, quoteId: number, content: string): Promise<MessageView> {
    const quote = await visibleQuote(user, quoteId);
    // Tell the other side by email: the business when a client writes, the client when the business does. A client
    // may turn message emails off in their profile; the business always hears. Read before the transaction, which
    // may only use its own connection (PGlite has one).
    const [client] = quote.clientId ? await db.select({ email: users.email, fullName: users.fullName }).from(users).where(eq(users.id, quote.clientId)) : [];
    const to = user.role === "admin" ? (client?.email ?? quote.contactEmail) : await businessEmail();
    const wanted = !!to && (user.role === "admin" ? await wantsEmail(db, to, "messages") : true);
    // A visitor answers from their proposal's page (its link), a client from the portal's messages.
    const messagesUrl = links.visitorUrl(quote) ?? `${appUrl}/messages`;
    // Pushed live to the client and the business (their streams, on any instance) once the message commits, and
    // emailed if and only if it does.
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx.insert(messages).values({ quoteId, senderId: user.id, content }).returning();
      const data: MessageEventData = { quoteId, messageId: inserted.id, fromBusiness: user.role === "admin" };
      await publishLiveEvent(tx, [quote.clientId ? { userId: quote.clientId } : null, "admins"], "message", { ...data });
      // The sender has read their own thread up to here.
      await markRead(tx, user.id, quoteId, inserted.id);
      if (to && wanted) {
        const number = documentNumber(quote.documentNumber);
        // The business's words go out under its name (settings), not the username of whoever on its staff wrote them.
        const email =
          user.role === "admin"
            ? emails.newMessage({ number, byBusiness: true, clientName: client?.fullName ?? quote.contactName, content, messagesUrl })
            : emails.newMessage({ number, byBusiness: false, from: client?.fullName || user.username, content, messagesUrl });
        await mailWithChange(tx, mailer, { to, about: `message-${inserted.id}/new-message`, email }, logger);
      }
      return inserted;
    });
    return {
      id: row.id,
      quoteId,
      senderId: user.id,
      senderName: user.username,
      fromBusiness: user.role === "admin",
      content: row.content,
      createdAt: row.createdAt.toISOString(),
    };
  }

  /**
   * The visitor holding the proposal's link writes in its conversation: the business hears of it live and by email,
   * as from a client.
   */
  async function sendMessageAsContact(quote: ThreadQuote, content: string): Promise<MessageView> {
    const to = await businessEmail();
    const from = quote.contactName ?? quote.contactEmail ?? "A visitor";
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx.insert(messages).values({ quoteId: quote.id, senderId: null, fromContact: true, content }).returning();
      await publishLiveEvent(tx, ["admins"], "message", { quoteId: quote.id, messageId: inserted.id, fromBusiness: false });
      if (to) {
        const email = emails.newMessage({ number: documentNumber(quote.documentNumber), byBusiness: false, from, content, messagesUrl: `${appUrl}/messages` });
        await mailWithChange(tx, mailer, { to, about: `message-${inserted.id}/new-message`, email }, logger);
      }
      return inserted;
    });
    return { id: row.id, quoteId: quote.id, senderId: null, senderName: quote.contactName, fromBusiness: false, content: row.content, createdAt: row.createdAt.toISOString() };
  }

  /** Moves the user's read mark forward (never back: an older tab must not make read messages unread). */
  async function markRead(executor: Database | Transaction, userId: number, quoteId: number, messageId: number): Promise<void> {
    await executor
      .insert(messageReads)
      .values({ userId, quoteId, lastReadMessageId: messageId })
      .onConflictDoUpdate({
        target: [messageReads.userId, messageReads.quoteId],
        set: { lastReadMessageId: sql`greatest(${messageReads.lastReadMessageId}, excluded.last_read_message_id)`, updatedAt: sql`now()` },
      });
  }

  /** Quotes this user may see, as conversations: the most recently active first (a quote with no message yet by its date). */
  async function listThreads(user: PublicUser, { page, pageSize }: PaginationQuery): Promise<Page<MessageThreadView>> {
    const sender = alias(users, "sender");
    const client = alias(users, "client");
    const latest = db
      .selectDistinctOn([messages.quoteId], { quoteId: messages.quoteId, content: messages.content, createdAt: messages.createdAt, senderRole: sender.role })
      .from(messages)
      .leftJoin(sender, eq(sender.id, messages.senderId))
      .orderBy(messages.quoteId, desc(messages.createdAt), desc(messages.id))
      .as("latest");
    const counts = db
      .select({ quoteId: messages.quoteId, count: sql<number>`count(*)::int`.as("message_count") })
      .from(messages)
      .groupBy(messages.quoteId)
      .as("counts");
    // A draft has no conversation until it is submitted.
    const where = and(ne(quotes.status, "draft"), user.role === "admin" ? undefined : eq(quotes.clientId, user.id));
    const activity = sql`coalesce(${latest.createdAt}, ${quotes.createdAt})`;
    const [rows, [{ total }], unreadNow] = await Promise.all([
      db
        .select({
          quote: { id: quotes.id, documentNumber: quotes.documentNumber, eventType: quotes.eventType, eventDate: quotes.eventDate, status: quotes.status, contactName: quotes.contactName },
          clientName: client.username,
          count: counts.count,
          latest: { content: latest.content, createdAt: latest.createdAt, senderRole: latest.senderRole },
        })
        .from(quotes)
        .leftJoin(client, eq(client.id, quotes.clientId))
        .leftJoin(latest, eq(latest.quoteId, quotes.id))
        .leftJoin(counts, eq(counts.quoteId, quotes.id))
        .where(where)
        .orderBy(desc(activity), desc(quotes.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      db.select({ total: sql<number>`count(*)::int` }).from(quotes).where(where),
      unread(user),
    ]);
    const unreadByQuote = new Map(unreadNow.threads.map((t) => [t.quoteId, t.count]));
    const items = rows.map(({ quote, clientName, count, latest: last }) => ({
      quoteId: quote.id,
      quoteNumber: documentNumber(quote.documentNumber),
      eventType: quote.eventType,
      eventDate: quote.eventDate.toISOString(),
      status: quote.status,
      clientName: clientName ?? quote.contactName,
      messageCount: count ?? 0,
      unreadCount: unreadByQuote.get(quote.id) ?? 0,
      lastMessage: last?.content && last.createdAt ? { content: last.content, createdAt: new Date(last.createdAt).toISOString(), fromBusiness: last.senderRole === "admin" } : null,
    }));
    return { items, page, pageSize, total };
  }

  /** The newest messages across every thread this user may see (the dashboard's Recent Messages). */
  async function recentMessages(user: PublicUser, limit: number): Promise<RecentMessageView[]> {
    const rows = await db
      .select({ message: messages, senderName: users.username, senderRole: users.role, documentNumber: quotes.documentNumber })
      .from(messages)
      .innerJoin(quotes, eq(quotes.id, messages.quoteId))
      .leftJoin(users, eq(users.id, messages.senderId))
      .where(user.role === "admin" ? undefined : eq(quotes.clientId, user.id))
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(limit);
    return rows.map(({ message, senderName, senderRole, documentNumber: number }) => ({
      id: message.id,
      quoteId: message.quoteId,
      quoteNumber: documentNumber(number),
      senderId: message.senderId,
      senderName,
      fromBusiness: senderRole === "admin",
      content: message.content,
      createdAt: message.createdAt.toISOString(),
    }));
  }

  /**
   * Unread messages per thread: those from the other side (the business for a client, clients for an admin)
   * after the last one this user read.
   */
  async function unread(user: PublicUser): Promise<UnreadMessages> {
    const fromOtherSide = user.role === "admin" ? sql`coalesce(${users.role}, 'client') <> 'admin'` : and(eq(quotes.clientId, user.id), eq(users.role, "admin"));
    const rows = await db
      .select({ quoteId: messages.quoteId, count: sql<number>`count(*)::int` })
      .from(messages)
      .innerJoin(quotes, eq(quotes.id, messages.quoteId))
      .leftJoin(users, eq(users.id, messages.senderId))
      .leftJoin(messageReads, and(eq(messageReads.userId, user.id), eq(messageReads.quoteId, messages.quoteId)))
      .where(and(fromOtherSide, sql`${messages.id} > coalesce(${messageReads.lastReadMessageId}, 0)`))
      .groupBy(messages.quoteId);
    return { total: rows.reduce((sum, row) => sum + row.count, 0), threads: rows };
  }

  /** The user has seen the thread up to its newest message. */
  async function readThread(user: PublicUser, quoteId: number): Promise<UnreadMessages> {
    await visibleQuote(user, quoteId);
    const [{ newest }] = await db.select({ newest: sql<number | null>`max(${messages.id})` }).from(messages).where(eq(messages.quoteId, quoteId));
    if (newest !== null) await markRead(db, user.id, quoteId, newest);
    return unread(user);
  }

  return { listMessages, listMessagesForContact, sendMessage, sendMessageAsContact, listThreads, recentMessages, unread, readThread };
}
export type MessageService = ReturnType<typeof createMessageService>;
