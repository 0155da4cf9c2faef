import request from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { kitchenHolds, menuItems, orders, payments, quotes } from "@shared/schema";
import { businessDates, DEFAULT_BUSINESS_TIME_ZONE } from "@shared/rules/dates";
import { NO_LOAD, addDays, bookingRefusal, dayAvailability, type DayLoad } from "@shared/rules/capacity";
import { DEFAULT_KITCHEN_SETTINGS, type KitchenSettings } from "@shared/settings/kitchen";
import { createTestApp, type TestApp } from "../test/harness";
import { startFakeClover, type FakeClover } from "../test/fake-clover";
import { createCloverGateway } from "../payments/clover";
import type { PaymentGateway } from "../payments/gateway";
import { signBody } from "../test/signatures";

/**
 * The kitchen's capacity and lead times (docs/product/ordering.md, "Kitchen capacity and lead time"): every order and
 * quote date is checked by the one rule in shared/rules/capacity.ts; a refusal names the next dates that fit; the
 * public availability matches the rule day by day; and of two charges racing for a day's last capacity exactly one
 * wins (many runs on the PostgreSQL server, fewer on the single-connection PGlite).
 */
const RUNS = process.env.TEST_DATABASE_URL ? 100 : 10;
/** Only stops a hang: the races take seconds on an idle machine, much longer with both cores busy. */
const RACE_TIMEOUT_MS = 10 * 60_000;
/** The widest gap between the two charges' starts: about one whole charge on an idle machine. */
const MAX_GAP_MS = 15;

