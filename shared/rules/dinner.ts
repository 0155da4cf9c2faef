import type { DinnerSettings } from "../settings/features";
import type { BusinessSettings } from "../settings/business-settings";
import { DINNER_MENU, type DinnerDish } from "../menu/dinner-menu";
import { businessDates } from "./dates";

/**
 * Dinner pickup rules (business settings, Feature Manager → Services, passed in by the caller): the pickup date
 * follows the event-date rule (from today, never in the past), today's orders close at the cut-off, and pickup is
 * within the service hours. Also the one price of a dinner order and the one limit per dish, for the page and the
 * server alike. Zod-free, so the page can show them without loading the form's schema.
 */

/** The most of one dish a dinner order may hold: the page's + stops there, the server refuses more. */
export const MAX_DISH_QUANTITY = 50;

/** The settings the pickup rules read: the hours, and the time zone "today" is counted in. */
export type DinnerRuleSettings = Pick<BusinessSettings, "dinner" | "timeZone">;

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
} as const;

/** The messages that name the service hours, as `dinner` sets them. */
export function dinnerMessages(dinner: DinnerSettings) {
  return {
    ...DINNER_MESSAGES,
    pickupWindow: `Pickup time must be between ${formatClockTime(dinner.pickupEarliest)} and ${formatClockTime(dinner.pickupLatest)}`,
    afterCutoff: `Orders for today close at ${formatClockTime(dinner.orderCutoff)}. Please choose a later pickup date.`,
  };
}

/** "Order by 1:00 PM, pick up 5:00 PM – 10:00 PM". */
export function dinnerServiceSummary(dinner: DinnerSettings): string {
  return `Order by ${formatClockTime(dinner.orderCutoff)} for same-day pickup, ${formatClockTime(dinner.pickupEarliest)} – ${formatClockTime(dinner.pickupLatest)}`;
}

/** The first day a dinner can be picked up: today until the cut-off, tomorrow after it (business time). */
export function earliestPickupDate(settings: DinnerRuleSettings, now: Date = new Date()): string {
  const dates = businessDates(settings.timeZone);
  const { date, time } = dates.businessDateParts(now);
  return time < settings.dinner.orderCutoff ? date : dates.businessDateInDays(1, now);
}

/** Why a pickup date (YYYY-MM-DD) is refused, or null. */
export function pickupDateRefusal(settings: DinnerRuleSettings, date: string, now: Date = new Date()): string | null {
  const refusal = businessDates(settings.timeZone).eventDateRefusal(date, now);
  if (refusal) return refusal;
  return date < earliestPickupDate(settings, now) ? dinnerMessages(settings.dinner).afterCutoff : null;
}

/** True when HH:MM is within the pickup window. */
export function isInPickupWindow(dinner: DinnerSettings, time: string): boolean {
  return time >= dinner.pickupEarliest && time <= dinner.pickupLatest;
}

/** A dish and how many of it, as the page holds the order and the API receives it. */
export interface DinnerOrderLine {
  dishId: number;
  quantity: number;
}

export interface PricedDinnerLine {
  dish: DinnerDish;
  quantity: number;
  unitCents: number;
  totalCents: number;
}

export interface PricedDinnerOrder {
  lines: PricedDinnerLine[];
  totalCents: number;
}

const dishesById = new Map<number, DinnerDish>(DINNER_MENU.map((dish) => [dish.id, dish]));

/** The dinner menu's dish with this id. */
export function findDinnerDish(dishId: number): DinnerDish | undefined {
  return dishesById.get(dishId);
}

/**
 * The price of a dinner order from the fixed menu, in cents: each line and the total (paid at pickup, nothing is
 * added). The page shows it and the server records it. A dish not on the menu is left out (the request schema
 * refuses it before an order is priced).
 */
export function priceDinnerOrder(lines: readonly DinnerOrderLine[]): PricedDinnerOrder {
  const priced = lines.flatMap(({ dishId, quantity }) => {
    const dish = dishesById.get(dishId);
    return dish ? [{ dish, quantity, unitCents: dish.priceCents, totalCents: dish.priceCents * quantity }] : [];
  });
  return { lines: priced, totalCents: priced.reduce((sum, line) => sum + line.totalCents, 0) };
}
