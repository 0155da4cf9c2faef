/**
 * The kitchen's capacity and lead-time rules (/admin → Settings → Kitchen capacity): how much prep work a day can
 * take, the days the kitchen is closed, and how far ahead an event of a given size must be booked. The 24-hour
 * floor for every event is the Book Now lead time (`booking.minLeadHours`, shared/settings/features.ts); these rules
 * add to it by headcount (docs/product/ordering.md, "Kitchen capacity and lead time").
 */

/** From `fromGuests` guests on, an event needs `hours` of notice: refused when `enforced`, otherwise advice shown. */
export interface LeadTimeRule {
  fromGuests: number;
  hours: number;
  enforced: boolean;
}

export interface KitchenSettings {
  /** Prep minutes the kitchen can take on in one day (menu items' prep time × quantity); null: no daily limit. */
  prepMinutesPerDay: number | null;
  /** Guests of accepted events the business serves in one day; null: no limit. */
  coversPerDay: number | null;
  /** Days of the week the kitchen is closed: 0 is Sunday, 6 Saturday. */
  closedWeekdays: number[];
  /** Holidays and other closed dates (YYYY-MM-DD, at the business). */
  holidays: string[];
  /** Notice by headcount, beyond the Book Now floor. */
  leadTimes: LeadTimeRule[];
}

/**
 * A new business has told us nothing about its kitchen: no daily limit until it sets one (a guessed number would
 * refuse real orders), open every day, and the product's lead-time rules (docs/product/ordering.md):
 * 100 guests or more need 14 days (enforced), 50–99 guests are advised 72 hours.
 */
export const DEFAULT_KITCHEN_SETTINGS: KitchenSettings = Object.freeze({
  prepMinutesPerDay: null,
  coversPerDay: null,
  closedWeekdays: [],
  holidays: [],
  leadTimes: [
    { fromGuests: 50, hours: 72, enforced: false },
    { fromGuests: 100, hours: 14 * 24, enforced: true },
  ],
}) as KitchenSettings;

export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