let t: TestApp;
let fake: FakeClover;
let admin: request.Agent;
/** A dish of 60 prep minutes: one of it fills a kitchen of 60 minutes a day. */
let brisket: number;
const { businessDateInDays, businessDateParts } = businessDates(DEFAULT_BUSINESS_TIME_ZONE);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  fake = await startFakeClover();
  const clover = createCloverGateway({ publicKey: fake.publicKey, privateToken: fake.privateToken, tokenBaseUrl: fake.url, apiBaseUrl: fake.url, timeoutMs: 10_000 });
  // A provider's answer takes a few milliseconds, never the same: the racing charges overlap anywhere in it.
  const gateway: PaymentGateway = { ...clover, charge: async (attempt) => (await sleep(Math.random() * 4), clover.charge(attempt)) };
  t = await createTestApp({ gateway });
  admin = await t.signIn(await t.createUser({ role: "admin" }));
  [{ id: brisket }] = await t.database.db.insert(menuItems).values({ category: "entrees", name: "Smoked Brisket", price: "$50.00", prepTime: "1 hour" }).returning({ id: menuItems.id });
});
afterEach(async () => {
  await setKitchen({});
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

async function setKitchen(kitchen: Partial<KitchenSettings>) {
  const saved = await admin.put("/api/settings/kitchen").send({ ...DEFAULT_KITCHEN_SETTINGS, ...kitchen });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return saved;
}

const order = (eventDate: string, quantity = 1) => ({
  customerInfo: { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", phone: "555-0100", eventDate },
  fulfilment: "delivery",
  deliveryAddress: "12 Analytical Row, Brooklyn, NY 11201",
  orderItems: [{ menuItemId: brisket, quantity }],
  totalAmount: (50 * quantity).toFixed(2),
});

async function cardToken(): Promise<string> {
  const res = await fetch(`${fake.url}/v1/tokens`, {
    method: "POST",
    headers: { apikey: fake.publicKey, "Content-Type": "application/json" },
    body: JSON.stringify({ card: { number: "4242424242424242", exp_month: "12", exp_year: "2031", cvv: "123" } }),
  });
  return ((await res.json()) as { id: string }).id;
}

async function placeOrder(eventDate: string, quantity = 1): Promise<{ id: number; accessToken: string; totalAmount: string }> {
  const res = await request(t.server).post("/api/orders").send(order(eventDate, quantity));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function charge(placed: { id: number; accessToken: string; totalAmount: string }) {
  return request(t.server)
    .post("/api/payments/charge")
    .set("Idempotency-Key", `kitchen-${placed.id}-${Math.random()}`)
    .send({ orderId: placed.id, orderToken: placed.accessToken, token: await cardToken(), amount: placed.totalAmount });
}

async function paidOrder(eventDate: string, quantity = 1) {
  const paid = await charge(await placeOrder(eventDate, quantity));
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
}

const hoursAhead = (hours: number, minutes = 0) => new Date(Date.now() + hours * 3_600_000 + minutes * 60_000).toISOString();
const customQuote = (eventDate: string, guestCount: number) => ({ eventType: "corporate", eventDate, guestCount, menuPackage: "custom", menuItemIds: [brisket] });

describe("kitchen settings (admin → Settings → Kitchen capacity)", () => {
  it("start with no daily limit, open every day, 14 days for 100+ guests and 72 hours advised for 50–99", async () => {
    const res = await admin.get("/api/settings/kitchen");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      prepMinutesPerDay: null,
      coversPerDay: null,
      closedWeekdays: [],
      holidays: [],
      leadTimes: [
        { fromGuests: 50, hours: 72, enforced: false },
        { fromGuests: 100, hours: 336, enforced: true },
      ],
    });
  });

  it("are an admin's to read and change (visitors 401, clients 403), validated and audited, and applied at once", async () => {
    expect((await request(t.server).get("/api/settings/kitchen")).status).toBe(401);
    const client = await t.signIn(await t.createUser());
    expect((await client.put("/api/settings/kitchen").send(DEFAULT_KITCHEN_SETTINGS)).status).toBe(403);
    const invalid = await admin.put("/api/settings/kitchen").send({ ...DEFAULT_KITCHEN_SETTINGS, prepMinutesPerDay: -5 });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toMatch(/Prep minutes per day/);
    expect((await admin.put("/api/settings/kitchen").send({ ...DEFAULT_KITCHEN_SETTINGS, closedWeekdays: [7] })).status).toBe(400);

    const saved = await setKitchen({ prepMinutesPerDay: 480, closedWeekdays: [1, 0, 1], holidays: ["2030-12-25"] });
    expect(saved.body).toMatchObject({ prepMinutesPerDay: 480, closedWeekdays: [0, 1], holidays: ["2030-12-25"] });
    expect(t.settings().kitchen).toMatchObject({ prepMinutesPerDay: 480, closedWeekdays: [0, 1] });
    const audit = await admin.get("/api/audit-log").query({ entityType: "settings" });
    expect(audit.body.items.some((e: { action: string }) => e.action === "settings.kitchen")).toBe(true);
  });
});

describe("lead time", () => {
  it("24 hours for any event: 23 h 59 min ahead is refused, 24 hours ahead accepted", async () => {
    const early = await request(t.server).post("/api/quotes").send({ ...customQuote(hoursAhead(23, 59), 60), contactName: "Vera Visitor", contactEmail: "vera@example.com", contactPhone: "555-0100" });
    expect(early.status).toBe(400);
    expect(early.body.message).toBe("Please choose a date and time at least 24 hours from now.");
    // A minute's margin for the request's own time on a busy machine.
    const inTime = await request(t.server).post("/api/quotes").send({ ...customQuote(hoursAhead(24, 1), 60), contactName: "Vera Visitor", contactEmail: "vera@example.com", contactPhone: "555-0100" });
    expect(inTime.status, JSON.stringify(inTime.body)).toBe(201);
  });

  it("an order's date must be the day 24 hours from now or later; today is refused with the next dates", async () => {
    const today = await request(t.server).post("/api/orders").send(order(businessDateInDays(0)));
    expect(today.status).toBe(400);
    expect(today.body).toMatchObject({ code: "LEAD_TIME", message: "Please choose a date at least 24 hours from now." });
    const earliest = businessDateParts(new Date(Date.now() + 24 * 3_600_000 + 60_000)).date;
    expect(today.body.nextDates).toEqual([earliest, addDays(earliest, 1), addDays(earliest, 2)]);
    expect((await request(t.server).post("/api/orders").send(order(businessDateInDays(2)))).status).toBe(201);
  });

  it("100 guests need 14 days; 99 guests at 13 days are accepted", async () => {
    const client = await t.signIn(await t.createUser());
    const hundredAt13 = await client.post("/api/quotes").send(customQuote(hoursAhead(13 * 24 + 23), 100));
    expect(hundredAt13.status).toBe(400);
    expect(hundredAt13.body).toMatchObject({ code: "LEAD_TIME", message: "Events for 100 or more guests need at least 14 days' notice. Please choose a later date." });
    expect(hundredAt13.body.nextDates).toHaveLength(3);
    expect(hundredAt13.body.nextDates[0] >= businessDateParts(new Date(Date.now() + 14 * 86_400_000)).date).toBe(true);

    expect((await client.post("/api/quotes").send(customQuote(hoursAhead(13 * 24), 99))).status).toBe(201);
    expect((await client.post("/api/quotes").send(customQuote(hoursAhead(14 * 24, 1), 100))).status).toBe(201);
  });

  it("the business's own rules apply at once: 30+ guests need 10 days", async () => {
    await setKitchen({ leadTimes: [{ fromGuests: 30, hours: 240, enforced: true }] });
    const client = await t.signIn(await t.createUser());
    expect((await client.post("/api/quotes").send(customQuote(hoursAhead(9 * 24), 60))).body.code).toBe("LEAD_TIME");
    expect((await client.post("/api/quotes").send(customQuote(hoursAhead(10 * 24, 1), 60))).status).toBe(201);
  });
});

describe("closed days", () => {
  it("a closed weekday and a holiday refuse orders and quotes with the reason, and the next dates skip them", async () => {
    const day = businessDateInDays(20);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    const holiday = addDays(day, 2);
    await setKitchen({ closedWeekdays: [weekday], holidays: [holiday] });

    const closed = await request(t.server).post("/api/orders").send(order(day));
    expect(closed.status).toBe(400);
    expect(closed.body.code).toBe("CLOSED");
    expect(closed.body.message).toMatch(/^We are closed on [A-Z][a-z]+days\.$/);
    expect(closed.body.nextDates).toEqual([addDays(day, 1), addDays(day, 3), addDays(day, 4)]);

    const onHoliday = await request(t.server).post("/api/orders").send(order(holiday));
    expect(onHoliday.body).toMatchObject({ code: "CLOSED", message: `We are closed on ${businessDates(DEFAULT_BUSINESS_TIME_ZONE).formatLongDate(`${holiday}T17:00:00Z`)}.` });

    const client = await t.signIn(await t.createUser());
    const quote = await client.post("/api/quotes").send(customQuote(businessDates(DEFAULT_BUSINESS_TIME_ZONE).businessInstant(day, "18:00")!.toISOString(), 60));
    expect(quote.status).toBe(400);
    expect(quote.body.code).toBe("CLOSED");
  });
});

describe("capacity", () => {
  it("a day whose paid orders fill the kitchen refuses the next order (409) with the next three dates that fit", async () => {
    const day = businessDateInDays(40);
    await setKitchen({ prepMinutesPerDay: 120 });
    await paidOrder(day, 2);
    // Two days later is as full; the alternatives skip it.
    await paidOrder(addDays(day, 2), 2);

    const refused = await request(t.server).post("/api/orders").send(order(day));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: "KITCHEN_FULL", message: `Our kitchen is fully booked on ${businessDates(DEFAULT_BUSINESS_TIME_ZONE).formatLongDate(`${day}T17:00:00Z`)}.` });
    expect(refused.body.nextDates).toEqual([addDays(day, 1), addDays(day, 3), addDays(day, 4)]);
    // A pending order books nothing: the next day still takes one.
    expect((await request(t.server).post("/api/orders").send(order(addDays(day, 1), 2))).status).toBe(201);
  });

  it("a cancelled order gives its capacity back", async () => {
    const day = businessDateInDays(45);
    await setKitchen({ prepMinutesPerDay: 60 });
    await paidOrder(day);
    expect((await request(t.server).post("/api/orders").send(order(day))).status).toBe(409);
    const [paid] = await t.database.db.select({ id: orders.id }).from(orders).where(and(eq(orders.eventDate, day), eq(orders.status, "paid")));
    const cancelled = await admin.patch(`/api/orders/${paid.id}/status`).send({ status: "cancelled", note: "Customer called" });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect((await request(t.server).post("/api/orders").send(order(day))).status).toBe(201);
  });

  it("guests per day: an accepted event's guests count, so a second event that would pass the limit is refused", async () => {
    const start = businessDates(DEFAULT_BUSINESS_TIME_ZONE).businessInstant(businessDateInDays(50), "18:00")!.toISOString();
    await setKitchen({ coversPerDay: 100 });
    const client = await t.signIn(await t.createUser());
    const first = await client.post("/api/quotes").send(customQuote(start, 80));
    expect(first.status).toBe(201);
    const second = await client.post("/api/quotes").send(customQuote(start, 60));
    expect(second.status).toBe(201);
    // Quoted, not yet booked: the first acceptance books the day, the second no longer fits.
    await admin.patch(`/api/quotes/${first.body.id}`).send({ totalAmount: "4000.00" });
    await admin.patch(`/api/quotes/${second.body.id}`).send({ totalAmount: "3000.00" });
    expect((await client.post(`/api/quotes/${first.body.id}/sign`).send(await signBody())).status).toBe(200);
    const refused = await client.post(`/api/quotes/${second.body.id}/sign`).send(await signBody());
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("KITCHEN_FULL");
    expect((await client.post("/api/quotes").send(customQuote(start, 50))).status).toBe(409);
  });
});

