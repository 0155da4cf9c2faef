export const SUBSCRIPTION_STATUSES = ["pending", "confirmed", "paused", "cancelled"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** What an admin may do to a request in each status. Cancelled is final. */
const NEXT: Record<SubscriptionStatus, readonly SubscriptionStatus[]> = {
  pending: ["confirmed", "cancelled"],
  confirmed: ["paused", "cancelled"],
  paused: ["confirmed", "cancelled"],
  cancelled: [],
};

export function nextSubscriptionStatuses(status: SubscriptionStatus): readonly SubscriptionStatus[] {
  return NEXT[status];
}

/** How many upcoming deliveries of a confirmed subscription are on the order list at once. */
export const SUBSCRIPTION_WEEKS_AHEAD = 4;

/** The next `count` dates (YYYY-MM-DD) falling on `dayOfWeek`, from `from` on (inclusive). */
export function deliveryDates(from: string, dayOfWeek: number, count: number): string[] {
  const start = new Date(`${from}T12:00:00Z`);
  const offset = (dayOfWeek - start.getUTCDay() + 7) % 7;
  return Array.from({ length: count }, (_, week) => new Date(start.getTime() + (offset + week * 7) * 86_400_000).toISOString().slice(0, 10));
}
