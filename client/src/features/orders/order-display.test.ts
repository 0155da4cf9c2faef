import { formatClockTime } from "@shared/rules/dinner";
import { describe, expect, it } from "vitest";
import { businessDates, DEFAULT_BUSINESS_TIME_ZONE } from "@shared/rules/dates";
import { formatAmount, formatCalendarDate, formatTimestampDate, paymentLabel } from "./order-display";

describe("order display", () => {
  it("formats an event date as the calendar day it names, whatever the time zone", () => {
    expect(formatCalendarDate("2026-12-01")).toBe("December 1, 2026");
    expect(formatCalendarDate("2027-01-01")).toBe("January 1, 2027");
    expect(formatCalendarDate("soon")).toBe("soon");
  });

  it("formats timestamps, pickup times and amounts", () => {
    expect(formatTimestampDate("2026-11-22T12:00:00.000Z", businessDates(DEFAULT_BUSINESS_TIME_ZONE))).toBe("November 22, 2026");
    expect(formatClockTime("12:30")).toBe("12:30 PM");
    expect(formatClockTime("10:05")).toBe("10:05 AM");
    expect(formatAmount("1234.5")).toBe("$1,234.50");
  });

  it("says how an order is paid", () => {
    expect(paymentLabel({ paymentMethod: "at_pickup", paidAt: null, status: "confirmed" })).toBe("Pay at pickup");
    expect(paymentLabel({ paymentMethod: "card", paidAt: "2026-11-22T12:00:00.000Z", status: "paid" })).toBe("Paid by card");
    expect(paymentLabel({ paymentMethod: "card", paidAt: null, status: "pending_payment" })).toBe("Awaiting payment");
  });
});
