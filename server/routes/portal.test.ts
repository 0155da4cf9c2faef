import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { orders, subscriptionPlans, subscriptions, trainingPrograms } from "@shared/schema";
import { startDateChoices } from "@shared/rules/subscriptions";
import { businessDates, DEFAULT_BUSINESS_TIME_ZONE } from "@shared/rules/dates";
import { createTestApp, type TestApp } from "../test/harness";

// Dates at a business in the default time zone (New York), as the test app's settings have it.
const { businessDateInDays } = businessDates(DEFAULT_BUSINESS_TIME_ZONE);

let t: TestApp;
let admin: request.Agent;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(await t.createUser({ role: "admin" }));
});
afterAll(() => t.close());

describe("profile", () => {
  it("saves any subset of the fields, for the signed-in user only", async () => {
    const user = await t.createUser();
    const agent = await t.signIn(user);
    const saved = await agent.patch("/api/profile").send({ fullName: "Casey Client", phone: "(555) 010-2030" });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ id: user.id, email: user.email, fullName: "Casey Client", phone: "(555) 010-2030", eventAddress: "" });
    await agent.patch("/api/profile").send({ eventAddress: "250 Greenwich Street, New York" });
    expect((await agent.get("/api/profile")).body).toMatchObject({ fullName: "Casey Client", eventAddress: "250 Greenwich Street, New York" });
    // Another client sees their own, empty profile.
    expect((await (await t.signIn(await t.createUser())).get("/api/profile")).body).toMatchObject({ fullName: "", phone: "" });
    expect((await agent.patch("/api/profile").send({ phone: "call me" })).status).toBe(400);
    expect((await agent.patch("/api/profile").send({ role: "admin" })).status).toBe(400);
    expect((await agent.patch("/api/profile").send({})).status).toBe(400);
  });

  it("changes the email only when the link sent to the new address is opened", async () => {
    const user = await t.createUser();
    const agent = await t.signIn(user);
    const newEmail = `moved-${user.id}@example.com`;
    const asked = await agent.patch("/api/profile").send({ email: newEmail });
    expect(asked.body).toMatchObject({ email: user.email, pendingEmail: newEmail });
    const mail = (await t.outbox()).find((m) => m.to[0].address === newEmail)!;
    const token = /confirm-email\?token=([\w-]+)/.exec(mail.text)![1];
    expect((await request(t.server).post("/api/profile/email-confirmations").send({ token: "wrong" })).status).toBe(400);
    const confirmed = await request(t.server).post("/api/profile/email-confirmations").send({ token });
    expect(confirmed.status).toBe(200);
    expect((await agent.get("/api/profile")).body).toMatchObject({ email: newEmail, pendingEmail: null });
    // A link works once.
    expect((await request(t.server).post("/api/profile/email-confirmations").send({ token })).status).toBe(400);
    // Someone else's address is refused at once.
    const other = await t.createUser();
    expect((await agent.patch("/api/profile").send({ email: other.email })).status).toBe(409);
  });

  it("keeps notification preferences, marketing off until chosen", async () => {
    const agent = await t.signIn(await t.createUser());
    expect((await agent.get("/api/profile")).body.notificationPrefs).toEqual({ quoteUpdates: true, orderUpdates: true, messages: true, marketing: false });
    const saved = await agent.patch("/api/profile").send({ notificationPrefs: { orderUpdates: false, marketing: true } });
    expect(saved.body.notificationPrefs).toEqual({ quoteUpdates: true, orderUpdates: false, messages: true, marketing: true });
  });
});

describe("notification preferences", () => {
  it("the mailer honours them: no order progress or message emails once turned off; a cancellation still goes", async () => {
    const user = await t.createUser();
    const agent = await t.signIn(user);
    await agent.patch("/api/profile").send({ notificationPrefs: { orderUpdates: false, messages: false } });
    const [order] = await t.database.db
      .insert(orders)
      .values({ userId: user.id, status: "paid", customerName: "Casey", customerEmail: user.email, customerPhone: "555-0100", subtotalCents: 1000, totalCents: 1000, paymentMethod: "at_pickup" })
      .returning();
    expect((await admin.patch(`/api/orders/${order.id}/status`).send({ status: "confirmed" })).status).toBe(200);
    const quote = await agent.post("/api/quotes").send({
      menuPackage: "custom",
      eventType: "wedding",
      eventDate: `${businessDateInDays(40)}T18:00:00.000Z`,
      guestCount: 60,
    });
    expect((await admin.post("/api/messages").send({ quoteId: quote.body.id, content: "Menu attached" })).status).toBe(201);
    expect((await admin.patch(`/api/orders/${order.id}/status`).send({ status: "cancelled" })).status).toBe(200);
    const subjects = (await t.outbox()).filter((m) => m.to[0].address === user.email).map((m) => m.subject);
    expect(subjects.some((s) => s.includes("Confirmed"))).toBe(false);
    expect(subjects.some((s) => s.startsWith("New message"))).toBe(false);
    expect(subjects.some((s) => s.includes("Cancelled"))).toBe(true);
  });
});

