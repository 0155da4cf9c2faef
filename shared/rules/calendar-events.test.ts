import { describe, expect, it } from "vitest";
import { businessDates } from "./dates";
import { balanceDueEntry, eventEntry, eventWhen, feedEntries, feedWindow, googleCalendarUrl, webcalUrl, type CalendarContext, type CalendarQuote } from "./calendar-events";

const newYork = businessDates("America/New_York");
const context = (audience: CalendarContext["audience"]): CalendarContext => ({ audience, businessName: "Creative Cuisines", dates: newYork, appUrl: "https://cc.example" });
const quote = (values: Partial<CalendarQuote> = {}): CalendarQuote => ({
  id: 12,
  documentNumber: 7,
  eventType: "wedding",
  eventDate: new Date("2026-12-12T23:30:00Z"),
  guestCount: 80,
  venue: "12 Orchard Lane, Springfield, NY 10001",
  clientName: "Ann Lee",
  updatedAt: new Date("2026-11-20T10:00:00Z"),
  totalCents: 400_000,
  depositPaidCents: null,
  depositRefundedCents: 0,
  balancePaidCents: null,
  offlinePaidCents: 0,
  ...values,
});

describe("a confirmed event in a calendar", () => {
  it("is titled for its reader, placed at the venue, linked to the proposal, with a stable UID", () => {
    const forAdmin = eventEntry(quote(), context("admin"));
    const forClient = eventEntry(quote(), context("client"));
    expect(forAdmin.title).toBe("Wedding — Ann Lee (CC-2024-007)");
    expect(forClient.title).toBe("Your Wedding with Creative Cuisines");
    expect(forAdmin.uid).toBe("quote-12@cc.example");
    expect(forClient.uid).toBe(forAdmin.uid);
    expect(forClient.location).toBe("12 Orchard Lane, Springfield, NY 10001");
    expect(forClient.url).toBe("https://cc.example/proposals?quote=12");
    expect(forClient.description).toContain("80 guests");
    expect(forClient.description).toContain("December 12, 2026 at 6:30 PM");
    expect(eventEntry(quote({ venue: "TBD" }), context("client")).location).toBeNull();
  });

  it("lasts 4 hours from a start with a time, and is a whole day when asked for by date alone", () => {
    expect(eventWhen(new Date("2026-12-12T23:30:00Z"), newYork)).toEqual({ kind: "timed", start: new Date("2026-12-12T23:30:00Z"), durationHours: 4 });
    // Midnight in New York (05:00 UTC in winter, 04:00 in summer) is the date-only form's event.
    expect(eventWhen(newYork.businessInstant("2026-12-12")!, newYork)).toEqual({ kind: "day", date: "2026-12-12" });
    expect(eventWhen(newYork.businessInstant("2026-07-04")!, newYork)).toEqual({ kind: "day", date: "2026-07-04" });
  });
});

describe("a balance due date in a feed", () => {
  it("falls 7 days before the event on the business's calendar day, with what is owed", () => {
    // 00:30 UTC on March 15 is still March 14 in New York.
    const entry = balanceDueEntry(quote({ eventDate: new Date("2027-03-22T00:30:00Z") }), context("admin"))!;
    expect(entry.when).toEqual({ kind: "day", date: "2027-03-14" });
    expect(entry.title).toBe("Balance due: CC-2024-007 — Ann Lee ($2,000.00)");
    expect(entry.uid).toBe("quote-12-balance@cc.example");
    const forClient = balanceDueEntry(quote({ depositPaidCents: 200_000, offlinePaidCents: 50_000 }), context("client"))!;
    expect(forClient.title).toBe("Balance due: your Wedding with Creative Cuisines ($1,500.00)");
  });

  it("leaves the feed once everything is received, and is never shown for a proposal without a price", () => {
    expect(balanceDueEntry(quote({ depositPaidCents: 200_000, balancePaidCents: 200_000 }), context("admin"))).toBeNull();
    expect(balanceDueEntry(quote({ totalCents: 0 }), context("admin"))).toBeNull();
    expect(feedEntries(quote({ depositPaidCents: 200_000, offlinePaidCents: 200_000 }), context("client")).map((e) => e.uid)).toEqual(["quote-12@cc.example"]);
  });
});

describe("the feed", () => {
  it("spans 90 days back to 2 years ahead", () => {
    const { from, to } = feedWindow(new Date("2026-11-27T12:00:00Z"));
    expect(from.toISOString()).toBe("2026-08-29T12:00:00.000Z");
    expect(to.toISOString()).toBe("2028-11-27T12:00:00.000Z");
  });

  it("is subscribed to as webcal://, and through Google Calendar's add-by-URL page", () => {
    const url = "https://cc.example/api/calendar/abc.ics";
    expect(webcalUrl(url)).toBe("webcal://cc.example/api/calendar/abc.ics");
    expect(webcalUrl("http://localhost:5000/api/calendar/abc.ics")).toBe("webcal://localhost:5000/api/calendar/abc.ics");
    expect(googleCalendarUrl(url)).toBe("https://calendar.google.com/calendar/r?cid=webcal%3A%2F%2Fcc.example%2Fapi%2Fcalendar%2Fabc.ics");
  });
});
