import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { menuItems, orderItems, orders, quoteLines, quotes } from "@shared/schema";
import type { ProductionSheet } from "@shared/api/contract";
import type { OrderStatus } from "@shared/rules/order-lifecycle";
import type { QuoteStatus } from "@shared/rules/quotes";
import { businessDates, DEFAULT_BUSINESS_TIME_ZONE } from "@shared/rules/dates";
import { createTestApp, type TestApp } from "../test/harness";
import { pdfText } from "../test/pdf-text";

/**
 * The production sheet (docs/product/admin.md, "Production sheet and BEO"): the day's booked orders and accepted
 * events, summed per dish by pan size and per person; its totals are the sum of the day's lines; unpaid and cancelled
 * orders, quotes not accepted and other days stay off it; admins only; the PDF carries the same figures.
 */
let t: TestApp;
let admin: request.Agent;
const DAY = "2027-03-10";
const { businessInstant } = businessDates(DEFAULT_BUSINESS_TIME_ZONE);
const dish = { jollof: 0, plantain: 0, buffet: 0 };
/** Every quantity the sheet must count: order lines of the day's booked orders and the day's events' dishes. */
const counted: number[] = [];

async function addOrder(
  status: OrderStatus,
  eventDate: string,
  fulfilment: "pickup" | "delivery",
  lines: {
    menuItemId: number;
    name: string;
    option: string | null;
    quantity: number;
  }[],
  pickupTime?: string,
) {
  const [order] = await t.database.db
    .insert(orders)
    .values({
      status,
      customerName: `Customer ${status}`,
      customerPhone: "555-0100",
      eventDate,
      fulfilment,
      pickupTime: pickupTime ?? null,
      deliveryAddress: fulfilment === "delivery" ? "12 Analytical Row, Brooklyn, NY 11201" : null,
      subtotalCents: 1000,
      totalCents: 1000,
    })
    .returning({ id: orders.id });
  await t.database.db.insert(orderItems).values(
    lines.map((line) => ({
      ...line,
      orderId: order.id,
      unitPriceCents: 100,
      lineTotalCents: 100 * line.quantity,
    })),
  );
  return lines.map((line) => line.quantity);
}

