import request from "supertest";
import { businessDates, DEFAULT_BUSINESS_TIME_ZONE, formatCalendarDate } from "@shared/rules/dates";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness";

// Dates at a business in the default time zone (New York), as the test app's settings have it.
const { businessDateInDays } = businessDates(DEFAULT_BUSINESS_TIME_ZONE);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Tomorrow: open whatever the time of day (today's orders close at the 1 PM cut-off).
const valid = {
  customer: { name: "Sam Diner", phone: "215-555-0100", email: "" },
  pickupDate: businessDateInDays(1),
  pickupTime: "18:30",
  specialInstructions: "Extra napkins",
  items: [
    { dishId: 2, quantity: 2 },
    { dishId: 7, quantity: 1 },
  ],
};

describe("POST /api/dinner-orders", () => {
  it("creates a confirmed pickup order priced from the dinner menu, which admins see", async () => {
    const res = await request(t.server).post("/api/dinner-orders").send(valid);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: "confirmed",
      paymentMethod: "at_pickup",
      source: "dinner",
      pickupTime: "18:30",
      totalAmount: "90.00",
      customerInfo: { name: "Sam Diner", phone: "215-555-0100", email: null },
    });
    expect(res.body.items.map((i: { name: string }) => i.name)).toEqual(["Braised Short Ribs", "Stuffed Bell Peppers"]);
    const admin = await t.signIn(await t.createUser({ role: "admin" }));
    const list = await admin.get("/api/orders");
    expect(list.body.items.map((o: { id: number }) => o.id)).toContain(res.body.id);
  });

  it.each([
    ["no name", { ...valid, customer: { ...valid.customer, name: " " } }, "Please enter your name and phone number"],
    ["no phone", { ...valid, customer: { name: "Sam" } }, "Please enter your name and phone number"],
    ["a pickup before 5 PM", { ...valid, pickupTime: "16:59" }, "Pickup time must be between 5:00 PM and 10:00 PM"],
    ["a pickup after 10 PM", { ...valid, pickupTime: "22:01" }, "Pickup time must be between 5:00 PM and 10:00 PM"],
    ["a pickup date in the past", { ...valid, pickupDate: businessDateInDays(-1) }, "The event date cannot be in the past."],
    ["no pickup date", { ...valid, pickupDate: undefined }, "Please choose a pickup date"],
    ["no dishes", { ...valid, items: [] }, "Please add at least one dish to your order"],
    ["an unknown dish", { ...valid, items: [{ dishId: 99, quantity: 1 }] }, "That dish is not on the dinner menu"],
  ])("refuses %s", async (_case, body, message) => {
    const res = await request(t.server).post("/api/dinner-orders").send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("accepts the edges of the pickup window", async () => {
    for (const pickupTime of ["17:00", "22:00"]) {
      expect((await request(t.server).post("/api/dinner-orders").send({ ...valid, pickupTime })).status).toBe(201);
    }
  });

  it("emails the customer (when they gave an email) and the business, with the pickup day and time, dishes and total", async () => {
    const res = await request(t.server)
      .post("/api/dinner-orders")
      .send({ ...valid, customer: { name: "Dora Diner", phone: "215-555-0199", email: "dora@example.com" }, specialInstructions: "No onions" });
    expect(res.status).toBe(201);
    const when = `${formatCalendarDate(valid.pickupDate)} at 6:30 PM`;
    const outbox = await t.outbox();
    const customer = outbox.find((m) => m.to[0].address === "dora@example.com");
    expect(customer?.subject).toBe(`Your dinner pickup order ${res.body.number}`);
    expect(customer?.text).toContain(`confirmed for pickup on ${when}`);
    expect(customer?.text).toContain("2 × Braised Short Ribs  $72.00");
    expect(customer?.text).toContain("Total, paid at pickup  $90.00");
    const business = outbox.find((m) => m.subject === `New dinner pickup order ${res.body.number} for ${when}`);
    expect(business?.text).toContain("Dora Diner · 215-555-0199 · dora@example.com");
    expect(business?.text).toContain("Notes: No onions");
  });
});