describe("a proposal the business prepares or changes", () => {
  const at = (day: string) => businessDates(DEFAULT_BUSINESS_TIME_ZONE).businessInstant(day, "18:00")!.toISOString();

  it("is checked by the same rule: a closed day is refused with the next dates, for a new proposal and a new date", async () => {
    const holiday = businessDateInDays(70);
    await setKitchen({ holidays: [holiday] });
    const client = await t.createUser();
    const proposal = (eventDate: string) => ({
      client: { kind: "existing", id: client.id },
      eventType: "corporate",
      eventDate,
      guestCount: 60,
      venue: "Hudson Yards, New York, NY 10001",
      lines: [{ kind: "menu", menuItemId: brisket, description: "Smoked Brisket", quantity: 60, unitPrice: "20.00" }],
    });
    const refused = await admin.post("/api/admin/proposals").send(proposal(at(holiday)));
    expect(refused.status, JSON.stringify(refused.body)).toBe(400);
    expect(refused.body).toMatchObject({ code: "CLOSED", nextDates: [addDays(holiday, 1), addDays(holiday, 2), addDays(holiday, 3)] });

    const created = await admin.post("/api/admin/proposals").send(proposal(at(addDays(holiday, 1))));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const moved = await admin.patch(`/api/quotes/${created.body.id}`).send({ eventDate: at(holiday) });
    expect(moved.status).toBe(400);
    expect(moved.body.code).toBe("CLOSED");
    expect((await admin.patch(`/api/quotes/${created.body.id}`).send({ eventDate: at(addDays(holiday, 2)) })).status).toBe(200);
  });

  it("a booked event moved onto a full day is refused (409 with the next dates); onto a day with room it moves", async () => {
    await setKitchen({ prepMinutesPerDay: 150 });
    // Far past the days the races below book and take their alternatives from.
    const full = businessDateInDays(500);
    await paidOrder(full);
    const client = await t.signIn(await t.createUser());
    // Fifty guests of brisket: two batches, 120 minutes.
    const quote = await client.post("/api/quotes").send(customQuote(at(addDays(full, 5)), 50));
    expect(quote.status, JSON.stringify(quote.body)).toBe(201);
    expect((await admin.patch(`/api/quotes/${quote.body.id}`).send({ totalAmount: "3000.00" })).status).toBe(200);
    expect((await client.post(`/api/quotes/${quote.body.id}/sign`).send(await signBody())).status).toBe(200);

    // The full day holds 60 minutes of 150; the event needs 120.
    const refused = await admin.patch(`/api/quotes/${quote.body.id}`).send({ eventDate: at(full) });
    expect(refused.status, JSON.stringify(refused.body)).toBe(409);
    expect(refused.body.code).toBe("KITCHEN_FULL");
    expect(refused.body.nextDates).toHaveLength(3);
    // Its own day counts it once: moving it within the day it holds is no conflict with itself.
    expect((await admin.patch(`/api/quotes/${quote.body.id}`).send({ eventDate: businessDates(DEFAULT_BUSINESS_TIME_ZONE).businessInstant(addDays(full, 5), "12:00")!.toISOString() })).status).toBe(200);
    expect((await admin.patch(`/api/quotes/${quote.body.id}`).send({ eventDate: at(addDays(full, 6)) })).status).toBe(200);
  });
});