async function addEvent(
  status: QuoteStatus,
  time: string,
  guests: number,
  menuItemIds: number[],
  lines: {
    kind: string;
    menuItemId: number | null;
    description: string;
    quantity: number;
  }[],
) {
  const [quote] = await t.database.db
    .insert(quotes)
    .values({
      status,
      eventType: "wedding",
      eventDate: businessInstant(DAY, time)!,
      guestCount: guests,
      venue: "The Grand Hall",
      menuPackage: "custom",
      menuItemIds,
      totalCents: 100,
      contactName: `Host ${status}`,
    })
    .returning({ id: quotes.id });
  if (lines.length)
    await t.database.db.insert(quoteLines).values(
      lines.map((line, position) => ({
        ...line,
        quoteId: quote.id,
        unitPriceCents: 100,
        lineTotalCents: 100 * line.quantity,
        position,
      })),
    );
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(await t.createUser({ role: "admin" }));
  const inserted = await t.database.db
    .insert(menuItems)
    .values([
      {
        category: "entrees",
        name: "Jollof Rice",
        price: "Half Pan $60 / Full Pan $90",
        prepTime: "60 minutes",
        allergens: ["milk"],
      },
      {
        category: "sides",
        name: "Plantain Bites",
        price: "Small $50 / Large $75",
        prepTime: "20 minutes",
      },
      {
        category: "entrees",
        name: "Chef Buffet",
        price: "$30 per person",
        prepTime: "1 hour",
        allergens: ["wheat", "eggs"],
      },
    ])
    .returning({ id: menuItems.id });
  [dish.jollof, dish.plantain, dish.buffet] = inserted.map((row) => row.id);

  // Booked orders of the day: a paid pickup at 12:30 and a confirmed delivery (a date, no time).
  counted.push(
    ...(await addOrder(
      "paid",
      DAY,
      "pickup",
      [
        {
          menuItemId: dish.jollof,
          name: "Jollof Rice",
          option: "Half Pan",
          quantity: 3,
        },
        {
          menuItemId: dish.plantain,
          name: "Plantain Bites",
          option: "Small",
          quantity: 2,
        },
      ],
      "12:30",
    )),
  );
  counted.push(
    ...(await addOrder("confirmed", DAY, "delivery", [
      {
        menuItemId: dish.jollof,
        name: "Jollof Rice",
        option: "Full Pan",
        quantity: 2,
      },
      {
        menuItemId: dish.buffet,
        name: "Chef Buffet",
        option: null,
        quantity: 40,
      },
    ])),
  );
  // Not the kitchen's work: unpaid, cancelled, another day.
  await addOrder(
    "pending_payment",
    DAY,
    "pickup",
    [
      {
        menuItemId: dish.jollof,
        name: "Jollof Rice",
        option: "Half Pan",
        quantity: 500,
      },
    ],
    "09:00",
  );
  await addOrder("cancelled", DAY, "delivery", [
    {
      menuItemId: dish.plantain,
      name: "Plantain Bites",
      option: "Large",
      quantity: 700,
    },
  ]);
  await addOrder("paid", "2027-03-11", "delivery", [
    {
      menuItemId: dish.jollof,
      name: "Jollof Rice",
      option: "Full Pan",
      quantity: 900,
    },
  ]);

  // An accepted event at 6 PM priced by lines (the staffing line is not cooked) and one at 11 AM by dishes × guests.
  await addEvent(
    "accepted",
    "18:00",
    120,
    [],
    [
      {
        kind: "menu",
        menuItemId: dish.jollof,
        description: "Jollof Rice (Full Pan)",
        quantity: 4,
      },
      {
        kind: "staffing",
        menuItemId: null,
        description: "Servers, 6 hours",
        quantity: 3,
      },
    ],
  );
  counted.push(4);
  await addEvent("accepted", "11:00", 30, [dish.plantain, dish.buffet], []);
  counted.push(30, 30);
  // A proposal not accepted is no event yet.
  await addEvent(
    "sent",
    "10:00",
    80,
    [],
    [
      {
        kind: "menu",
        menuItemId: dish.jollof,
        description: "Jollof Rice (Half Pan)",
        quantity: 600,
      },
    ],
  );
});
afterAll(() => t.close());

async function sheetOf(date: string): Promise<ProductionSheet> {
  const res = await admin.get("/api/production-sheet").query({ date });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as ProductionSheet;
}

