import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const valid = {
  customer: { name: "Sam Diner", phone: "215-555-0100", email: "" },
  pickupTime: "12:30",
  specialInstructions: "Extra napkins",
  items: [
    { dishId: 2, quantity: 2 },
    { dishId: 7, quantity: 1 },
  ],
};

describe("POST /api/dinner-orders", () => {
  it("creates a confirmed pickup order priced from the dinner menu, which admins see", async () => {
    const res = await request(t.app).post("/api/dinner-orders").send(valid);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: "confirmed",
      paymentMethod: "at_pickup",
      source: "dinner",
      pickupTime: "12:30",
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
    ["a pickup before 10:00", { ...valid, pickupTime: "09:59" }, "Pickup time must be between 10:00 and 13:00"],
    ["a pickup after 13:00", { ...valid, pickupTime: "13:01" }, "Pickup time must be between 10:00 and 13:00"],
    ["no dishes", { ...valid, items: [] }, "Please add at least one dish to your order"],
    ["an unknown dish", { ...valid, items: [{ dishId: 99, quantity: 1 }] }, "That dish is not on the dinner menu"],
  ])("refuses %s", async (_case, body, message) => {
    const res = await request(t.app).post("/api/dinner-orders").send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("accepts the edges of the pickup window", async () => {
    for (const pickupTime of ["10:00", "13:00"]) {
      expect((await request(t.app).post("/api/dinner-orders").send({ ...valid, pickupTime })).status).toBe(201);
    }
  });
});
