import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness";
import { businessDates, EVENT_DATE_MESSAGES } from "@shared/rules/dates";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("POST /api/contact", () => {
  it("stores the enquiry, notifies the business, and admins can list it newest first", async () => {
    const first = await request(t.server).post("/api/contact").send({ name: "Ada", email: "ada@example.com", message: "Lunch for 40?" });
    expect(first.status).toBe(201);
    const second = await request(t.server).post("/api/contact").send({
      name: "Grace",
      email: "grace@example.com",
      phone: "555-0100",
      eventType: "wedding",
      eventDate: "2027-06-12",
      guestCount: "120",
      message: "",
    });
    expect(second.status).toBe(201);

    const admin = await t.signIn(await t.createUser({ role: "admin" }));
    const list = await admin.get("/api/contact?pageSize=1");
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(2);
    expect(list.body.items).toHaveLength(1);
    expect(list.body.items[0]).toMatchObject({ name: "Grace", eventType: "wedding", eventDate: "2027-06-12", guestCount: 120, message: null });
    const mails = await t.outbox();
    expect(mails.map((m) => m.subject)).toEqual(["New enquiry from Ada", "New enquiry from Grace"]);
  });

  it("refuses an event date already past at the business (400 with the form's message), stores and emails nothing", async () => {
    const { businessDateInDays } = businessDates(t.settings().timeZone);
    const admin = await t.signIn(await t.createUser({ role: "admin" }));
    const enquiries = async () => (await admin.get("/api/contact?pageSize=100")).body.total as number;
    const before = await enquiries();
    const mailsBefore = (await t.outbox()).length;
    for (const eventDate of ["2020-01-01", businessDateInDays(-1)]) {
      const past = await request(t.server).post("/api/contact").send({ name: "Old Date", email: "old@example.com", eventDate });
      expect(past.status, eventDate).toBe(400);
      expect(past.body.message).toBe(EVENT_DATE_MESSAGES.past);
      expect(past.body.errors).toEqual({ eventDate: EVENT_DATE_MESSAGES.past });
    }
    // The form posted without the app meets the same rule (the service's own check): back to the form, nothing sent.
    const posted = await request(t.server).post("/api/forms/contact").type("form").send({ name: "Old Date", email: "old@example.com", eventDate: "2020-01-01" });
    expect(posted.status).toBe(303);
    expect(posted.headers.location).not.toMatch(/notice=sent/);
    expect(await enquiries()).toBe(before);
    expect((await t.outbox()).length).toBe(mailsBefore);

    const today = await request(t.server).post("/api/contact").send({ name: "Today", email: "today@example.com", eventDate: businessDateInDays(0) });
    expect(today.status).toBe(201);
    expect(await enquiries()).toBe(before + 1);
  });

  it("requires a name and a valid email, with the form's messages", async () => {
    const noName = await request(t.server).post("/api/contact").send({ email: "x@example.com" });
    expect(noName.status).toBe(400);
    expect(noName.body.message).toBe("Please enter your name");
    const badEmail = await request(t.server).post("/api/contact").send({ name: "X", email: "nope" });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.message).toBe("Please enter a valid email address");
  });

  it("refuses an unknown event type and a non-numeric guest count", async () => {
    const res = await request(t.server).post("/api/contact").send({ name: "X", email: "x@example.com", eventType: "rave" });
    expect(res.status).toBe(400);
    const guests = await request(t.server).post("/api/contact").send({ name: "X", email: "x@example.com", guestCount: "lots" });
    expect(guests.status).toBe(400);
  });

  it("lets only admins list enquiries", async () => {
    expect((await request(t.server).get("/api/contact")).status).toBe(401);
    const client = await t.signIn(await t.createUser());
    expect((await client.get("/api/contact")).status).toBe(403);
  });
});

describe("answering enquiries", () => {
  it("an admin replies by email from the page: the enquiry is answered, audited, and replies reach each side", async () => {
    const created = await request(t.server).post("/api/contact").send({ name: "Hedy", email: "hedy@example.com", message: "Brunch for 30 on a Sunday?" });
    const admin = await t.signIn(await t.createUser({ role: "admin" }));
    expect((await admin.get("/api/contact?status=new")).body.items.map((e: { id: number }) => e.id)).toContain(created.body.id);
    const announced = (await t.outbox()).find((m) => m.subject === "New enquiry from Hedy") as unknown as { replyTo: { address: string }[] };
    expect(announced.replyTo[0].address).toBe("hedy@example.com");

    const replied = await admin.post(`/api/contact/${created.body.id}/replies`).send({ message: "Yes: our brunch package fits 30 guests." });
    expect(replied.status).toBe(201);
    expect(replied.body).toMatchObject({ status: "answered", repliedAt: expect.any(String) });
    const answer = (await t.outbox()).find((m) => m.to[0].address === "hedy@example.com")!;
    expect(answer.subject).toBe("Re: your enquiry");
    expect(answer.text).toContain("Yes: our brunch package fits 30 guests.");
    expect(answer.text).toContain("Brunch for 30 on a Sunday?");
    expect((await admin.get("/api/contact?status=new")).body.items.map((e: { id: number }) => e.id)).not.toContain(created.body.id);

    expect((await admin.patch(`/api/contact/${created.body.id}`).send({ status: "closed" })).body.status).toBe("closed");
    const audit = (await admin.get(`/api/audit-log?entityType=enquiry&entityId=${created.body.id}`)).body.items.map((e: { action: string }) => e.action);
    expect(audit).toEqual(["enquiry.status", "enquiry.reply"]);
    expect((await admin.post("/api/contact/999999/replies").send({ message: "Hello" })).status).toBe(404);
    expect((await admin.post(`/api/contact/${created.body.id}/replies`).send({ message: "" })).status).toBe(400);
  });
});