describe("GET /api/availability", () => {
  /** The load a day holds, as the test booked it. */
  const bookedByTest = new Map<string, DayLoad>();

  it("gives each of the next days as the rule sees it, from cached bytes with an ETag", async () => {
    const closedDay = businessDateInDays(10);
    const fullDay = businessDateInDays(12);
    await setKitchen({ prepMinutesPerDay: 60, holidays: [closedDay], closedWeekdays: [new Date(`${businessDateInDays(15)}T12:00:00Z`).getUTCDay()] });
    await paidOrder(fullDay);
    bookedByTest.set(fullDay, { minutes: 60, covers: 0 });

    // The paid order reaches the cache through the change feed (NOTIFY on commit): on this instance within moments.
    await expect.poll(async () => (await request(t.server).get("/api/availability?days=60")).body.days?.find((d: { date: string }) => d.date === fullDay)?.status, { timeout: 10_000 }).toBe("full");
    const res = await request(t.server).get("/api/availability?days=60");
    expect(res.status).toBe(200);
    expect(res.headers.etag).toBeTruthy();
    expect(res.body.days).toHaveLength(60);
    expect(res.body.today).toBe(businessDateInDays(0));
    const settings = t.settings();
    const now = new Date();
    for (const day of res.body.days as { date: string; status: string; reason: string | null }[]) {
      // Other tests of this file booked days of their own: only the days this test knows are compared with the rule.
      const booked = bookedByTest.get(day.date) ?? NO_LOAD;
      if (day.date > businessDateInDays(35)) break;
      expect(day, day.date).toEqual(dayAvailability(settings, day.date, booked, now));
      expect(day.status === "open", day.date).toBe(bookingRefusal(settings, { date: day.date, load: NO_LOAD, booked }, now) === null);
    }
    expect(res.body.days.find((d: { date: string }) => d.date === closedDay)).toMatchObject({ status: "closed", reason: expect.stringMatching(/^We are closed on/) });
    expect(res.body.days[0]).toMatchObject({ status: "closed", reason: "Please choose a date at least 24 hours from now." });

    const again = await request(t.server).get("/api/availability?days=60").set("If-None-Match", res.headers.etag);
    expect(again.status).toBe(304);
  });

  it("follows a settings change at once, and refuses a bad number of days", async () => {
    const day = businessDateInDays(25);
    await setKitchen({ holidays: [day] });
    const res = await request(t.server).get("/api/availability?days=30");
    expect(res.body.days.find((d: { date: string }) => d.date === day).status).toBe("closed");
    await setKitchen({});
    expect((await request(t.server).get("/api/availability?days=30")).body.days.find((d: { date: string }) => d.date === day).status).toBe("open");
    expect((await request(t.server).get("/api/availability?days=500")).status).toBe(400);
  });
});

