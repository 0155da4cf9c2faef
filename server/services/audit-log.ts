import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { auditLog, type PublicUser } from "@shared/schema";
import type { AuditEntryView } from "@shared/validators/audit-log";
import type { Page, PaginationQuery } from "@shared/validators/pagination";
import type { Database } from "../db/client";

/** A database handle or an open transaction: entries are written in the same transaction as the change. */
type Executor = Pick<Database, "insert">;

export interface AuditChange {
  action: string;
  entityType: string;
  entityId: number | null;
  before?: unknown;
  after?: unknown;
}

/** Who made a change: a signed-in user, or the app itself (a scheduled job). */
export type AuditActor = Pick<PublicUser, "username"> & { id: number | null };
export const SYSTEM_ACTOR: AuditActor = { id: null, username: "System" };

/** Dates and other values become plain JSON, so the log shows exactly what the API showed. */
const snapshot = (value: unknown) => (value === undefined ? null : JSON.parse(JSON.stringify(value)));

export async function recordAudit(executor: Executor, actor: AuditActor, change: AuditChange): Promise<void> {
  await executor.insert(auditLog).values({
    actorId: actor.id,
    actorName: actor.username,
    action: change.action,
    entityType: change.entityType,
    entityId: change.entityId,
    before: snapshot(change.before),
    after: snapshot(change.after),
  });
}

export function createAuditLogService(db: Database) {
  /** Newest first; optionally one record's history. */
  async function list({ page, pageSize }: PaginationQuery, filter: { entityType?: string; entityId?: number } = {}): Promise<Page<AuditEntryView>> {
    const conditions: SQL[] = [];
    if (filter.entityType) conditions.push(eq(auditLog.entityType, filter.entityType));
    if (filter.entityId) conditions.push(eq(auditLog.entityId, filter.entityId));
    const where = conditions.length ? and(...conditions) : undefined;
    const [rows, [{ total }]] = await Promise.all([
      db.select().from(auditLog).where(where).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(pageSize).offset((page - 1) * pageSize),
      db.select({ total: sql<number>`count(*)::int` }).from(auditLog).where(where),
    ]);
    return { items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })), page, pageSize, total };
  }
  return { list };
}
export type AuditLogService = ReturnType<typeof createAuditLogService>;
