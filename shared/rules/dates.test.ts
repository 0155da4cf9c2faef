import { describe, expect, it } from "vitest";
import { formatCalendarDate, formatLongDate } from "./dates";
import { formatDecimalAmount } from "./money";

describe("display formats", () => {
  it("shows dates in long US format, with a fallback for missing or bad values", () => {
    expect(formatLongDate("2026-11-22T15:00:00.000Z")).toBe("November 22, 2026");
    expect(formatLongDate(null)).toBe("TBD");
    expect(formatLongDate("soon", "—")).toBe("—");
    expect(formatCalendarDate("2027-01-01")).toBe("January 1, 2027");
  });

  it("shows the API's decimal amounts as dollars, $0.00 when missing", () => {
    expect(formatDecimalAmount("1234.5")).toBe("$1,234.50");
    expect(formatDecimalAmount(null)).toBe("$0.00");
    expect(formatDecimalAmount("n/a", "n/a")).toBe("n/a");
  });
});
