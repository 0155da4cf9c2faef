import { and, between, eq, gt, gte, inArray, lt, ne, notInArray, sql } from "drizzle-orm";
import { kitchenHolds, menuItems, orderItems, orders, paymentClaims, quotes } from "@shared/schema";
import {
  ALTERNATIVES_HORIZON_DAYS,
  NO_LOAD,
  BOOKED_QUOTE_STATUS,
  NOT_BOOKED_ORDER_STATUSES,
  addDays,
  addLoads,
  bookingRefusal,
  dayAvailability,
  daysFrom,
  earliestDate,
  eventLoad,
  hasCapacityLimit,
  nextBookableDates,
  orderLoad,
  prepMinutesOf,
  type BookingRefusal,
  type BookingRequest,
  type DayLoad,
} from "@shared/rules/capacity";
import { businessDates } from "@shared/rules/dates";
import type { Availability } from "@shared/api/contract";
import type { Database, Transaction } from "../db/client";
import { Conflict, InvalidRequest } from "../errors";
import type { CurrentSettings } from "../settings/current-settings";

type Executor = Database | Transaction;

/** Orders in these states are not (or no longer) the kitchen's work (shared with the production sheet). */
const NOT_BOOKED = [...NOT_BOOKED_ORDER_STATUSES];

/**
 * Per-day advisory locks of the kitchen's capacity, in a key space of their own (the two-key form never meets the
 * one-key locks of the reconciliation and the migrations). Taken only by transactions that must see a day's load
 * and add to it atomically (a charge's hold, a quote's acceptance) or move a load from one count to another (a paid
 * order's hold released as the order turns paid), and then only after the rows they lock: a holder
 * of a day lock waits for nothing but its own hold row, so no cycle can form with the payment claims' locks.
 */
const KITCHEN_LOCK_SPACE = 4_803_338;

/** What was asked to be booked, for the refusal's alternatives. */
type Wanted = Omit<BookingRequest, "booked">;

/**
 * The kitchen's capacity: what each day holds (paid and confirmed orders, accepted events, charges in flight), and
 * the one check (shared/rules/capacity.ts) applied to every new order, charge, quote request and acceptance. With no
 * daily limit set nothing is counted or locked: only closed days and lead times apply.
 */
