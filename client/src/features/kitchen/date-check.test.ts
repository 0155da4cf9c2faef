import { describe, expect, it } from "vitest";
import type { Availability } from "@shared/api/contract";
import { addDays } from "@shared/rules/capacity";
import { businessDates } from "@shared/rules/dates";
import { DEFAULT_KITCHEN_SETTINGS } from "@shared/settings/kitchen";
import { dateAdvice, dateRefusal } from "./date-check";

const ZONE = "America/New_York";
const { businessInstant } = businessDates(ZONE);
// Wednesday 2026-12-02, 10:00 in New York.
const now = businessInstant("2026-12-02", "10:00")!;
const availability: Availability = {
  today: "2026-12-02",
  minLeadHours: 24,
  kitchen: { ...DEFAULT_KITCHEN_SETTINGS, prepMinutesPerDay: 600, closedWeekdays: [0] },
  days: Array.from({ length: 10 }, (_, i) => {
    const date = addDays("2026-12-02", i);
    if (i === 0) return { date, status: "closed" as const, reason: "Please choose a date at least 24 hours from now." };
    if (date === "2026-12-06") return { date, status: "closed" as const, reason: "We are closed on Sundays." };
    if (date === "2026-12-04" || date === "2026-12-05") return { date, status: "full" as const, reason: "Our kitchen is fully booked." };
    return { date, status: "open" as const, reason: null };
  }),
};

describe("a date as the browser checks it before sending", () => {
  it("a full day is refused with the next open days, skipping full and closed ones", () => {
    expect(dateRefusal(availability, ZONE, "2026-12-04", {}, now)).toEqual({ message: "Our kitchen is fully booked.", nextDates: ["2026-12-07", "2026-12-08", "2026-12-09"] });
  });

  it("an open day is taken; past the shown days the rule alone decides (a Sunday is closed)", () => {
    expect(dateRefusal(availability, ZONE, "2026-12-03", {}, now)).toBeNull();
    expect(dateRefusal(availability, ZONE, "2026-12-20", {}, now)?.message).toBe("We are closed on Sundays.");
  });

  it("100 guests need 14 days: an open day 5 days ahead is refused, with dates from the 16th", () => {
    const refusal = dateRefusal(availability, ZONE, "2026-12-07", { guests: 100, time: "18:00" }, now);
    expect(refusal?.message).toBe("Events for 100 or more guests need at least 14 days' notice. Please choose a later date.");
    expect(refusal?.nextDates).toEqual(["2026-12-16", "2026-12-17", "2026-12-18"]);
    expect(dateRefusal(availability, ZONE, "2026-12-07", { guests: 99, time: "18:00" }, now)).toBeNull();
  });

  it("50–99 guests inside 72 hours are advised, not refused", () => {
    expect(dateAdvice(availability, ZONE, "2026-12-03", { guests: 60, time: "18:00" }, now)).toMatch(/^For 60 guests we advise booking at least 3 days ahead/);
    expect(dateAdvice(availability, ZONE, "2026-12-08", { guests: 60, time: "18:00" }, now)).toBeNull();
  });
});
