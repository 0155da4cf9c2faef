import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { auditLog, type PublicUser } from "@shared/schema";
import type { AuditEntryView, AuditLogQuery } from "@shared/validators/audit-log";
import { formatListCursor, LIST_COUNT_CAP, parseListCursor, type Page } from "@shared/validators/pagination";
import type { Database } from "../db/client";
import type { CurrentSettings } from "../settings/current-settings";

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

export function createAuditLogService(db: Database, settings: CurrentSettings) {
  /**
   * Newest first, one page at a time: from `cursor` (keyset on created_at and id, read from the index where the last
   * page ended) when given, else by page number (one record's short history). Each filter is served by an index of
   * its own (migrations/0032): the actor's name, the kind of record, or the time alone. The count stops at
   * LIST_COUNT_CAP: the log only grows.
   */
  async function list({ page, pageSize, cursor, entityType, entityId, actor, from, to }: AuditLogQuery): Promise<Page<AuditEntryView>> {
    const conditions: SQL[] = [];
    if (entityType) conditions.push(eq(auditLog.entityType, entityType));
    if (entityId) conditions.push(eq(auditLog.entityId, entityId));
    if (actor) conditions.push(sql`lower(${auditLog.actorName}) = ${actor.toLowerCase()}`);
    // Days in the business's time zone, as bounds on created_at so the index still serves the range.
    const { timeZone } = settings();
    if (from) conditions.push(sql`${auditLog.createdAt} >= (${from}::date)::timestamp at time zone ${timeZone}`);
    if (to) conditions.push(sql`${auditLog.createdAt} < (${to}::date + 1)::timestamp at time zone ${timeZone}`);
    const where = conditions.length ? and(...conditions) : undefined;
    const after = cursor ? parseListCursor(cursor) : null;
    const [rows, [{ n }]] = await Promise.all([
      db
        .select({ entry: auditLog, position: sql<string>`to_char(${auditLog.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')` })
        .from(auditLog)
        .where(and(where, after ? sql`(${auditLog.createdAt}, ${auditLog.id}) < (${after.at}::timestamptz, ${after.id}::int)` : undefined))
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        // One row more than the page: whether there is a next page.
        .limit(pageSize + 1)
        .offset(after ? 0 : (page - 1) * pageSize),
      db.select({ n: sql<number>`count(*)::int` }).from(db.select({ one: sql`1` }).from(auditLog).where(where).limit(LIST_COUNT_CAP + 1).as("capped")),
    ]);
    const pageRows = rows.slice(0, pageSize);
    const last = pageRows.at(-1);
    return {
      items: pageRows.map(({ entry }) => ({ ...entry, createdAt: entry.createdAt.toISOString() })),
      page,
      pageSize,
      total: Math.min(n, LIST_COUNT_CAP),
      totalIsCapped: n > LIST_COUNT_CAP,
      nextCursor: rows.length > pageSize && last ? formatListCursor(last.position, last.entry.id) : null,
    };
  }
  return { list };
}
export type AuditLogService = ReturnType<typeof createAuditLogService>;
