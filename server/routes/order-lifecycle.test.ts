import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { menuItems, orders, payments } from "@shared/schema";
import { businessDates, DEFAULT_BUSINESS_TIME_ZONE } from "@shared/rules/dates";
import { documentNumber } from "@shared/rules/quotes";
import { LIST_COUNT_CAP } from "@shared/validators/pagination";
import { ORDER_STATUSES, nextOrderStatuses, type OrderStatus } from "@shared/rules/order-lifecycle";
import { createTestApp, type TestApp } from "../test/harness";
import { seedDemo } from "../db/seed";
import { createLogger } from "../logger";
import { sandboxCardToken } from "../test/sandbox-card";

// Dates at a business in the default time zone (New York), as the test app's settings have it.
const { businessDateInDays } = businessDates(DEFAULT_BUSINESS_TIME_ZONE);

let t: TestApp;
let admin: request.Agent;
let cornbread: number;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, createLogger("silent"));
  [{ id: cornbread }] = await t.database.db.select({ id: menuItems.id }).from(menuItems).where(eq(menuItems.name, "Honey Cornbread"));
  admin = await t.signIn(await t.createUser({ role: "admin" }));
});
afterAll(() => t.close());

/** A visitor's checkout order of 10 × Honey Cornbread ($159.90), paid by card unless told otherwise. */
async function cardOrder({ pay = true, email = "ada@example.com" } = {}) {
  const created = await request(t.server)
    .post("/api/orders")
    .send({
      customerInfo: { firstName: "Ada", lastName: "Lovelace", email, phone: "555-0100", eventDate: businessDateInDays(30), eventLocation: "12 Analytical Row, Brooklyn, NY 11201" },
      fulfilment: "delivery",
      deliveryAddress: "12 Analytical Row, Brooklyn, NY 11201",
      orderItems: [{ menuItemId: cornbread, option: null, quantity: 10 }],
      totalAmount: "159.90",
    });
  expect(created.status).toBe(201);
  if (pay) {
    const charged = await request(t.server)
      .post("/api/payments/charge")
      .set("Idempotency-Key", `pay-${created.body.id}`)
      .send({ orderId: created.body.id, orderToken: created.body.accessToken, token: await sandboxCardToken(t.server), amount: "159.90" });
    expect(charged.status).toBe(200);
  }
  return created.body.id as number;
}

async function dinnerOrder() {
  const created = await request(t.server)
    .post("/api/dinner-orders")
    .send({ customer: { name: "Sam Diner", phone: "215-555-0100", email: "sam@example.com" }, pickupDate: businessDateInDays(1), pickupTime: "18:30", items: [{ dishId: 2, quantity: 1 }] });
  expect(created.status).toBe(201);
  return created.body.id as number;
}

/** The order's display number (CC-2024-NNN from the shared document sequence). */
async function numberOf(id: number): Promise<string> {
  const [row] = await t.database.db.select({ documentNumber: orders.documentNumber }).from(orders).where(eq(orders.id, id));
  return documentNumber(row.documentNumber);
}

/** Puts an order straight into a status (the test's starting point), as if it had got there step by step. */
async function force(id: number, status: OrderStatus) {
  await t.database.db.update(orders).set({ status }).where(eq(orders.id, id));
}

