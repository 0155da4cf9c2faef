/**
 * Every date the product shows is in the business's time zone (a setting, America/New_York by default): an event at
 * 11:30 PM in New York is on the same day on every screen, in the PDF and in emails, wherever the reader is. Dates are
 * written in long US format, "November 22, 2026" (docs/decisions/007-screen-copy.md).
 */
export const DEFAULT_BUSINESS_TIME_ZONE = "America/New_York";

let currentZone = DEFAULT_BUSINESS_TIME_ZONE;

/** True for an IANA time zone name this runtime knows ("America/Chicago"). */
export function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}

/** The business's time zone now. */
export function businessTimeZone(): string {
  return currentZone;
}

/** Set from the company settings: at start, and whenever an admin (on any instance) changes them. */
export function setBusinessTimeZone(zone: string): void {
  if (isValidTimeZone(zone)) currentZone = zone;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** An Intl formatter in the business's current time zone, built once per zone and options. */
function inBusinessZone(options: Intl.DateTimeFormatOptions, locale = "en-US"): Intl.DateTimeFormat {
  const key = `${locale}|${currentZone}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone: currentZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

const longDate = { format: (date: Date) => inBusinessZone({ dateStyle: "long" }).format(date) };

/** An ISO timestamp as the business's calendar date; `fallback` when absent or not a date. */
export function formatLongDate(iso: string | null | undefined, fallback = "TBD"): string {
  if (!iso) return fallback;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? fallback : longDate.format(date);
}

// Built on first use (see shared/rules/money.ts: a browser's first Intl formatter is slow to build).
let utcLongDate: Intl.DateTimeFormat | undefined;

/** A calendar date "YYYY-MM-DD" (a day, not an instant: no time zone moves it). Other text is shown as it is. */
export function formatCalendarDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const [, year, month, day] = match.map(Number);
  utcLongDate ??= new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
  return utcLongDate.format(new Date(Date.UTC(year, month - 1, day)));
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

/** An ISO timestamp with its time of day, in the business's time zone: "November 22, 2026 at 6:30 PM". */
export function formatLongDateTime(iso: string | null | undefined, fallback = "TBD"): string {
  if (!iso) return fallback;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? fallback : inBusinessZone({ dateStyle: "long", timeStyle: "short" }).format(date);
}

/** A time of day in the business's time zone: "6:30 PM". */
export function formatBusinessTime(when: Date): string {
  return inBusinessZone({ hour: "numeric", minute: "2-digit" }).format(when);
}

/** The day of the week at the business: "Monday". */
export function businessWeekday(now: Date = new Date()): string {
  return inBusinessZone({ weekday: "long" }).format(now);
}

/** An instant's calendar date (YYYY-MM-DD) and time (HH:MM) in the business's time zone, as date and time inputs hold them. */
export function businessDateParts(when: Date): { date: string; time: string } {
  const parts = Object.fromEntries(
    inBusinessZone({ year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }, "en-CA")
      .formatToParts(when)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** Today as YYYY-MM-DD in the business's time zone (a late-evening order in New York is still today's). */
export function businessToday(now: Date = new Date()): string {
  return businessDateParts(now).date;
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
  const name = inBusinessZone({ timeZoneName: "longOffset" }).formatToParts(at).find((p) => p.type === "timeZoneName")?.value ?? "GMT";
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

/** An instant as the business's calendar date, "December 7, 2026", whatever the server's or reader's zone. */
export function formatBusinessDate(when: Date): string {
  return longDate.format(when);
}

/**
 * The instant of a wall-clock date and time (YYYY-MM-DD, HH:MM) in the business's time zone: an event at 6 PM is
 * 6 PM at the venue, whoever types it. Null when the date or time is not valid.
 */
export function businessInstant(date: string, time = "00:00"): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  const [year, month, day, hour, minute] = [...d.slice(1), ...t.slice(1)].map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(asUtc);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  // The offset at the guess, then at the corrected instant (they differ only across a daylight-saving change).
  const first = asUtc - businessOffsetMinutes(new Date(asUtc)) * 60_000;
  return new Date(asUtc - businessOffsetMinutes(new Date(first)) * 60_000);
}

/** Monday 00:00 at the business of the week containing `now` (dashboards count "this week" from it). */
export function businessWeekStart(now: Date = new Date()): Date {
  const today = new Date(`${businessToday(now)}T00:00:00Z`);
  today.setUTCDate(today.getUTCDate() - ((today.getUTCDay() + 6) % 7));
  return businessInstant(today.toISOString().slice(0, 10))!;
}
