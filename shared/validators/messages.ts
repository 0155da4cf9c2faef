import { z } from "zod";
import { safeText } from "./text";
import { recordId } from "./ids";
import type * as view from "../api/responses";
import type { Answer } from "../api/wire";

export const MESSAGE_MESSAGES = { empty: "Please write a message before sending.", noQuote: "No quote selected" } as const;

/** The sender is never part of the body: it is whoever is signed in. */
export const sendMessageRequestSchema = z.object({
  quoteId: recordId(MESSAGE_MESSAGES.noQuote),
  content: safeText({ error: MESSAGE_MESSAGES.empty }).trim().min(1, MESSAGE_MESSAGES.empty).max(5000),
});

export type MessageView = Answer<typeof view.messageView>;

/** One quote's conversation in the thread list: the quote it belongs to and its latest message, if any. */
export type MessageThreadView = Answer<typeof view.messageThreadView>;

/** A message in the dashboard's recent list, with the quote it belongs to. */
export type RecentMessageView = Answer<typeof view.recentMessageView>;

/** GET /api/messages/unread: the badge in the header and the sidebar. */
export type UnreadMessages = Answer<typeof view.unreadMessagesView>;
