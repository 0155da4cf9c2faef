import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * Every change an admin makes (menu items, their photos, gallery photos, quotes): who, what, when, and the
 * record before and after. Rows are only ever inserted.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** The username at the time, kept when the account is later removed. */
    actorName: text("actor_name").notNull(),
    /** e.g. "menu_item.update", "photo.delete". */
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: integer("entity_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("audit_log_entity_idx").on(t.entityType, t.entityId, t.createdAt.desc().nullsFirst()),
    // The audit log page's filters, each read newest first from where the last page ended (keyset on created_at, id).
    index("audit_log_actor_created_idx").on(sql`lower(${t.actorName})`, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("audit_log_entity_type_created_idx").on(t.entityType, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
export type AuditLogRow = typeof auditLog.$inferSelect;
