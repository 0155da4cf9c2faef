import request from "supertest";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { calendarFeeds, quotes, users, type QuoteRow } from "@shared/schema";
import { businessDates } from "@shared/rules/dates";
import { documentNumber } from "@shared/rules/quotes";
import { CALENDAR_MESSAGES, EVENT_DURATION_HOURS } from "@shared/rules/calendar-events";
import { createTestApp, type TestApp, type TestUser } from "../test/harness";
import { createCalendarService } from "../services/calendar";
import { withoutLinkTokens } from "../http/link-token-paths";

/**
 * Confirmed events in calendar apps (docs/product/client-portal.md, "Calendar"): an accepted proposal's .ics file for
 * its client or an admin, and the private feed URLs (made, replaced and revoked by their user) that calendar apps
 * subscribe to with no session. Every calendar answered is parsed back with an iCalendar parser (ical.js).
 */
const SECRET = "calendar-feeds-test-secret-of-at-least-32-characters";
const APP_URL = "http://localhost:5000";
const DAY_MS = 86_400_000;
const NEW_YORK = businessDates("America/New_York");

let t: TestApp;
let adminUser: TestUser;
let admin: request.Agent;
let alice: request.Agent;
let bob: request.Agent;
let aliceUser: TestUser;
let bobUser: TestUser;

beforeAll(async () => {
  t = await createTestApp({ env: { SESSION_SECRET: SECRET, APP_URL } });
  adminUser = await t.createUser({ role: "admin" });
  aliceUser = await t.createUser();
  bobUser = await t.createUser();
  await t.database.db.update(users).set({ fullName: "Alice Archer" }).where(eq(users.id, aliceUser.id));
  [admin, alice, bob] = await Promise.all([t.signIn(adminUser), t.signIn(aliceUser), t.signIn(bobUser)]);
});
afterAll(() => t.close());

/** An instant `days` from now at 23:30 UTC (6:30 or 7:30 PM in New York: an event with a time). */
function eveningIn(days: number): Date {
  const at = new Date(Date.now() + days * DAY_MS);
  at.setUTCHours(23, 30, 0, 0);
  return at;
}

async function quoteFor(clientId: number | null, eventDate: Date, values: Partial<typeof quotes.$inferInsert> = {}): Promise<QuoteRow> {
  const [row] = await t.database.db
    .insert(quotes)
    .values({ clientId, status: "accepted", eventType: "wedding", eventDate, guestCount: 80, venue: "12 Orchard Lane, Springfield, NY 10001", menuPackage: "custom", totalCents: 400_000, ...values })
    .returning();
  return row;
}

/** The calendar's events by UID, read back with ical.js. */
function parseCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.name).toBe("vcalendar");
  expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
  const events = calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    return { uid: event.uid, summary: event.summary, location: event.location, description: event.description, start: event.startDate, end: event.endDate };
  });
  return { calendar, events, byUid: new Map(events.map((e) => [e.uid, e])) };
}

const feedPath = (url: string) => {
  expect(url.startsWith(`${APP_URL}/api/calendar/`)).toBe(true);
  return url.slice(APP_URL.length);
};

async function readFeed(path: string) {
  const res = await request(t.server).get(path);
  expect(res.status).toBe(200);
  expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(res.headers["cache-control"]).toContain("no-store");
  return { text: res.text, ...parseCalendar(res.text) };
}

function expectFeedGone(res: request.Response) {
  expect(res.status).toBe(404);
  expect(res.body).toEqual({ message: CALENDAR_MESSAGES.feedNotFound });
}

