import type { BusinessDates } from "./dates";
import { eventTypeLabel } from "./event-types";
import { formatCents } from "./money";
import { proposalAmounts, type ProposalMoney } from "./proposal-payments";
import { balanceDueDate, documentNumber } from "./quotes";

/**
 * What a confirmed event (an accepted proposal) looks like in a calendar: the one .ics download and the private
 * calendar feeds build their entries here (docs/product/client-portal.md and docs/product/admin.md, "Calendar").
 * Plain entries, written as iCalendar by the server (server/services/calendar.ts, the `ics` package).
 */

/** How long an event is shown in a calendar: the booking holds a date and a start time only, so 4 hours from the start. */
export const EVENT_DURATION_HOURS = 4;

/** The feeds hold the events from this many days ago (recently finished events stay visible)… */
export const FEED_DAYS_BEHIND = 90;
/** …up to this many years ahead (orders are taken up to two years out). */
export const FEED_YEARS_AHEAD = 2;

/** The most events one feed holds: the window above keeps a real business far below it. */
export const FEED_MAX_EVENTS = 5000;

export const CALENDAR_MESSAGES = {
  /** The .ics download of a proposal that is not (or no longer) a confirmed event. */
  notConfirmed: "Only an accepted proposal can be added to a calendar.",
  /** Every feed URL that opens nothing: revoked, replaced, altered or never issued. */
  feedNotFound: "Calendar feed not found",
} as const;

/** The instants between which a feed shows events, for a request at `now`. */
export function feedWindow(now: Date): { from: Date; to: Date } {
  const from = new Date(now.getTime() - FEED_DAYS_BEHIND * 24 * 60 * 60 * 1000);
  const to = new Date(now);
  to.setUTCFullYear(to.getUTCFullYear() + FEED_YEARS_AHEAD);
  return { from, to };
}

/** Who reads the calendar: the business sees whose event it is, a client sees their own event with the business. */
export type CalendarAudience = "admin" | "client";

/** A confirmed event as the calendars need it. */
export interface CalendarQuote extends ProposalMoney {
  id: number;
  /** The quote's sequence number (documentNumber() writes it CC-2024-NNN). */
  documentNumber: number;
  eventType: string;
  eventDate: Date;
  guestCount: number;
  venue: string;
  /** Who the event is for, as the business knows them (the account's full name or username, a visitor's contact name). */
  clientName: string;
  updatedAt: Date;
}

/** When an entry happens: a time with a length, or a whole day at the business (YYYY-MM-DD). */
export type CalendarWhen = { kind: "timed"; start: Date; durationHours: number } | { kind: "day"; date: string };

export interface CalendarEntry {
  /** Stable across downloads and feed refreshes, so a calendar app updates its copy instead of adding another. */
  uid: string;
  title: string;
  when: CalendarWhen;
  location: string | null;
  description: string;
  url: string;
  updatedAt: Date;
}

export interface CalendarContext {
  audience: CalendarAudience;
  /** The business's name from its company info ("Creative Cuisines"). */
  businessName: string;
  /** The business's time zone: which day a date-only event and a balance due date fall on. */
  dates: BusinessDates;
  /** The app's public URL (APP_URL): the proposal links, and the host part of every UID. */
  appUrl: string;
}

/** Where the proposal opens in the signed-in portal (clients and admins alike; /proposals?quote=12). */
export const proposalUrl = (appUrl: string, quoteId: number) => `${appUrl}/proposals?quote=${quoteId}`;

const uidHost = (appUrl: string) => {
  try {
    return new URL(appUrl).host || "creative-cuisines";
  } catch {
    return "creative-cuisines";
  }
};

/** The next calendar day after YYYY-MM-DD. */
export function nextCalendarDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/**
 * The event's time: a start given with a time lasts EVENT_DURATION_HOURS from it; an event asked for by date only (the
 * short quote form stores it as that day's midnight at the business) is a whole day.
 */
