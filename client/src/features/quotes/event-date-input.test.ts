import { describe, expect, it } from "vitest";
import { earliestEventDay, earliestEventInputs, eventDayIso, eventStartIso, toDateInputValue, toTimeInputValue } from "./event-date-input";

describe("event date inputs", () => {
  it("reads the inputs as local date and time", () => {
    expect(eventStartIso("2030-06-01", "18:30")).toBe(new Date(2030, 5, 1, 18, 30).toISOString());
    expect(eventDayIso("2030-06-01")).toBe(new Date(2030, 5, 1).toISOString());
  });

  it("gives an empty value for a missing or impossible date or time", () => {
    expect(eventStartIso("", "18:30")).toBe("");
    expect(eventStartIso("2030-06-01", "")).toBe("");
    expect(eventStartIso("2030-02-31", "10:00")).toBe("");
    expect(eventStartIso("2030-06-01", "24:00")).toBe("");
    expect(eventDayIso("tomorrow")).toBe("");
  });

  it("writes local dates and times as the inputs expect", () => {
    const date = new Date(2030, 0, 5, 7, 4);
    expect(toDateInputValue(date)).toBe("2030-01-05");
    expect(toTimeInputValue(date)).toBe("07:04");
  });

  it("offers 24 hours ahead (rounded up to the minute) as the earliest date and time", () => {
    const now = new Date(2030, 5, 1, 10, 15, 30);
    expect(earliestEventInputs(now)).toEqual({ date: "2030-06-02", time: "10:16" });
  });

  it("offers the first day whose midnight is 24 hours ahead as the earliest whole day", () => {
    expect(earliestEventDay(new Date(2030, 5, 1, 10, 15))).toBe("2030-06-03");
    expect(earliestEventDay(new Date(2030, 5, 1, 0, 0))).toBe("2030-06-02");
  });
});