describe("GET /api/quotes/:id/event.ics", () => {
  it("gives the client their accepted event, timed in UTC, and an admin the same event under the business's title", async () => {
    const eventDate = eveningIn(30);
    const quote = await quoteFor(aliceUser.id, eventDate);
    const number = documentNumber(quote.documentNumber);

    const own = await alice.get(`/api/quotes/${quote.id}/event.ics`);
    expect(own.status).toBe(200);
    expect(own.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(own.headers["content-disposition"]).toBe(`attachment; filename="event-${number}.ics"`);
    const { events } = parseCalendar(own.text);
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event.uid).toBe(`quote-${quote.id}@localhost:5000`);
    expect(event.summary).toBe("Your Wedding with Creative Cuisines");
    expect(event.location).toBe("12 Orchard Lane, Springfield, NY 10001");
    expect(event.description).toContain("80 guests");
    expect(event.description).toContain(`${APP_URL}/proposals?quote=${quote.id}`);
    expect(event.start.isDate).toBe(false);
    expect(event.start.zone?.tzid).toBe("UTC");
    expect(event.start.toJSDate().toISOString()).toBe(eventDate.toISOString());
    expect(event.end.toJSDate().getTime() - eventDate.getTime()).toBe(EVENT_DURATION_HOURS * 60 * 60 * 1000);

    const forAdmin = await admin.get(`/api/quotes/${quote.id}/event.ics`);
    expect(forAdmin.status).toBe(200);
    const [adminEvent] = parseCalendar(forAdmin.text).events;
    expect(adminEvent.summary).toBe(`Wedding — Alice Archer (${number})`);
    expect(adminEvent.uid).toBe(event.uid);
  });

  it("answers 404 to another client and for a missing quote, 401 to a visitor, and 409 for a proposal not accepted", async () => {
    const quote = await quoteFor(aliceUser.id, eveningIn(31));
    expect((await bob.get(`/api/quotes/${quote.id}/event.ics`)).status).toBe(404);
    expect((await admin.get(`/api/quotes/99999999/event.ics`)).status).toBe(404);
    expect((await request(t.server).get(`/api/quotes/${quote.id}/event.ics`)).status).toBe(401);

    const pending = await quoteFor(aliceUser.id, eveningIn(32), { status: "sent" });
    const refused = await alice.get(`/api/quotes/${pending.id}/event.ics`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: CALENDAR_MESSAGES.notConfirmed });
    // Bob learns nothing about it either way.
    expect((await bob.get(`/api/quotes/${pending.id}/event.ics`)).status).toBe(404);
  });

  it("writes an event asked for by date alone as a whole day at the business", async () => {
    const day = NEW_YORK.businessDateInDays(40);
    const quote = await quoteFor(aliceUser.id, NEW_YORK.businessInstant(day)!);
    const [event] = parseCalendar((await alice.get(`/api/quotes/${quote.id}/event.ics`)).text).events;
    expect(event.start.isDate).toBe(true);
    expect(event.start.toString()).toBe(day);
  });
});

