import { businessDates, formatCalendarDate } from "./dates";
import type { BookingSettings } from "../settings/features";
import { WEEKDAY_NAMES, type KitchenSettings } from "../settings/kitchen";
import type { OrderStatus } from "./order-lifecycle";
import type { QuoteStatus } from "./quotes";

/**
 * The one rule every order and quote date is checked by, on the server (orders, charges, quote requests and
 * acceptances) and in the browser (date pickers, the checkout): the kitchen is open that day, the lead time for the
 * event's size holds, and the day's booked prep work plus this booking fits the kitchen's capacity. Pure: the
 * settings and the day's booked load are passed in (docs/product/ordering.md, "Kitchen capacity and lead time").
 */

/**
 * What the kitchen cooks: every order except those awaiting payment or cancelled, and accepted quotes (events). The
 * day's load above and the production sheet (docs/product/admin.md, "Production sheet and BEO") count the same work.
 */
export const NOT_BOOKED_ORDER_STATUSES = ["pending_payment", "cancelled"] as const satisfies readonly OrderStatus[];
export const BOOKED_QUOTE_STATUS = "accepted" satisfies QuoteStatus;

/** What the rule reads of the business settings. */
export interface CapacitySettings {
  timeZone: string;
  booking: Pick<BookingSettings, "minLeadHours">;
  kitchen: KitchenSettings;
}

/** Prep work on a day: minutes of prep (prep time × quantity) and guests of events. */
export interface DayLoad {
  minutes: number;
  covers: number;
}

export const NO_LOAD: DayLoad = Object.freeze({ minutes: 0, covers: 0 });

export type RefusalCode = "CLOSED" | "LEAD_TIME" | "KITCHEN_FULL";

export interface BookingRefusal {
  code: RefusalCode;
  message: string;
}

export type DayStatus = "open" | "full" | "closed";

export interface DayAvailability {
  date: string;
  status: DayStatus;
  /** Why a day is closed or full; null when open. */
  reason: string | null;
}

/** One full pan serves about this many guests: an event's dishes are prepped once per this many guests. */
export const GUESTS_PER_BATCH = 25;

const HOUR_MS = 3_600_000;
const UNIT_MINUTES: Record<string, number> = { h: 60, hr: 60, hrs: 60, hour: 60, hours: 60, m: 1, min: 1, mins: 1, minute: 1, minutes: 1 };

/**
 * A menu item's prep time as the business writes it ("45 minutes", "1 hour", "1 hr 30 min", "1.5 hours", "90") in
 * minutes; 0 when it says nothing we can read (such a dish adds no load rather than blocking orders).
 */
export function prepMinutesOf(text: string | null | undefined): number {
  if (!text) return 0;
  const parts = [...text.toLowerCase().matchAll(/(\d+(?:\.\d+)?)\s*(hours|hour|hrs|hr|h|minutes|minute|mins|min|m)?\b/g)];
  if (parts.length === 0) return 0;
  let total = 0;
  for (const [, amount, unit] of parts) total += Number(amount) * (unit ? UNIT_MINUTES[unit] : 1);
  return Math.round(total);
}

/** An order's load: each line's prep minutes × its quantity. */
export function orderLoad(lines: { prepMinutes: number; quantity: number }[]): DayLoad {
  return { minutes: lines.reduce((sum, line) => sum + line.prepMinutes * line.quantity, 0), covers: 0 };
}

/** An event's load: each dish prepped once per GUESTS_PER_BATCH guests, and its guests as covers. */
export function eventLoad(dishPrepMinutes: number[], guests: number): DayLoad {
  const batches = Math.max(1, Math.ceil(guests / GUESTS_PER_BATCH));
  return { minutes: dishPrepMinutes.reduce((sum, m) => sum + m, 0) * batches, covers: guests };
}

export const addLoads = (a: DayLoad, b: DayLoad): DayLoad => ({ minutes: a.minutes + b.minutes, covers: a.covers + b.covers });

/** Whether the daily limits apply at all (no limit: nothing needs counting or locking). */
export function hasCapacityLimit(kitchen: KitchenSettings): boolean {
  return kitchen.prepMinutesPerDay !== null || kitchen.coversPerDay !== null;
}

/** YYYY-MM-DD `days` after `date` (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const hoursText = (hours: number) => (hours % 24 === 0 && hours >= 48 ? `${hours / 24} days` : `${hours} hour${hours === 1 ? "" : "s"}`);

/** The notice an event of `guests` needs (enforced) and the notice it is advised, in hours. */
export function leadTimeFor(settings: Pick<CapacitySettings, "booking" | "kitchen">, guests?: number | null) {
  let enforced = settings.booking.minLeadHours;
  let advised = enforced;
  for (const rule of settings.kitchen.leadTimes) {
    if (guests === undefined || guests === null || guests < rule.fromGuests) continue;
    if (rule.enforced) enforced = Math.max(enforced, rule.hours);
    else advised = Math.max(advised, rule.hours);
  }
  return { enforcedHours: enforced, advisedHours: Math.max(advised, enforced) };
}

/** The earliest start accepted at `now` for an event of `guests`. */
export function earliestStart(settings: Pick<CapacitySettings, "booking" | "kitchen">, guests: number | null | undefined, now: Date): Date {
  return new Date(now.getTime() + leadTimeFor(settings, guests).enforcedHours * HOUR_MS);
}

/** The earliest business day accepted for a booking by date only (a checkout's event date): the day of earliestStart. */
export function earliestDate(settings: CapacitySettings, guests: number | null | undefined, now: Date): string {
  return businessDates(settings.timeZone).businessDateParts(earliestStart(settings, guests, now)).date;
}

