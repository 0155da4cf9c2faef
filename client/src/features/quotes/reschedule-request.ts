import { z } from "zod";
import { businessDateParts, formatCalendarDate } from "@shared/rules/dates";
import { bookingRules, earliestEventDate } from "@shared/rules/quotes";
import { formatQuoteDate } from "./quote-display";

export const RESCHEDULE_MESSAGES = {
  dateRequired: "Please choose your preferred new date.",
  dateInvalid: "Please enter a valid date.",
  get tooSoon() {
    return `Please choose a date at least ${bookingRules().minLeadHours} hours from now.`;
  },
  sameDate: "Please choose a date other than the current event date.",
  noteTooLong: "Please keep the note under 1,000 characters.",
};

export const RESCHEDULE_NOTE_MAX = 1000;

/** A Date as the business's calendar date "YYYY-MM-DD" (what a date input shows and gives). */
export function toCalendarDate(date: Date): string {
  return businessDateParts(date).date;
}

/** The first day a new date may fall on: the day the 24-hour lead time ends (the quote rules' earliest date). */
export const earliestRescheduleDate = (now: Date = new Date()) => toCalendarDate(earliestEventDate(now));

/** The event's current calendar date in the business's time zone, or null when it has none. */
function currentCalendarDate(eventDate: string | null | undefined): string | null {
  if (!eventDate) return null;
  const date = new Date(eventDate);
  return Number.isNaN(date.getTime()) ? null : toCalendarDate(date);
}

/** The Reschedule form: a preferred new date (not before the earliest bookable day, not the current date) and an optional note. */
export function rescheduleFormSchema(currentEventDate: string | null | undefined, now: Date = new Date()) {
  const current = currentCalendarDate(currentEventDate);
  return z.object({
    newDate: z
      .string()
      .trim()
      .min(1, RESCHEDULE_MESSAGES.dateRequired)
      .regex(/^\d{4}-\d{2}-\d{2}$/, RESCHEDULE_MESSAGES.dateInvalid)
      .refine((v) => !Number.isNaN(new Date(`${v}T00:00:00`).getTime()), RESCHEDULE_MESSAGES.dateInvalid)
      .refine((v) => v >= earliestRescheduleDate(now), { error: () => RESCHEDULE_MESSAGES.tooSoon })
      .refine((v) => v !== current, RESCHEDULE_MESSAGES.sameDate),
    note: z.string().trim().max(RESCHEDULE_NOTE_MAX, RESCHEDULE_MESSAGES.noteTooLong),
  });
}

export type RescheduleFormInput = z.input<ReturnType<typeof rescheduleFormSchema>>;
export type RescheduleRequest = z.output<ReturnType<typeof rescheduleFormSchema>>;

/** The message posted on the quote's thread, e.g. "Reschedule request: we would like to move the event from December 1, 2026 to January 15, 2027." */
export function rescheduleMessage(currentEventDate: string | null | undefined, { newDate, note }: RescheduleRequest): string {
  const text = `Reschedule request: we would like to move the event from ${formatQuoteDate(currentEventDate)} to ${formatCalendarDate(newDate)}.`;
  return note ? `${text} ${note}` : text;
}