describe("PATCH /api/orders/:id/status", () => {
  // Every pair of statuses, for a delivered (checkout) order and a pickup (dinner) order: exactly the shared rule's
  // moves are allowed, every other is refused with 409 and changes nothing. Cancelling a paid order refunds it.
  // A refused move leaves the order as it was (checked each time), so one order per starting status meets all the
  // refused moves in turn; each allowed move gets an order of its own.
  for (const kind of ["delivery", "pickup"] as const) {
    it(`allows exactly the lifecycle's moves for a ${kind} order, and refuses every other with 409`, async () => {
      const orderIn = async (from: OrderStatus) => {
        const id = kind === "pickup" ? await dinnerOrder() : await cardOrder({ pay: from !== "pending_payment" });
        await force(id, from);
        const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
        expect(row.fulfilment).toBe(kind);
        return id;
      };
      const results: string[] = [];
      for (const from of ORDER_STATUSES) {
        const refusing = await orderIn(from);
        for (const to of ORDER_STATUSES) {
          const allowed = nextOrderStatuses(from, kind).includes(to);
          const id = allowed ? await orderIn(from) : refusing;
          const res = await admin.patch(`/api/orders/${id}/status`).send({ status: to });
          const [after] = await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
          if (allowed) {
            if (res.status !== 200 || res.body.status !== to || after.status !== to) results.push(`${from} → ${to}: ${res.status} ${res.body.message ?? ""}`);
          } else if (res.status !== 409 || !res.body.message || after.status !== from) {
            results.push(`${from} → ${to} should be refused: ${res.status}`);
          }
        }
      }
      expect(results).toEqual([]);
    }, 120_000);
  }

  it("walks a paid order to completed, audits each step with its note, emails the client, and the timeline shows it", async () => {
    const id = await cardOrder({ email: "walk@example.com" });
    for (const status of ["confirmed", "in_preparation", "out_for_delivery", "completed"] as const) {
      const res = await admin.patch(`/api/orders/${id}/status`).send({ status, note: `step ${status}` });
      expect(res.status).toBe(200);
    }
    const timeline = await admin.get(`/api/orders/${id}/timeline`);
    expect(timeline.body.map((e: { from: string; to: string; note: string }) => [e.from, e.to, e.note])).toEqual([
      ["paid", "confirmed", "step confirmed"],
      ["confirmed", "in_preparation", "step in_preparation"],
      ["in_preparation", "out_for_delivery", "step out_for_delivery"],
      ["out_for_delivery", "completed", "step completed"],
    ]);
    const mail = (await t.outbox()).filter((m) => m.to[0]?.address === "walk@example.com").map((m) => m.subject);
    expect(mail).toContain(`Your order ${await numberOf(id)}: Confirmed`);
    const noted = await admin.post(`/api/orders/${id}/notes`).send({ note: "Left at the front desk" });
    expect(noted.status).toBe(201);
    expect(noted.body.at(-1)).toMatchObject({ kind: "note", note: "Left at the front desk" });
  });

  it("cancelling a paid order refunds what is left and emails the client", async () => {
    const id = await cardOrder({ email: "cancel@example.com" });
    await admin.post(`/api/orders/${id}/refunds`).set("Idempotency-Key", `part-${id}`).send({ amount: "59.90", reason: "One tray short" });
    const res = await admin.patch(`/api/orders/${id}/status`).send({ status: "cancelled", note: "Event called off" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "cancelled", paidAmount: "159.90", refundedAmount: "159.90" });
    const refunds = await t.database.db.select().from(payments).where(eq(payments.orderId, id));
    expect(refunds.filter((p) => p.kind === "refund").map((p) => p.amountCents).sort()).toEqual([10000, 5990]);
    expect((await t.outbox()).some((m) => m.to[0]?.address === "cancel@example.com" && /Cancelled/.test(m.subject) && /refunded \$159\.90/.test(m.text))).toBe(true);
  });

  it("is for admins only: a client gets 403, a visitor 401; an unknown order 404", async () => {
    const id = await cardOrder();
    const client = await t.signIn(await t.createUser());
    expect((await client.patch(`/api/orders/${id}/status`).send({ status: "confirmed" })).status).toBe(403);
    expect((await request(t.server).patch(`/api/orders/${id}/status`).send({ status: "confirmed" })).status).toBe(401);
    expect((await admin.patch(`/api/orders/999999/status`).send({ status: "confirmed" })).status).toBe(404);
    expect((await admin.patch(`/api/orders/${id}/status`).send({ status: "shipped" })).status).toBe(400);
  });
});

describe("POST /api/orders/:id/refunds", () => {
  it("refunds in parts, never more than was paid, and both sides see the amounts", async () => {
    const id = await cardOrder();
    const half = await admin.post(`/api/orders/${id}/refunds`).set("Idempotency-Key", `half-${id}`).send({ amount: "79.95", reason: "Half the order" });
    expect(half.status).toBe(201);
    expect(half.body).toMatchObject({ amount: "79.95", refundedAmount: "79.95", paidAmount: "159.90" });
    // The same key answers the same, and refunds nothing more.
    const replay = await admin.post(`/api/orders/${id}/refunds`).set("Idempotency-Key", `half-${id}`).send({ amount: "79.95", reason: "Half the order" });
    expect(replay.body).toEqual(half.body);
    const tooMuch = await admin.post(`/api/orders/${id}/refunds`).set("Idempotency-Key", `more-${id}`).send({ amount: "80.00", reason: "Too much" });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.message).toBe("At most $79.95 of this order can still be refunded.");
    const view = await admin.get(`/api/orders/${id}`);
    expect(view.body).toMatchObject({ paidAmount: "159.90", refundedAmount: "79.95" });
  });

  it("refuses an unpaid order, a zero amount and a missing reason", async () => {
    const unpaid = await cardOrder({ pay: false });
    expect((await admin.post(`/api/orders/${unpaid}/refunds`).set("Idempotency-Key", "u1").send({ amount: "1.00", reason: "x" })).status).toBe(409);
    const paid = await cardOrder();
    expect((await admin.post(`/api/orders/${paid}/refunds`).set("Idempotency-Key", "z1").send({ amount: "0.00", reason: "x" })).status).toBe(400);
    expect((await admin.post(`/api/orders/${paid}/refunds`).set("Idempotency-Key", "r1").send({ amount: "1.00", reason: " " })).status).toBe(400);
  });

  it("20 concurrent refund requests with different keys never refund more than was paid", async () => {
    const id = await cardOrder();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        admin.post(`/api/orders/${id}/refunds`).set("Idempotency-Key", `race-${id}-${n}`).send({ amount: "50.00", reason: `race ${n}` }),
      ),
    );
    const succeeded = answers.filter((a) => a.status === 201);
    expect(answers.every((a) => a.status === 201 || a.status === 409)).toBe(true);
    expect(succeeded.length).toBeGreaterThanOrEqual(1);
    expect(succeeded.length).toBeLessThanOrEqual(3);
    const refunds = (await t.database.db.select().from(payments).where(eq(payments.orderId, id))).filter((p) => p.kind === "refund");
    const refundedCents = refunds.reduce((sum, p) => sum + p.amountCents, 0);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    expect(refundedCents).toBe(order.refundedCents);
    expect(refundedCents).toBe(succeeded.length * 5000);
    expect(refundedCents).toBeLessThanOrEqual(order.totalCents);
  });
});