describe("two checkouts racing for a day's last capacity", () => {
  it(
    `exactly one is charged and paid, the other refused (409) with the next dates, before its card is charged (${RUNS} runs)`,
    async () => {
      await setKitchen({ prepMinutesPerDay: 60 });
      for (let run = 0; run < RUNS; run++) {
        const day = businessDateInDays(60 + run);
        const [a, b] = [await placeOrder(day), await placeOrder(day)];
        const chargesBefore = fake.charges.size;
        // The second starts 0–MAX_GAP_MS later: overlapping the first's check, its charge or its recording as paid.
        const gap = Math.round(Math.random() * MAX_GAP_MS);
        const answers = await Promise.all([charge(a), sleep(gap).then(() => charge(b))]);
        const statuses = answers.map((r) => r.status).sort();
        expect(statuses, `run ${run}, gap ${gap} ms: ${JSON.stringify(answers.map((r) => r.body))}`).toEqual([200, 409]);
        const refused = answers.find((r) => r.status === 409)!;
        expect(refused.body.code).toBe("KITCHEN_FULL");
        expect(refused.body.nextDates).toEqual([addDays(day, 1), addDays(day, 2), addDays(day, 3)]);
        // One card charged; one order paid; nothing left holding the day.
        expect(fake.charges.size - chargesBefore).toBe(1);
        const paid = await t.database.db.select({ id: orders.id }).from(orders).where(and(eq(orders.eventDate, day), eq(orders.status, "paid")));
        expect(paid).toHaveLength(1);
        const succeeded = await t.database.db.select({ id: payments.id }).from(payments).where(and(eq(payments.orderId, paid[0].id), eq(payments.status, "succeeded")));
        expect(succeeded).toHaveLength(1);
      }
      expect(await t.database.db.select().from(kitchenHolds).where(eq(kitchenHolds.day, businessDateInDays(60)))).toHaveLength(0);
    },
    RACE_TIMEOUT_MS,
  );

  it(
    `a checkout's charge and a client's acceptance of a proposal for the same day: exactly one books it, either first (${RUNS} runs)`,
    async () => {
      // Either fits alone (the event 120 minutes, the order 60), not both.
      await setKitchen({ prepMinutesPerDay: 150 });
      const client = await t.signIn(await t.createUser());
      // The client accepts by signing (docs/decisions/014-e-signature.md); drawn once, before the races.
      const signature = await signBody();
      const tally = { chargeWon: 0, acceptanceWon: 0 };
      for (let run = 0; run < RUNS; run++) {
        const day = businessDateInDays(200 + run);
        const start = businessDates(DEFAULT_BUSINESS_TIME_ZONE).businessInstant(day, "18:00")!.toISOString();
        const quote = await client.post("/api/quotes").send(customQuote(start, 50));
        expect(quote.status, JSON.stringify(quote.body)).toBe(201);
        expect((await admin.patch(`/api/quotes/${quote.body.id}`).send({ totalAmount: "500.00" })).status).toBe(200);
        const placed = await placeOrder(day);
        const chargesBefore = fake.charges.size;

        // Positive: the checkout starts first; negative: the acceptance does; near zero, they overlap.
        const gap = Math.round((Math.random() * 2 - 1) * MAX_GAP_MS);
        const later = async <T,>(ms: number, run: () => Promise<T>) => (ms > 0 && (await sleep(ms)), run());
        const [charged, accepted] = await Promise.all([
          later(-gap, () => charge(placed)),
          later(gap, () => client.post(`/api/quotes/${quote.body.id}/sign`).send(signature)),
        ]);
        const context = `run ${run}, gap ${gap} ms: charge ${charged.status} ${JSON.stringify(charged.body)}, acceptance ${accepted.status} ${JSON.stringify(accepted.body)}`;
        expect([charged.status, accepted.status].sort(), context).toEqual([200, 409]);
        expect((charged.status === 409 ? charged : accepted).body.code, context).toBe("KITCHEN_FULL");
        // What was booked is what the answers say, and a refused charge took no money.
        const [order] = await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, placed.id));
        const [{ status: quoteStatus }] = await t.database.db.select({ status: quotes.status }).from(quotes).where(eq(quotes.id, quote.body.id));
        expect(order.status, context).toBe(charged.status === 200 ? "paid" : "pending_payment");
        expect(quoteStatus === "accepted", context).toBe(accepted.status === 200);
        expect(fake.charges.size - chargesBefore, context).toBe(charged.status === 200 ? 1 : 0);
        if (charged.status === 200) tally.chargeWon++;
        else tally.acceptanceWon++;
      }
      expect(tally.chargeWon + tally.acceptanceWon).toBe(RUNS);
    },
    RACE_TIMEOUT_MS,
  );
});
