import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { FindingAspect, FindingKind, FindingSubjectType, GatewayCoverage } from "../rules/reconciliation";

/**
 * The last reconciliation's findings (server/services/reconciliation.ts), one row per inconsistency, keyed so a
 * second run updates the same rows: a finding keeps its id (the admin's refund button names it) and first_seen_at
 * while it lasts, and is deleted once a run no longer finds it.
 */
export const reconciliationFindings = pgTable(
  "reconciliation_findings",
  {
    id: serial("id").primaryKey(),
    /** kind:aspect:subject, or kind:gateway:charge id: what makes two runs' findings the same one. */
    key: text("key").notNull(),
    kind: text("kind").$type<FindingKind>().notNull(),
    aspect: text("aspect").$type<FindingAspect>().notNull(),
    /** records: payments against orders and proposals; gateway: the provider's list against the payments. */
    source: text("source").$type<"records" | "gateway">().notNull(),
    subjectType: text("subject_type").$type<FindingSubjectType>(),
    subjectId: integer("subject_id"),
    /** The order's or proposal's document number, as it is shown (CC-2024-NNN). */
    subjectNumber: integer("subject_number"),
    paymentId: integer("payment_id"),
    chargeId: text("charge_id"),
    /** The provider that made the charge: a one-click refund only goes through that same provider. */
    provider: text("provider"),
    description: text("description"),
    amountCents: integer("amount_cents").notNull(),
    expectedCents: integer("expected_cents"),
    /** When the provider made the charge (provider findings). */
    occurredAt: timestamp("occurred_at", { withTimezone: true }),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("reconciliation_findings_key_idx").on(t.key), index("reconciliation_findings_subject_idx").on(t.subjectType, t.subjectId)],
);
export type ReconciliationFindingRow = typeof reconciliationFindings.$inferSelect;

/** When the reconciliation last ran and how much of the provider's side it could compare: one row, "latest". */
export const reconciliationRuns = pgTable("reconciliation_runs", {
  name: text("name").primaryKey(),
  checkedAt: timestamp("checked_at", { withTimezone: true }).notNull(),
  gateway: jsonb("gateway").$type<GatewayCoverage>().notNull(),
});
