import type { BookingSettings } from "../settings/features";

/**
 * The booking rules of a catering quote: the minimum lead time and guests (Feature Manager → Book Now), passed in
 * from the settings the caller holds. Kept apart from the quote schemas (shared/rules/quotes.ts) so pages that only
 * mention the rules do not load zod.
 */

/** "24 hours", "1 hour", "48 hours". */
export function leadTimeText(booking: BookingSettings): string {
  return `${booking.minLeadHours} hour${booking.minLeadHours === 1 ? "" : "s"}`;
}

/** What a customer is told when a quote breaks a booking rule. */
export function bookingMessages(booking: BookingSettings) {
  return {
    wizardMinGuests: `Minimum ${booking.minGuests} guests required for catering quotes`,
    packageMinGuests: `Custom event quotes require a minimum of ${booking.minGuests} guests. For smaller orders, please use our regular menu checkout.`,
    customMinGuests: `Custom quotes require at least ${booking.minGuests} guests.`,
    leadTime: `Please choose a date and time at least ${leadTimeText(booking)} from now.`,
  };
}

/** The earliest event start accepted at `now`. */
export function earliestEventDate(booking: BookingSettings, now: Date = new Date()): Date {
  return new Date(now.getTime() + booking.minLeadHours * 60 * 60 * 1000);
}
