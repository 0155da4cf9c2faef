import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { orders, quotes, subscriptionPlans, trainingPrograms, users } from "@shared/schema";
import { businessDates, DEFAULT_BUSINESS_TIME_ZONE, formatCalendarDate } from "@shared/rules/dates";
import { balanceDueDate, documentNumber } from "@shared/rules/quotes";
import { startDateChoices } from "@shared/rules/subscriptions";
import { loadConfig } from "../env";
import { mailDomain, messageIdFor, messageIdKey } from "../mail/mailer";
import { sandboxCardToken } from "../test/sandbox-card";
import { createTestApp, type OutboxMessage, type TestApp, type TestUser } from "../test/harness";
import { signBody } from "../test/signatures";

/**
 * The emails a change of state sends, through the services that make the change: an order completed, a training
 * enrollment and a subscription confirmed each queue exactly one email (named by what it is about, so a job that runs
 * again sends nothing more), a client's acceptance tells the business who and how much, a deposit's receipt gives
 * the balance's due date, and a date-only event is never written "at 12:00 AM".
 */
const { businessDateInDays, businessInstant, formatBusinessDate } = businessDates(DEFAULT_BUSINESS_TIME_ZONE);
const config = loadConfig({ NODE_ENV: "test" });
const ids = { key: messageIdKey(config.sessionSecret), domain: mailDomain(config.mailFrom) };

let t: TestApp;
let admin: request.Agent;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(await t.createUser({ role: "admin" }));
});
afterAll(() => t.close());

/** A client account with the name they gave in their profile. */
async function namedClient(fullName: string): Promise<TestUser> {
  const user = await t.createUser();
  await t.database.db.update(users).set({ fullName }).where(eq(users.id, user.id));
  return user;
}

const mailTo = async (address: string) => (await t.outbox()).filter((m) => m.to[0]?.address === address);
const messageIdOf = (message: OutboxMessage) => (message as OutboxMessage & { messageId: string }).messageId;

describe("an order completed", () => {
  it("queues exactly one email to the customer, thanking them, with the total and the points it earned", async () => {
    const client = await namedClient("Jordan Lee");
    const [order] = await t.database.db
      .insert(orders)
      .values({
        userId: client.id,
        status: "ready",
        paymentMethod: "at_pickup",
        source: "dinner",
        customerName: "Jordan Lee",
        customerEmail: client.email,
        customerPhone: "215-555-0100",
        eventDate: businessDateInDays(1),
        pickupTime: "18:30",
        subtotalCents: 7_200,
        totalCents: 7_200,
      })
      .returning();
    const before = (await mailTo(client.email)).length;
    expect((await admin.patch(`/api/orders/${order.id}/status`).send({ status: "completed" })).status).toBe(200);
    const sent = (await mailTo(client.email)).slice(before);
    expect(sent).toHaveLength(1);
    const number = documentNumber(order.documentNumber);
    expect(sent[0].subject).toBe(`Your order ${number} is complete: thank you!`);
    expect(sent[0].text.startsWith("Hi Jordan,\n")).toBe(true);
    expect(sent[0].text).toContain(`Date: ${formatCalendarDate(businessDateInDays(1))}`);
    expect(sent[0].text).toContain("Total: $72.00, paid at pickup");
    expect(sent[0].text).toMatch(/Loyalty points: \d+ earned with this order/);
    expect(sent[0].text).toContain("Warm regards,\nThe Creative Cuisines team");
    // Named by the order and the status it reached: a job that runs again finds it sent.
    expect(messageIdOf(sent[0])).toBe(messageIdFor({ to: client.email, about: `order-${order.id}/status-completed` }, ids));
    // A completed order cannot be completed again: nothing more is sent.
    expect((await admin.patch(`/api/orders/${order.id}/status`).send({ status: "completed" })).status).toBe(409);
    expect((await mailTo(client.email)).slice(before)).toHaveLength(1);
  });
});

describe("a training enrollment confirmed", () => {
  it("queues exactly one email to the client naming the program, once however often it is confirmed", async () => {
    const client = await namedClient("Jordan Lee");
    const agent = await t.signIn(client);
    const [program] = await t.database.db.select().from(trainingPrograms).where(eq(trainingPrograms.slug, "professional-chef-training"));
    const asked = await agent.post(`/api/training/programs/${program.id}/enrollments`).send({ notes: "Weekends please" });
    expect(asked.status).toBe(201);
    expect(await mailTo(client.email)).toEqual([]);
    expect((await admin.patch(`/api/training/enrollments/${asked.body.id}`).send({ status: "confirmed" })).status).toBe(200);
    // Confirmed again: still confirmed, and not news.
    expect((await admin.patch(`/api/training/enrollments/${asked.body.id}`).send({ status: "confirmed" })).status).toBe(200);
    const sent = await mailTo(client.email);
    expect(sent).toHaveLength(1);
    expect(sent[0].subject).toBe("Your place in Professional Chef Training is confirmed");
    expect(sent[0].text.startsWith("Hi Jordan,\n")).toBe(true);
    for (const line of ["Program: Professional Chef Training", "Duration: 4 weeks, 8 sessions", "Your notes: Weekends please", "http://localhost:5000/training"]) expect(sent[0].text).toContain(line);
    expect(messageIdOf(sent[0])).toBe(messageIdFor({ to: client.email, about: `enrollment-${asked.body.id}/confirmed` }, ids));
  });

  it("a declined request sends no confirmation", async () => {
    const client = await namedClient("Riley Stone");
    const [program] = await t.database.db.select().from(trainingPrograms).where(eq(trainingPrograms.slug, "catering-etiquette"));
    const asked = await (await t.signIn(client)).post(`/api/training/programs/${program.id}/enrollments`).send({});
    expect((await admin.patch(`/api/training/enrollments/${asked.body.id}`).send({ status: "declined" })).status).toBe(200);
    expect(await mailTo(client.email)).toEqual([]);
  });
});

