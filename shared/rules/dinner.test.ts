import { describe, expect, it } from "vitest";
import { DEFAULT_BUSINESS_SETTINGS } from "../settings/business-settings";
import { dinnerServiceSummary, earliestPickupDate, formatClockTime, isInPickupWindow, MAX_DISH_QUANTITY, pickupDateRefusal, priceDinnerOrder } from "./dinner";

// New York in November is UTC−5: 17:00Z is noon there, 18:30Z is 1:30 PM.
const noon = new Date("2026-11-25T17:00:00.000Z");
const afterCutoff = new Date("2026-11-25T18:30:00.000Z");

describe("dinner pickup rules", () => {
  it("tell one story by default: order by 1 PM, pick up 5–10 PM", () => {
    const { dinner } = DEFAULT_BUSINESS_SETTINGS;
    expect(dinnerServiceSummary(dinner)).toBe("Order by 1:00 PM for same-day pickup, 5:00 PM – 10:00 PM");
    expect(isInPickupWindow(dinner, "17:00")).toBe(true);
    expect(isInPickupWindow(dinner, "22:00")).toBe(true);
    expect(isInPickupWindow(dinner, "12:30")).toBe(false);
  });

  it("take today's orders until the cut-off, and never a past day", () => {
    const settings = DEFAULT_BUSINESS_SETTINGS;
    expect(earliestPickupDate(settings, noon)).toBe("2026-11-25");
    expect(pickupDateRefusal(settings, "2026-11-25", noon)).toBeNull();
    expect(earliestPickupDate(settings, afterCutoff)).toBe("2026-11-26");
    expect(pickupDateRefusal(settings, "2026-11-25", afterCutoff)).toBe("Orders for today close at 1:00 PM. Please choose a later pickup date.");
    expect(pickupDateRefusal(settings, "2026-11-26", afterCutoff)).toBeNull();
    expect(pickupDateRefusal(settings, "2026-11-24", noon)).toBe("The event date cannot be in the past.");
  });

  it("follow the settings", () => {
    const settings = { ...DEFAULT_BUSINESS_SETTINGS, dinner: { orderCutoff: "15:00", pickupEarliest: "16:00", pickupLatest: "21:00" } };
    expect(pickupDateRefusal(settings, "2026-11-25", afterCutoff)).toBeNull();
    expect(isInPickupWindow(settings.dinner, "21:30")).toBe(false);
  });

  it("count today in the business's time zone", () => {
    // 1:30 PM in New York is 3:30 AM the next day in Tokyo: before a 1 PM cut-off there.
    const tokyo = { ...DEFAULT_BUSINESS_SETTINGS, timeZone: "Asia/Tokyo" };
    expect(earliestPickupDate(tokyo, afterCutoff)).toBe("2026-11-26");
    expect(pickupDateRefusal(tokyo, "2026-11-25", afterCutoff)).toBe("The event date cannot be in the past.");
  });

  it("write clock times as the US does", () => {
    expect(formatClockTime("00:15")).toBe("12:15 AM");
    expect(formatClockTime("12:00")).toBe("12:00 PM");
    expect(formatClockTime("17:30")).toBe("5:30 PM");
    expect(formatClockTime("soon")).toBe("soon");
  });
});

describe("a dinner order's price", () => {
  it("is each dish's menu price times its quantity, summed; a dish not on the menu is left out", () => {
    // Herb Roasted Chicken $24, Braised Short Ribs $36.
    const priced = priceDinnerOrder([
      { dishId: 1, quantity: 2 },
      { dishId: 2, quantity: 1 },
      { dishId: 999, quantity: 3 },
    ]);
    expect(priced.lines.map((l) => [l.dish.name, l.unitCents, l.quantity, l.totalCents])).toEqual([
      ["Herb Roasted Chicken", 2400, 2, 4800],
      ["Braised Short Ribs", 3600, 1, 3600],
    ]);
    expect(priced.totalCents).toBe(8400);
    expect(priceDinnerOrder([]).totalCents).toBe(0);
  });

  it("takes at most 50 of one dish", () => {
    expect(MAX_DISH_QUANTITY).toBe(50);
  });
});
