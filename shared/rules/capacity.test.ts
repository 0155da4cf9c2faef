import { describe, expect, it } from "vitest";
import { DEFAULT_KITCHEN_SETTINGS, type KitchenSettings } from "../settings/kitchen";
import { businessDates } from "./dates";
import {
  NO_LOAD,
  bookingAdvice,
  bookingRefusal,
  closureOf,
  dayAvailability,
  earliestDate,
  earliestStart,
  eventLoad,
  leadTimeFor,
  nextBookableDates,
  orderLoad,
  prepMinutesOf,
  type CapacitySettings,
} from "./capacity";

const ZONE = "America/New_York";
const dates = businessDates(ZONE);
const settingsWith = (kitchen: Partial<KitchenSettings> = {}, minLeadHours = 24): CapacitySettings => ({
  timeZone: ZONE,
  booking: { minLeadHours },
  kitchen: { ...DEFAULT_KITCHEN_SETTINGS, ...kitchen },
});
// Wednesday 2026-12-02, 10:00 in New York.
const now = dates.businessInstant("2026-12-02", "10:00")!;
const HOUR = 3_600_000;
const at = (hours: number, minutes = 0) => new Date(now.getTime() + hours * HOUR + minutes * 60_000);

describe("prep times as the business writes them", () => {
  it.each([
    ["45 minutes", 45],
    ["5 minutes", 5],
    ["1 hour", 60],
    ["1 hr 30 min", 90],
    ["1.5 hours", 90],
    ["90", 90],
    ["2h", 120],
    ["", 0],
    ["ask the chef", 0],
  ])("%s is %i minutes", (text, minutes) => {
    expect(prepMinutesOf(text)).toBe(minutes);
  });

  it("an order's load is each line's prep × quantity; an event's dishes are prepped once per 25 guests", () => {
    expect(orderLoad([{ prepMinutes: 45, quantity: 2 }, { prepMinutes: 30, quantity: 1 }])).toEqual({ minutes: 120, covers: 0 });
    expect(eventLoad([30, 30, 40], 50)).toEqual({ minutes: 200, covers: 50 });
    expect(eventLoad([30, 30, 40], 51)).toEqual({ minutes: 300, covers: 51 });
  });
});

describe("lead time by headcount (defaults: 24 hours; 72 hours advised from 50 guests; 14 days from 100)", () => {
  const settings = settingsWith();

  it("the 24-hour floor holds for every event: 23 h 59 is refused, 24 h accepted", () => {
    const refused = bookingRefusal(settings, { date: dates.businessDateParts(at(23, 59)).date, start: at(23, 59), guests: 60, load: NO_LOAD, booked: NO_LOAD }, now);
    expect(refused).toEqual({ code: "LEAD_TIME", message: "Please choose a date at least 24 hours from now." });
    expect(bookingRefusal(settings, { date: dates.businessDateParts(at(24)).date, start: at(24), guests: 60, load: NO_LOAD, booked: NO_LOAD }, now)).toBeNull();
  });

  it("100 guests need 14 days, 99 guests do not", () => {
    const in13Days = at(13 * 24);
    const in14Days = at(14 * 24);
    const request = (start: Date, guests: number) => ({ date: dates.businessDateParts(start).date, start, guests, load: NO_LOAD, booked: NO_LOAD });
    expect(bookingRefusal(settings, request(in13Days, 99), now)).toBeNull();
    expect(bookingRefusal(settings, request(in13Days, 100), now)).toEqual({
      code: "LEAD_TIME",
      message: "Events for 100 or more guests need at least 14 days' notice. Please choose a later date.",
    });
    expect(bookingRefusal(settings, request(in14Days, 100), now)).toBeNull();
    expect(leadTimeFor(settings, 100).enforcedHours).toBe(336);
    expect(earliestStart(settings, 100, now)).toEqual(in14Days);
  });

  it("50–99 guests are advised 72 hours, never refused for it", () => {
    expect(bookingAdvice(settings, 60, at(48), now)).toBe("For 60 guests we advise booking at least 3 days ahead, so we can plan your menu with you.");
    expect(bookingAdvice(settings, 60, at(72), now)).toBeNull();
    expect(bookingAdvice(settings, 40, at(48), now)).toBeNull();
    expect(bookingRefusal(settings, { date: dates.businessDateParts(at(48)).date, start: at(48), guests: 60, load: NO_LOAD, booked: NO_LOAD }, now)).toBeNull();
  });

  it("an order by date only: its day must be the day 24 hours from now or later", () => {
    expect(earliestDate(settings, null, now)).toBe("2026-12-03");
    expect(bookingRefusal(settings, { date: "2026-12-02", load: NO_LOAD, booked: NO_LOAD }, now)?.code).toBe("LEAD_TIME");
    expect(bookingRefusal(settings, { date: "2026-12-03", load: NO_LOAD, booked: NO_LOAD }, now)).toBeNull();
  });

  it("the business sets its own rules", () => {
    const strict = settingsWith({ leadTimes: [{ fromGuests: 30, hours: 96, enforced: true }] }, 48);
    expect(leadTimeFor(strict, 29)).toEqual({ enforcedHours: 48, advisedHours: 48 });
    expect(leadTimeFor(strict, 30)).toEqual({ enforcedHours: 96, advisedHours: 96 });
  });
});

