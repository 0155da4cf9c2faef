import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_FEATURES } from "@shared/settings/features";
import { DINNER_MENU } from "@shared/menu/dinner-menu";
import { businessDates, DEFAULT_BUSINESS_TIME_ZONE } from "@shared/rules/dates";
import { menuItems } from "@shared/schema";
import { createTestApp, type TestApp } from "../test/harness";

let t: TestApp;
let admin: request.Agent;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(await t.createUser({ role: "admin" }));
});
afterAll(async () => {
  await t.close();
});

const { businessDateInDays } = businessDates(DEFAULT_BUSINESS_TIME_ZONE);
// The booking rules the server holds now.
const bookingRules = () => t.settings().booking;

const hoursAhead = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const customQuote = (guestCount: number, eventDate: string) => ({ eventType: "corporate", eventDate, guestCount, menuPackage: "custom" });

describe("Feature Manager settings", () => {
  it("Book Now's minimum guests and lead time are read by the quote rules at once, and audited", async () => {
    const client = await t.signIn(await t.createUser());
    expect((await client.post("/api/quotes").send(customQuote(40, hoursAhead(72)))).body.message).toBe("Custom quotes require at least 50 guests.");

    const saved = await admin.put("/api/settings/features").send({ ...DEFAULT_FEATURES, booking: { wizardEnabled: false, minLeadHours: 48, minGuests: 30 } });
    expect(saved.status).toBe(200);
    expect(bookingRules()).toEqual({ wizardEnabled: false, minLeadHours: 48, minGuests: 30 });
    expect((await request(t.server).get("/api/settings/features")).body.booking).toEqual({ wizardEnabled: false, minLeadHours: 48, minGuests: 30 });

    expect((await client.post("/api/quotes").send(customQuote(40, hoursAhead(72)))).status).toBe(201);
    const tooSoon = await client.post("/api/quotes").send(customQuote(40, hoursAhead(30)));
    expect(tooSoon.status).toBe(400);
    expect(tooSoon.body.message).toBe("Please choose a date and time at least 48 hours from now.");
    const tooFew = await client.post("/api/quotes").send(customQuote(20, hoursAhead(72)));
    expect(tooFew.body.message).toBe("Custom quotes require at least 30 guests.");

    const audit = await admin.get("/api/audit-log").query({ entityType: "settings" });
    expect(audit.body.items.some((e: { action: string }) => e.action === "settings.features")).toBe(true);
    expect((await admin.put("/api/settings/features").send({ ...DEFAULT_FEATURES, booking: { wizardEnabled: true, minLeadHours: -1, minGuests: 0 } })).status).toBe(400);
    await admin.put("/api/settings/features").send(DEFAULT_FEATURES);
    expect(bookingRules()).toEqual(DEFAULT_FEATURES.booking);
  });

  it("a service switched off takes no new requests from customers (admins keep access)", async () => {
    const dinner = { items: [{ dishId: DINNER_MENU[0].id, quantity: 1 }], pickupDate: businessDateInDays(1), pickupTime: "18:00", customer: { name: "Dee Diner", email: "dee@example.com", phone: "555-0110" } };
    await admin.put("/api/settings/features").send({ ...DEFAULT_FEATURES, services: { dinnerPickup: false, subscriptions: false, trainingPublic: false } });
    const closed = await request(t.server).post("/api/dinner-orders").send(dinner);
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe("Dinner pickup is not available right now. Please call us to order.");
    const client = await t.signIn(await t.createUser());
    expect((await client.post("/api/subscription-requests").send({ planId: 1, startDate: "2030-01-01", address: "1 Main St, New York" })).status).toBe(409);
    expect((await client.post("/api/training/programs/1/enrollments").send({})).status).toBe(409);
    expect((await admin.post("/api/dinner-orders").send(dinner)).status).toBe(201);

    await admin.put("/api/settings/features").send(DEFAULT_FEATURES);
    expect((await request(t.server).post("/api/dinner-orders").send(dinner)).status).toBe(201);
  });

  it("tax and delivery, when the business charges them, are priced by the server into the order and its total", async () => {
    const [{ id: tray }] = await t.database.db.insert(menuItems).values({ category: "sides", name: "Curry Goat Tray", price: "$120.00" }).returning({ id: menuItems.id });
    const order = (quantity: number, totalAmount: string) => ({
      customerInfo: { firstName: "Tia", lastName: "Taxpayer", email: "tia@example.com", phone: "555-0120", eventDate: businessDateInDays(20) },
      fulfilment: "delivery",
      deliveryAddress: "12 Analytical Row, Brooklyn, NY 11201",
      orderItems: [{ menuItemId: tray, quantity }],
      totalAmount,
    });
    await admin.put("/api/settings/features").send({ ...DEFAULT_FEATURES, charges: { taxRateThousandths: 8875, deliveryFeeCents: 2500, freeDeliveryOverCents: 50_000 } });

    // $120 + $25 delivery, then 8.875% on $145 = $12.87 (12.86875 rounded): $157.87.
    const stale = await request(t.server).post("/api/orders").send(order(1, "120.00"));
    expect(stale.status).toBe(409);
    expect(stale.body.totalAmount).toBe("157.87");
    const placed = await request(t.server).post("/api/orders").send(order(1, "157.87"));
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ subtotalAmount: "120.00", deliveryFeeAmount: "25.00", taxAmount: "12.87", totalAmount: "157.87" });
    // $600 is over the free-delivery threshold: 8.875% of $600 = $53.25.
    const large = await request(t.server).post("/api/orders").send(order(5, "653.25"));
    expect(large.body).toMatchObject({ deliveryFeeAmount: "0.00", taxAmount: "53.25", totalAmount: "653.25" });

    expect((await admin.put("/api/settings/features").send({ ...DEFAULT_FEATURES, charges: { taxRateThousandths: 30_000, deliveryFeeCents: 0, freeDeliveryOverCents: null } })).status).toBe(400);
    await admin.put("/api/settings/features").send(DEFAULT_FEATURES);
    expect((await request(t.server).post("/api/orders").send(order(1, "120.00"))).status).toBe(201);
  });
});