export function eventWhen(eventDate: Date, dates: BusinessDates): CalendarWhen {
  const { date, time } = dates.businessDateParts(eventDate);
  return time === "00:00" ? { kind: "day", date } : { kind: "timed", start: eventDate, durationHours: EVENT_DURATION_HOURS };
}

/** "Wedding — Ann Lee (CC-2024-007)" for the business, "Your Wedding with Creative Cuisines" for the client. */
export function eventTitle(quote: Pick<CalendarQuote, "eventType" | "clientName" | "documentNumber">, context: Pick<CalendarContext, "audience" | "businessName">): string {
  const type = eventTypeLabel(quote.eventType);
  return context.audience === "admin" ? `${type} — ${quote.clientName} (${documentNumber(quote.documentNumber)})` : `Your ${type} with ${context.businessName}`;
}

/** The confirmed event itself. */
export function eventEntry(quote: CalendarQuote, context: CalendarContext): CalendarEntry {
  const { appUrl, dates } = context;
  const number = documentNumber(quote.documentNumber);
  const link = proposalUrl(appUrl, quote.id);
  const guests = `${quote.guestCount} ${quote.guestCount === 1 ? "guest" : "guests"}`;
  const venue = quote.venue.trim();
  const lines =
    context.audience === "admin"
      ? [`Proposal ${number} for ${quote.clientName}`, guests, `Event starts ${dates.formatEventStart(quote.eventDate)}`, `Open the proposal: ${link}`]
      : [`Proposal ${number}`, guests, `Event starts ${dates.formatEventStart(quote.eventDate)}`, `Open your proposal: ${link}`];
  return {
    uid: `quote-${quote.id}@${uidHost(appUrl)}`,
    title: eventTitle(quote, context),
    when: eventWhen(quote.eventDate, dates),
    // "TBD" (a custom request without a venue yet) is no place a map can find.
    location: venue && venue !== "TBD" ? venue : null,
    description: lines.join("\n"),
    url: link,
    updatedAt: quote.updatedAt,
  };
}

/**
 * The balance due date (7 days before the event) as a whole day at the business, while a balance is left to pay;
 * once everything is received the entry leaves the feed, and the calendar drops it on its next refresh.
 */
export function balanceDueEntry(quote: CalendarQuote, context: CalendarContext): CalendarEntry | null {
  if (quote.totalCents <= 0) return null;
  const owed = proposalAmounts(quote).balanceCents;
  if (owed <= 0) return null;
  const { appUrl, dates } = context;
  const number = documentNumber(quote.documentNumber);
  const link = proposalUrl(appUrl, quote.id);
  const type = eventTypeLabel(quote.eventType);
  const title =
    context.audience === "admin"
      ? `Balance due: ${number} — ${quote.clientName} (${formatCents(owed)})`
      : `Balance due: your ${type} with ${context.businessName} (${formatCents(owed)})`;
  return {
    uid: `quote-${quote.id}-balance@${uidHost(appUrl)}`,
    title,
    when: { kind: "day", date: dates.businessDateParts(balanceDueDate(quote.eventDate)).date },
    location: null,
    description: [`The balance of ${formatCents(owed)} on proposal ${number} is due 7 days before the event.`, `Open the proposal: ${link}`].join("\n"),
    url: link,
    updatedAt: quote.updatedAt,
  };
}

/** Everything a feed shows for one confirmed event: the event, then its balance due date while money is owed. */
export function feedEntries(quote: CalendarQuote, context: CalendarContext): CalendarEntry[] {
  const balance = balanceDueEntry(quote, context);
  return balance ? [eventEntry(quote, context), balance] : [eventEntry(quote, context)];
}

/** A feed's https URL as calendar apps subscribe to it: webcal:// (Apple Calendar, Outlook open it as a subscription). */
export function webcalUrl(feedUrl: string): string {
  return feedUrl.replace(/^https?:\/\//, "webcal://");
}

/** Google Calendar's "add by URL" page, with the feed filled in. */
export function googleCalendarUrl(feedUrl: string): string {
  return `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcalUrl(feedUrl))}`;
}
