import { boolean, check, index, integer, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { users } from "./users";
import { orders } from "./orders";

/** earn: a paid order; refund: points of a refunded order taken back; redeem: a reward; adjust: an admin's correction. */
export const loyaltyEntryKindEnum = pgEnum("loyalty_entry_kind", ["earn", "refund", "redeem", "adjust"]);
export type LoyaltyEntryKind = (typeof loyaltyEntryKindEnum.enumValues)[number];

/** The points ledger: a client's balance is the sum of their entries' points, never stored anywhere else. */
export const loyaltyEntries = pgTable(
  "loyalty_entries",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: loyaltyEntryKindEnum("kind").notNull(),
    points: integer("points").notNull(),
    description: text("description").notNull(),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    couponCode: text("coupon_code"),
    /** The admin who adjusted, for adjust entries. */
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("loyalty_entries_user_idx").on(t.userId, t.createdAt),
    // One earn entry per order, whatever the retries.
    uniqueIndex("loyalty_entries_earn_order_idx").on(t.orderId).where(sql`kind = 'earn'`),
  ],
);
export type LoyaltyEntryRow = typeof loyaltyEntries.$inferSelect;

/**
 * Every coupon code: the business's offers (seeded with the QR cards' codes, managed at /admin) and the rewards
 * clients redeemed (single use, for their client). Terms are applied by shared/rules/coupons.ts.
 */
export const coupons = pgTable(
  "coupons",
  {
    id: serial("id").primaryKey(),
    /** Upper case, as customers' input is normalised. */
    code: text("code").notNull(),
    description: text("description").notNull(),
    percentOff: integer("percent_off"),
    amountOffCents: integer("amount_off_cents"),
    /** The order's total becomes this amount (the demo's ONEDOLLAR). */
    fixedTotalCents: integer("fixed_total_cents"),
    minSubtotalCents: integer("min_subtotal_cents").notNull().default(0),
    /** Only this client may use it; null: anyone. */
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** How many orders may use it; null: no limit. */
    maxUses: integer("max_uses"),
    usedCount: integer("used_count").notNull().default(0),
    /** Uses allowed to one customer (counted by email); null: no limit. */
    maxUsesPerCustomer: integer("max_uses_per_customer"),
    firstOrderOnly: boolean("first_order_only").notNull().default(false),
    /** Only orders for this event type (slug); null: any. */
    eventType: text("event_type"),
    /** Shown as a card with its QR code on the public QR codes page. */
    advertised: boolean("advertised").notNull().default(false),
    active: boolean("active").notNull().default(true),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("coupons_code_idx").on(t.code),
    index("coupons_user_idx").on(t.userId),
    check("coupons_one_discount", sql`num_nonnulls(${t.percentOff}, ${t.amountOffCents}, ${t.fixedTotalCents}) = 1`),
    check("coupons_use_limit", sql`${t.maxUses} is null or ${t.usedCount} <= ${t.maxUses}`),
  ],
);
export type CouponRow = typeof coupons.$inferSelect;

/** One order's use of a coupon: the per-customer limit counts these, and a cancelled unpaid order removes its own. */
export const couponRedemptions = pgTable(
  "coupon_redemptions",
  {
    id: serial("id").primaryKey(),
    couponId: integer("coupon_id")
      .notNull()
      .references(() => coupons.id, { onDelete: "cascade" }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** Lower-cased, so one customer is one customer whatever the case they type. */
    customerEmail: text("customer_email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("coupon_redemptions_order_idx").on(t.orderId), index("coupon_redemptions_customer_idx").on(t.couponId, t.customerEmail)],
);
