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

/** The day of the week (0 = Sunday) of a calendar date YYYY-MM-DD: a day, not an instant, so no time zone moves it. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}

/**
 * Why a subscription cannot start on this date, or null: the first delivery is the start date, so it falls on the
 * plan's delivery day. The server refuses any other day; the request form offers only these days.
 */
export function startDayRefusal(startDate: string, dayOfWeek: number): string | null {
  if (weekdayOf(startDate) === dayOfWeek) return null;
  const day = WEEKDAYS[dayOfWeek];
  return `This plan delivers on ${day}s: please choose a ${day} as the start date.`;
}

/** How many start dates the request form offers. */
export const START_DATE_CHOICES = 8;

/** The start dates a request may choose: the plan's next delivery days from today (YYYY-MM-DD at the business) on. */
export function startDateChoices(today: string, dayOfWeek: number, count = START_DATE_CHOICES): string[] {
  return deliveryDates(today, dayOfWeek, count);
}