describe("GET /api/orders filters and GET /api/orders/export.csv", () => {
  it("filters by status, type, days placed and a search by number, name or email, and exports the same list as CSV", async () => {
    const paid = await cardOrder({ email: "filter-me@example.com" });
    const pickup = await dinnerOrder();
    await t.database.db.update(orders).set({ customerName: "=HYPERLINK(\"http://evil\")" }).where(eq(orders.id, paid));
    const ids = async (query: string) => ((await admin.get(`/api/orders?pageSize=100&${query}`)).body.items as { id: number }[]).map((o) => o.id);

    expect(await ids("status=paid")).toContain(paid);
    expect(await ids("status=paid")).not.toContain(pickup);
    expect(await ids("source=dinner")).toContain(pickup);
    expect(await ids("source=dinner")).not.toContain(paid);
    expect(await ids(`q=${await numberOf(paid)}`)).toEqual([paid]);
    expect(await ids("q=FILTER-ME@example")).toEqual([paid]);
    expect(await ids("q=100%25_")).toEqual([]);
    const today = businessDateInDays(0);
    expect(await ids(`from=${today}&to=${today}`)).toEqual(expect.arrayContaining([paid, pickup]));
    expect(await ids(`from=${businessDateInDays(1)}`)).toEqual([]);
    expect((await admin.get("/api/orders?from=yesterday")).status).toBe(400);

    const csv = await admin.get(`/api/orders/export.csv?q=filter-me`);
    expect(csv.status).toBe(200);
    expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
    const lines = csv.text.trim().split("\n");
    expect(lines[0]).toBe("Number,Placed,Status,Type,Customer,Email,Phone,Event date,Pickup time,Total,Paid,Refunded,Paid on,Revenue");
    expect(lines).toHaveLength(2);
    // A name that a spreadsheet would run as a formula is made inert.
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(lines[1]).toContain("paid,checkout");
    expect(lines[1]).toMatch(new RegExp(`,159\\.90,159\\.90,0\\.00,${today},159\\.90$`));

    const client = await t.signIn(await t.createUser());
    expect((await client.get("/api/orders/export.csv")).status).toBe(403);
    // A client's filters only ever narrow their own orders.
    expect(((await client.get(`/api/orders?q=${await numberOf(paid)}`)).body.items as unknown[]).length).toBe(0);
  });
});