describe("closed days and capacity", () => {
  it("a closed weekday and a holiday are refused with the reason", () => {
    const settings = settingsWith({ closedWeekdays: [0], holidays: ["2026-12-25"] });
    expect(closureOf(settings.kitchen, "2026-12-06")).toBe("We are closed on Sundays.");
    expect(closureOf(settings.kitchen, "2026-12-25")).toBe("We are closed on December 25, 2026.");
    expect(closureOf(settings.kitchen, "2026-12-07")).toBeNull();
    expect(bookingRefusal(settings, { date: "2026-12-06", load: NO_LOAD, booked: NO_LOAD }, now)?.code).toBe("CLOSED");
  });

  it("the day's booked load plus this booking must fit; a day at its limit takes nothing", () => {
    const settings = settingsWith({ prepMinutesPerDay: 600 });
    const request = (booked: number, load: number) => bookingRefusal(settings, { date: "2026-12-10", load: { minutes: load, covers: 0 }, booked: { minutes: booked, covers: 0 } }, now);
    expect(request(500, 100)).toBeNull();
    expect(request(500, 101)).toEqual({ code: "KITCHEN_FULL", message: "Our kitchen is fully booked on December 10, 2026." });
    expect(request(600, 0)?.code).toBe("KITCHEN_FULL");
  });

  it("covers per day count the guests of events", () => {
    const settings = settingsWith({ coversPerDay: 150 });
    const request = (booked: number, guests: number) =>
      bookingRefusal(settings, { date: "2026-12-20", start: dates.businessInstant("2026-12-20", "18:00")!, guests, load: { minutes: 0, covers: guests }, booked: { minutes: 0, covers: booked } }, now);
    expect(request(80, 70)).toBeNull();
    expect(request(80, 71)?.code).toBe("KITCHEN_FULL");
  });

  it("no limit set: nothing is ever full", () => {
    expect(bookingRefusal(settingsWith(), { date: "2026-12-10", load: { minutes: 1e9, covers: 1e6 }, booked: { minutes: 1e9, covers: 1e6 } }, now)).toBeNull();
  });

  it("a day shows open exactly when the rule takes a booking of no load that day", () => {
    const settings = settingsWith({ prepMinutesPerDay: 600, closedWeekdays: [1], holidays: ["2026-12-04"] });
    const booked = (date: string) => (date === "2026-12-05" ? { minutes: 600, covers: 0 } : { minutes: 100, covers: 0 });
    const shown = ["2026-12-02", "2026-12-03", "2026-12-04", "2026-12-05", "2026-12-06", "2026-12-07"].map((d) => dayAvailability(settings, d, booked(d), now));
    expect(shown.map((d) => d.status)).toEqual(["closed", "open", "closed", "full", "open", "closed"]);
    expect(shown[0].reason).toBe("Please choose a date at least 24 hours from now.");
    expect(shown[3].reason).toBe("Our kitchen is fully booked on December 5, 2026.");
    for (const day of shown) expect(day.status === "open").toBe(bookingRefusal(settings, { date: day.date, load: NO_LOAD, booked: booked(day.date) }, now) === null);
  });
});

describe("the next dates that fit", () => {
  it("skips full and closed days, after the refused date", () => {
    const settings = settingsWith({ prepMinutesPerDay: 600, closedWeekdays: [0] });
    const booked = (date: string) => ({ minutes: ["2026-12-10", "2026-12-11"].includes(date) ? 550 : 0, covers: 0 });
    const next = nextBookableDates(settings, { date: "2026-12-10", load: { minutes: 100, covers: 0 } }, booked, now);
    // Friday 11th is as full, Sunday 13th closed.
    expect(next).toEqual(["2026-12-12", "2026-12-14", "2026-12-15"]);
  });

  it("a date refused for its lead time gets dates from the earliest accepted day, at the same time of day", () => {
    const settings = settingsWith();
    const start = dates.businessInstant("2026-12-05", "18:00")!;
    const next = nextBookableDates(settings, { date: "2026-12-05", start, guests: 120, load: NO_LOAD }, () => NO_LOAD, now);
    expect(next).toEqual(["2026-12-16", "2026-12-17", "2026-12-18"]);
  });

  it("none when no day could ever take the booking", () => {
    const settings = settingsWith({ prepMinutesPerDay: 30 });
    expect(nextBookableDates(settings, { date: "2026-12-10", load: { minutes: 45, covers: 0 } }, () => NO_LOAD, now)).toEqual([]);
  });
});
