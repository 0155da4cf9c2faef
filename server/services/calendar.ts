import crypto from "node:crypto";
import { and, asc, eq, gte, lte } from "drizzle-orm";
import { createEvents, type DateArray, type EventAttributes } from "ics";
import { calendarFeeds, quotes, users, type PublicUser, type UserRole } from "@shared/schema";
import { businessDates } from "@shared/rules/dates";
import { documentNumber } from "@shared/rules/quotes";
import {
  CALENDAR_MESSAGES,
  eventEntry,
  FEED_MAX_EVENTS,
  feedEntries,
  feedWindow,
  nextCalendarDay,
  type CalendarAudience,
  type CalendarEntry,
  type CalendarQuote,
} from "@shared/rules/calendar-events";
import type { CompanyInfo } from "@shared/settings/company-info";
import type { Database } from "../db/client";
import { conflict, notFound } from "../errors";

/**
 * Confirmed events in calendar apps (docs/product/client-portal.md and docs/product/admin.md, "Calendar"): one
 * accepted proposal as an .ics download, and each user's private feed URL (an admin's: every confirmed event and
 * balance due date; a client's: their own), which Google Calendar, Apple Calendar and Outlook subscribe to.
 *
 * The feed URL is a capability, so it is derived, never stored (as the proposal links, services/quote-access.ts and
 * docs/decisions/012-visitor-proposal-links.md): HMAC-SHA256, under a key of its own derived from the server's
 * secret, of the user's id, their role and their feed's random nonce (calendar_feeds). The database holds the nonce
 * alone, which opens nothing without the secret. A new feed gets a new nonce and revoking deletes the row, so every
 * URL given out before answers 404; so does a removed account (its row goes with it) and one whose role changed (the
 * MAC covers the role, so an admin's feed of every client's events never outlives their being an admin).
 *
 * The token is 36 bytes in base64url (48 characters, safe in a path): the user id (4 bytes), then the 32-byte MAC.
 */
const TOKEN_BYTES = 36;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{48}$/;
const FEED_PATH = "/api/calendar/";

export interface CalendarFeedView {
  url: string;
  createdAt: string;
}

export interface CalendarServiceDeps {
  db: Database;
  /** The server's secret (SESSION_SECRET): the feed tokens' key is derived from it. */
  secret: string;
  /** The app's public URL (APP_URL): feed URLs, proposal links and UIDs start with it. */
  appUrl: string;
  /** The business's name and time zone, as they are now (company info in settings). */
  companyInfo: () => CompanyInfo | Promise<CompanyInfo>;
}

/** A new feed's nonce: 256 random bits. */
const newNonce = () => crypto.randomBytes(32).toString("base64url");

/** Entries as one iCalendar document (VCALENDAR), times in UTC, whole days as DATE values. */
function toIcs(entries: CalendarEntry[], calName: string): string {
  const asArray = (date: string): DateArray => {
    const [year, month, day] = date.split("-").map(Number);
    return [year, month, day];
  };
  const events: EventAttributes[] = entries.map((entry) => {
    const common = {
      uid: entry.uid,
      title: entry.title,
      description: entry.description,
      url: entry.url,
      ...(entry.location ? { location: entry.location } : {}),
      status: "CONFIRMED" as const,
      lastModified: entry.updatedAt.getTime(),
    };
    return entry.when.kind === "timed"
      ? { ...common, start: entry.when.start.getTime(), startInputType: "utc", startOutputType: "utc", duration: { hours: entry.when.durationHours }, busyStatus: "BUSY" as const }
      : { ...common, start: asArray(entry.when.date), end: asArray(nextCalendarDay(entry.when.date)), busyStatus: "FREE" as const, transp: "TRANSPARENT" as const };
  });
  const { error, value } = createEvents(events, { productId: "-//Creative Cuisines//Calendar//EN", calName });
  if (error || value === null) throw error ?? new Error("The calendar could not be written.");
  return value;
}