describe("QR codes", () => {
  it("a custom code's short link counts scans, redirects while active and says so when switched off", async () => {
    const created = await admin.post("/api/qr-codes").send({ name: "Table card", type: "custom", url: "https://example.com/menu", description: "On every table" });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ slug: expect.any(String), scanCount: 0, active: true, data: expect.stringMatching(/\/q\/[\w-]+$/) });
    const { id, slug } = created.body;
    const scanned = await request(t.server).get(`/q/${slug}`);
    expect(scanned.status).toBe(302);
    expect(scanned.headers.location).toBe("https://example.com/menu");
    await admin.patch(`/api/qr-codes/${id}`).send({ active: false });
    const off = await request(t.server).get(`/q/${slug}`);
    expect(off.status).toBe(410);
    expect(off.text).toContain("This code is no longer active");
    const listed = (await admin.get("/api/qr-codes")).body.items.find((c: { id: number }) => c.id === id);
    expect(listed).toMatchObject({ scanCount: 2, lastScannedAt: expect.any(String), active: false });
  });

  it("redirects only to web pages, and needs a name and data", async () => {
    expect((await admin.post("/api/qr-codes").send({ name: "Evil", type: "custom", url: "javascript:alert(1)" })).status).toBe(400);
    const missing = await admin.post("/api/qr-codes").send({ name: "", type: "discount", data: "" });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("Please provide both name and data for the QR code.");
    expect((await (await t.signIn(await t.createUser())).get("/api/qr-codes")).status).toBe(403);
  });
});

describe("food truck", () => {
  it("admins move the truck; everyone sees where it is", async () => {
    const before = (await request(t.server).get("/api/truck/location")).body;
    expect(before).toMatchObject({ status: "serving", waitEstimate: "5–10 minutes", schedule: expect.any(Array) });
    const moved = await admin.put("/api/truck/location").send({ ...before, waitEstimate: undefined, updatedAt: undefined, address: "Union Square, New York, NY 10003", latitude: 40.7359, longitude: -73.9911 });
    expect(moved.status).toBe(200);
    const seen = (await request(t.server).get("/api/truck/location")).body;
    expect(seen).toMatchObject({ address: "Union Square, New York, NY 10003", latitude: 40.7359, updatedAt: expect.any(String) });
    expect((await admin.put("/api/truck/location").send({ ...seen, waitEstimate: undefined, updatedAt: undefined, latitude: null })).status).toBe(400);
  });
});

describe("training", () => {
  it("lists the spec's four programs with seats; admins toggle one admin-only", async () => {
    const client = await t.signIn(await t.createUser());
    const programs = (await client.get("/api/training/programs")).body;
    expect(programs.map((p: { priceLabel: string; maxStudents: number }) => [p.priceLabel, p.maxStudents])).toEqual([
      ["$299", 15],
      ["$599", 12],
      ["$1,299", 8],
      ["$150/hour", 4],
    ]);
    const privateLessons = programs[3];
    await admin.patch(`/api/training/programs/${privateLessons.id}`).send({ isPublic: false });
    expect((await client.get("/api/training/programs")).body).toHaveLength(3);
    expect((await client.post(`/api/training/programs/${privateLessons.id}/enrollments`).send({})).status).toBe(404);
    expect((await admin.get("/api/training/programs")).body).toHaveLength(4);
    await admin.patch(`/api/training/programs/${privateLessons.id}`).send({ isPublic: true });
  });

  it("a full program refuses the next enrollment, also under 10 concurrent requests", async () => {
    const [program] = await t.database.db.select().from(trainingPrograms).where(eq(trainingPrograms.slug, "private-cooking-lessons"));
    const agents = await Promise.all(Array.from({ length: 10 }, async () => t.signIn(await t.createUser())));
    const answers = await Promise.all(agents.map((agent) => agent.post(`/api/training/programs/${program.id}/enrollments`).send({ notes: "Weekends please" })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(program.maxStudents);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.message)).toEqual(Array(10 - program.maxStudents).fill("This program is full. Please choose another date or program."));
    // The admin sees the requests and declines one: that seat opens again.
    const listed = (await admin.get("/api/training/enrollments?pageSize=100")).body.items.filter((e: { programId: number }) => e.programId === program.id);
    expect(listed).toHaveLength(program.maxStudents);
    expect((await admin.patch(`/api/training/enrollments/${listed[0].id}`).send({ status: "declined" })).status).toBe(200);
    const seats = (await admin.get("/api/training/programs")).body.find((p: { id: number }) => p.id === program.id);
    expect(seats.seatsLeft).toBe(1);
    const late = answers.findIndex((a) => a.status === 409);
    expect((await agents[late].post(`/api/training/programs/${program.id}/enrollments`).send({})).status).toBe(201);
  });
});

