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
