import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * A user's private calendar feed (all confirmed events for an admin, their own for a client). The feed's URL token
 * is derived from the server's secret and this nonce, never stored; revoking the feed deletes the row, and a new
 * feed gets a new nonce, so every URL given out before answers 404.
 */
export const calendarFeeds = pgTable("calendar_feeds", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  nonce: text("nonce").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