export function createCalendarService({ db, secret, appUrl, companyInfo }: CalendarServiceDeps) {
  // A key of its own, so these MACs never coincide with another use of the same secret.
  const key = crypto.createHmac("sha256", secret).update("calendar-feeds").digest();
  const mac = (userId: number, role: UserRole, nonce: string) => crypto.createHmac("sha256", key).update(`calendar-feed:${userId}:${role}:${nonce}`).digest();

  function feedUrl(userId: number, role: UserRole, nonce: string): string {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(userId, 0);
    return `${appUrl}${FEED_PATH}${Buffer.concat([head, mac(userId, role, nonce)]).toString("base64url")}.ics`;
  }

  /** Accepted proposals with whose they are, in event order; `clientId` narrows to one client's. */
  async function confirmedEvents(where: { from?: Date; to?: Date; clientId?: number; quoteId?: number }): Promise<(CalendarQuote & { clientId: number | null })[]> {
    const rows = await db
      .select({
        id: quotes.id,
        clientId: quotes.clientId,
        documentNumber: quotes.documentNumber,
        eventType: quotes.eventType,
        eventDate: quotes.eventDate,
        guestCount: quotes.guestCount,
        venue: quotes.venue,
        totalCents: quotes.totalCents,
        depositPaidCents: quotes.depositPaidCents,
        depositRefundedCents: quotes.depositRefundedCents,
        balancePaidCents: quotes.balancePaidCents,
        offlinePaidCents: quotes.offlinePaidCents,
        updatedAt: quotes.updatedAt,
        contactName: quotes.contactName,
        contactEmail: quotes.contactEmail,
        fullName: users.fullName,
        username: users.username,
      })
      .from(quotes)
      .leftJoin(users, eq(users.id, quotes.clientId))
      // status and event_date lead quotes_status_event_idx: the window is one range scan of that index.
      .where(
        and(
          eq(quotes.status, "accepted"),
          where.from ? gte(quotes.eventDate, where.from) : undefined,
          where.to ? lte(quotes.eventDate, where.to) : undefined,
          where.clientId === undefined ? undefined : eq(quotes.clientId, where.clientId),
          where.quoteId === undefined ? undefined : eq(quotes.id, where.quoteId),
        ),
      )
      .orderBy(asc(quotes.eventDate), asc(quotes.id))
      .limit(FEED_MAX_EVENTS);
    return rows.map(({ contactName, contactEmail, fullName, username, ...quote }) => ({
      ...quote,
      clientName: fullName || username || contactName || contactEmail || "Visitor",
    }));
  }

  async function context(audience: CalendarAudience) {
    const company = await companyInfo();
    return { audience, businessName: company.name, dates: businessDates(company.timeZone), appUrl };
  }

  /**
   * One accepted proposal as an .ics file, for its client or an admin. Anyone else, and a quote that does not exist,
   * get the same 404; a proposal that is not accepted is refused with why (409).
   */
  async function eventIcs(user: PublicUser, quoteId: number): Promise<{ filename: string; ics: string }> {
    const [quote] = await db.select({ clientId: quotes.clientId, status: quotes.status }).from(quotes).where(eq(quotes.id, quoteId));
    if (!quote || (user.role !== "admin" && quote.clientId !== user.id)) throw notFound("Quote not found");
    if (quote.status !== "accepted") throw conflict(CALENDAR_MESSAGES.notConfirmed);
    const [event] = await confirmedEvents({ quoteId });
    if (!event) throw conflict(CALENDAR_MESSAGES.notConfirmed);
    const ctx = await context(user.role === "admin" ? "admin" : "client");
    return { filename: `event-${documentNumber(event.documentNumber)}.ics`, ics: toIcs([eventEntry(event, ctx)], ctx.businessName) };
  }

  /** The signed-in user's feed, or null when they have none. */
  async function getFeed(user: PublicUser): Promise<CalendarFeedView | null> {
    const [feed] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, user.id));
    return feed ? { url: feedUrl(user.id, user.role, feed.nonce), createdAt: feed.createdAt.toISOString() } : null;
  }

  /** A new feed URL for the user: a first one, or a replacement that ends every URL given out before. */
  async function createFeed(user: PublicUser): Promise<CalendarFeedView> {
    const nonce = newNonce();
    const createdAt = new Date();
    await db
      .insert(calendarFeeds)
      .values({ userId: user.id, nonce, createdAt })
      .onConflictDoUpdate({ target: calendarFeeds.userId, set: { nonce, createdAt } });
    return { url: feedUrl(user.id, user.role, nonce), createdAt: createdAt.toISOString() };
  }

  /** Ends the user's feed: its URL answers 404 from now on. Revoking when there is none changes nothing. */
  async function revokeFeed(user: PublicUser): Promise<void> {
    await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, user.id));
  }

  /**
   * The feed a token opens, as an iCalendar document; the same 404 for every token that opens nothing (malformed,
   * altered, revoked, replaced, another server's, a removed account's or one whose role changed).
   */
  async function feedIcs(token: string, now = new Date()): Promise<string> {
    const invalid = () => notFound(CALENDAR_MESSAGES.feedNotFound);
    if (!TOKEN_PATTERN.test(token)) throw invalid();
    const bytes = Buffer.from(token, "base64url");
    // One spelling per token: no altered spelling of a valid token opens anything.
    if (bytes.length !== TOKEN_BYTES || bytes.toString("base64url") !== token) throw invalid();
    const userId = bytes.readUInt32BE(0);
    const [owner] = await db
      .select({ role: users.role, nonce: calendarFeeds.nonce })
      .from(calendarFeeds)
      .innerJoin(users, eq(users.id, calendarFeeds.userId))
      .where(eq(calendarFeeds.userId, userId));
    if (!owner || !crypto.timingSafeEqual(bytes.subarray(4), mac(userId, owner.role, owner.nonce))) throw invalid();

    const audience: CalendarAudience = owner.role === "admin" ? "admin" : "client";
    const { from, to } = feedWindow(now);
    const events = await confirmedEvents({ from, to, clientId: audience === "admin" ? undefined : userId });
    const ctx = await context(audience);
    return toIcs(
      events.flatMap((event) => feedEntries(event, ctx)),
      audience === "admin" ? `${ctx.businessName} events` : `My events with ${ctx.businessName}`,
    );
  }

  return { eventIcs, getFeed, createFeed, revokeFeed, feedIcs };
}
export type CalendarService = ReturnType<typeof createCalendarService>;
