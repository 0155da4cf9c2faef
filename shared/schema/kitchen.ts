import { date, integer, pgTable, text } from "drizzle-orm/pg-core";

/**
 * The kitchen capacity a card charge in flight holds on its order's day (docs/product/ordering.md, "Kitchen capacity
 * and lead time"). Written under the day's lock once the charge has passed the capacity check, deleted when the order
 * is marked paid (a paid order counts itself). It counts only while its subject's payment claim has a live lease: a
 * declined, failed or crashed charge stops holding the day without any clean-up.
 */
export const kitchenHolds = pgTable("kitchen_holds", {
  /** The payment claim's subject: "order:12". */
  subject: text("subject").primaryKey(),
  day: date("day").notNull(),
  minutes: integer("minutes").notNull(),
  covers: integer("covers").notNull().default(0),
});
