import crypto from "node:crypto";
import { asc, eq, inArray, lt, sql } from "drizzle-orm";
import { guestLinks, guestResponses, quotes, users, type GuestResponseRow, type PublicUser, type QuoteRow } from "@shared/schema";
import { businessDates } from "@shared/rules/dates";
import { eventTypeLabel } from "@shared/rules/event-types";
import { firstName, guestDataCutoff, guestListClosesAt, isGuestListOpen, maxGuestResponses } from "@shared/rules/guests";
import { guestTally } from "@shared/rules/guest-tally";
import { GUEST_LINK_MESSAGES, type GuestEventView, type GuestLinkView, type GuestListView, type GuestResponseView } from "@shared/validators/guests";
import type { z } from "zod";
import type { guestResponseSchema } from "@shared/validators/guests";
import type { Database, Transaction } from "../db/client";
import { conflict, notFound } from "../errors";
import type { Logger } from "../logger";
import type { Mailer } from "../mail/mailer";
import { emails } from "../mail/templates";
import type { CurrentSettings } from "../settings/current-settings";
import { linkMac, newLinkNonce } from "./link-mac";

/**
 * A confirmed event's guest list (docs/product/client-portal.md, "Guest dietary needs"). The client shares one link;
 * each guest leaves a name, dietary choices, allergies and notes without an account; the client and admins read them
 * with their tally (shared/rules/guest-tally.ts).
 *
 * The link is derived, never stored, as a visitor's proposal link (docs/decisions/012-visitor-proposal-links.md):
 * the token is the quote id (4 bytes) and an HMAC-SHA256, under a key of its own derived from the server's secret,
 * of the id and the list's random nonce (guest_links.nonce): 36 bytes, 48 base64url characters. It has no expiry of
 * its own: the list closes at the final guest count deadline, which follows the event if it is rescheduled. A new
 * nonce (renewal) ends every link given out.
 */
const TOKEN_BYTES = 36;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{48}$/;

export type GuestResponseInput = z.output<typeof guestResponseSchema>;

export interface GuestListDeps {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  /** The server's secret, from which the links' key is derived. */
  secret: string;
  appUrl: string;
  /** The business settings in force: emails write dates in its time zone. */
  settings: CurrentSettings;
}

