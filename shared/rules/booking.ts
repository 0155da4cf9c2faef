import { DEFAULT_FEATURES, type BookingSettings } from "../settings/features";

/**
 * The booking rules in force: the minimum lead time and guests of a catering quote (Feature Manager → Book Now).
 * Kept apart from the quote schemas so pages that only mention the rules do not load zod.
 */
let booking: BookingSettings = DEFAULT_FEATURES.booking;

/** The settings' values; the defaults until they load. */
export function bookingRules(): BookingSettings {
  return booking;
}

/** Applied from the feature settings: at start and on every change, on the server and in the browser. */
export function setBookingRules(rules: BookingSettings): void {
  booking = rules;
}
