import { businessDates } from "./dates";

/**
 * Pickup or delivery (docs/product/ordering.md, Pickup or delivery): the customer chooses at checkout. A delivery has
 * its address and pays the delivery fee (if the business charges one); a pickup has a pickup time on the order's
 * date and pays no delivery fee. Zod-free, so the checkout page shows the choice before the form's schema has loaded.
 */
export const FULFILMENT_METHODS = ["delivery", "pickup"] as const;
export type Fulfilment = (typeof FULFILMENT_METHODS)[number];

export function isFulfilment(value: unknown): value is Fulfilment {
  return typeof value === "string" && (FULFILMENT_METHODS as readonly string[]).includes(value);
}

export const FULFILMENT_LABELS: Record<Fulfilment, string> = {
  delivery: "Delivery",
  pickup: "Pickup",
};

export const DELIVERY_ADDRESS_MAX_LENGTH = 300;

export const FULFILMENT_MESSAGES = {
  choose: "Choose pickup or delivery",
  address: "Enter the delivery address",
  addressIncomplete: "Enter the full delivery address: the street and number, the city and the ZIP code",
  pickupTime: "Enter a pickup time",
  pickupTimeInvalid: "Enter a pickup time such as 12:30 PM",
  pickupTimePast: "That pickup time has passed. Please choose a later time.",
} as const;

/** "13:05": a wall-clock time as a time input holds it. */
export function isClockTime(value: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
}

/**
 * Why a delivery address is refused, or null. Drivers need a place to go: a street number (or a ZIP code) and a
 * street name at least, so a bare "TBD" or "Brooklyn" is refused.
 */
export function deliveryAddressRefusal(address: string): string | null {
  const text = address.trim();
  if (text === "") return FULFILMENT_MESSAGES.address;
  if (text.length < 8 || !/\d/.test(text) || !/[a-z]{2}/i.test(text)) return FULFILMENT_MESSAGES.addressIncomplete;
  return null;
}

/**
 * Why a pickup time (HH:MM) on the order's date (YYYY-MM-DD) is refused, or null: a valid time, and not already
 * passed when the order is for today (both counted in the business's time zone). The business sets no pickup hours
 * for catering orders, so any time of a future day is open; the event date's own rule bounds the day.
 */
export function pickupTimeRefusal(date: string, time: string, timeZone: string, now: Date = new Date()): string | null {
  if (time.trim() === "") return FULFILMENT_MESSAGES.pickupTime;
  if (!isClockTime(time)) return FULFILMENT_MESSAGES.pickupTimeInvalid;
  const today = businessDates(timeZone).businessDateParts(now);
  if (date === today.date && time <= today.time) return FULFILMENT_MESSAGES.pickupTimePast;
  return null;
}

/** What a checkout says about pickup or delivery, field by field (the order's date is checked on its own). */
export interface FulfilmentChoice {
  fulfilment: Fulfilment;
  deliveryAddress: string | null | undefined;
  pickupTime: string | null | undefined;
  /** The order's date (YYYY-MM-DD): a pickup is on that day. */
  eventDate: string;
}

/**
 * Why the fields of a pickup or a delivery are refused, by field; empty when they hold. A delivery needs its address,
 * a pickup its time; what belongs to the other method is not looked at (the server stores only what applies).
 */
export function fulfilmentRefusals(choice: FulfilmentChoice, timeZone: string, now: Date = new Date()): Partial<Record<"deliveryAddress" | "pickupTime", string>> {
  if (choice.fulfilment === "delivery") {
    const refusal = deliveryAddressRefusal(choice.deliveryAddress ?? "");
    return refusal ? { deliveryAddress: refusal } : {};
  }
  const refusal = pickupTimeRefusal(choice.eventDate, choice.pickupTime ?? "", timeZone, now);
  return refusal ? { pickupTime: refusal } : {};
}
