import { DEFAULT_FEATURES, type DinnerSettings } from "../settings/features";
import { businessDateInDays, businessDateParts, eventDateRefusal } from "./dates";

/**
 * Dinner pickup rules (business settings, Feature Manager → Services): the pickup date follows the event-date rule
 * (from today, never in the past), today's orders close at the cut-off, and pickup is within the service hours.
 * Zod-free, so the page can show them without loading the form's schema.
 */
let dinner: DinnerSettings = DEFAULT_FEATURES.dinner;

export function dinnerRules(): DinnerSettings {
  return dinner;
}

/** Applied from the feature settings: at start and on every change, on the server and in the browser. */
export function setDinnerRules(rules: DinnerSettings): void {
  dinner = rules;
}

/** "13:05" → "1:05 PM" (a wall-clock time at the business); other text as it is. */
export function formatClockTime(value: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(value);
  if (!match) return value;
  const hours = Number(match[1]);
  const suffix = hours < 12 ? "AM" : "PM";
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${suffix}`;
}

export const DINNER_MESSAGES = {
  nameAndPhone: "Please enter your name and phone number",
  emptyCart: "Please add at least one dish to your order",
  get pickupWindow() {
    return `Pickup time must be between ${formatClockTime(dinner.pickupEarliest)} and ${formatClockTime(dinner.pickupLatest)}`;
  },
  get afterCutoff() {
    return `Orders for today close at ${formatClockTime(dinner.orderCutoff)}. Please choose a later pickup date.`;
  },
};

/** "Order by 1:00 PM, pick up 5:00 PM – 10:00 PM". */
export function dinnerServiceSummary(): string {
  return `Order by ${formatClockTime(dinner.orderCutoff)} for same-day pickup, ${formatClockTime(dinner.pickupEarliest)} – ${formatClockTime(dinner.pickupLatest)}`;
}

/** The first day a dinner can be picked up: today until the cut-off, tomorrow after it (business time). */
export function earliestPickupDate(now: Date = new Date()): string {
  return businessDateParts(now).time < dinner.orderCutoff ? businessDateParts(now).date : businessDateInDays(1, now);
}

/** Why a pickup date (YYYY-MM-DD) is refused, or null. */
export function pickupDateRefusal(date: string, now: Date = new Date()): string | null {
  const refusal = eventDateRefusal(date, now);
  if (refusal) return refusal;
  return date < earliestPickupDate(now) ? DINNER_MESSAGES.afterCutoff : null;
}

/** True when HH:MM is within the pickup window. */
export const isInPickupWindow = (time: string) => time >= dinner.pickupEarliest && time <= dinner.pickupLatest;
