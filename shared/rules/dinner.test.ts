import { afterEach, describe, expect, it } from "vitest";
import { applyDefaultBusinessSettings } from "../settings/business-defaults";
import { dinnerServiceSummary, earliestPickupDate, formatClockTime, isInPickupWindow, pickupDateRefusal, setDinnerRules } from "./dinner";

// New York in November is UTC−5: 17:00Z is noon there, 18:30Z is 1:30 PM.
const noon = new Date("2026-11-25T17:00:00.000Z");
const afterCutoff = new Date("2026-11-25T18:30:00.000Z");

afterEach(() => applyDefaultBusinessSettings());

describe("dinner pickup rules", () => {
  it("tell one story by default: order by 1 PM, pick up 5–10 PM", () => {
    expect(dinnerServiceSummary()).toBe("Order by 1:00 PM for same-day pickup, 5:00 PM – 10:00 PM");
    expect(isInPickupWindow("17:00")).toBe(true);
    expect(isInPickupWindow("22:00")).toBe(true);
    expect(isInPickupWindow("12:30")).toBe(false);
  });

  it("take today's orders until the cut-off, and never a past day", () => {
    expect(earliestPickupDate(noon)).toBe("2026-11-25");
    expect(pickupDateRefusal("2026-11-25", noon)).toBeNull();
    expect(earliestPickupDate(afterCutoff)).toBe("2026-11-26");
    expect(pickupDateRefusal("2026-11-25", afterCutoff)).toBe("Orders for today close at 1:00 PM. Please choose a later pickup date.");
    expect(pickupDateRefusal("2026-11-26", afterCutoff)).toBeNull();
    expect(pickupDateRefusal("2026-11-24", noon)).toBe("The event date cannot be in the past.");
  });

  it("follow the settings", () => {
    setDinnerRules({ orderCutoff: "15:00", pickupEarliest: "16:00", pickupLatest: "21:00" });
    expect(pickupDateRefusal("2026-11-25", afterCutoff)).toBeNull();
    expect(isInPickupWindow("21:30")).toBe(false);
  });

  it("write clock times as the US does", () => {
    expect(formatClockTime("00:15")).toBe("12:15 AM");
    expect(formatClockTime("12:00")).toBe("12:00 PM");
    expect(formatClockTime("17:30")).toBe("5:30 PM");
    expect(formatClockTime("soon")).toBe("soon");
  });
});
