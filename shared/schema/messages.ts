import { boolean, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";
import { quotes } from "./quotes";

/** A quote's conversation between its client and the business (any admin speaks for the business). */
export const messages = pgTable(
  "messages",
  {
    id: serial("id").primaryKey(),
    quoteId: integer("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    senderId: integer("sender_id").references(() => users.id, { onDelete: "set null" }),
    /** Written by a visitor through their proposal link (no account, so no sender); theirs once the quote joins an account. */
    fromContact: boolean("from_contact").notNull().default(false),
    content: text("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("messages_quote_created_idx").on(t.quoteId, t.createdAt)],
);
export type MessageRow = typeof messages.$inferSelect;
