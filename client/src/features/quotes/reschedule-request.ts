import { z } from "zod";
import { businessDates, formatCalendarDate } from "@shared/rules/dates";
import { earliestEventDate } from "@shared/rules/quotes";
import type { BusinessSettings } from "@shared/settings/business-settings";
import type { BookingSettings } from "@shared/settings/features";
import { formatQuoteDate } from "./quote-display";

/** What the Reschedule form says; the lead time is that of `booking`. */
export function rescheduleMessages(booking: BookingSettings) {
  return {
    dateRequired: "Please choose your preferred new date.",
    dateInvalid: "Please enter a valid date.",
    tooSoon: `Please choose a date at least ${booking.minLeadHours} hours from now.`,
    sameDate: "Please choose a date other than the current event date.",
    noteTooLong: "Please keep the note under 1,000 characters.",
  };
}

export const RESCHEDULE_NOTE_MAX = 1000;

type RescheduleSettings = Pick<BusinessSettings, "timeZone" | "booking">;

/** A Date as the business's calendar date "YYYY-MM-DD" (what a date input shows and gives). */
export function toCalendarDate(date: Date, settings: Pick<BusinessSettings, "timeZone">): string {
  return businessDates(settings.timeZone).businessDateParts(date).date;
}

/** The first day a new date may fall on: the day the lead time ends (the quote rules' earliest date). */
export const earliestRescheduleDate = (settings: RescheduleSettings, now: Date = new Date()) => toCalendarDate(earliestEventDate(settings.booking, now), settings);

/** The event's current calendar date in the business's time zone, or null when it has none. */
function currentCalendarDate(eventDate: string | null | undefined, settings: RescheduleSettings): string | null {
  if (!eventDate) return null;
  const date = new Date(eventDate);
  return Number.isNaN(date.getTime()) ? null : toCalendarDate(date, settings);
}

/** The Reschedule form: a preferred new date (not before the earliest bookable day, not the current date) and an optional note. */
export function rescheduleFormSchema(currentEventDate: string | null | undefined, settings: RescheduleSettings, now: Date = new Date()) {
  const current = currentCalendarDate(currentEventDate, settings);
  const messages = rescheduleMessages(settings.booking);
  return z.object({
    newDate: z
      .string()
      .trim()
      .min(1, messages.dateRequired)
      .regex(/^\d{4}-\d{2}-\d{2}$/, messages.dateInvalid)
      .refine((v) => !Number.isNaN(new Date(`${v}T00:00:00`).getTime()), messages.dateInvalid)
      .refine((v) => v >= earliestRescheduleDate(settings, now), messages.tooSoon)
      .refine((v) => v !== current, messages.sameDate),
    note: z.string().trim().max(RESCHEDULE_NOTE_MAX, messages.noteTooLong),
  });
}

export type RescheduleFormInput = z.input<ReturnType<typeof rescheduleFormSchema>>;
export type RescheduleRequest = z.output<ReturnType<typeof rescheduleFormSchema>>;

/** The message posted on the quote's thread, e.g. "Reschedule request: we would like to move the event from December 1, 2026 to January 15, 2027." */
export function rescheduleMessage(currentEventDate: string | null | undefined, { newDate, note }: RescheduleRequest, settings: Pick<BusinessSettings, "timeZone">): string {
  const text = `Reschedule request: we would like to move the event from ${formatQuoteDate(currentEventDate, businessDates(settings.timeZone))} to ${formatCalendarDate(newDate)}.`;
  return note ? `${text} ${note}` : text;
}
