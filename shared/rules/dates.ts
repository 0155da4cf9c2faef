/**
 * Every date the product shows is in the business's time zone (a setting, America/New_York by default): an event at
 * 11:30 PM in New York is on the same day on every screen, in the PDF and in emails, wherever the reader is. Dates are
 * written in long US format, "November 22, 2026" (docs/decisions/007-screen-copy.md).
 *
 * The zone is always passed in: `businessDates(zone)` gives the functions that depend on it, built from the
 * settings the caller holds (the browser's from the API, the server's current settings). Nothing here remembers a
 * zone, so two callers with different settings never see each other's.
 */
export const DEFAULT_BUSINESS_TIME_ZONE = "America/New_York";

/** True for an IANA time zone name this runtime knows ("America/Chicago"). */
export function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}

// Intl formatters are built on first use, not when the module loads (see shared/rules/money.ts: a browser's first
// formatter is slow to build), then kept per locale, zone and options: building one costs far more than using it.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string, options: Intl.DateTimeFormatOptions, locale = "en-US"): Intl.DateTimeFormat {
  const key = `${locale}|${zone}|${JSON.stringify(options)}`;
  const known = formatters.get(key);
  if (known) return known;
  const formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone: zone });
  formatters.set(key, formatter);
  return formatter;
}

/** A calendar date "YYYY-MM-DD" (a day, not an instant: no time zone moves it). Other text is shown as it is. */
export function formatCalendarDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const [, year, month, day] = match.map(Number);
  return formatterFor("UTC", { dateStyle: "long" }).format(new Date(Date.UTC(year, month - 1, day)));
}

