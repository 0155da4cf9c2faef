import { z } from "zod";
import { safeText } from "./text";
import { recordId } from "./ids";

export const MESSAGE_MESSAGES = { empty: "Please write a message before sending.", noQuote: "No quote selected" } as const;

/** The sender is never part of the body: it is whoever is signed in. */
export const sendMessageRequestSchema = z.object({
  quoteId: recordId(MESSAGE_MESSAGES.noQuote),
  content: safeText({ error: MESSAGE_MESSAGES.empty }).trim().min(1, MESSAGE_MESSAGES.empty).max(5000),
});

export interface MessageView {
  id: number;
  quoteId: number;
  senderId: number | null;
  senderName: string | null;
  /** True when an admin wrote it, i.e. the business side of the thread. */
  fromBusiness: boolean;
  content: string;
  createdAt: string;
}

/** One quote's conversation in the thread list: the quote it belongs to and its latest message, if any. */
export interface MessageThreadView {
  quoteId: number;
  quoteNumber: string;
  eventType: string;
  eventDate: string;
  status: string;
  /** The client's username, or a visitor's contact name. */
  clientName: string | null;
  messageCount: number;
  /** Messages from the other side the signed-in user has not read yet. */
  unreadCount: number;
  lastMessage: { content: string; createdAt: string; fromBusiness: boolean } | null;
}

/** A message in the dashboard's recent list, with the quote it belongs to. */
export interface RecentMessageView extends MessageView {
  quoteNumber: string;
}

/** GET /api/messages/unread: the badge in the header and the sidebar. */
export interface UnreadMessages {
  total: number;
  threads: { quoteId: number; count: number }[];
}