describe("GET /api/production-sheet", () => {
  it("totals the day's order lines and event dishes, and each total is the sum of its lines", async () => {
    const sheet = await sheetOf(DAY);
    const sum = counted.reduce((a, b) => a + b, 0);
    expect(sheet.totals.total).toBe(sum);
    expect(sheet.rows.reduce((a, row) => a + row.counts.total, 0)).toBe(sum);
    expect(sheet.totals).toEqual({
      halfPans: 3,
      fullPans: 6,
      perPerson: 100,
      other: [{ label: "Small", quantity: 2 }],
      total: 111,
    });
    for (const row of sheet.rows) {
      const { halfPans, fullPans, perPerson, other, total } = row.counts;
      expect(halfPans + fullPans + perPerson + other.reduce((a, o) => a + o.quantity, 0), row.name).toBe(total);
    }
  });

  it("counts pans and people per dish, starts prep its prep time before the earliest ready-by, and flags allergens", async () => {
    const byName = Object.fromEntries((await sheetOf(DAY)).rows.map((row) => [row.name, row]));
    expect(byName["Jollof Rice"]).toMatchObject({
      menuItemId: dish.jollof,
      counts: { halfPans: 3, fullPans: 6, perPerson: 0, other: [], total: 9 },
      prepMinutes: 60,
      // The 12:30 pickup comes before the 6 PM event.
      readyBy: { date: DAY, time: "12:30" },
      prepStart: { date: DAY, time: "11:30" },
      allergens: ["milk"],
    });
    expect(byName["Plantain Bites"]).toMatchObject({
      counts: {
        halfPans: 0,
        fullPans: 0,
        perPerson: 30,
        other: [{ label: "Small", quantity: 2 }],
        total: 32,
      },
      readyBy: { time: "11:00" },
      prepStart: { time: "10:40" },
      allergens: [],
    });
    // The delivery has no time: the 11 AM event sets the buffet's.
    expect(byName["Chef Buffet"]).toMatchObject({
      counts: { perPerson: 70, total: 70 },
      prepStart: { date: DAY, time: "10:00" },
      allergens: ["wheat", "eggs"],
    });
  });

  it("lists the orders and events the rows come from, and nothing unbooked", async () => {
    const sheet = await sheetOf(DAY);
    expect(sheet.sources.map((s) => [s.kind, s.customerName, s.fulfilment, s.time])).toEqual([
      ["event", "Host accepted", "event", "11:00"],
      ["order", "Customer paid", "pickup", "12:30"],
      ["event", "Host accepted", "event", "18:00"],
      ["order", "Customer confirmed", "delivery", null],
    ]);
    expect(sheet.sources.find((s) => s.fulfilment === "delivery")?.place).toBe("12 Analytical Row, Brooklyn, NY 11201");
    expect(sheet.sources.find((s) => s.time === "18:00")).toMatchObject({
      place: "The Grand Hall",
      guests: 120,
    });
  });

  it("answers an empty sheet for a day with nothing booked", async () => {
    const sheet = await sheetOf("2027-03-12");
    expect(sheet).toEqual({
      date: "2027-03-12",
      rows: [],
      totals: { halfPans: 0, fullPans: 0, perPerson: 0, other: [], total: 0 },
      sources: [],
    });
  });

  it("is for admins only, and refuses a date it cannot read with a message", async () => {
    expect((await request(t.server).get("/api/production-sheet").query({ date: DAY })).status).toBe(401);
    const client = await t.signIn(await t.createUser());
    expect((await client.get("/api/production-sheet").query({ date: DAY })).status).toBe(403);
    expect((await client.get("/api/production-sheet").query({ date: DAY, format: "pdf" })).status).toBe(403);
    for (const date of ["2027-13-01", "tomorrow", ""]) {
      const res = await admin.get("/api/production-sheet").query({ date });
      expect(res.status, date).toBe(400);
      expect(res.body.message, date).toEqual(expect.any(String));
    }
    const bad = await admin.get("/api/production-sheet").query({ date: DAY, format: "xls" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual(expect.any(String));
  });

  it("downloads the same sheet as a PDF: every dish with its counts and totals", async () => {
    const res = await admin
      .get("/api/production-sheet")
      .query({ date: DAY, format: "pdf" })
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => done(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/pdf/);
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="production-sheet-${DAY}.pdf"`);
    const text = (await pdfText(res.body as Buffer)).replace(/\s+/g, " ");
    expect(text).toContain("Production sheet: March 10, 2027");
    // Dish, half pans, full pans, per person, other, total, prep, start.
    expect(text).toMatch(/Jollof Rice 3 6 0 9 60 min 11:30 AM Milk/);
    expect(text).toMatch(/Plantain Bites 0 0 30 2 Small 32 20 min 10:40 AM None listed/);
    expect(text).toMatch(/Chef Buffet 0 0 70 70 60 min 10:00 AM Wheat, Eggs/);
    expect(text).toMatch(/Totals 3 6 100 2 Small 111/);
    expect(text).toContain("Customer confirmed · Delivery · 12 Analytical Row, Brooklyn, NY 11201");
    expect(t.contractViolations).toEqual([]);
  });
});