export const EVENT_DATE_MESSAGES = {
  past: "The event date cannot be in the past.",
  tooFar: "We take orders up to two years ahead. Please contact us for a later event.",
} as const;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? "" : "s"}`;
}

/** The dates and times of one business time zone. Plain functions: they may be passed around or destructured. */
export interface BusinessDates {
  /** The zone these functions write in (the default one when the zone asked for is not a known zone). */
  readonly timeZone: string;
  /** An ISO timestamp as the business's calendar date; `fallback` when absent or not a date. */
  formatLongDate(iso: string | null | undefined, fallback?: string): string;
  /** An ISO timestamp with its time of day, in the business's time zone: "November 22, 2026 at 6:30 PM". */
  formatLongDateTime(iso: string | null | undefined, fallback?: string): string;
  /**
   * When an event starts: "November 22, 2026 at 6:30 PM", or the date alone for an event given without a time. A
   * date-only event (the short quote form's) is stored as its day's midnight at the business, so a start at 12:00 AM
   * there is written as the date, never "at 12:00 AM".
   */
  formatEventStart(when: string | Date | null | undefined, fallback?: string): string;
  /**
   * How old a message is: "just now" under a minute (and for a timestamp slightly ahead of this clock), "1 minute
   * ago", "5 minutes ago", "1 hour ago", "23 hours ago", then the long US date. An absent or unreadable timestamp
   * gives "".
   */
  formatMessageAge(when: string | Date | null | undefined, now?: Date): string;
  /** An instant as the business's calendar date, "December 7, 2026", whatever the server's or reader's zone. */
  formatBusinessDate(when: Date): string;
  /** A time of day in the business's time zone: "6:30 PM". */
  formatBusinessTime(when: Date): string;
  /** The day of the week at the business: "Monday". */
  businessWeekday(now?: Date): string;
  /** An instant's calendar date (YYYY-MM-DD) and time (HH:MM) at the business, as date and time inputs hold them. */
  businessDateParts(when: Date): { date: string; time: string };
  /** Today as YYYY-MM-DD at the business (a late-evening order in New York is still today's). */
  businessToday(now?: Date): string;
  /** The business's calendar date `days` after today (YYYY-MM-DD). */
  businessDateInDays(days: number, now?: Date): string;
  /** Why an order's event date (YYYY-MM-DD) is refused, or null: from today up to two years ahead. */
  eventDateRefusal(date: string, now?: Date): string | null;
  /** The instant a business day (YYYY-MM-DD) starts: its midnight in the business's time zone. */
  businessDayStart(date: string): Date;
  /** The instant a business day (YYYY-MM-DD) ends: midnight after it, in the business's time zone. */
  businessDayEnd(date: string): Date;
  /**
   * The instant of a wall-clock date and time (YYYY-MM-DD, HH:MM) in the business's time zone: an event at 6 PM is
   * 6 PM at the venue, whoever types it. Null when the date or time is not valid.
   */
  businessInstant(date: string, time?: string): Date | null;
  /** Monday 00:00 at the business of the week containing `now` (dashboards count "this week" from it). */
  businessWeekStart(now?: Date): Date;
}

function datesIn(asked: string): BusinessDates {
  // The zone is checked when a function is first called, not here: a browser's first Intl formatter takes some 60 ms
  // to build, and a page that only holds these functions while it loads (the checkout's date field) should not pay
  // that then (shared/rules/money.ts says the same of numbers).
  let known: string | undefined;
  const zone = () => (known ??= isValidTimeZone(asked) ? asked : DEFAULT_BUSINESS_TIME_ZONE);
  const format = (options: Intl.DateTimeFormatOptions, locale?: string) => formatterFor(zone(), options, locale);
  const longDate = (date: Date) => format({ dateStyle: "long" }).format(date);

  const businessDateParts = (when: Date) => {
    const parts = Object.fromEntries(
      format({ year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }, "en-CA")
        .formatToParts(when)
        .map((p) => [p.type, p.value]),
    );
    return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
  };
  const businessToday = (now: Date = new Date()) => businessDateParts(now).date;

  /** The business's offset from UTC at an instant, in minutes (New York: −300 in winter, −240 in summer). */
  const offsetMinutes = (at: Date) => {
    const name = format({ timeZoneName: "longOffset" }).formatToParts(at).find((p) => p.type === "timeZoneName")?.value ?? "GMT";
    const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
    return match ? (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
  };

  const businessDayEnd = (date: string) => {
    const nextMidnightUtc = new Date(`${date}T00:00:00Z`);
    nextMidnightUtc.setUTCDate(nextMidnightUtc.getUTCDate() + 1);
    return new Date(nextMidnightUtc.getTime() - offsetMinutes(nextMidnightUtc) * 60_000);
  };

  const businessInstant = (date: string, time = "00:00") => {
    const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
    const t = /^(\d{2}):(\d{2})$/.exec(time);
    if (!d || !t) return null;
    const [year, month, day, hour, minute] = [...d.slice(1), ...t.slice(1)].map(Number);
    const asUtc = Date.UTC(year, month - 1, day, hour, minute);
    const check = new Date(asUtc);
    if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return null;
    // The offset at the guess, then at the corrected instant (they differ only across a daylight-saving change).
    const first = asUtc - offsetMinutes(new Date(asUtc)) * 60_000;
    return new Date(asUtc - offsetMinutes(new Date(first)) * 60_000);
  };

  return {
    get timeZone() {
      return zone();
    },
    formatLongDate(iso, fallback = "TBD") {
      if (!iso) return fallback;
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? fallback : longDate(date);
    },
    formatLongDateTime(iso, fallback = "TBD") {
      if (!iso) return fallback;
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? fallback : format({ dateStyle: "long", timeStyle: "short" }).format(date);
    },
    formatEventStart(when, fallback = "TBD") {
      if (!when) return fallback;
      const date = when instanceof Date ? when : new Date(when);
      if (Number.isNaN(date.getTime())) return fallback;
      return businessDateParts(date).time === "00:00" ? longDate(date) : format({ dateStyle: "long", timeStyle: "short" }).format(date);
    },
    formatMessageAge(when, now = new Date()) {
      if (!when) return "";
      const date = when instanceof Date ? when : new Date(when);
      if (Number.isNaN(date.getTime())) return "";
      const age = now.getTime() - date.getTime();
      if (age < MINUTE_MS) return "just now";
      if (age < HOUR_MS) return `${plural(Math.floor(age / MINUTE_MS), "minute")} ago`;
      if (age < DAY_MS) return `${plural(Math.floor(age / HOUR_MS), "hour")} ago`;
      return longDate(date);
    },
    formatBusinessDate: longDate,
    formatBusinessTime: (when) => format({ hour: "numeric", minute: "2-digit" }).format(when),
    businessWeekday: (now = new Date()) => format({ weekday: "long" }).format(now),
    businessDateParts,
    businessToday,
    businessDateInDays(days, now = new Date()) {
      const today = new Date(`${businessToday(now)}T12:00:00Z`);
      return new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
    },
    eventDateRefusal(date, now = new Date()) {
      const today = businessToday(now);
      if (date < today) return EVENT_DATE_MESSAGES.past;
      // Same month and day two years on (compared as text, which orders YYYY-MM-DD dates correctly).
      const limit = `${Number(today.slice(0, 4)) + 2}${today.slice(4)}`;
      if (date > limit) return EVENT_DATE_MESSAGES.tooFar;
      return null;
    },
    businessDayStart(date) {
      const dayBefore = new Date(`${date}T00:00:00Z`);
      dayBefore.setUTCDate(dayBefore.getUTCDate() - 1);
      return businessDayEnd(dayBefore.toISOString().slice(0, 10));
    },
    businessDayEnd,
    businessInstant,
    businessWeekStart(now = new Date()) {
      const today = new Date(`${businessToday(now)}T00:00:00Z`);
      today.setUTCDate(today.getUTCDate() - ((today.getUTCDay() + 6) % 7));
      return businessInstant(today.toISOString().slice(0, 10))!;
    },
  };
}

// One set of functions per zone, made when first asked for: a page asks on every render.
const datesByZone = new Map<string, BusinessDates>();

/**
 * The dates and times of the business's time zone `zone` (the company setting `timeZone`). A zone this runtime does
 * not know gives the default zone's: the settings refuse such a name, so it can only come from an older browser.
 */
export function businessDates(zone: string): BusinessDates {
  const known = datesByZone.get(zone);
  if (known) return known;
  const dates = datesIn(zone);
  datesByZone.set(zone, dates);
  return dates;
}
