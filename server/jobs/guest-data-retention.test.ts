import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { guestLinks, guestResponses, quotes } from "@shared/schema";
import { createTestApp, type TestApp } from "../test/harness";
import { deleteExpiredGuestData, SCHEDULED_JOBS } from "./scheduled-jobs";

const DAY_MS = 24 * 60 * 60 * 1000;
// The job's own clock: nothing here depends on when the test runs.
const NOW = new Date("2027-03-15T17:00:00.000Z");

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An accepted event `daysAgo` before NOW, with its guest link and one guest's answer. */
async function eventWithGuests(daysAgo: number) {
  const [quote] = await t.database.db
    .insert(quotes)
    .values({ status: "accepted", eventType: "wedding", eventDate: new Date(NOW.getTime() - daysAgo * DAY_MS), guestCount: 60, venue: "Hall A, 1 Market Street, Philadelphia", menuPackage: "custom", totalCents: 300_000 })
    .returning({ id: quotes.id });
  await t.database.db.insert(guestLinks).values({ quoteId: quote.id, nonce: `nonce-${quote.id}` });
  await t.database.db.insert(guestResponses).values({ quoteId: quote.id, name: "Ann Lee", dietary: ["vegan"], allergens: ["peanuts"], notes: "" });
  return quote.id;
}

const keptFor = async (ids: number[]) => ({
  links: (await t.database.db.select({ id: guestLinks.quoteId }).from(guestLinks).where(inArray(guestLinks.quoteId, ids))).map((r) => r.id).sort(),
  responses: (await t.database.db.select({ id: guestResponses.quoteId }).from(guestResponses).where(inArray(guestResponses.quoteId, ids))).map((r) => r.id).sort(),
});

describe("guest data retention", () => {
  it("is a daily schedule", () => {
    expect(SCHEDULED_JOBS.guestDataRetention).toEqual({ queue: "guest-data-retention", cron: "41 3 * * *" });
  });

  it("deletes the guests' answers and the link of events more than 30 days past, and keeps the others'", async () => {
    const longPast = await eventWithGuests(45);
    const justPast = await eventWithGuests(30.01);
    const withinThirty = await eventWithGuests(29.99);
    const recent = await eventWithGuests(3);
    const upcoming = await eventWithGuests(-20);

    const deleted = await deleteExpiredGuestData(t.database.db, NOW);
    expect(deleted).toEqual({ responses: 2, links: 2 });
    const kept = await keptFor([longPast, justPast, withinThirty, recent, upcoming]);
    expect(kept.links).toEqual([withinThirty, recent, upcoming].sort());
    expect(kept.responses).toEqual([withinThirty, recent, upcoming].sort());
    // The event itself stays: only what its guests told us goes.
    expect((await t.database.db.select({ id: quotes.id }).from(quotes).where(eq(quotes.id, longPast))).length).toBe(1);

    // Running again (delivery is at least once) deletes nothing more; a day later the 29.99-day event's go too.
    expect(await deleteExpiredGuestData(t.database.db, NOW)).toEqual({ responses: 0, links: 0 });
    expect(await deleteExpiredGuestData(t.database.db, new Date(NOW.getTime() + DAY_MS))).toEqual({ responses: 1, links: 1 });
    expect((await keptFor([withinThirty])).responses).toEqual([]);
  });
});
