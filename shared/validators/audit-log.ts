import { z } from "zod";
import { recordIdFromText } from "./ids";
import { paginationQuerySchema } from "./pagination";

export const auditLogQuerySchema = paginationQuerySchema.extend({
  entityType: z.enum(["menu_item", "photo", "quote", "order", "user", "qr_code", "training_program", "training_enrollment", "subscription", "subscription_plan", "enquiry", "coupon", "settings"]).optional(),
  entityId: recordIdFromText().optional(),
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
