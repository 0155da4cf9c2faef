import { z } from "zod";
import { paginationQuerySchema } from "./pagination";

export const auditLogQuerySchema = paginationQuerySchema.extend({
  entityType: z.enum(["menu_item", "photo", "quote"]).optional(),
  entityId: z.coerce.number().int().positive().optional(),
});

/** One admin change: who, what, when, and the record before and after. */
export interface AuditEntryView {
  id: number;
  actorId: number | null;
  actorName: string;
  action: string;
  entityType: string;
  entityId: number | null;
  before: unknown;
  after: unknown;
  createdAt: string;
}
