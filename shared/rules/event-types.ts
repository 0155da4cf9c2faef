/** One list of event types for every form (docs/decisions/006-product-rules.md), stored as slugs and shown with these labels. */
export const EVENT_TYPES = [
  { value: "corporate", label: "Corporate Event" },
  { value: "wedding", label: "Wedding" },
  { value: "private", label: "Private Party" },
  { value: "school", label: "School Event" },
  { value: "special", label: "Special Event" },
  { value: "birthday", label: "Birthday" },
  { value: "graduation", label: "Graduation" },
  { value: "holiday", label: "Holiday" },
  { value: "social", label: "Social" },
  { value: "other", label: "Other Event" },
] as const;

export type EventType = (typeof EVENT_TYPES)[number]["value"];
export const EVENT_TYPE_VALUES = EVENT_TYPES.map((t) => t.value) as [EventType, ...EventType[]];

export function eventTypeLabel(value: string | null | undefined): string {
  return EVENT_TYPES.find((t) => t.value === value)?.label ?? "Other Event";
}