export function createGuestListService({ db, mailer, logger, secret, appUrl, settings }: GuestListDeps) {
  const sign = linkMac(secret, "guest-links");
  const mac = (quoteId: number, nonce: string) => sign(`guest-link:${quoteId}:${nonce}`);

  function token(quoteId: number, nonce: string): string {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(quoteId, 0);
    return Buffer.concat([head, mac(quoteId, nonce)]).toString("base64url");
  }
  const urlOf = (quoteId: number, nonce: string) => `${appUrl}/guests/${token(quoteId, nonce)}`;

  /** The client's own quote (or any, for an admin); anyone else's is the same 404 as a missing one. */
  async function loadVisible(user: PublicUser, id: number): Promise<QuoteRow> {
    const [quote] = await db.select().from(quotes).where(eq(quotes.id, id));
    if (!quote || (user.role !== "admin" && quote.clientId !== user.id)) throw notFound("Quote not found");
    return quote;
  }

  /** A guest list is for a confirmed event only. */
  function requireConfirmed(quote: QuoteRow): void {
    if (quote.status !== "accepted") throw conflict(GUEST_LINK_MESSAGES.notConfirmed);
  }

  /** The quote a token opens, with its nonce; the same 404 for every token that opens nothing. */
  async function open(given: string): Promise<{ quote: QuoteRow; nonce: string }> {
    const invalid = () => notFound(GUEST_LINK_MESSAGES.invalid);
    if (!TOKEN_PATTERN.test(given)) throw invalid();
    const bytes = Buffer.from(given, "base64url");
    if (bytes.length !== TOKEN_BYTES || bytes.toString("base64url") !== given) throw invalid();
    const quoteId = bytes.readUInt32BE(0);
    const [row] = await db.select({ quote: quotes, nonce: guestLinks.nonce }).from(guestLinks).innerJoin(quotes, eq(quotes.id, guestLinks.quoteId)).where(eq(guestLinks.quoteId, quoteId));
    if (!row || !crypto.timingSafeEqual(bytes.subarray(4), mac(quoteId, row.nonce))) throw invalid();
    // A cancelled or declined event has no guest list: its link opens nothing.
    if (row.quote.status !== "accepted") throw invalid();
    return row;
  }

  async function linkOf(quoteId: number, executor: Database | Transaction = db): Promise<string | null> {
    const [link] = await executor.select({ nonce: guestLinks.nonce }).from(guestLinks).where(eq(guestLinks.quoteId, quoteId));
    return link ? urlOf(quoteId, link.nonce) : null;
  }

  /** The event's link, made on first asking; asking again answers the same link. */
  async function ensureLink(quote: QuoteRow): Promise<string> {
    // Two first askings at once both insert; the second keeps the first's nonce.
    await db.insert(guestLinks).values({ quoteId: quote.id, nonce: newLinkNonce() }).onConflictDoNothing();
    return (await linkOf(quote.id))!;
  }

  async function createLink(user: PublicUser, id: number): Promise<GuestLinkView> {
    const quote = await loadVisible(user, id);
    requireConfirmed(quote);
    return { url: await ensureLink(quote), closesAt: guestListClosesAt(quote.eventDate).toISOString() };
  }

  /** A new nonce: every link given out stops working (a link shared too widely). The answers stay. */
  async function renewLink(user: PublicUser, id: number): Promise<GuestLinkView> {
    const quote = await loadVisible(user, id);
    requireConfirmed(quote);
    const nonce = newLinkNonce();
    await db.insert(guestLinks).values({ quoteId: quote.id, nonce }).onConflictDoUpdate({ target: guestLinks.quoteId, set: { nonce, createdAt: new Date() } });
    logger.info({ event: "guest_link_renewed", quoteId: quote.id }, "guest link renewed");
    return { url: urlOf(quote.id, nonce), closesAt: guestListClosesAt(quote.eventDate).toISOString() };
  }

  const toResponseView = (row: GuestResponseRow): GuestResponseView => ({
    id: row.id,
    name: row.name,
    dietary: row.dietary,
    allergens: row.allergens,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
  });

  /** The guests' answers and their tally, for the event's client and admins. */
  async function guestList(user: PublicUser, id: number, now = new Date()): Promise<GuestListView> {
    const quote = await loadVisible(user, id);
    const rows = await db.select().from(guestResponses).where(eq(guestResponses.quoteId, quote.id)).orderBy(asc(guestResponses.createdAt), asc(guestResponses.id));
    const { guests, ...tally } = guestTally(rows.map(toResponseView));
    return {
      guestCount: quote.guestCount,
      closesAt: guestListClosesAt(quote.eventDate).toISOString(),
      open: quote.status === "accepted" && isGuestListOpen(quote.eventDate, now),
      url: quote.status === "accepted" ? await linkOf(quote.id) : null,
      tally,
      responses: guests,
    };
  }

  /** Who the guest page names as host: the first name only, of the account or of the contact the request left. */
  async function hostFirstName(quote: QuoteRow): Promise<string | null> {
    const [account] = quote.clientId ? await db.select({ fullName: users.fullName }).from(users).where(eq(users.id, quote.clientId)) : [];
    return firstName(account?.fullName || quote.contactName);
  }

  /** What the guest page shows: the event, its date, the host's first name, and whether the list still takes answers. */
  async function guestEvent(given: string, now = new Date()): Promise<GuestEventView> {
    const { quote } = await open(given);
    return {
      eventType: quote.eventType,
      eventDate: quote.eventDate.toISOString(),
      hostFirstName: await hostFirstName(quote),
      closesAt: guestListClosesAt(quote.eventDate).toISOString(),
      open: isGuestListOpen(quote.eventDate, now),
    };
  }

  /** A guest's answer, while the list is open and not full. */
  async function respond(given: string, input: GuestResponseInput, now = new Date()): Promise<void> {
    const { quote } = await open(given);
    if (!isGuestListOpen(quote.eventDate, now)) throw conflict(GUEST_LINK_MESSAGES.closed);
    const [{ taken }] = await db.select({ taken: sql<number>`count(*)::int` }).from(guestResponses).where(eq(guestResponses.quoteId, quote.id));
    if (taken >= maxGuestResponses(quote.guestCount)) throw conflict(GUEST_LINK_MESSAGES.full);
    await db.insert(guestResponses).values({ quoteId: quote.id, name: input.name, dietary: input.dietary, allergens: input.allergens, notes: input.notes });
  }

  /**
   * The client's "chase missing guests": the link, emailed to each address given. The addresses are not kept: the
   * sealed mail queue holds them until each email is sent (server/jobs/sealed-jobs.ts).
   */
  async function inviteGuests(user: PublicUser, id: number, addresses: readonly string[], now = new Date()): Promise<number> {
    const quote = await loadVisible(user, id);
    requireConfirmed(quote);
    if (!isGuestListOpen(quote.eventDate, now)) throw conflict(GUEST_LINK_MESSAGES.closed);
    const url = await ensureLink(quote);
    const dates = businessDates(settings().timeZone);
    const email = emails.guestInvitation({
      name: null,
      hostName: await hostFirstName(quote),
      event: eventTypeLabel(quote.eventType),
      eventDate: dates.formatBusinessDate(quote.eventDate),
      closesAt: dates.formatBusinessDate(guestListClosesAt(quote.eventDate)),
      url,
    });
    await mailer.send(addresses.map((to) => ({ to, email })));
    // How many, never who.
    logger.info({ event: "guest_invitations_sent", quoteId: quote.id, count: addresses.length }, "guest invitations queued");
    return addresses.length;
  }

  return { createLink, renewLink, guestList, guestEvent, respond, inviteGuests };
}
export type GuestListService = ReturnType<typeof createGuestListService>;

/**
 * Deletes the guests' answers and the guest links of events more than GUEST_DATA_RETENTION_DAYS past (a scheduled
 * job; docs/product/client-portal.md). Safe to run twice: it deletes only what is past. Returns what it deleted.
 */
export async function deleteExpiredGuestData(db: Database, now = new Date()): Promise<{ responses: number; links: number }> {
  const past = db.select({ id: quotes.id }).from(quotes).where(lt(quotes.eventDate, guestDataCutoff(now)));
  return db.transaction(async (tx) => {
    const responses = await tx.delete(guestResponses).where(inArray(guestResponses.quoteId, past)).returning({ id: guestResponses.id });
    const links = await tx.delete(guestLinks).where(inArray(guestLinks.quoteId, past)).returning({ quoteId: guestLinks.quoteId });
    return { responses: responses.length, links: links.length };
  });
}
