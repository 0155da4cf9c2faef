import { z } from "zod";
import { recordIdFromText } from "./ids";
import { paginationQuerySchema } from "./pagination";
import type * as view from "../api/responses";
import type { Answer } from "../api/wire";

export const auditLogQuerySchema = paginationQuerySchema.extend({
  entityType: z.enum(["menu_item", "photo", "quote", "order", "user", "qr_code", "training_program", "training_enrollment", "subscription", "subscription_plan", "enquiry", "coupon", "settings"]).optional(),
  entityId: recordIdFromText().optional(),
});

/** One admin change: who, what, when, and the record before and after. */
export type AuditEntryView = Answer<typeof view.auditEntryView>;
