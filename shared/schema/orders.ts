import { bigint, boolean, check, date, index, integer, jsonb, pgEnum, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { quotes } from "./quotes";
import { users } from "./users";
import { subscriptions } from "./subscriptions";
import { menuItems } from "./menu-items";
import { ORDER_STATUSES } from "../rules/order-lifecycle";
import { FULFILMENT_METHODS } from "../rules/fulfilment";

export const orderStatusEnum = pgEnum("order_status", ORDER_STATUSES);
export type OrderStatus = (typeof orderStatusEnum.enumValues)[number];

/**
 * card: paid online at checkout; at_pickup: a dinner pickup order paid in person; invoice: a subscription's delivery,
 * billed to the client.
 */
export const paymentMethodEnum = pgEnum("payment_method", ["card", "at_pickup", "invoice"]);

/** The customer's choice at checkout (dinner orders are picked up, subscription orders delivered). */
export const fulfilmentEnum = pgEnum("fulfilment", FULFILMENT_METHODS);

export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    /** The signed-in client who placed it; null for a visitor's order. Never taken from a request body. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    status: orderStatusEnum("status").notNull().default("pending_payment"),
    /** The number it is known by (CC-2024-NNN), from the sequence shared by quotes and orders. */
    documentNumber: integer("document_number").notNull().default(sql`nextval('document_number_seq')`),
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
    /**
     * Pickup or delivery. A delivery has its address (checkout requires it; orders placed before the choice existed
     * took theirs from the event location, when one was given); a pickup has its pickup time on the event date.
     */
    fulfilment: fulfilmentEnum("fulfilment").notNull().default("delivery"),
    deliveryAddress: text("delivery_address"),
    pickupTime: text("pickup_time"),
    notes: text("notes"),
    couponCode: text("coupon_code"),
    /**
     * SHA-256 of the order's access token, returned once at creation. A visitor's order is reached only with it
     * (ids are sequential and reveal nothing on their own).
     */
    accessTokenHash: text("access_token_hash"),
    subtotalCents: integer("subtotal_cents").notNull(),
    discountCents: integer("discount_cents").notNull().default(0),
    /** Delivery and sales tax, if the business charged them when the order was placed. */
    deliveryFeeCents: integer("delivery_fee_cents").notNull().default(0),
    taxCents: integer("tax_cents").notNull().default(0),
    totalCents: integer("total_cents").notNull(),
    /** What has been given back by card so far; updated in the refund's own transaction. */
    refundedCents: integer("refunded_cents").notNull().default(0),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** The subscription this order is a delivery of. */
    subscriptionId: integer("subscription_id").references(() => subscriptions.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // NULLS FIRST is what ORDER BY … DESC means: an index sorted DESC NULLS LAST does not serve it (PostgreSQL does
    // not use NOT NULL to match them), and the newest-first lists would sort the whole table.
    // Status too: the dashboard counts a period's orders by status from the index alone (an index-only scan).
    index("orders_created_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.status),
    index("orders_user_created_idx").on(t.userId, t.createdAt.desc().nullsFirst()),
    index("orders_email_status_idx").on(t.customerEmail, t.status),
    // The scheduled expiry of unpaid orders: the oldest pending ones.
    index("orders_status_created_idx").on(t.status, t.createdAt),
    // The admin dashboard's revenue: payments taken in a period, summed from the index alone.
    index("orders_paid_at_idx").on(t.paidAt, t.totalCents, t.refundedCents),
    uniqueIndex("orders_document_number_idx").on(t.documentNumber),
    // One delivery per subscription and day, however often a subscription is confirmed or resumed.
    uniqueIndex("orders_subscription_day_idx").on(t.subscriptionId, t.eventDate).where(sql`subscription_id is not null`),
  ],
);
export type OrderRow = typeof orders.$inferSelect;

/**
 * Orders per day (UTC) and current status: how many were placed that day, how many were paid that day and what
 * they brought in (total less refunds). The admin dashboard sums a period's days here instead of reading every
 * order of the period. Kept by statement triggers on orders (migrations/0025_order_day_totals.sql) in the same
 * transaction as every insert, update and delete; never written by the app.
 *
 * A day's figures are spread over shard rows, one per database connection (its process id modulo 64), and read
 * as their sum: concurrent checkouts on different connections never wait on each other's counter row.
 */
export const orderDayTotals = pgTable(
  "order_day_totals",
  {
    day: date("day").notNull(),
    shard: smallint("shard").notNull(),
    status: orderStatusEnum("status").notNull(),
    createdOrders: integer("created_orders").notNull().default(0),
    paidOrders: integer("paid_orders").notNull().default(0),
    paidNetCents: bigint("paid_net_cents", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.shard, t.status] })],
);

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

/**
 * What a payment row is for: an order's card charge, a quote's deposit or balance, or a refund of one of those.
 */
export const PAYMENT_KINDS = ["charge", "deposit", "balance", "refund"] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/**
 * A charge attempt for an order, or for a quote's deposit or balance (exactly one of the two), or a refund.
 * status: succeeded | failed | refunded (a succeeded charge later refunded in full).
 */
export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "cascade" }),
    quoteId: integer("quote_id").references(() => quotes.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: PAYMENT_KINDS }).notNull().default("charge"),
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
    // The last line of defence against a double charge: whatever the code above does, the database holds at
    // most one succeeded charge per order and one succeeded deposit (and balance) per quote.
    uniqueIndex("payments_one_paid_order").on(t.orderId).where(sql`${t.status} = 'succeeded' and ${t.kind} = 'charge'`),
    uniqueIndex("payments_one_paid_deposit").on(t.quoteId).where(sql`${t.status} = 'succeeded' and ${t.kind} = 'deposit'`),
    uniqueIndex("payments_one_paid_balance").on(t.quoteId).where(sql`${t.status} = 'succeeded' and ${t.kind} = 'balance'`),
  ],
);
export type PaymentRow = typeof payments.$inferSelect;

/**
 * The claim on a payable thing ("order:12", "deposit:7") while its card charge is in flight. A request takes
 * it with a conditional upsert before calling the gateway, so at most one charge per subject is ever in
 * flight. `attempt` names the provider idempotency key (with the subject and keyNonce): it moves on after a
 * decline or a success, and stays after a timeout or a crash, so the next attempt asks the provider about
 * the same charge instead of taking a second one. A claim whose lease ran out (its holder died) may be taken.
 */
export const paymentClaims = pgTable("payment_claims", {
  subject: text("subject").primaryKey(),
  /**
   * Random, fixed for the subject's life: part of every provider idempotency key, so keys never collide with
   * another database's (a staging copy, a reset demo) sharing the same provider account.
   */
  keyNonce: text("key_nonce").notNull().default(sql`gen_random_uuid()::text`),
  attempt: integer("attempt").notNull().default(1),
  /** While set and in the future, a request holds the claim. Null when free. */
  leaseUntil: timestamp("lease_until", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Idempotency-Key records. The first request with a key claims it (insert); a retry or a concurrent twin finds
 * the claim and gets the stored answer once there is one (or takes the claim over when its lease ran out). requestHash refuses the same key with another body.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    responseStatus: integer("response_status"),
    responseBody: jsonb("response_body"),
    /**
     * While no answer is stored, the claim holds until then; the live request renews it. A claim whose request
     * died (process killed, connection lost) runs out, and a retry with the same key takes it over.
     */
    leaseUntil: timestamp("lease_until", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // The scheduled clean-up deletes the old ones.
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index("idempotency_keys_created_idx").on(t.createdAt)],
);