describe("a subscription confirmed", () => {
  it("queues exactly one email to the client with the plan, its deliveries and price; pausing and resuming sends no more", async () => {
    const [plan] = await t.database.db
      .insert(subscriptionPlans)
      .values({ name: "Friday Team Breakfast for 12", description: "Breakfast", items: "Ackee and Saltfish\nFried Dumplings", dayOfWeek: 5, guestCount: 12, pricePerDeliveryCents: 24_000 })
      .returning();
    const client = await namedClient("Jordan Lee");
    const [friday] = startDateChoices(businessDateInDays(1), 5);
    const asked = await (await t.signIn(client)).post("/api/subscription-requests").send({ planId: plan.id, startDate: friday, address: "250 Greenwich Street, New York" });
    expect(asked.status).toBe(201);
    const confirmed = await admin.patch(`/api/subscription-requests/${asked.body.id}`).send({ status: "confirmed" });
    expect(confirmed.status).toBe(200);
    expect((await admin.patch(`/api/subscription-requests/${asked.body.id}`).send({ status: "paused" })).status).toBe(200);
    expect((await admin.patch(`/api/subscription-requests/${asked.body.id}`).send({ status: "confirmed" })).status).toBe(200);
    const sent = await mailTo(client.email);
    expect(sent).toHaveLength(1);
    expect(sent[0].subject).toBe("Your subscription is confirmed: Friday Team Breakfast for 12");
    expect(sent[0].text.startsWith("Hi Jordan,\n")).toBe(true);
    const deliveries = (confirmed.body.upcomingDeliveries as string[]).map(formatCalendarDate);
    expect(deliveries).toHaveLength(4);
    for (const line of [
      "delivered every Friday to 250 Greenwich Street, New York",
      "Menu: Ackee and Saltfish, Fried Dumplings",
      "Guests: 12",
      `Next deliveries: ${deliveries.join("; ")}`,
      "Price: $240.00 per delivery, invoiced",
    ]) {
      expect(sent[0].text).toContain(line);
    }
    expect(messageIdOf(sent[0])).toBe(messageIdFor({ to: client.email, about: `subscription-${asked.body.id}/confirmed` }, ids));
  });
});

describe("a proposal's emails", () => {
  it("a client's acceptance tells the business who accepted which event and for how much; the deposit's receipt gives the balance and its due date", async () => {
    const client = await namedClient("Jordan Lee");
    const agent = await t.signIn(client);
    const eventDate = businessInstant(businessDateInDays(40), "18:00")!;
    const [quote] = await t.database.db
      .insert(quotes)
      .values({ clientId: client.id, status: "sent", eventType: "wedding", eventDate, guestCount: 80, venue: "Rose Hall, 40 Garden Lane, Philadelphia", menuPackage: "custom", totalCents: 400_000 })
      .returning();
    const number = documentNumber(quote.documentNumber);
    expect((await agent.post(`/api/quotes/${quote.id}/sign`).send(await signBody())).status).toBe(200);
    const notice = (await t.outbox()).find((m) => m.subject === `Jordan Lee accepted proposal ${number}: $4,000.00`);
    expect(notice, "the business's notice").toBeDefined();
    for (const line of [`Client: Jordan Lee · ${client.email}`, `Event: Wedding for 80 guests on ${formatBusinessDate(eventDate)} at 6:00 PM`, "Total: $4,000.00", "Deposit (50%): $2,000.00"]) {
      expect(notice!.text).toContain(line);
    }

    const paid = await agent.post(`/api/quotes/${quote.id}/deposit`).set("Idempotency-Key", `deposit-${quote.id}`).send({ token: await sandboxCardToken(t.server), amount: "2000.00" });
    expect(paid.status).toBe(200);
    const receipt = (await mailTo(client.email)).find((m) => m.subject === `Deposit received for your proposal ${number}`);
    expect(receipt, "the deposit's receipt").toBeDefined();
    expect(receipt!.text.startsWith("Hi Jordan,\n")).toBe(true);
    // The due date is the shared rule's, the one the proposal's page shows.
    const due = formatBusinessDate(balanceDueDate(eventDate));
    expect(formatBusinessDate(new Date((await agent.get(`/api/quotes/${quote.id}`)).body.balanceDueDate))).toBe(due);
    expect(receipt!.text).toContain(`The balance of $2,000.00 is due on ${due}, 7 days before your event.`);
    expect(receipt!.text).toContain(`Balance due on: ${due}`);
  });

  it("a custom quote asked for a date without a time is written as that date, never at 12:00 AM", async () => {
    const day = businessDateInDays(20);
    const contactEmail = "jordan.dateonly@example.com";
    const created = await request(t.server)
      .post("/api/quotes")
      .send({ eventType: "corporate", eventDate: businessInstant(day)!.toISOString(), guestCount: 60, menuPackage: "custom", contactName: "Jordan Lee", contactEmail, contactPhone: "555-0101" });
    expect(created.status).toBe(201);
    const about = (await t.outbox()).filter((m) => m.subject.includes(created.body.number));
    expect(about.length).toBeGreaterThanOrEqual(2);
    for (const mail of about) expect(`${mail.subject}\n${mail.text}`).not.toContain("12:00 AM");
    const received = about.find((m) => m.to[0]?.address === contactEmail)!;
    expect(received.text.startsWith("Hi Jordan,\n")).toBe(true);
    expect(received.text).toContain(`When: ${formatCalendarDate(day)}\n`);
  });
});
