import { boolean, check, date, index, integer, jsonb, pgEnum, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { quotes } from "./quotes";
import { users } from "./users";
import { menuItems } from "./menu-items";

export const orderStatusEnum = pgEnum("order_status", ["pending_payment", "paid", "confirmed", "completed", "cancelled"]);
export type OrderStatus = (typeof orderStatusEnum.enumValues)[number];

/** card: paid online at checkout; at_pickup: a dinner pickup order paid in person. */
export const paymentMethodEnum = pgEnum("payment_method", ["card", "at_pickup"]);

export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    /** The signed-in client who placed it; null for a visitor's order. Never taken from a request body. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    status: orderStatusEnum("status").notNull().default("pending_payment"),
    paymentMethod: paymentMethodEnum("payment_method").notNull().default("card"),
    /** checkout (the menu cart) or dinner (the dinner pickup page). */
    source: text("source").notNull().default("checkout"),
    customerName: text("customer_name").notNull(),
    // Optional only for dinner pickup orders; checkout always requires it.
    customerEmail: text("customer_email"),
    customerPhone: text("customer_phone").notNull(),
    eventDate: date("event_date"),
    eventLocation: text("event_location"),
    eventType: text("event_type"),
    pickupTime: text("pickup_time"),
    notes: text("notes"),
    couponCode: text("coupon_code"),
    subtotalCents: integer("subtotal_cents").notNull(),
    discountCents: integer("discount_cents").notNull().default(0),
    totalCents: integer("total_cents").notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("orders_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("orders_user_created_idx").on(t.userId, t.createdAt.desc()),
    index("orders_email_status_idx").on(t.customerEmail, t.status),
  ],
);
export type OrderRow = typeof orders.$inferSelect;

/** A snapshot of each line as sold: later menu edits or deletions never change a past order. */
export const orderItems = pgTable(
  "order_items",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    menuItemId: integer("menu_item_id").references(() => menuItems.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    option: text("option"),
    unitPriceCents: integer("unit_price_cents").notNull(),
    quantity: integer("quantity").notNull(),
    lineTotalCents: integer("line_total_cents").notNull(),
  },
  (t) => [index("order_items_order_idx").on(t.orderId)],
);
export type OrderItemRow = typeof orderItems.$inferSelect;

/** A charge attempt for an order, or for a quote's deposit (exactly one of the two). */
export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "cascade" }),
    quoteId: integer("quote_id").references(() => quotes.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    chargeId: text("charge_id"),
    amountCents: integer("amount_cents").notNull(),
    status: text("status").notNull(),
    demo: boolean("demo").notNull().default(false),
    failureMessage: text("failure_message"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("payments_order_idx").on(t.orderId),
    index("payments_quote_idx").on(t.quoteId),
    check("payments_one_target", sql`(${t.orderId} is null) <> (${t.quoteId} is null)`),
  ],
);
export type PaymentRow = typeof payments.$inferSelect;

/**
 * Idempotency-Key records. The first request with a key claims it (insert); a retry or a concurrent twin finds
 * the claim and gets the stored answer once there is one. requestHash refuses the same key with another body.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    responseStatus: integer("response_status"),
    responseBody: jsonb("response_body"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);
