import { describe, expect, it } from "vitest";
import { DEFAULT_BUSINESS_SETTINGS as settings } from "@shared/settings/business-settings";
import { earliestRescheduleDate, rescheduleFormSchema, rescheduleMessage, rescheduleMessages, toCalendarDate } from "./reschedule-request";

// The default settings: New York, 24 hours' lead time.
const RESCHEDULE_MESSAGES = rescheduleMessages(settings.booking);

const now = new Date(2026, 10, 10, 9, 30); // November 10, 2026, 9:30 local
const eventDate = new Date(2026, 11, 1, 12, 0).toISOString(); // December 1, 2026, noon local

const errorOf = (input: { newDate: string; note?: string }) => {
  const result = rescheduleFormSchema(eventDate, settings, now).safeParse({ note: "", ...input });
  return result.success ? null : result.error.issues[0].message;
};

describe("reschedule request", () => {
  it("writes local calendar dates", () => {
    expect(toCalendarDate(new Date(2027, 0, 5, 23, 59), settings)).toBe("2027-01-05");
    expect(earliestRescheduleDate(settings, now)).toBe("2026-11-11");
  });

  it("needs a date from the earliest bookable day on, other than the current one", () => {
    expect(errorOf({ newDate: "" })).toBe(RESCHEDULE_MESSAGES.dateRequired);
    expect(errorOf({ newDate: "next week" })).toBe(RESCHEDULE_MESSAGES.dateInvalid);
    expect(errorOf({ newDate: "2026-11-10" })).toBe(RESCHEDULE_MESSAGES.tooSoon);
    expect(errorOf({ newDate: "2026-12-01" })).toBe(RESCHEDULE_MESSAGES.sameDate);
    expect(errorOf({ newDate: "2026-11-11" })).toBeNull();
    expect(errorOf({ newDate: "2027-01-15", note: "x".repeat(1001) })).toBe(RESCHEDULE_MESSAGES.noteTooLong);
  });

  it("says which dates, then the note", () => {
    const request = rescheduleFormSchema(eventDate, settings, now).parse({ newDate: "2027-01-15", note: "  Our venue moved its opening.  " });
    expect(rescheduleMessage(eventDate, request, settings)).toBe(
      "Reschedule request: we would like to move the event from December 1, 2026 to January 15, 2027. Our venue moved its opening.",
    );
    expect(rescheduleMessage(null, { newDate: "2027-01-15", note: "" }, settings)).toBe(
      "Reschedule request: we would like to move the event from TBD to January 15, 2027.",
    );
  });
});
