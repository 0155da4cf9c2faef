import { describe, expect, it } from "vitest";
import { businessDates, DEFAULT_BUSINESS_TIME_ZONE, EVENT_DATE_MESSAGES, formatCalendarDate } from "./dates";
import { formatDecimalAmount } from "./money";

// The default business time zone, New York, unless a test says otherwise.
const { businessDateParts, businessInstant, businessDayEnd, businessToday, eventDateRefusal, formatLongDate, formatLongDateTime, formatMessageAge } =
  businessDates(DEFAULT_BUSINESS_TIME_ZONE);

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

describe("formatMessageAge", () => {
  const now = new Date("2026-11-22T15:00:00.000Z");
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const MIN = 60_000;
  const HOUR = 60 * MIN;

  it("says just now under a minute, and for a timestamp a little ahead of this clock", () => {
    expect(formatMessageAge(ago(0), now)).toBe("just now");
    expect(formatMessageAge(ago(59_999), now)).toBe("just now");
    expect(formatMessageAge(ago(-5_000), now)).toBe("just now");
  });

  it("counts whole minutes under an hour, singular and plural", () => {
    expect(formatMessageAge(ago(MIN), now)).toBe("1 minute ago");
    expect(formatMessageAge(ago(2 * MIN + 59_000), now)).toBe("2 minutes ago");
    expect(formatMessageAge(ago(59 * MIN + 59_000), now)).toBe("59 minutes ago");
  });

  it("counts whole hours under a day, singular and plural", () => {
    expect(formatMessageAge(ago(HOUR), now)).toBe("1 hour ago");
    expect(formatMessageAge(ago(5 * HOUR + 30 * MIN), now)).toBe("5 hours ago");
    expect(formatMessageAge(ago(24 * HOUR - 1), now)).toBe("23 hours ago");
  });

  it("shows the long US date from a day on, and accepts a Date", () => {
    expect(formatMessageAge(ago(24 * HOUR), now)).toBe(formatLongDate(ago(24 * HOUR)));
    expect(formatMessageAge(new Date("2026-03-04T12:00:00.000Z"), now)).toBe("March 4, 2026");
  });

  it("gives an empty text for a missing or unreadable timestamp", () => {
    expect(formatMessageAge(null, now)).toBe("");
    expect(formatMessageAge("yesterday", now)).toBe("");
  });
});

describe("formatLongDateTime", () => {
  it("shows the long US date with the business's time of day, and a fallback for missing or bad values", () => {
    expect(formatLongDateTime("2026-11-22T23:30:00.000Z")).toBe("November 22, 2026 at 6:30 PM");
    expect(formatLongDateTime(undefined)).toBe("TBD");
    expect(formatLongDateTime("later", "—")).toBe("—");
  });
});

describe("formatEventStart", () => {
  it("writes an event's time where it has one, and a date-only event (its day's midnight at the business) as the date alone", () => {
    const { formatEventStart } = businessDates(DEFAULT_BUSINESS_TIME_ZONE);
    expect(formatEventStart("2026-12-06T00:30:00.000Z")).toBe("December 5, 2026 at 7:30 PM");
    expect(formatEventStart(businessInstant("2026-12-06")!)).toBe("December 6, 2026");
    expect(formatEventStart(businessInstant("2026-12-06", "00:01")!)).toBe("December 6, 2026 at 12:01 AM");
    // Midnight in New York is 9 PM the day before in Los Angeles: a date-only event there keeps its own day.
    expect(businessDates("America/Los_Angeles").formatEventStart(businessDates("America/Los_Angeles").businessInstant("2027-06-12")!)).toBe("June 12, 2027");
    expect(formatEventStart(null)).toBe("TBD");
    expect(formatEventStart("soon", "—")).toBe("—");
  });
});

describe("eventDateRefusal", () => {
  // 03:30 UTC on 1 March is still 28 February in New York.
  const now = new Date("2027-03-01T03:30:00Z");
  it("counts today in the business's time zone", () => {
    expect(businessToday(now)).toBe("2027-02-28");
    expect(eventDateRefusal("2027-02-28", now)).toBeNull();
    expect(eventDateRefusal("2027-02-27", now)).toBe(EVENT_DATE_MESSAGES.past);
  });
  it("accepts up to two years ahead, and not a day more", () => {
    expect(eventDateRefusal("2029-02-28", now)).toBeNull();
    expect(eventDateRefusal("2029-03-01", now)).toBe(EVENT_DATE_MESSAGES.tooFar);
    expect(eventDateRefusal("2020-01-01", now)).toBe(EVENT_DATE_MESSAGES.past);
  });
});

describe("businessDayEnd", () => {
  it("is midnight after the day in New York, in winter and in summer", () => {
    expect(businessDayEnd("2026-12-24").toISOString()).toBe("2026-12-25T05:00:00.000Z");
    expect(businessDayEnd("2026-07-04").toISOString()).toBe("2026-07-05T04:00:00.000Z");
  });
});

describe("the business's time zone", () => {
  // 23:30 in New York on December 6 is 13:30 on December 7 in Tokyo (UTC+9) and 04:30 UTC.
  const lateInNewYork = "2026-12-07T04:30:00.000Z";

  it("shows an instant on the business's calendar day, whatever the reader's zone", () => {
    expect(formatLongDate(lateInNewYork)).toBe("December 6, 2026");
    expect(formatLongDateTime(lateInNewYork)).toBe("December 6, 2026 at 11:30 PM");
    expect(businessDateParts(new Date(lateInNewYork))).toEqual({ date: "2026-12-06", time: "23:30" });
  });

  it("reads a wall-clock date and time at the venue, across daylight-saving changes", () => {
    expect(businessInstant("2026-12-06", "23:30")?.toISOString()).toBe(lateInNewYork);
    expect(businessInstant("2026-07-04", "18:00")?.toISOString()).toBe("2026-07-04T22:00:00.000Z");
    expect(businessInstant("2026-02-30", "18:00")).toBeNull();
    expect(businessInstant("2026-12-06", "24:10")).toBeNull();
  });

  it("follows the setting: another zone moves every date and time with it", () => {
    const tokyo = businessDates("Asia/Tokyo");
    expect(tokyo.timeZone).toBe("Asia/Tokyo");
    expect(tokyo.formatLongDate(lateInNewYork)).toBe("December 7, 2026");
    expect(tokyo.businessInstant("2026-12-07", "13:30")?.toISOString()).toBe(lateInNewYork);
    // New York's answers are unchanged: nothing is remembered between the two.
    expect(formatLongDate(lateInNewYork)).toBe("December 6, 2026");
  });

  it("writes in the default zone when given a name that is not a time zone", () => {
    expect(businessDates("Not/AZone").timeZone).toBe("America/New_York");
    expect(businessDates("Not/AZone").formatLongDate(lateInNewYork)).toBe("December 6, 2026");
  });
});
