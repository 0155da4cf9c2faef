import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { auditLog, coupons, idempotencyKeys, menuItems, orders, passwordResetTokens, paymentClaims, quoteReminders, quotes, sessions } from "@shared/schema";
import { businessDates, DEFAULT_BUSINESS_TIME_ZONE } from "@shared/rules/dates";
import { ORDER_CANCELLED_MESSAGE } from "@shared/rules/order-lifecycle";
import { documentNumber } from "@shared/rules/quotes";
import { ORDER_CANCELLED } from "@shared/validators/orders";
import { createTestApp, type TestApp } from "../test/harness";
import { sandboxCardToken } from "../test/sandbox-card";
import { createLogger } from "../logger";
import { MAIL_QUEUE, type Mailer } from "../mail/mailer";
import { cleanUp, dueBalanceReminder, expireUnpaidOrders, SCHEDULED_JOBS, sendBalanceReminders } from "./scheduled-jobs";

// Dates at a business in the default time zone (New York), as the test app's settings have it.
const newYork = businessDates(DEFAULT_BUSINESS_TIME_ZONE);
const { businessDateInDays, businessInstant, businessToday } = newYork;

let t: TestApp;
let dish: number;
const DAY_MS = 24 * 60 * 60 * 1000;
beforeAll(async () => {
  t = await createTestApp();
  [{ id: dish }] = await t.database.db.insert(menuItems).values({ category: "sides", name: "Curry Goat Tray", price: "$120.00" }).returning({ id: menuItems.id });
});
afterAll(() => t.close());

/** What the app's own mailer does: queue the message (in `tx` when given) for the app's mail worker. */
const mailer: Mailer = { send: (message, tx) => t.jobs.send(MAIL_QUEUE, message, tx) };
const deps = () => ({ db: t.database.db, mailer, logger: createLogger("silent"), appUrl: "http://localhost:5000", settings: t.settings });

describe("the schedules", () => {
  it("are registered with the job queue, each with its cron", async () => {
    const schedules = await t.jobs.boss.getSchedules();
    expect(schedules.map((s) => [s.name, s.cron]).sort()).toEqual(Object.values(SCHEDULED_JOBS).map((job) => [job.queue, job.cron]).sort());
  });
});

describe("mail queued in the change's transaction", () => {
  it("is delivered when the transaction commits, and never when it rolls back", async () => {
    const message = (subject: string) => ({ to: "dora@example.com", email: { subject, preview: subject, blocks: [] } });
    await t.database.db
      .transaction(async (tx) => {
        await mailer.send(message("Rolled back"), tx);
        tx.rollback();
      })
      .catch(() => undefined);
    await t.database.db.transaction(async (tx) => mailer.send(message("Committed"), tx));
    const subjects = (await t.outbox()).map((m) => m.subject);
    expect(subjects).toContain("Committed");
    expect(subjects).not.toContain("Rolled back");
  });

  it("queues several messages in one statement, with the mail queue's retry policy, all or none", async () => {
    const message = (subject: string) => ({ to: "dora@example.com", email: { subject, preview: subject, blocks: [] } });
    await t.database.db
      .transaction(async (tx) => {
        await mailer.send([message("Batch rolled back 1"), message("Batch rolled back 2")], tx);
        tx.rollback();
      })
      .catch(() => undefined);
    // Read inside the transaction: once it commits, the worker delivers the jobs and deletes their rows.
    const queued = await t.database.db.transaction(async (tx) => {
      await mailer.send([message("Batch 1"), message("Batch 2")], tx);
      return tx.execute<{ subject: string; retry_limit: number; retry_backoff: boolean }>(
        sql`select data->'email'->>'subject' as subject, retry_limit, retry_backoff from pgboss.job where name = ${MAIL_QUEUE} and data->'email'->>'subject' like 'Batch%' order by 1`,
      );
    });
    expect((queued as unknown as { rows: unknown[] }).rows).toEqual([
      { subject: "Batch 1", retry_limit: 25, retry_backoff: true },
      { subject: "Batch 2", retry_limit: 25, retry_backoff: true },
    ]);
    const subjects = (await t.outbox()).map((m) => m.subject);
    expect(subjects).toEqual(expect.arrayContaining(["Batch 1", "Batch 2"]));
    expect(subjects.filter((s) => s.startsWith("Batch rolled back"))).toEqual([]);
  });
});

