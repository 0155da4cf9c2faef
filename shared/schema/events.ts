import { bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";
import { quotes } from "./quotes";

/**
 * What the live stream (GET /api/events) pushes, kept for a short while so a browser that reconnects with
 * Last-Event-ID gets what it missed. Written in the transaction of the change it announces; the same row goes
 * out at once to every instance through NOTIFY. `audience` is "user:<id>" or "admins".
 */
export const appEvents = pgTable(
  "app_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    audience: text("audience").notNull(),
    type: text("type").notNull(),
    data: jsonb("data").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("app_events_audience_id_idx").on(t.audience, t.id), index("app_events_created_idx").on(t.createdAt)],
);

/** How far each user has read each conversation: messages after it from the other side are unread. */
export const messageReads = pgTable(
  "message_reads",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    quoteId: integer("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    lastReadMessageId: integer("last_read_message_id").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.quoteId] })],
);
