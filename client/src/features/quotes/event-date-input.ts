import { businessDates } from "@shared/rules/dates";
import { earliestEventDate } from "@shared/rules/quotes";
import type { BusinessSettings } from "@shared/settings/business-settings";

/**
 * Date and time inputs speak "YYYY-MM-DD" and "HH:mm"; the API speaks ISO instants. These convert between them in the
 * business's time zone: an event at 6 PM is 6 PM at the venue, whoever types it and wherever they are. The zone and
 * the lead time are the business settings given.
 */
export function eventDateInputs(settings: Pick<BusinessSettings, "timeZone" | "booking">) {
  const { businessDateParts, businessDayEnd, businessInstant } = businessDates(settings.timeZone);

  /** An instant's date, as a date input's value. */
  const toDateInputValue = (date: Date): string => businessDateParts(date).date;

  /** An instant's time of day, as a time input's value. */
  const toTimeInputValue = (date: Date): string => businessDateParts(date).time;

  return {
    toDateInputValue,
    toTimeInputValue,

    /** The event's start as an ISO instant; "" when the date or time is missing or not a real date. */
    eventStartIso: (date: string, time: string): string => businessInstant(date, time)?.toISOString() ?? "",

    /** A date-only event (the short quote form) starts at midnight; "" when the date is missing or invalid. */
    eventDayIso: (date: string): string => businessInstant(date)?.toISOString() ?? "",

    /** The earliest selectable date and time (the lead time ahead), for the inputs' `min`. */
    earliestEventInputs(now: Date = new Date()): { date: string; time: string } {
      // Rounded up to the minute: a time input has no seconds, and the minute itself must already be allowed.
      const earliest = new Date(Math.ceil(earliestEventDate(settings.booking, now).getTime() / 60_000) * 60_000);
      return { date: toDateInputValue(earliest), time: toTimeInputValue(earliest) };
    },

    /** The first day whose midnight is at least the lead time ahead: the short form's earliest date. */
    earliestEventDay(now: Date = new Date()): string {
      const earliest = earliestEventDate(settings.booking, now);
      const day = toDateInputValue(earliest);
      return businessInstant(day)!.getTime() < earliest.getTime() ? toDateInputValue(businessDayEnd(day)) : day;
    },
  };
}
