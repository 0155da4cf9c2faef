import { asc, eq } from "drizzle-orm";
import { messages, quotes, users, type PublicUser } from "@shared/schema";
import { quoteNumber } from "@shared/rules/quotes";
import type { MessageView } from "@shared/validators/messages";
import type { Database } from "../db/client";
import { notFound } from "../errors";
import type { Mailer } from "../mail/mailer";
import type { Logger } from "../logger";

export function createMessageService({ db, mailer, logger, businessEmail }: { db: Database; mailer: Mailer; logger: Logger; businessEmail: () => Promise<string> }) {
  /** The quote, if this user may see its thread: its client or any admin. Others get 404. */
  async function visibleQuote(user: PublicUser, quoteId: number) {
    const [quote] = await db.select({ id: quotes.id, clientId: quotes.clientId, contactEmail: quotes.contactEmail }).from(quotes).where(eq(quotes.id, quoteId));
    if (!quote || (user.role !== "admin" && quote.clientId !== user.id)) throw notFound("Quote not found");
    return quote;
  }

  async function listMessages(user: PublicUser, quoteId: number): Promise<MessageView[]> {
    await visibleQuote(user, quoteId);
    const rows = await db
      .select({ message: messages, senderName: users.username, senderRole: users.role })
      .from(messages)
      .leftJoin(users, eq(users.id, messages.senderId))
      .where(eq(messages.quoteId, quoteId))
      .orderBy(asc(messages.createdAt), asc(messages.id));
    return rows.map(({ message, senderName, senderRole }) => ({
      id: message.id,
      quoteId: message.quoteId,
      senderId: message.senderId,
      senderName,
      fromBusiness: senderRole === "admin",
      content: message.content,
      createdAt: message.createdAt.toISOString(),
    }));
  }

  async function sendMessage(user: PublicUser, quoteId: number, content: string): Promise<MessageView> {
    const quote = await visibleQuote(user, quoteId);
    const [row] = await db.insert(messages).values({ quoteId, senderId: user.id, content }).returning();
    // Tell the other side: the business when a client writes, the client when the business does.
    try {
      const [client] = quote.clientId ? await db.select({ email: users.email }).from(users).where(eq(users.id, quote.clientId)) : [];
      const to = user.role === "admin" ? (client?.email ?? quote.contactEmail) : await businessEmail();
      if (to) await mailer.send({ to, subject: `New message about quote ${quoteNumber(quoteId)}`, text: `${user.username} wrote:\n\n${content}` });
    } catch (error) {
      logger.error({ err: error, quoteId }, "message notification failed");
    }
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

  return { listMessages, sendMessage };
}
export type MessageService = ReturnType<typeof createMessageService>;
