import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { quotes } from "./quotes";

/**
 * The link a client shares with the guests of a confirmed event, where each guest leaves their dietary needs. As the
 * visitors' proposal links, the token is derived from the server's secret and this random nonce, never stored;
 * replacing the nonce ends every link given out. It closes at the final guest count deadline.
 */
export const guestLinks = pgTable("guest_links", {
  quoteId: integer("quote_id")
    .primaryKey()
    .references(() => quotes.id, { onDelete: "cascade" }),
  nonce: text("nonce").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One guest's answer through the guest link: seen only by the event's client and admins, and deleted 30 days after
 * the event by a scheduled job.
 */
export const guestResponses = pgTable(
  "guest_responses",
  {
    id: serial("id").primaryKey(),
    quoteId: integer("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Dietary choices (shared/menu/categories.ts DIETARY_TAGS' plain tags). */
    dietary: text("dietary").array().notNull().default([]),
    /** Allergies, from shared/menu/allergens.ts. */
    allergens: text("allergens").array().notNull().default([]),
    notes: text("notes").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("guest_responses_quote_idx").on(t.quoteId, t.createdAt)],
);
export type GuestResponseRow = typeof guestResponses.$inferSelect;