describe("the calendar feed", () => {
  it("is made once, read back the same, and answers a valid iCalendar to anyone holding its URL (no session)", async () => {
    expect((await admin.get("/api/calendar-feed")).body).toEqual({ feed: null });
    const made = await admin.post("/api/calendar-feed");
    expect(made.status).toBe(200);
    expect(made.body.feed.url).toMatch(/^http:\/\/localhost:5000\/api\/calendar\/[A-Za-z0-9_-]{48}\.ics$/);
    expect((await admin.get("/api/calendar-feed")).body).toEqual(made.body);
    // Nothing secret at rest: the row holds a nonce, never the URL's token.
    const [row] = await t.database.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, adminUser.id));
    const token = made.body.feed.url.split("/").pop().replace(".ics", "");
    expect(row.nonce).not.toBe(token);
    expect(JSON.stringify(row)).not.toContain(token);
    // Nor does the request log write it.
    expect(withoutLinkTokens(feedPath(made.body.feed.url))).toBe("/api/calendar/[token]");
  });

  it("gives an admin every confirmed event in its window with the balance due dates, with UIDs stable between fetches", async () => {
    const eventDate = eveningIn(50);
    const alices = await quoteFor(aliceUser.id, eventDate, { eventType: "corporate", guestCount: 120 });
    const bobs = await quoteFor(bobUser.id, eveningIn(60));
    const visitors = await quoteFor(null, eveningIn(70), { contactName: "Vera Visitor", contactEmail: "vera@example.com" });
    const paidUp = await quoteFor(bobUser.id, eveningIn(80), { depositPaidCents: 200_000, balancePaidCents: 200_000 });
    const declined = await quoteFor(aliceUser.id, eveningIn(55), { status: "rejected" });
    const longAgo = await quoteFor(aliceUser.id, new Date(Date.now() - 200 * DAY_MS));
    const tooFar = await quoteFor(aliceUser.id, new Date(Date.now() + 3 * 365 * DAY_MS));

    const { body } = await admin.post("/api/calendar-feed");
    const path = feedPath(body.feed.url);
    const first = await readFeed(path);
    const uid = (id: number, balance = false) => `quote-${id}${balance ? "-balance" : ""}@localhost:5000`;
    expect(first.calendar.getFirstPropertyValue("x-wr-calname")).toBe("Creative Cuisines events");

    const event = first.byUid.get(uid(alices.id))!;
    expect(event.summary).toBe(`Corporate Event — Alice Archer (${documentNumber(alices.documentNumber)})`);
    expect(event.location).toBe("12 Orchard Lane, Springfield, NY 10001");
    expect(event.description).toContain("120 guests");
    expect(event.start.zone?.tzid).toBe("UTC");
    expect(event.start.toJSDate().toISOString()).toBe(eventDate.toISOString());
    expect(first.text).toContain(`DTSTART:${eventDate.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`);

    // The balance due date: an all-day entry 7 days before the event (its day in New York), with what is owed.
    const balance = first.byUid.get(uid(alices.id, true))!;
    expect(balance.summary).toBe(`Balance due: ${documentNumber(alices.documentNumber)} — Alice Archer ($2,000.00)`);
    expect(balance.start.isDate).toBe(true);
    expect(balance.start.toString()).toBe(NEW_YORK.businessDateParts(new Date(eventDate.getTime() - 7 * DAY_MS)).date);

    expect(first.byUid.get(uid(bobs.id))?.summary).toMatch(/^Wedding — user/);
    expect(first.byUid.get(uid(visitors.id))?.summary).toBe(`Wedding — Vera Visitor (${documentNumber(visitors.documentNumber)})`);
    // Paid in full: the event stays, its balance due date goes.
    expect(first.byUid.has(uid(paidUp.id))).toBe(true);
    expect(first.byUid.has(uid(paidUp.id, true))).toBe(false);
    for (const absent of [declined, longAgo, tooFar]) expect(first.byUid.has(uid(absent.id))).toBe(false);

    const second = await readFeed(path);
    expect(second.events.map((e) => e.uid)).toEqual(first.events.map((e) => e.uid));
  });

  it("gives a client their own confirmed events only, under their own titles", async () => {
    const own = await quoteFor(bobUser.id, eveningIn(90), { eventType: "birthday" });
    const others = await quoteFor(aliceUser.id, eveningIn(91));
    const { body } = await bob.post("/api/calendar-feed");
    const feed = await readFeed(feedPath(body.feed.url));
    expect(feed.calendar.getFirstPropertyValue("x-wr-calname")).toBe("My events with Creative Cuisines");
    expect(feed.byUid.get(`quote-${own.id}@localhost:5000`)?.summary).toBe("Your Birthday with Creative Cuisines");
    expect(feed.byUid.get(`quote-${own.id}-balance@localhost:5000`)?.summary).toBe("Balance due: your Birthday with Creative Cuisines ($2,000.00)");
    expect(feed.byUid.has(`quote-${others.id}@localhost:5000`)).toBe(false);
    // Every entry is one of Bob's quotes (an event or its balance due date).
    const bobsQuotes = await t.database.db.select({ id: quotes.id }).from(quotes).where(eq(quotes.clientId, bobUser.id));
    const bobsIds = new Set(bobsQuotes.map((q) => `quote-${q.id}@localhost:5000`));
    expect(feed.events.length).toBeGreaterThan(0);
    for (const event of feed.events) expect(bobsIds.has(event.uid.replace("-balance", ""))).toBe(true);
  });

  it("ends every earlier URL when replaced, and its URL when revoked", async () => {
    const client = await t.createUser();
    const agent = await t.signIn(client);
    const first = (await agent.post("/api/calendar-feed")).body.feed.url as string;
    await readFeed(feedPath(first));

    const second = (await agent.post("/api/calendar-feed")).body.feed.url as string;
    expect(second).not.toBe(first);
    expectFeedGone(await request(t.server).get(feedPath(first)));
    await readFeed(feedPath(second));

    expect((await agent.delete("/api/calendar-feed")).status).toBe(204);
    expectFeedGone(await request(t.server).get(feedPath(second)));
    expect((await agent.get("/api/calendar-feed")).body).toEqual({ feed: null });
    // Revoking again changes nothing; a visitor has no feed to manage.
    expect((await agent.delete("/api/calendar-feed")).status).toBe(204);
    expect((await request(t.server).post("/api/calendar-feed")).status).toBe(401);
  });

  it("answers the same 404 to a forged, altered, other-secret or malformed token", async () => {
    const { body } = await alice.post("/api/calendar-feed");
    const path = feedPath(body.feed.url);
    const token = path.slice("/api/calendar/".length, -".ics".length);
    await readFeed(path);

    const altered = token.slice(0, 20) + (token[20] === "A" ? "B" : "A") + token.slice(21);
    expectFeedGone(await request(t.server).get(`/api/calendar/${altered}.ics`));
    // Made with another server's secret for the same user and nonce.
    const [row] = await t.database.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, aliceUser.id));
    const elsewhere = createCalendarService({ db: t.database.db, secret: "another-server-secret-of-at-least-32-chars", appUrl: APP_URL, companyInfo: () => ({ name: "x", address: "", phone: "", email: "", website: "", timeZone: "UTC" }) });
    expect(row.nonce).toEqual(expect.any(String));
    const foreign = (await elsewhere.createFeed({ id: aliceUser.id, username: aliceUser.username, email: aliceUser.email, role: "client" })).url;
    // createFeed wrote a new nonce for Alice: her real URL is now the replaced one, and the foreign one opens nothing here.
    expectFeedGone(await request(t.server).get(feedPath(foreign)));
    expectFeedGone(await request(t.server).get(path));
    // Another user's id in front of a valid MAC.
    const bytes = Buffer.from(token, "base64url");
    bytes.writeUInt32BE(bobUser.id, 0);
    expectFeedGone(await request(t.server).get(`/api/calendar/${bytes.toString("base64url")}.ics`));
    for (const malformed of ["abc", `${token}x`, "A".repeat(48)]) expectFeedGone(await request(t.server).get(`/api/calendar/${malformed}.ics`));
  });

  it("ends with its account: a removed user's and a demoted admin's URL answer 404", async () => {
    const staff = await t.createUser({ role: "admin" });
    const staffAgent = await t.signIn(staff);
    const staffFeed = feedPath((await staffAgent.post("/api/calendar-feed")).body.feed.url);
    await readFeed(staffFeed);
    await t.database.db.update(users).set({ role: "client" }).where(eq(users.id, staff.id));
    expectFeedGone(await request(t.server).get(staffFeed));

    const leaving = await t.createUser();
    const leavingFeed = feedPath((await (await t.signIn(leaving)).post("/api/calendar-feed")).body.feed.url);
    await readFeed(leavingFeed);
    await t.database.db.delete(users).where(eq(users.id, leaving.id));
    expectFeedGone(await request(t.server).get(leavingFeed));
  });
});
