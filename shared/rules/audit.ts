/** One field an admin change altered, as the change history shows it. */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

// Bookkeeping columns change on every write and say nothing about what the admin did.
const IGNORED_FIELDS = new Set(["updatedAt", "createdAt", "id", "sortOrder"]);

/** The fields that differ between an audit entry's before and after records (objects compared as JSON). */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])].filter((f) => !IGNORED_FIELDS.has(f));
  return fields.filter((field) => JSON.stringify(from[field]) !== JSON.stringify(to[field])).map((field) => ({ field, before: from[field], after: to[field] }));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** What an audit entry can be about (`audit_log.entity_type`): every kind of record a service audits. */
export const AUDIT_ENTITY_TYPES = [
  "coupon",
  "enquiry",
  "menu_item",
  "order",
  "payment",
  "photo",
  "qr_code",
  "quote",
  "settings",
  "subscription",
  "subscription_plan",
  "training_enrollment",
  "training_program",
  "user",
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/** How the audit log names each kind of record. */
export const AUDIT_ENTITY_LABELS: Record<AuditEntityType, string> = {
  coupon: "Coupon",
  enquiry: "Enquiry",
  menu_item: "Menu item",
  order: "Order",
  payment: "Payment",
  photo: "Photo",
  qr_code: "QR code",
  quote: "Quote",
  settings: "Settings",
  subscription: "Subscription",
  subscription_plan: "Subscription plan",
  training_enrollment: "Training enrollment",
  training_program: "Training program",
  user: "Account",
};

/** A value of an audited record as the change history prints it: lists joined, records as JSON, blanks named. */
export function auditValueText(value: unknown): string {
  if (value === undefined || value === null || value === "") return "(empty)";
  if (Array.isArray(value)) {
    if (value.length === 0) return "(none)";
    return value.every((item) => typeof item !== "object" || item === null) ? value.join(", ") : JSON.stringify(value);
  }
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}