describe("balance-due reminders", () => {
  it("picks the reminder whose day (9 AM at the business) has come, the nearest one when both have", () => {
    const due = businessInstant("2026-12-20", "18:00")!;
    expect(dueBalanceReminder(due, businessInstant("2026-12-10", "08:59")!, newYork)).toBeNull();
    expect(dueBalanceReminder(due, businessInstant("2026-12-10", "09:00")!, newYork)).toEqual({ days: 10, kind: "10-days", skipped: [], daysLeft: 10 });
    expect(dueBalanceReminder(due, businessInstant("2026-12-17", "10:00")!, newYork)).toEqual({ days: 3, kind: "3-days", skipped: ["10-days"], daysLeft: 3 });
    expect(dueBalanceReminder(due, businessInstant("2026-12-20", "20:00")!, newYork)).toMatchObject({ kind: "3-days", daysLeft: 0 });
    expect(dueBalanceReminder(due, businessInstant("2026-12-21", "09:00")!, newYork)).toBeNull();
  });

  it("emails the client once per reminder, with the balance, dates and number, however many runs there are at once", async () => {
    const client = await t.createUser();
    // Noon at the business today: reminders fall due at 9 AM business time, so a clock read at, say, 2 AM would
    // put "six days on" before the 3-day reminder's hour.
    const now = businessInstant(businessToday(), "12:00")!;
    // The event in 16 days: the balance falls due in 9 days, so the 10-day reminder has come.
    const [quote] = await t.database.db
      .insert(quotes)
      .values({
        clientId: client.id,
        status: "accepted",
        eventType: "wedding",
        eventDate: new Date(now.getTime() + 16 * DAY_MS),
        guestCount: 80,
        venue: "Hall A",
        menuPackage: "custom",
        totalCents: 480_000,
        depositPaidCents: 240_000,
        depositPaidAt: now,
      })
      .returning();
    // An accepted quote without a deposit, and one paid in full, get none.
    await t.database.db.insert(quotes).values([
      { clientId: client.id, status: "accepted", eventType: "party", eventDate: quote.eventDate, guestCount: 30, venue: "Home", menuPackage: "custom", totalCents: 90_000 },
      { clientId: client.id, status: "accepted", eventType: "party", eventDate: quote.eventDate, guestCount: 30, venue: "Home", menuPackage: "custom", totalCents: 90_000, depositPaidCents: 90_000 },
    ]);

    const runs = await Promise.all(Array.from({ length: 8 }, () => sendBalanceReminders(deps(), now)));
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    const reminders = (await t.outbox()).filter((m) => m.subject.startsWith("Your balance for proposal"));
    expect(reminders).toHaveLength(1);
    expect(reminders[0].to).toEqual([expect.objectContaining({ address: client.email })]);
    expect(reminders[0].subject).toContain(documentNumber(quote.documentNumber));
    expect(reminders[0].text).toContain("$2,400.00");
    expect(reminders[0].text).toContain("http://localhost:5000/proposals");

    // Six days on, 3 days before the balance date: the 3-day reminder, once.
    const later = new Date(now.getTime() + 6 * DAY_MS);
    expect(await sendBalanceReminders(deps(), later)).toBe(1);
    expect(await sendBalanceReminders(deps(), later)).toBe(0);
    const kinds = await t.database.db.select({ kind: quoteReminders.kind }).from(quoteReminders).where(eq(quoteReminders.quoteId, quote.id));
    expect(kinds.map((k) => k.kind).sort()).toEqual(["10-days", "3-days"]);
  });
});

