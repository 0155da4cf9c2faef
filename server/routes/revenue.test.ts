import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, payments } from "@shared/schema";
import { businessDates, DEFAULT_BUSINESS_TIME_ZONE } from "@shared/rules/dates";
import { decimalToCents } from "@shared/rules/money";
import { revenueOf } from "@shared/rules/revenue";
import { createTestApp, type TestApp } from "../test/harness";
import { seedDemo } from "../db/seed";
import { createLogger } from "../logger";

// The test app's business is in the default time zone (New York).
const dates = businessDates(DEFAULT_BUSINESS_TIME_ZONE);
const DAY_MS = 86_400_000;

let t: TestApp;
let admin: request.Agent;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, createLogger("silent"));
  admin = await t.signIn(await t.createUser({ role: "admin" }));
});
afterAll(() => t.close());

/** The CSV's rows as objects by header (quoted fields may hold commas and doubled quotes; no field holds a line break). */
function parseCsv(text: string): Record<string, string>[] {
  const parseLine = (line: string): string[] => {
    const fields: string[] = [];
    let field = "";
    let quoted = false;
    for (let i = 0; i < line.length; i++) {
      const c = line[i];
      if (quoted && c === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') {
        quoted = !quoted;
      } else if (c === "," && !quoted) {
        fields.push(field);
        field = "";
      } else {
        field += c;
      }
    }
    fields.push(field);
    return fields;
  };
  const [header, ...rows] = text.trim().split(/\r?\n/).map(parseLine);
  return rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i] ?? ""])));
}

/** This week's revenue as the three places that show it say it: the dashboard, /admin and the orders CSV. */
async function revenueEverywhere() {
  const dashboard = (await admin.get("/api/dashboard/week")).body as { weekStart: string; orders: number; revenue: string };
  const overview = (await admin.get("/api/admin/overview?period=week")).body as { since: string; paidOrders: number; revenue: string };
  expect(overview.since).toBe(dashboard.weekStart);
  // The CSV's Revenue column summed over the rows paid on this week's days at the business.
  const weekStart = new Date(dashboard.weekStart);
  const weekDays = new Set(Array.from({ length: 7 }, (_, i) => dates.businessDateParts(new Date(weekStart.getTime() + i * DAY_MS + 12 * 3_600_000)).date));
  const csv = await admin.get("/api/orders/export.csv");
  expect(csv.status).toBe(200);
  const rows = parseCsv(csv.text);
  const inWeek = rows.filter((row) => weekDays.has(row["Paid on"]));
  const csvCents = inWeek.reduce((sum, row) => sum + decimalToCents(row.Revenue)!, 0);
  // And the shared definition applied to the rows themselves.
  const reference = revenueOf(await t.database.db.select().from(orders), weekStart, new Date(weekStart.getTime() + 7 * DAY_MS));
  return { dashboard, overview, csvCents, csvOrders: inWeek.length, reference };
}

function expectAllEqual(figures: Awaited<ReturnType<typeof revenueEverywhere>>) {
  const { dashboard, overview, csvCents, csvOrders, reference } = figures;
  expect(decimalToCents(dashboard.revenue)).toBe(reference.cents);
  expect(decimalToCents(overview.revenue)).toBe(reference.cents);
  expect(csvCents).toBe(reference.cents);
  expect(dashboard.orders).toBe(reference.orders);
  expect(overview.paidOrders).toBe(reference.orders);
  expect(csvOrders).toBe(reference.orders);
}

describe("revenue: one definition on the dashboard, /admin and the CSV", () => {
  it("is the same figure on both screens and in the CSV over the seeded data", async () => {
    expectAllEqual(await revenueEverywhere());
  });

  it("leaves out an unpaid pickup order and takes off a partial refund, on every screen alike", async () => {
    const before = await revenueEverywhere();

    // A dinner pickup order: confirmed, but paid in person at pickup, so nothing has been paid yet.
    const pickup = await request(t.server)
      .post("/api/dinner-orders")
      .send({ customer: { name: "Pat Pickup", phone: "215-555-0100" }, pickupDate: dates.businessDateInDays(1), pickupTime: "18:30", items: [{ dishId: 2, quantity: 2 }] });
    expect(pickup.status).toBe(201);
    expect(pickup.body.status).toBe("confirmed");
    const afterPickup = await revenueEverywhere();
    expectAllEqual(afterPickup);
    expect(afterPickup.dashboard.revenue).toBe(before.dashboard.revenue);

    // A card order paid now ($250.00, with its charge as the payment service records it), then $40.00 refunded.
    const [paid] = await t.database.db
      .insert(orders)
      .values({ status: "paid", customerName: "Ruth Refund", customerEmail: "ruth@example.com", customerPhone: "555-0101", subtotalCents: 25_000, totalCents: 25_000, paidAt: new Date() })
      .returning();
    await t.database.db.insert(payments).values({ orderId: paid.id, kind: "charge", provider: "sandbox", chargeId: `sbx_ch_revenue_${paid.id}`, amountCents: 25_000, status: "succeeded", demo: true });
    const afterPaid = await revenueEverywhere();
    expectAllEqual(afterPaid);
    expect(decimalToCents(afterPaid.dashboard.revenue)! - decimalToCents(before.dashboard.revenue)!).toBe(25_000);

    const refund = await admin.post(`/api/orders/${paid.id}/refunds`).set("Idempotency-Key", `revenue-refund-${paid.id}`).send({ amount: "40.00", reason: "One tray arrived late" });
    expect(refund.status).toBe(201);
    const afterRefund = await revenueEverywhere();
    expectAllEqual(afterRefund);
    expect(decimalToCents(afterRefund.dashboard.revenue)! - decimalToCents(before.dashboard.revenue)!).toBe(21_000);
    expect(afterRefund.dashboard.orders).toBe(before.dashboard.orders + 1);
  });

  it("is never answered to a client, whose dashboard shows only their own counts", async () => {
    const client = await t.signIn({ id: 0, username: "client", email: "", password: "ClientDemo1", role: "client" });
    const mine = await client.get("/api/dashboard/week");
    expect(mine.status).toBe(200);
    expect(mine.body).not.toHaveProperty("revenue");
    expect(Object.keys(mine.body).sort()).toEqual(["eventsThisWeek", "messages", "newQuotes", "orders", "weekEnd", "weekStart"]);
    expect((await client.get("/api/admin/overview?period=week")).status).toBe(403);
    expect((await client.get("/api/orders/export.csv")).status).toBe(403);
  });
});
