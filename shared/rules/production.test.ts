import { describe, expect, it } from "vitest";
import { addToCounts, emptyCounts, eventTimeline, formatSheetTime, optionOfDescription, prepStartOf, productionUnit, sumCounts } from "./production";

describe("the production sheet's rules", () => {
  it("counts a line by pan size, per person, or under its own option", () => {
    expect(productionUnit("Half Pan", "Half Pan $60 / Full Pan $90")).toEqual({ kind: "halfPans" });
    expect(productionUnit("full pan", "Half Pan $60 / Full Pan $90")).toEqual({ kind: "fullPans" });
    expect(productionUnit(null, "$30 per person")).toEqual({ kind: "perPerson" });
    expect(productionUnit("Small", "Small $50 / Large $75")).toEqual({ kind: "other", label: "Small" });
    expect(productionUnit(null, "$15.99")).toEqual({ kind: "other", label: "Each" });
    // A dish since removed from the menu: its line still counts, under its option.
    expect(productionUnit(null, null)).toEqual({ kind: "other", label: "Each" });
  });

  it("reads the option an event's dish line names, only when the dish sells it", () => {
    expect(optionOfDescription("Jollof Rice (Full Pan)", "Half Pan $60 / Full Pan $90")).toBe("Full Pan");
    expect(optionOfDescription("Jollof Rice (full pan) ", "Half Pan $60 / Full Pan $90")).toBe("Full Pan");
    expect(optionOfDescription("Jollof Rice (spicy)", "Half Pan $60 / Full Pan $90")).toBeNull();
    expect(optionOfDescription("Jollof Rice", "Half Pan $60 / Full Pan $90")).toBeNull();
    expect(optionOfDescription("Fish (Full Pan)", "Market Value")).toBeNull();
  });

  it("totals rows unit by unit, and each total is the sum of what was added", () => {
    const a = addToCounts(addToCounts(addToCounts(emptyCounts(), { kind: "halfPans" }, 3), { kind: "other", label: "Small" }, 2), { kind: "perPerson" }, 40);
    const b = addToCounts(addToCounts(emptyCounts(), { kind: "other", label: "small" }, 1), { kind: "fullPans" }, 4);
    expect(a.total).toBe(45);
    expect(sumCounts([a, b])).toEqual({ halfPans: 3, fullPans: 4, perPerson: 40, other: [{ label: "Small", quantity: 3 }], total: 50 });
  });

  it("starts prep its prep time before the ready-by time, and writes the time on the sheet's day or with its date", () => {
    expect(prepStartOf(new Date("2027-03-10T17:30:00Z"), 90)).toEqual(new Date("2027-03-10T16:00:00Z"));
    expect(prepStartOf(null, 90)).toBeNull();
    expect(formatSheetTime({ date: "2027-03-10", time: "09:30" }, "2027-03-10")).toBe("9:30 AM");
    expect(formatSheetTime({ date: "2027-03-09", time: "23:15" }, "2027-03-10")).toBe("March 9, 2027 11:15 PM");
    expect(formatSheetTime(null, "2027-03-10")).toBe("No time set");
  });

  it("opens a BEO's setup 2 hours before service and breaks down 3 hours after", () => {
    const start = new Date("2027-03-10T23:00:00Z");
    expect(eventTimeline(start)).toEqual({ setup: new Date("2027-03-10T21:00:00Z"), service: start, breakdown: new Date("2027-03-11T02:00:00Z") });
  });
});
