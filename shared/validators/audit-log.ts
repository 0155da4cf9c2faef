import { z } from "zod";
import { AUDIT_ENTITY_TYPES } from "../rules/audit";
import { calendarDateField } from "./fields";
import { recordIdFromText } from "./ids";
import { listCursorSchema, paginationQuerySchema } from "./pagination";
import { safeText } from "./text";
import type * as view from "../api/responses";
import type { Answer } from "../api/wire";

const calendarDay = calendarDateField({ invalid: "Dates are written YYYY-MM-DD" });

/**
 * GET /api/audit-log: newest first, optionally narrowed to one record's history (entityType + entityId), to what one
 * person did (`actor`, their username at the time, any case: a removed member's entries keep it), to one kind of
 * record, and to days at the business (`from`/`to`, both included). `cursor` continues from the previous page's
 * `nextCursor` (keyset paging on created_at and id).
 */
export const auditLogQuerySchema = paginationQuerySchema
  .extend({
    entityType: z.enum(AUDIT_ENTITY_TYPES).optional(),
    entityId: recordIdFromText().optional(),
    actor: safeText().trim().min(1).max(100).optional(),
    from: calendarDay.optional(),
    to: calendarDay.optional(),
    cursor: listCursorSchema.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: "The first day must not be after the last day", path: ["to"] });
export type AuditLogQuery = z.output<typeof auditLogQuerySchema>;

/** One admin change: who, what, when, and the record before and after. */
export type AuditEntryView = Answer<typeof view.auditEntryView>;