describe("subscriptions", () => {
  it("a client requests a plan; the admin confirms it and its deliveries appear as orders; pausing takes them off", async () => {
    const [plan] = await t.database.db
      .insert(subscriptionPlans)
      .values({ name: "Office Lunch for 20", description: "Weekly lunch", items: "Jerk Chicken\nRice and Peas", dayOfWeek: 3, guestCount: 20, pricePerDeliveryCents: 45_000 })
      .returning();
    expect((await request(t.server).get("/api/subscriptions")).body).toEqual(expect.arrayContaining([expect.objectContaining({ id: plan.id, pricePerDelivery: "450.00", items: ["Jerk Chicken", "Rice and Peas"] })]));
    const client = await t.signIn(await t.createUser());
    const other = await t.signIn(await t.createUser());
    // A Wednesday plan starts on a Wednesday: the next one from tomorrow; a Friday (or any other day) is refused.
    const [wednesday] = startDateChoices(businessDateInDays(1), 3);
    const [friday] = startDateChoices(businessDateInDays(1), 5);
    const onFriday = await client.post("/api/subscription-requests").send({ planId: plan.id, startDate: friday, address: "250 Greenwich Street, New York" });
    expect(onFriday.status).toBe(400);
    expect(onFriday.body.message).toBe("This plan delivers on Wednesdays: please choose a Wednesday as the start date.");
    expect(onFriday.body.errors).toEqual({ startDate: onFriday.body.message });
    expect(await t.database.db.select().from(subscriptions).where(eq(subscriptions.planId, plan.id))).toEqual([]);
    const asked = await client.post("/api/subscription-requests").send({ planId: plan.id, startDate: wednesday, address: "250 Greenwich Street, New York" });
    expect(asked.status).toBe(201);
    expect(asked.body.startDate).toBe(wednesday);
    expect(asked.body).toMatchObject({ status: "pending", upcomingDeliveries: [] });
    expect((await other.get("/api/subscription-requests")).body.items).toEqual([]);
    expect((await client.post("/api/subscription-requests").send({ planId: plan.id, startDate: businessDateInDays(-1), address: "250 Greenwich Street" })).status).toBe(400);

    const confirmed = await admin.patch(`/api/subscription-requests/${asked.body.id}`).send({ status: "confirmed" });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.upcomingDeliveries).toHaveLength(4);
    const deliveries = await t.database.db.select().from(orders).where(eq(orders.subscriptionId, asked.body.id));
    expect(deliveries.map((o) => [o.status, o.totalCents, new Date(`${o.eventDate}T12:00:00Z`).getUTCDay()])).toEqual(Array(4).fill(["confirmed", 45_000, 3]));
    // Confirming again (after a pause) never doubles a day.
    expect((await admin.patch(`/api/subscription-requests/${asked.body.id}`).send({ status: "paused" })).body.upcomingDeliveries).toEqual([]);
    expect((await admin.patch(`/api/subscription-requests/${asked.body.id}`).send({ status: "confirmed" })).body.upcomingDeliveries).toHaveLength(4);
    const again = await t.database.db.select().from(orders).where(eq(orders.subscriptionId, asked.body.id));
    expect(again).toHaveLength(4);
    expect((await admin.patch(`/api/subscription-requests/${asked.body.id}`).send({ status: "cancelled" })).status).toBe(200);
    expect((await admin.patch(`/api/subscription-requests/${asked.body.id}`).send({ status: "confirmed" })).status).toBe(409);
  });
});
