import { describe, expect, it } from "vitest";
import { DEFAULT_BUSINESS_SETTINGS } from "@shared/settings/business-settings";
import { eventDateInputs } from "./event-date-input";

// The default settings: New York, 24 hours' lead time.
const { earliestEventDay, earliestEventInputs, eventDayIso, eventStartIso, toDateInputValue, toTimeInputValue } = eventDateInputs(DEFAULT_BUSINESS_SETTINGS);

describe("event date inputs", () => {
  it("reads the inputs as the date and time at the business (New York, summer: UTC−4)", () => {
    expect(eventStartIso("2030-06-01", "18:30")).toBe("2030-06-01T22:30:00.000Z");
    expect(eventDayIso("2030-06-01")).toBe("2030-06-01T04:00:00.000Z");
  });

  it("gives an empty value for a missing or impossible date or time", () => {
    expect(eventStartIso("", "18:30")).toBe("");
    expect(eventStartIso("2030-06-01", "")).toBe("");
    expect(eventStartIso("2030-02-31", "10:00")).toBe("");
    expect(eventStartIso("2030-06-01", "24:00")).toBe("");
    expect(eventDayIso("tomorrow")).toBe("");
  });

  it("writes the business's dates and times as the inputs expect (New York, winter: UTC−5)", () => {
    const date = new Date("2030-01-05T12:04:00.000Z");
    expect(toDateInputValue(date)).toBe("2030-01-05");
    expect(toTimeInputValue(date)).toBe("07:04");
  });

  it("offers 24 hours ahead (rounded up to the minute) as the earliest date and time", () => {
    const now = new Date("2030-06-01T14:15:30.000Z");
    expect(earliestEventInputs(now)).toEqual({ date: "2030-06-02", time: "10:16" });
  });

  it("offers the first day whose midnight is 24 hours ahead as the earliest whole day", () => {
    expect(earliestEventDay(new Date("2030-06-01T14:15:00.000Z"))).toBe("2030-06-03");
    expect(earliestEventDay(new Date("2030-06-01T04:00:00.000Z"))).toBe("2030-06-02");
  });
});
