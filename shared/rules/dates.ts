/** Dates are shown in long US format: "November 22, 2026". One formatter for every screen (docs/decisions/007-screen-copy.md). */
const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long" });

/** An ISO timestamp in the viewer's time zone; `fallback` when absent or not a date. */
export function formatLongDate(iso: string | null | undefined, fallback = "TBD"): string {
  if (!iso) return fallback;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? fallback : longDate.format(date);
}

/**
 * A calendar date "YYYY-MM-DD", built as a local date: `new Date("2026-11-22")` is UTC midnight, which reads
 * as the day before anywhere west of Greenwich. Other text is shown as it is.
 */
export function formatCalendarDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const [, year, month, day] = match.map(Number);
  return longDate.format(new Date(year, month - 1, day));
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? "" : "s"}`;
}

/**
 * How old a message is: "just now" under a
 * minute (and for a timestamp slightly ahead of this clock), "1 minute ago", "5 minutes ago", "1 hour ago",
 * "23 hours ago", then the long US date. An absent or unreadable timestamp gives "".
 */
export function formatMessageAge(when: string | Date | null | undefined, now: Date = new Date()): string {
  if (!when) return "";
  const date = when instanceof Date ? when : new Date(when);
  if (Number.isNaN(date.getTime())) return "";
  const age = now.getTime() - date.getTime();
  if (age < MINUTE_MS) return "just now";
  if (age < HOUR_MS) return `${plural(Math.floor(age / MINUTE_MS), "minute")} ago`;
  if (age < DAY_MS) return `${plural(Math.floor(age / HOUR_MS), "hour")} ago`;
  return longDate.format(date);
}

const longDateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeStyle: "short" });

/** An ISO timestamp with its time of day, in the viewer's time zone: "November 22, 2026 at 6:30 PM". */
export function formatLongDateTime(iso: string | null | undefined, fallback = "TBD"): string {
  if (!iso) return fallback;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? fallback : longDateTime.format(date);
}

/** The business's own time zone: "today" is the caterer's today, wherever the customer's browser is. */
export const BUSINESS_TIME_ZONE = "America/New_York";

/** Today as YYYY-MM-DD in the business's time zone (a late-evening order in New York is still today's). */
export function businessToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: BUSINESS_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

export const EVENT_DATE_MESSAGES = {
  past: "The event date cannot be in the past.",
  tooFar: "We take orders up to two years ahead. Please contact us for a later event.",
} as const;

/** Why an order's event date (YYYY-MM-DD) is refused, or null: from today up to two years ahead. */
export function eventDateRefusal(date: string, now: Date = new Date()): string | null {
  const today = businessToday(now);
  if (date < today) return EVENT_DATE_MESSAGES.past;
  // Same month and day two years on (compared as text, which orders YYYY-MM-DD dates correctly).
  const limit = `${Number(today.slice(0, 4)) + 2}${today.slice(4)}`;
  if (date > limit) return EVENT_DATE_MESSAGES.tooFar;
  return null;
}

/** The business's calendar date `days` after today (YYYY-MM-DD). */
export function businessDateInDays(days: number, now: Date = new Date()): string {
  const today = new Date(`${businessToday(now)}T12:00:00Z`);
  return new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The business's offset from UTC at an instant, in minutes (New York: −300 in winter, −240 in summer). */
function businessOffsetMinutes(at: Date): number {
  const name = new Intl.DateTimeFormat("en-US", { timeZone: BUSINESS_TIME_ZONE, timeZoneName: "longOffset" }).formatToParts(at).find((p) => p.type === "timeZoneName")?.value ?? "GMT";
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return match ? (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/** The instant a business day (YYYY-MM-DD) ends: midnight after it, in the business's time zone. */
export function businessDayEnd(date: string): Date {
  const nextMidnightUtc = new Date(`${date}T00:00:00Z`);
  nextMidnightUtc.setUTCDate(nextMidnightUtc.getUTCDate() + 1);
  return new Date(nextMidnightUtc.getTime() - businessOffsetMinutes(nextMidnightUtc) * 60_000);
}

/** The instant a business day (YYYY-MM-DD) starts: its midnight in the business's time zone. */
export function businessDayStart(date: string): Date {
  const dayBefore = new Date(`${date}T00:00:00Z`);
  dayBefore.setUTCDate(dayBefore.getUTCDate() - 1);
  return businessDayEnd(dayBefore.toISOString().slice(0, 10));
}

const businessLongDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: BUSINESS_TIME_ZONE });

/** An instant as the business's calendar date, "December 7, 2026", whatever the server's or reader's zone. */
export function formatBusinessDate(when: Date): string {
  return businessLongDate.format(when);
}
