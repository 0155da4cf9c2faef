import { earliestEventDate } from "@shared/rules/quotes";

/**
 * Date and time inputs speak local "YYYY-MM-DD" and "HH:mm"; the API speaks ISO instants. These convert between
 * them in the visitor's time zone (a date alone would otherwise be read as UTC midnight, the day before in the US).
 */
const pad = (n: number) => String(n).padStart(2, "0");

/** A local date as a date input's value. */
export function toDateInputValue(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A local time as a time input's value. */
export function toTimeInputValue(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function parseLocal(date: string, time = "00:00"): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  const [year, month, day] = [Number(d[1]), Number(d[2]), Number(d[3])];
  const [hours, minutes] = [Number(t[1]), Number(t[2])];
  if (hours > 23 || minutes > 59) return null;
  const result = new Date(year, month - 1, day, hours, minutes);
  // Rejects dates such as 2030-02-31, which Date would roll over into March.
  return result.getFullYear() === year && result.getMonth() === month - 1 && result.getDate() === day ? result : null;
}

/** The event's start as an ISO instant; "" when the date or time is missing or not a real date. */
export function eventStartIso(date: string, time: string): string {
  return parseLocal(date, time)?.toISOString() ?? "";
}

/** A date-only event (the short quote form) starts at local midnight; "" when the date is missing or invalid. */
export function eventDayIso(date: string): string {
  return parseLocal(date)?.toISOString() ?? "";
}

/** The earliest selectable date and time (24 hours ahead), for the inputs' `min`. */
export function earliestEventInputs(now: Date = new Date()): { date: string; time: string } {
  // Rounded up to the minute: a time input has no seconds, and the minute itself must already be allowed.
  const earliest = new Date(Math.ceil(earliestEventDate(now).getTime() / 60_000) * 60_000);
  return { date: toDateInputValue(earliest), time: toTimeInputValue(earliest) };
}

/** The first day whose local midnight is at least 24 hours ahead: the short form's earliest date. */
export function earliestEventDay(now: Date = new Date()): string {
  const earliest = earliestEventDate(now);
  const midnight = new Date(earliest.getFullYear(), earliest.getMonth(), earliest.getDate());
  if (midnight.getTime() < earliest.getTime()) midnight.setDate(midnight.getDate() + 1);
  return toDateInputValue(midnight);
}