describe("GET /api/orders at depth", () => {
  it("pages on from each page's cursor (same rows as by number, none twice), and counts no further than the cap", async () => {
    // Eleven more orders than the cap, placed in the same microsecond in pairs (the cursor's id breaks the tie).
    await t.database.db.execute(sql`
      insert into orders (customer_name, customer_phone, subtotal_cents, total_cents, created_at)
      select 'Bulk ' || i, '555-0100', 100, 100, timestamptz '2026-01-01T00:00:00Z' + make_interval(secs => i / 2)
      from generate_series(1, ${LIST_COUNT_CAP + 11}) as i`);
    const first = (await admin.get("/api/orders?pageSize=7")).body;
    expect(first).toMatchObject({ total: LIST_COUNT_CAP, totalIsCapped: true, nextCursor: expect.stringMatching(/^\d{4}-.*Z_\d+$/) });

    let cursor: string | null = first.nextCursor;
    const byCursor: number[] = first.items.map((o: { id: number }) => o.id);
    for (let page = 2; page <= 4; page++) {
      const res = await admin.get(`/api/orders?pageSize=7&page=${page}&cursor=${encodeURIComponent(cursor!)}`);
      expect(res.status).toBe(200);
      byCursor.push(...res.body.items.map((o: { id: number }) => o.id));
      cursor = res.body.nextCursor;
    }
    const byNumber = (await admin.get("/api/orders?pageSize=28")).body.items.map((o: { id: number }) => o.id);
    expect(byCursor).toEqual(byNumber);
    expect(new Set(byCursor).size).toBe(28);

    // The last page says so; a forged cursor is refused.
    const last = (await admin.get(`/api/orders?q=Bulk%20${LIST_COUNT_CAP + 11}`)).body;
    expect(last).toMatchObject({ total: 1, totalIsCapped: false, nextCursor: null });
    for (const bad of ["x", "2026-13-01T00:00:00.000000Z_1", "2026-01-01T00:00:00.000000Z_99999999999", "2026-01-01T00:00:00Z_1"]) {
      const res = await admin.get(`/api/orders?cursor=${encodeURIComponent(bad)}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.message).toMatch(/cursor/i);
    }
    await t.database.db.execute(sql`delete from orders where customer_name like 'Bulk %'`);
  });
});

describe("GET /api/orders/packing-list", () => {
  it("lists the day's orders by pickup time, deliveries last, with each dish's total quantity; cancelled and unpaid orders are left out", async () => {
    const date = businessDateInDays(45);
    const delivery = async (quantity: number) => {
      const created = await request(t.server)
        .post("/api/orders")
        .send({
          customerInfo: { firstName: "Dee", lastName: "Livery", email: "dee@example.com", phone: "555-0100", eventDate: date, eventLocation: "1 Pack Street, Brooklyn, NY 11201" },
          fulfilment: "delivery",
          deliveryAddress: "1 Pack Street, Brooklyn, NY 11201",
          orderItems: [{ menuItemId: cornbread, option: null, quantity }],
          totalAmount: (quantity * 15.99).toFixed(2),
        });
      return created.body.id as number;
    };
    const paidDelivery = await delivery(3);
    await force(paidDelivery, "confirmed");
    const secondDelivery = await delivery(2);
    await force(secondDelivery, "in_preparation");
    await delivery(7); // never paid: not packed
    const cancelled = await delivery(9);
    await force(cancelled, "cancelled");
    // A checkout order picked up that day is packed for its pickup time, before the deliveries.
    const pickedUp = await request(t.server)
      .post("/api/orders")
      .send({
        customerInfo: { firstName: "Pia", lastName: "Pickup", email: "pia@example.com", phone: "555-0101", eventDate: date },
        fulfilment: "pickup",
        pickupTime: "11:15",
        orderItems: [{ menuItemId: cornbread, option: null, quantity: 4 }],
        totalAmount: "63.96",
      });
    expect(pickedUp.status).toBe(201);
    await force(pickedUp.body.id, "confirmed");

    const list = await admin.get(`/api/orders/packing-list?date=${date}`);
    expect(list.status).toBe(200);
    expect(list.body).toEqual({
      date,
      slots: [
        {
          kind: "pickup",
          time: "11:15",
          orders: [{ number: await numberOf(pickedUp.body.id), customerName: "Pia Pickup", deliveryAddress: null }],
          items: [{ name: "Honey Cornbread", option: null, quantity: 4 }],
        },
        {
          kind: "delivery",
          time: null,
          orders: [
            { number: await numberOf(paidDelivery), customerName: "Dee Livery", deliveryAddress: "1 Pack Street, Brooklyn, NY 11201" },
            { number: await numberOf(secondDelivery), customerName: "Dee Livery", deliveryAddress: "1 Pack Street, Brooklyn, NY 11201" },
          ],
          items: [{ name: "Honey Cornbread", option: null, quantity: 5 }],
        },
      ],
    });

    // Dinner pickups for tomorrow, grouped by their pickup time, earliest first.
    const tomorrow = (await admin.get(`/api/orders/packing-list?date=${businessDateInDays(1)}`)).body;
    const times = tomorrow.slots.map((s: { time: string | null }) => s.time);
    expect(times).toContain("18:30");
    expect([...times].filter((x: string | null) => x !== null)).toEqual([...times].filter((x: string | null) => x !== null).sort());
    expect((await admin.get("/api/orders/packing-list?date=tomorrow")).status).toBe(400);
    const client = await t.signIn(await t.createUser());
    expect((await client.get(`/api/orders/packing-list?date=${date}`)).status).toBe(403);
  });
});
