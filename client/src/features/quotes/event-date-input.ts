import { businessDateParts, businessDayEnd, businessInstant } from "@shared/rules/dates";
import { earliestEventDate } from "@shared/rules/quotes";

/**
 * Date and time inputs speak "YYYY-MM-DD" and "HH:mm"; the API speaks ISO instants. These convert between them in the
 * business's time zone: an event at 6 PM is 6 PM at the venue, whoever types it and wherever they are.
 */

/** An instant's date, as a date input's value. */
export function toDateInputValue(date: Date): string {
  return businessDateParts(date).date;
}

/** An instant's time of day, as a time input's value. */
export function toTimeInputValue(date: Date): string {
  return businessDateParts(date).time;
}

/** The event's start as an ISO instant; "" when the date or time is missing or not a real date. */
export function eventStartIso(date: string, time: string): string {
  return businessInstant(date, time)?.toISOString() ?? "";
}

/** A date-only event (the short quote form) starts at midnight; "" when the date is missing or invalid. */
export function eventDayIso(date: string): string {
  return businessInstant(date)?.toISOString() ?? "";
}

/** The earliest selectable date and time (24 hours ahead), for the inputs' `min`. */
export function earliestEventInputs(now: Date = new Date()): { date: string; time: string } {
  // Rounded up to the minute: a time input has no seconds, and the minute itself must already be allowed.
  const earliest = new Date(Math.ceil(earliestEventDate(now).getTime() / 60_000) * 60_000);
  return { date: toDateInputValue(earliest), time: toTimeInputValue(earliest) };
}

/** The first day whose midnight is at least 24 hours ahead: the short form's earliest date. */
export function earliestEventDay(now: Date = new Date()): string {
  const earliest = earliestEventDate(now);
  const day = toDateInputValue(earliest);
  return businessInstant(day)!.getTime() < earliest.getTime() ? toDateInputValue(businessDayEnd(day)) : day;
}
