import { sql } from "drizzle-orm";
import { bigint, boolean, customType, index, integer, jsonb, pgEnum, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users";
import { QUOTE_STATUSES } from "../rules/quotes";

export const quoteStatusEnum = pgEnum("quote_status", QUOTE_STATUSES);

/** Catering quotes ("proposals"). Money in cents; totals are set by the server, never taken from a request. */
export const quotes = pgTable(
  "quotes",
  {
    id: serial("id").primaryKey(),
    /** The signed-in client who asked; null for a visitor, who leaves contact details instead. */
    clientId: integer("client_id").references(() => users.id, { onDelete: "set null" }),
    status: quoteStatusEnum("status").notNull().default("sent"),
    /** The number it is known by (CC-2024-NNN), from the sequence shared by quotes and orders. */
    documentNumber: integer("document_number").notNull().default(sql`nextval('document_number_seq')`),
    eventType: text("event_type").notNull(),
    eventDate: timestamp("event_date", { withTimezone: true }).notNull(),
    guestCount: integer("guest_count").notNull(),
    venue: text("venue").notNull(),
    menuPackage: text("menu_package").notNull(),
    menuItemIds: integer("menu_item_ids").array().notNull().default([]),
    totalCents: integer("total_cents").notNull(),
    budgetCents: integer("budget_cents").notNull().default(0),
    /** Set when the client has paid the 50% deposit (by card, through the payment gateway). */
    depositPaidCents: integer("deposit_paid_cents"),
    depositPaidAt: timestamp("deposit_paid_at", { withTimezone: true }),
    /** Part of the deposit given back (a partial refund); a full refund clears the deposit instead. */
    depositRefundedCents: integer("deposit_refunded_cents").notNull().default(0),
    /** Set when the client has paid the balance by card (the one card path, like the deposit). */
    balancePaidCents: integer("balance_paid_cents"),
    balancePaidAt: timestamp("balance_paid_at", { withTimezone: true }),
    /** The sum of the offline payments (check, bank transfer, cash) an admin recorded: quote_offline_payments. */
    offlinePaidCents: integer("offline_paid_cents").notNull().default(0),
    notes: text("notes"),
    /** Set when the client cancelled the accepted event (status "cancelled"), with what the policy refunded. */
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancellationRefundCents: integer("cancellation_refund_cents"),
    contactName: text("contact_name"),
    contactEmail: text("contact_email"),
    contactPhone: text("contact_phone"),
    /**
     * A visitor's quote only: the secret its emailed links are derived from with the server's secret
     * (server/services/quote-access.ts), never a link itself. Cleared when the quote joins an account, which ends
     * every link to it (docs/decisions/012-visitor-proposal-links.md).
     */
    accessNonce: text("access_nonce"),
    /** The current version (1, 2, …): each change the business sends makes a new one (quote_versions). */
    version: integer("version").notNull().default(1),
    /** The version the client last opened; the diff they are shown runs from it to the current one. */
    clientSeenVersion: integer("client_seen_version"),
    viewedAt: timestamp("viewed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("quotes_client_created_idx").on(t.clientId, t.createdAt.desc().nullsFirst()),
    index("quotes_status_created_idx").on(t.status, t.createdAt.desc().nullsFirst()),
    index("quotes_created_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("quotes_status_event_idx").on(t.status, t.eventDate),
    // The admin dashboard's deposits collected in a period, summed from the index alone.
    index("quotes_deposit_paid_idx").on(t.depositPaidAt, t.depositPaidCents).where(sql`deposit_paid_at is not null`),
    uniqueIndex("quotes_document_number_idx").on(t.documentNumber),
    // A visitor's quotes by their contact email: found when that address asks for its links or joins an account.
    index("quotes_visitor_email_idx").on(sql`lower(${t.contactEmail})`).where(sql`client_id is null`),
  ],
);
export type QuoteRow = typeof quotes.$inferSelect;

/**
 * How many quotes have each status, and their value: the admin's proposal figures, read in one step however many
 * quotes there are. Kept by statement triggers on quotes (migrations/0024_quote_status_totals.sql) in the same
 * transaction as every insert, update and delete; never written by the app.
 */
export const quoteStatusTotals = pgTable("quote_status_totals", {
  status: quoteStatusEnum("status").primaryKey(),
  quotes: integer("quotes").notNull().default(0),
  totalCents: bigint("total_cents", { mode: "number" }).notNull().default(0),
});

/**
 * The priced lines of a proposal an admin prepared: dishes from the menu and the services around them (staffing,
 * rentals, delivery). When a proposal has lines, its total is their sum, set by the server.
 */
export const quoteLines = pgTable(
  "quote_lines",
  {
    id: serial("id").primaryKey(),
    quoteId: integer("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    menuItemId: integer("menu_item_id"),
    description: text("description").notNull(),
    quantity: integer("quantity").notNull(),
    unitPriceCents: integer("unit_price_cents").notNull(),
    lineTotalCents: integer("line_total_cents").notNull(),
    /** A percentage line (service charge, tax, a percent discount): its rate in basis points; null for others. */
    rateBasisPoints: integer("rate_basis_points"),
    /** A dish priced per person: its quantity is the guest count, and follows it when the guest count changes. */
    perPerson: boolean("per_person").notNull().default(false),
    position: integer("position").notNull(),
  },
  (t) => [index("quote_lines_quote_idx").on(t.quoteId, t.position)],
);
export type QuoteLineRow = typeof quoteLines.$inferSelect;

/** A priced line as a version keeps it (quote_lines' columns, without ids). */
export interface QuoteVersionLine {
  kind: string;
  menuItemId: number | null;
  description: string;
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
  rateBasisPoints: number | null;
  perPerson: boolean;
}

/**
 * Every version of a proposal, as it was: v1 when the quote is created, the next each time the business sends a
 * change or approves a client's change request. quotes and quote_lines hold the current version; these rows are
 * never updated, so a diff between any two versions, and the version a signature binds, can always be shown.
 */
export const quoteVersions = pgTable(
  "quote_versions",
  {
    id: serial("id").primaryKey(),
    quoteId: integer("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    /** "request" (the client's own request or draft), "business" (sent by the business), "change-request" (approved). */
    source: text("source").notNull(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    eventDate: timestamp("event_date", { withTimezone: true }).notNull(),
    guestCount: integer("guest_count").notNull(),
    venue: text("venue").notNull(),
    menuItemIds: integer("menu_item_ids").array().notNull().default([]),
    totalCents: integer("total_cents").notNull(),
    notes: text("notes"),
    lines: jsonb("lines").$type<QuoteVersionLine[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("quote_versions_quote_version_idx").on(t.quoteId, t.version)],
);
export type QuoteVersionRow = typeof quoteVersions.$inferSelect;

/**
 * A client's request to change a proposal (guest count, date, dishes, notes), repriced by the shared rules when it is
 * made (the estimate the client sees) and approved or declined by the business; approval makes the next version.
 * One pending request per proposal at a time.
 */
export const quoteChangeRequests = pgTable(
  "quote_change_requests",
  {
    id: serial("id").primaryKey(),
    quoteId: integer("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    /** The signed-in client who asked; null when a visitor asked through their proposal link. */
    requestedBy: integer("requested_by").references(() => users.id, { onDelete: "set null" }),
    /** "pending", "approved", "declined" or "withdrawn". */
    status: text("status").notNull().default("pending"),
    /** The version the change was asked against. */
    baseVersion: integer("base_version").notNull(),
    /** What the client asks to change; null where they keep the current value. */
    guestCount: integer("guest_count"),
    eventDate: timestamp("event_date", { withTimezone: true }),
    menuItemIds: integer("menu_item_ids").array(),
    notes: text("notes"),
    /** The proposal repriced with the change, when it was asked: its lines and total. */
    estimateLines: jsonb("estimate_lines").$type<QuoteVersionLine[]>().notNull().default([]),
    estimateCents: integer("estimate_cents").notNull(),
    /** The version the approval made. */
    resultingVersion: integer("resulting_version"),
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** The business's answer, shown to the client (why declined, what was adjusted). */
    response: text("response"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("quote_change_requests_quote_idx").on(t.quoteId, t.createdAt),
    uniqueIndex("quote_change_requests_one_pending_idx").on(t.quoteId).where(sql`status = 'pending'`),
  ],
);
export type QuoteChangeRequestRow = typeof quoteChangeRequests.$inferSelect;

/**
 * The balance-due reminders a quote was sent (one row per reminder: "10-days", "3-days"). The scheduled job inserts
 * the row and queues the email in one transaction, so each reminder goes out once however often the job runs.
 */
export const quoteReminders = pgTable(
  "quote_reminders",
  {
    quoteId: integer("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.quoteId, t.kind] })],
);

/**
 * A payment the business received outside the card gateway (check, bank transfer, cash), recorded by an admin with
 * its reference; counts towards the proposal's balance. quotes.offline_paid_cents is their sum, kept by the service
 * in the same transaction as each insert.
 */
export const quoteOfflinePayments = pgTable(
  "quote_offline_payments",
  {
    id: serial("id").primaryKey(),
    quoteId: integer("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    method: text("method").notNull(),
    reference: text("reference").notNull(),
    amountCents: integer("amount_cents").notNull(),
    recordedBy: integer("recorded_by").references(() => users.id, { onDelete: "set null" }),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("quote_offline_payments_quote_idx").on(t.quoteId, t.receivedAt)],
);
export type QuoteOfflinePaymentRow = typeof quoteOfflinePayments.$inferSelect;

/** Binary data (PNG, PDF) as Node Buffers; drizzle's pg-core has no bytea column of its own. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/**
 * A proposal's acceptance, signed: typed full name, drawn signature (PNG), consent to the terms shown, when, from
 * where, and the SHA-256 of the exact proposal PDF that was signed, which is kept so anyone can recompute the hash.
 * A proposal changed after signing needs a new signature (a new row); the latest row is the one in force.
 */
export const quoteSignatures = pgTable(
  "quote_signatures",
  {
    id: serial("id").primaryKey(),
    quoteId: integer("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    /** The proposal version signed (1 until proposals have versions). */
    version: integer("version").notNull().default(1),
    signerName: text("signer_name").notNull(),
    /** The drawn signature as a PNG. */
    signaturePng: bytea("signature_png").notNull(),
    /** The consent wording the signer agreed to, exactly as shown. */
    consentText: text("consent_text").notNull(),
    ipAddress: text("ip_address").notNull(),
    userAgent: text("user_agent").notNull(),
    /** The PDF of the proposal as signed, and its SHA-256 in hex. */
    documentPdf: bytea("document_pdf").notNull(),
    documentSha256: text("document_sha256").notNull(),
    signedAt: timestamp("signed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("quote_signatures_quote_idx").on(t.quoteId, t.signedAt)],
);
export type QuoteSignatureRow = typeof quoteSignatures.$inferSelect;
