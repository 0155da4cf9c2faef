import { boolean, date, index, integer, pgEnum, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";
import { SUBSCRIPTION_STATUSES } from "../rules/subscriptions";

export const subscriptionStatusEnum = pgEnum("subscription_status", SUBSCRIPTION_STATUSES);

/** A recurring catering plan an admin defines, e.g. a weekly office lunch for 20. */
export const subscriptionPlans = pgTable("subscription_plans", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  /** What each delivery brings, one dish per line. */
  items: text("items").notNull(),
  /** 0 = Sunday … 6 = Saturday. */
  dayOfWeek: integer("day_of_week").notNull(),
  guestCount: integer("guest_count").notNull(),
  pricePerDeliveryCents: integer("price_per_delivery_cents").notNull(),
  active: boolean("active").notNull().default(true),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
export type SubscriptionPlanRow = typeof subscriptionPlans.$inferSelect;

/** A client's request for a plan, which an admin confirms, pauses or cancels. */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: serial("id").primaryKey(),
    planId: integer("plan_id")
      .notNull()
      .references(() => subscriptionPlans.id, { onDelete: "restrict" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    startDate: date("start_date").notNull(),
    address: text("address").notNull(),
    notes: text("notes"),
    status: subscriptionStatusEnum("status").notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("subscriptions_user_idx").on(t.userId), index("subscriptions_status_idx").on(t.status)],
);
export type SubscriptionRow = typeof subscriptions.$inferSelect;
