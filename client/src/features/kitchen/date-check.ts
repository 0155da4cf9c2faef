import type { Availability } from "@shared/api/contract";
import { NO_LOAD, addDays, bookingAdvice, bookingRefusal, earliestDate, type CapacitySettings } from "@shared/rules/capacity";
import { businessDates } from "@shared/rules/dates";

/** How far past the shown days alternatives are looked for with the rule alone. */
const BEYOND_DAYS = 366;

export interface DateRefusal {
  message: string;
  /** The next dates the kitchen would take (YYYY-MM-DD), at most three. */
  nextDates: string[];
}

/** An event's size and start time, when known (a quote); an order by the dish has neither. */
export interface EventShape {
  guests?: number | null;
  /** HH:MM at the business. */
  time?: string;
}

/** The rule's settings from the availability answer and the business's time zone. */
export function capacitySettingsOf(availability: Availability, timeZone: string): CapacitySettings {
  return { timeZone, booking: { minLeadHours: availability.minLeadHours }, kitchen: availability.kitchen };
}

/**
 * Why a date (YYYY-MM-DD) is refused: the day as the server's answer shows it (closed, fully booked, too soon) and
 * the shared rule's lead time for the event's size and start; past the shown days, the rule alone (closed days and
 * lead time; bookings there are the server's to check). Null when the kitchen takes it.
 */
export function dateRefusal(availability: Availability, timeZone: string, date: string, event: EventShape = {}, now = new Date()): DateRefusal | null {
  const settings = capacitySettingsOf(availability, timeZone);
  const { businessInstant } = businessDates(timeZone);
  const refusalOn = (day: string): string | null => {
    const shown = availability.days.find((d) => d.date === day);
    if (shown && shown.status !== "open") return shown.reason;
    const start = event.time ? (businessInstant(day, event.time) ?? undefined) : undefined;
    return bookingRefusal(settings, { date: day, start, guests: event.guests, load: NO_LOAD, booked: NO_LOAD }, now)?.message ?? null;
  };
  const message = refusalOn(date);
  if (!message) return null;
  const earliest = earliestDate(settings, event.guests, now);
  const nextDates: string[] = [];
  for (let day = date < earliest ? earliest : addDays(date, 1), i = 0; nextDates.length < 3 && i < BEYOND_DAYS; day = addDays(day, 1), i++) {
    if (!refusalOn(day)) nextDates.push(day);
  }
  return { message, nextDates };
}

/** The notice advised (not enforced) for the event's size, e.g. 72 hours for 50–99 guests; null when none applies. */
export function dateAdvice(availability: Availability, timeZone: string, date: string, event: EventShape, now = new Date()): string | null {
  if (!event.time || !event.guests) return null;
  const start = businessDates(timeZone).businessInstant(date, event.time);
  return start ? bookingAdvice(capacitySettingsOf(availability, timeZone), event.guests, start, now) : null;
}