describe("unpaid orders", () => {
  async function cardOrder(couponCode?: string) {
    const res = await request(t.server)
      .post("/api/orders")
      .send({
        customerInfo: { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", phone: "555-0100", eventDate: businessDateInDays(30) },
        fulfilment: "delivery",
        deliveryAddress: "12 Analytical Row, Brooklyn, NY 11201",
        orderItems: [{ menuItemId: dish, quantity: 1 }],
        totalAmount: couponCode ? "110.00" : "120.00",
        ...(couponCode ? { couponCode } : {}),
      });
    expect(res.status).toBe(201);
    return res.body as { id: number; accessToken: string };
  }
  const age = (id: number, hours: number) => t.database.db.execute(sql`update orders set created_at = now() - make_interval(hours => ${hours}) where id = ${id}`);

  it("are cancelled after 24 hours with their coupon use given back, once however many runs there are at once; paying one then is refused", async () => {
    await t.database.db.insert(coupons).values({ code: "TEN-OFF", description: "$10 off", amountOffCents: 1000, maxUses: 1 });
    const stale = await cardOrder("TEN-OFF");
    const fresh = await cardOrder();
    const charging = await cardOrder();
    await Promise.all([age(stale.id, 25), age(fresh.id, 23), age(charging.id, 25)]);
    // A charge in flight holds a live claim on its order: that order waits for the charge's outcome.
    await t.database.db.insert(paymentClaims).values({ subject: `order:${charging.id}`, leaseUntil: new Date(Date.now() + 60_000) });

    const runs = await Promise.all(Array.from({ length: 6 }, () => expireUnpaidOrders(t.database.db)));
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    const statuses = await t.database.db.select({ id: orders.id, status: orders.status }).from(orders);
    const statusOf = (id: number) => statuses.find((o) => o.id === id)?.status;
    expect([statusOf(stale.id), statusOf(fresh.id), statusOf(charging.id)]).toEqual(["cancelled", "pending_payment", "pending_payment"]);
    const [coupon] = await t.database.db.select().from(coupons).where(eq(coupons.code, "TEN-OFF"));
    expect(coupon.usedCount).toBe(0);
    const audit = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, "order"), eq(auditLog.entityId, stale.id)));
    expect(audit).toMatchObject([{ actorId: null, actorName: "System", action: "order.status", after: { status: "cancelled", note: "Not paid within 24 hours" } }]);

    const charged = await request(t.server)
      .post("/api/payments/charge")
      .set("Idempotency-Key", `late-${stale.id}`)
      .send({ orderId: stale.id, orderToken: stale.accessToken, token: await sandboxCardToken(t.server), amount: "110.00" });
    // Not ORDER_ALREADY_PAID, which the checkout page would show as paid.
    expect(charged.status).toBe(409);
    expect(charged.body).toEqual({ message: ORDER_CANCELLED_MESSAGE, code: ORDER_CANCELLED });
  });
});

describe("clean-up", () => {
  it("deletes expired sessions, spent or expired reset links and day-old Idempotency-Key answers, and keeps live ones", async () => {
    const user = await t.createUser();
    const past = new Date(Date.now() - 60_000);
    const future = new Date(Date.now() + 60 * 60_000);
    await t.database.db.insert(sessions).values([
      { sid: "expired-session", sess: {}, expiresAt: past },
      { sid: "live-session", sess: {}, expiresAt: future },
    ]);
    await t.database.db.insert(passwordResetTokens).values([
      { userId: user.id, tokenHash: "expired", expiresAt: past },
      { userId: user.id, tokenHash: "spent", expiresAt: future, usedAt: past },
      { userId: user.id, tokenHash: "live", expiresAt: future },
    ]);
    await t.database.db.insert(idempotencyKeys).values([
      { scope: "test", key: "old", requestHash: "h", responseStatus: 201, createdAt: new Date(Date.now() - 25 * 60 * 60_000), leaseUntil: past },
      { scope: "test", key: "recent", requestHash: "h", responseStatus: 201, leaseUntil: past },
    ]);

    const deleted = await cleanUp(t.database.db);
    expect(deleted).toMatchObject({ sessions: expect.any(Number), resetTokens: 2, idempotencyKeys: 1 });
    expect((await t.database.db.select({ sid: sessions.sid }).from(sessions)).map((s) => s.sid)).not.toContain("expired-session");
    expect((await t.database.db.select({ sid: sessions.sid }).from(sessions)).map((s) => s.sid)).toContain("live-session");
    expect((await t.database.db.select({ hash: passwordResetTokens.tokenHash }).from(passwordResetTokens)).map((r) => r.hash)).toEqual(["live"]);
    expect((await t.database.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(eq(idempotencyKeys.scope, "test"))).map((r) => r.key)).toEqual(["recent"]);
  });
});
