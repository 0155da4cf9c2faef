import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Business settings an admin edits (company info, social links, feature toggles), one JSON value per key. */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