function leadTimeMessage(settings: CapacitySettings, guests: number | null | undefined): string {
  const { enforcedHours } = leadTimeFor(settings, guests);
  if (enforcedHours > settings.booking.minLeadHours && guests) {
    const rule = [...settings.kitchen.leadTimes].filter((r) => r.enforced && guests >= r.fromGuests).sort((a, b) => b.hours - a.hours)[0];
    return `Events for ${rule?.fromGuests ?? guests} or more guests need at least ${hoursText(enforcedHours)}' notice. Please choose a later date.`;
  }
  return `Please choose a date at least ${hoursText(enforcedHours)} from now.`;
}

/** Why the kitchen is closed on `date` (a closed weekday or a holiday), or null. */
export function closureOf(kitchen: KitchenSettings, date: string): string | null {
  if (kitchen.holidays.includes(date)) return `We are closed on ${formatCalendarDate(date)}.`;
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  if (kitchen.closedWeekdays.includes(weekday)) return `We are closed on ${WEEKDAY_NAMES[weekday]}s.`;
  return null;
}

/** Why the day's capacity cannot take `load` on top of `booked`, or null. A day already at its limit takes nothing. */
function capacityRefusal(kitchen: KitchenSettings, date: string, booked: DayLoad, load: DayLoad): string | null {
  const full = `Our kitchen is fully booked on ${formatCalendarDate(date)}.`;
  const { prepMinutesPerDay: minutes, coversPerDay: covers } = kitchen;
  if (minutes !== null && (booked.minutes >= minutes || booked.minutes + load.minutes > minutes)) return full;
  if (covers !== null && (booked.covers >= covers || booked.covers + load.covers > covers)) return full;
  return null;
}

export interface BookingRequest {
  /** The business day of the event (YYYY-MM-DD). */
  date: string;
  /** The event's start, when it has a time (a quote); a checkout's order has a date only. */
  start?: Date;
  /** Guests, when known (quotes); an order by the dish has none. */
  guests?: number | null;
  /** What this booking adds to the day. */
  load: DayLoad;
  /** What the day holds already (paid orders, accepted events, charges in flight), without this booking. */
  booked: DayLoad;
  /** Check the lead time (new bookings); a charge or an acceptance of an already-accepted date does not. */
  checkLeadTime?: boolean;
}

/** Why a booking is refused (closed day, too little notice, kitchen full), or null when it is accepted. */
export function bookingRefusal(settings: CapacitySettings, request: BookingRequest, now: Date): BookingRefusal | null {
  const closed = closureOf(settings.kitchen, request.date);
  if (closed) return { code: "CLOSED", message: closed };
  if (request.checkLeadTime !== false) {
    const tooSoon = request.start
      ? request.start.getTime() < earliestStart(settings, request.guests, now).getTime()
      : request.date < earliestDate(settings, request.guests, now);
    if (tooSoon) return { code: "LEAD_TIME", message: leadTimeMessage(settings, request.guests) };
  }
  const full = capacityRefusal(settings.kitchen, request.date, request.booked, request.load);
  if (full) return { code: "KITCHEN_FULL", message: full };
  return null;
}

/** The advice (not a refusal) for an event of `guests` starting at `start`: e.g. 72 hours for 50–99 guests. */
export function bookingAdvice(settings: CapacitySettings, guests: number | null | undefined, start: Date, now: Date): string | null {
  const { enforcedHours, advisedHours } = leadTimeFor(settings, guests);
  if (advisedHours <= enforcedHours || start.getTime() >= now.getTime() + advisedHours * HOUR_MS) return null;
  return `For ${guests} guests we advise booking at least ${hoursText(advisedHours)} ahead, so we can plan your menu with you.`;
}

/**
 * A day as the date pickers show it: closed (closed weekday, holiday, or inside the minimum lead time), full (the
 * kitchen's limit reached) or open. A day shown open accepts a booking of no load; a bigger one may still not fit.
 */
export function dayAvailability(settings: CapacitySettings, date: string, booked: DayLoad, now: Date): DayAvailability {
  const refusal = bookingRefusal(settings, { date, load: NO_LOAD, booked }, now);
  if (!refusal) return { date, status: "open", reason: null };
  return { date, status: refusal.code === "KITCHEN_FULL" ? "full" : "closed", reason: refusal.message };
}

/** How far ahead alternatives are looked for. */
export const ALTERNATIVES_HORIZON_DAYS = 366;

/**
 * The next `count` business days after `request.date` (or from the earliest accepted day, if later) on which the
 * same booking would be accepted, at the same time of day for an event with a start. `bookedOn` gives each day's load.
 */
export function nextBookableDates(
  settings: CapacitySettings,
  request: Omit<BookingRequest, "booked">,
  bookedOn: (date: string) => DayLoad,
  now: Date,
  count = 3,
): string[] {
  const dates = businessDates(settings.timeZone);
  const time = request.start ? dates.businessDateParts(request.start).time : undefined;
  const earliest = earliestDate(settings, request.guests, now);
  let day = request.date < earliest ? earliest : addDays(request.date, 1);
  const found: string[] = [];
  for (let i = 0; i < ALTERNATIVES_HORIZON_DAYS && found.length < count; i++, day = addDays(day, 1)) {
    const start = time ? (dates.businessInstant(day, time) ?? undefined) : undefined;
    if (!bookingRefusal(settings, { ...request, date: day, start, booked: bookedOn(day) }, now)) found.push(day);
  }
  return found;
}

/** The business days from `from` on, `days` of them. */
export function daysFrom(from: string, days: number): string[] {
  return Array.from({ length: days }, (_, i) => addDays(from, i));
}