export function createKitchenService({ db, settings }: { db: Database; settings: CurrentSettings }) {
  /** Prep minutes of each menu item asked for, by id. */
  async function prepMinutesById(executor: Executor, ids: number[]): Promise<Map<number, number>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await executor.select({ id: menuItems.id, prepTime: menuItems.prepTime }).from(menuItems).where(inArray(menuItems.id, unique));
    return new Map(rows.map((row) => [row.id, prepMinutesOf(row.prepTime)]));
  }

  async function loadOfOrderLines(executor: Executor, lines: { menuItemId: number | null; quantity: number }[]): Promise<DayLoad> {
    const prep = await prepMinutesById(executor, lines.flatMap((l) => (l.menuItemId === null ? [] : [l.menuItemId])));
    return orderLoad(lines.map((l) => ({ prepMinutes: l.menuItemId === null ? 0 : (prep.get(l.menuItemId) ?? 0), quantity: l.quantity })));
  }

  async function loadOfEvent(executor: Executor, menuItemIds: number[], guests: number): Promise<DayLoad> {
    const prep = await prepMinutesById(executor, menuItemIds);
    return eventLoad(menuItemIds.map((id) => prep.get(id) ?? 0), guests);
  }

  /** Each day's booked load from `from` to `to` (business days, inclusive); days with nothing booked are absent. */
  async function bookedLoads(executor: Executor, from: string, to: string, exclude: { subject?: string; quoteId?: number } = {}): Promise<Map<string, DayLoad>> {
    const loads = new Map<string, DayLoad>();
    const add = (day: string, load: DayLoad) => loads.set(day, addLoads(loads.get(day) ?? NO_LOAD, load));
    const dates = businessDates(settings().timeZone);

    const orderLines = await executor
      .select({ day: orders.eventDate, prepTime: menuItems.prepTime, quantity: orderItems.quantity })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .leftJoin(menuItems, eq(menuItems.id, orderItems.menuItemId))
      .where(and(between(orders.eventDate, from, to), notInArray(orders.status, NOT_BOOKED)));
    for (const line of orderLines) if (line.day) add(line.day, orderLoad([{ prepMinutes: prepMinutesOf(line.prepTime), quantity: line.quantity }]));

    const events = await executor
      .select({ id: quotes.id, eventDate: quotes.eventDate, guests: quotes.guestCount, menuItemIds: quotes.menuItemIds })
      .from(quotes)
      .where(
        and(
          eq(quotes.status, BOOKED_QUOTE_STATUS),
          gte(quotes.eventDate, dates.businessDayStart(from)),
          lt(quotes.eventDate, dates.businessDayEnd(to)),
          exclude.quoteId === undefined ? undefined : ne(quotes.id, exclude.quoteId),
        ),
      );
    const prep = await prepMinutesById(executor, events.flatMap((e) => e.menuItemIds));
    for (const event of events) {
      add(dates.businessDateParts(event.eventDate).date, eventLoad(event.menuItemIds.map((id) => prep.get(id) ?? 0), event.guests));
    }

    // Charges in flight that passed the check: they hold their day while their payment claim's lease is live.
    const holds = await executor
      .select({ day: kitchenHolds.day, minutes: kitchenHolds.minutes, covers: kitchenHolds.covers })
      .from(kitchenHolds)
      .innerJoin(paymentClaims, eq(paymentClaims.subject, kitchenHolds.subject))
      .where(and(between(kitchenHolds.day, from, to), gt(paymentClaims.leaseUntil, sql`now()`), exclude.subject === undefined ? undefined : ne(kitchenHolds.subject, exclude.subject)));
    for (const hold of holds) add(hold.day, { minutes: hold.minutes, covers: hold.covers });
    return loads;
  }

  async function bookedOn(executor: Executor, day: string, exclude?: { subject?: string; quoteId?: number }): Promise<DayLoad> {
    if (!hasCapacityLimit(settings().kitchen)) return NO_LOAD;
    return (await bookedLoads(executor, day, day, exclude)).get(day) ?? NO_LOAD;
  }

  /** The refusal as the API answers it, with the next dates on which the same booking would be accepted. */
  async function refuse(executor: Executor, refusal: BookingRefusal, wanted: Wanted, now: Date, exclude?: { subject?: string; quoteId?: number }): Promise<never> {
    const current = settings();
    let loads = new Map<string, DayLoad>();
    if (hasCapacityLimit(current.kitchen)) {
      const from = earliestDate(current, wanted.guests, now) < wanted.date ? wanted.date : earliestDate(current, wanted.guests, now);
      loads = await bookedLoads(executor, from, addDays(from, ALTERNATIVES_HORIZON_DAYS), exclude);
    }
    const nextDates = nextBookableDates(current, wanted, (day) => loads.get(day) ?? NO_LOAD, now);
    const details = { code: refusal.code, nextDates };
    throw refusal.code === "KITCHEN_FULL" ? new Conflict(refusal.message, details) : new InvalidRequest(refusal.message, details);
  }

  async function check(executor: Executor, wanted: Wanted, exclude?: { subject?: string; quoteId?: number }): Promise<void> {
    const now = new Date();
    const booked = await bookedOn(executor, wanted.date, exclude);
    const refusal = bookingRefusal(settings(), { ...wanted, booked }, now);
    if (refusal) await refuse(executor, refusal, wanted, now, exclude);
  }

  async function lockDay(tx: Transaction, day: string): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(${KITCHEN_LOCK_SPACE}, (${day}::date - date '2000-01-01'))`);
  }

  return {
    /** A checkout's new order (pending payment): its date, lead time and the day's room for its dishes. */
    async checkNewOrder(date: string, lines: { menuItemId: number; quantity: number }[]): Promise<void> {
      const load = hasCapacityLimit(settings().kitchen) ? await loadOfOrderLines(db, lines) : NO_LOAD;
      await check(db, { date, load });
    },

    /**
     * An order confirmed as it is written (a phone order paid at pickup or invoiced), inside its transaction, before
     * the insert: under the day's lock the day must still have room for it, so two such orders (or one and a charge)
     * never both take a day's last room; it counts itself once committed. Its date and lead time passed checkNewOrder.
     */
    async checkConfirmedOrder(tx: Transaction, date: string, lines: { menuItemId: number; quantity: number }[]): Promise<void> {
      if (!hasCapacityLimit(settings().kitchen)) return;
      await lockDay(tx, date);
      await check(tx, { date, load: await loadOfOrderLines(tx, lines), checkLeadTime: false });
    },

    /** A new quote request: the event's day, its lead time by headcount and the day's room for its dishes and guests. */
    async checkNewQuote(start: Date, guests: number, menuItemIds: number[]): Promise<void> {
      const date = businessDates(settings().timeZone).businessDateParts(start).date;
      const load = hasCapacityLimit(settings().kitchen) ? await loadOfEvent(db, menuItemIds, guests) : NO_LOAD;
      await check(db, { date, start, guests, load });
    },

    /**
     * A card charge about to be taken for an order: under the day's lock, the day must still have room for it beside
     * paid orders, accepted events and the other charges in flight; it then holds that room (kitchen_holds) while its
     * payment claim lives. Of two charges racing for a day's last room, the second to take the lock sees the first's
     * hold and is refused before its card is charged. The lead time was checked when the order was placed.
     */
    async holdForCharge(subject: string, order: { id: number; eventDate: string | null }): Promise<void> {
      const date = order.eventDate;
      if (!date) return;
      if (!hasCapacityLimit(settings().kitchen)) {
        await check(db, { date, load: NO_LOAD, checkLeadTime: false });
        return;
      }
      let refused: { refusal: BookingRefusal; load: DayLoad } | undefined;
      await db.transaction(async (tx) => {
        await lockDay(tx, date);
        const lines = await tx.select({ menuItemId: orderItems.menuItemId, quantity: orderItems.quantity }).from(orderItems).where(eq(orderItems.orderId, order.id));
        const load = await loadOfOrderLines(tx, lines);
        const booked = await bookedOn(tx, date, { subject });
        const refusal = bookingRefusal(settings(), { date, load, booked, checkLeadTime: false }, new Date());
        if (refusal) {
          refused = { refusal, load };
          return;
        }
        await tx
          .insert(kitchenHolds)
          .values({ subject, day: date, minutes: load.minutes, covers: load.covers })
          .onConflictDoUpdate({ target: kitchenHolds.subject, set: { day: date, minutes: load.minutes, covers: load.covers } });
      });
      if (refused) await refuse(db, refused.refusal, { date, load: refused.load, checkLeadTime: false }, new Date(), { subject });
    },

    /**
     * The charge is recorded: the paid order now counts itself, so its hold goes, in the same transaction. Under the
     * day's lock: a charge checking the day reads the orders and then the holds in two statements, and without the
     * lock this order could turn paid after the first read and lose its hold before the second, counted by neither.
     */
    async releaseHold(tx: Transaction, subject: string): Promise<void> {
      const [hold] = await tx.select({ day: kitchenHolds.day }).from(kitchenHolds).where(eq(kitchenHolds.subject, subject));
      if (!hold) return;
      await lockDay(tx, hold.day);
      await tx.delete(kitchenHolds).where(eq(kitchenHolds.subject, subject));
    },

    /**
     * A quote becoming an accepted event, inside the acceptance's transaction (after its quote row is locked): under
     * the day's lock, the day must be open and have room for its dishes and guests. Its lead time was checked when it
     * was requested.
     */
    async checkAcceptance(tx: Transaction, quote: { id: number; eventDate: Date; guestCount: number; menuItemIds: number[] }): Promise<void> {
      const date = businessDates(settings().timeZone).businessDateParts(quote.eventDate).date;
      const limited = hasCapacityLimit(settings().kitchen);
      if (limited) await lockDay(tx, date);
      const load = limited ? await loadOfEvent(tx, quote.menuItemIds, quote.guestCount) : NO_LOAD;
      await check(tx, { date, start: quote.eventDate, guests: quote.guestCount, load, checkLeadTime: false }, { quoteId: quote.id });
    },

    /**
     * What an availability answer depends on besides the bookings: the settings in force (replaced whole on every
     * change) and, within them, the day and the earliest bookable day at `now`. The cache keeps an answer per both.
     */
    availabilityScope(days: number, now = new Date()): { settings: object; key: string } {
      const current = settings();
      return { settings: current, key: `${days}|${businessDates(current.timeZone).businessToday(now)}|${earliestDate(current, null, now)}` };
    },

    /** GET /api/availability: each of the next `days` business days from today, as the date pickers show them. */
    async availability(days: number, now = new Date()): Promise<Availability> {
      const current = settings();
      const today = businessDates(current.timeZone).businessToday(now);
      const to = addDays(today, days - 1);
      const loads = hasCapacityLimit(current.kitchen) ? await bookedLoads(db, today, to) : new Map<string, DayLoad>();
      return {
        today,
        minLeadHours: current.booking.minLeadHours,
        kitchen: current.kitchen,
        days: daysFrom(today, days).map((date) => dayAvailability(current, date, loads.get(date) ?? NO_LOAD, now)),
      };
    },
  };
}
export type KitchenService = ReturnType<typeof createKitchenService>;
