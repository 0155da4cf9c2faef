import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql, type SQL } from "drizzle-orm";
import { coupons, loyaltyEntries, menuItems, orders, payments, subscriptionPlans, subscriptions, users } from "@shared/schema";
import { pointsEarned } from "@shared/rules/loyalty";
import { documentNumber } from "@shared/rules/quotes";
import { ALLERGENS } from "@shared/menu/allergens";
import { createTestApp, type TestApp } from "../test/harness";
import { createLogger } from "../logger";
import { DEMO_CLIENT_POINTS, openingPoints, seedDemo } from "./seed";

/**
 * The demo data obeys every rule the app enforces: each check is a query for the rows that break one rule, and over
 * the seeded database each finds none. Each check is also shown to find a row that breaks its rule (written in a
 * transaction that is rolled back), so an empty answer means the data is right, not that the query is blind.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, createLogger("silent"));
});
afterAll(() => t.close());

type Row = Record<string, unknown>;
type Tx = Parameters<Parameters<TestApp["database"]["db"]["transaction"]>[0]>[0];
type Executor = Pick<TestApp["database"]["db"], "execute">;

async function rowsOf(executor: Executor, query: SQL): Promise<Row[]> {
  const result = (await executor.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

async function columnExists(table: string, column: string): Promise<boolean> {
  const found = await rowsOf(t.database.db, sql`select 1 from information_schema.columns where table_schema = current_schema() and table_name = ${table} and column_name = ${column}`);
  return found.length > 0;
}

/** Every rule as a query for the rows that break it. */
const CHECKS: Record<string, SQL> = {
  // A paid order was paid by a charge the payments service recorded: succeeded, of the order's total.
  "every paid order has its succeeded charge of the amount paid": sql`
    select o.id from orders o
    where o.paid_at is not null
      and not exists (select 1 from payments p where p.order_id = o.id and p.kind = 'charge' and p.status = 'succeeded' and p.amount_cents = o.total_cents)`,
  // And a card order whose status says paid has a payment time.
  "every card order in a paid status has been paid": sql`
    select o.id from orders o
    where o.payment_method = 'card' and o.paid_at is null and o.status in ('paid', 'confirmed', 'in_preparation', 'ready', 'out_for_delivery', 'completed')`,
  "every succeeded charge pays an order that is paid": sql`
    select p.id from payments p join orders o on o.id = p.order_id
    where p.kind = 'charge' and p.status = 'succeeded' and o.paid_at is null`,
  "refunds never pass what was paid, and match the refund payments": sql`
    select o.id from orders o
    where o.refunded_cents < 0
       or o.refunded_cents > case when o.paid_at is null then 0 else o.total_cents end
       or o.refunded_cents <> coalesce((select sum(p.amount_cents) from payments p where p.order_id = o.id and p.kind = 'refund' and p.status = 'succeeded'), 0)`,
  "every paid deposit has its succeeded deposit payment": sql`
    select q.id from quotes q
    where q.deposit_paid_at is not null
      and not exists (select 1 from payments p where p.quote_id = q.id and p.kind = 'deposit' and p.status = 'succeeded' and p.amount_cents = q.deposit_paid_cents)`,
  // Points: each client's paid order earned once; no balance below zero.
  "every paid order of a client has earned its points once": sql`
    select o.id from orders o
    where o.user_id is not null and o.paid_at is not null and o.total_cents >= 100
      and (select count(*) from loyalty_entries l where l.order_id = o.id and l.kind = 'earn') <> 1`,
  "no points balance is below zero": sql`
    select user_id from loyalty_entries group by user_id having sum(points) < 0`,
  // Numbers: from the one sequence shared by quotes and orders, each naming one document.
  "document numbers come from the sequence and name one document each": sql`
    select n from (select document_number as n from orders union all select document_number from quotes) d
    group by n having count(*) > 1 or n < 1 or n > (select last_value from document_number_seq)`,
  "no category has two dishes of the same name": sql`
    select category, lower(btrim(name)) as name from menu_items group by 1, 2 having count(*) > 1`,
  // Allergens: only the nine major ones (shared/menu/allergens.ts), each once.
  "every dish's allergens are major allergens, each named once": sql`
    select id, name from menu_items
    where not (allergens <@ ${sql.raw(`array[${ALLERGENS.map((a) => `'${a}'`).join(", ")}]::text[]`)})
       or cardinality(allergens) <> (select count(distinct a) from unnest(allergens) as a)`,
  "no active coupon has expired": sql`
    select id, code from coupons where active and expires_at is not null and expires_at <= now()`,
  "every subscription starts on its plan's delivery day": sql`
    select s.id from subscriptions s join subscription_plans p on p.id = s.plan_id
    where extract(dow from s.start_date) <> p.day_of_week`,
};

describe("the demo seed obeys the app's rules", () => {
  for (const [rule, query] of Object.entries(CHECKS)) {
    it(rule, async () => {
      expect(await rowsOf(t.database.db, query)).toEqual([]);
    });
  }

  it("delivery orders have their address (when orders record pickup or delivery)", async () => {
    if (!(await columnExists("orders", "delivery_address")) || !(await columnExists("orders", "fulfilment"))) return;
    const missing = await rowsOf(t.database.db, sql`select id from orders where fulfilment::text = 'delivery' and coalesce(btrim(delivery_address), '') = ''`);
    expect(missing).toEqual([]);
  });

  it("gives the demo client the documented 2,450 points, each order's share earned as the payments service awards it", async () => {
    const [client] = await t.database.db.select().from(users).where(eq(users.username, "client"));
    const entries = await t.database.db.select().from(loyaltyEntries).where(eq(loyaltyEntries.userId, client.id)).orderBy(loyaltyEntries.createdAt, loyaltyEntries.id);
    expect(entries.reduce((sum, e) => sum + e.points, 0)).toBe(DEMO_CLIENT_POINTS);
    // Replayed in order: every earn entry is what its order earned at the balance held when it was paid.
    const paid = await t.database.db.select().from(orders).where(eq(orders.userId, client.id));
    let balance = 0;
    for (const entry of entries) {
      if (entry.kind === "earn") {
        const order = paid.find((o) => o.id === entry.orderId)!;
        expect(entry.points, entry.description).toBe(pointsEarned(order.totalCents, balance));
        expect(entry.description).toBe(`Order ${documentNumber(order.documentNumber)}`);
      }
      balance += entry.points;
    }
    expect(entries.filter((e) => e.kind === "earn")).toHaveLength(paid.filter((o) => o.paidAt).length);
    // The balance the client sees is the ledger's sum.
    const agent = await t.signIn({ id: client.id, username: "client", email: client.email, password: "ClientDemo1", role: "client" });
    const standing = await agent.get(`/api/loyalty/${client.id}`);
    expect(standing.status).toBe(200);
    expect(standing.body).toMatchObject({ points: DEMO_CLIENT_POINTS, tier: "Gold" });
  });

  it("lets an admin refund the seeded paid order CC-2024-002 (its card payment is there)", async () => {
    const [order] = await t.database.db.select().from(orders).where(eq(orders.documentNumber, 2));
    expect(order).toMatchObject({ status: "paid", paymentMethod: "card" });
    const admin = await t.signIn({ id: 0, username: "admin", email: "", password: "AdminDemo1", role: "admin" });
    const refund = await admin.post(`/api/orders/${order.id}/refunds`).set("Idempotency-Key", "seed-refund-cc-2024-002").send({ amount: "10.00", reason: "Demo refund" });
    expect(refund.status).toBe(201);
    expect(refund.body).toMatchObject({ amount: "10.00", refundedAmount: "10.00" });
    // The refund is recorded as the app records it, so the rules still hold.
    for (const rule of ["refunds never pass what was paid, and match the refund payments", "no points balance is below zero"]) {
      expect(await rowsOf(t.database.db, CHECKS[rule]), rule).toEqual([]);
    }
  });
});

describe("each check finds a row that breaks its rule", () => {
  const ROLLBACK = new Error("rolled back");
  /** Writes a violation in a transaction, runs the check inside it, and rolls it back. */
  async function found(rule: string, violate: (tx: Tx) => Promise<unknown>): Promise<Row[]> {
    let rows: Row[] = [];
    await t.database.db
      .transaction(async (tx) => {
        await violate(tx);
        rows = await rowsOf(tx, CHECKS[rule]);
        throw ROLLBACK;
      })
      .catch((error: unknown) => {
        if (error !== ROLLBACK) throw error;
      });
    return rows;
  }
  const paidOrder = { status: "paid" as const, customerName: "Nobody", customerPhone: "555-0100", subtotalCents: 5_000, totalCents: 5_000, paidAt: new Date() };

  it("a paid order without its payment (the CC-2024-002 of the issue)", async () => {
    expect(await found("every paid order has its succeeded charge of the amount paid", (tx) => tx.insert(orders).values(paidOrder))).toHaveLength(1);
    expect(await found("every card order in a paid status has been paid", (tx) => tx.insert(orders).values({ ...paidOrder, paidAt: null }))).toHaveLength(1);
  });

  it("a refund larger than the payment", async () => {
    const violate = async (tx: Tx) => {
      const [order] = await tx.insert(orders).values(paidOrder).returning();
      await tx.insert(payments).values({ orderId: order.id, kind: "charge", provider: "sandbox", chargeId: "ch_x", amountCents: 5_000, status: "succeeded" });
      await tx.update(orders).set({ refundedCents: 6_000 }).where(eq(orders.id, order.id));
    };
    expect(await found("refunds never pass what was paid, and match the refund payments", violate)).toHaveLength(1);
  });

  it("a client's paid order without its points, and a negative balance", async () => {
    const [client] = await t.database.db.select().from(users).where(eq(users.username, "client"));
    expect(await found("every paid order of a client has earned its points once", (tx) => tx.insert(orders).values({ ...paidOrder, userId: client.id }))).toHaveLength(1);
    expect(await found("no points balance is below zero", (tx) => tx.insert(loyaltyEntries).values({ userId: client.id, kind: "adjust", points: -1_000_000, description: "x" }))).toHaveLength(1);
  });

  it("a number outside the sequence, or shared by two documents", async () => {
    expect(await found("document numbers come from the sequence and name one document each", (tx) => tx.insert(orders).values({ ...paidOrder, documentNumber: 999_999 }))).not.toEqual([]);
    const [quote] = await t.database.db.select({ n: sql<number>`min(document_number)` }).from(sql`quotes`);
    expect(await found("document numbers come from the sequence and name one document each", (tx) => tx.insert(orders).values({ ...paidOrder, documentNumber: quote.n }))).not.toEqual([]);
  });

  it("a dish with an allergen outside the list, or one named twice", async () => {
    const rule = "every dish's allergens are major allergens, each named once";
    expect(await found(rule, (tx) => tx.insert(menuItems).values({ category: "sides", name: "Mystery Dish", price: "$10", allergens: ["gluten"] }))).toHaveLength(1);
    expect(await found(rule, (tx) => tx.insert(menuItems).values({ category: "sides", name: "Twice Dish", price: "$10", allergens: ["milk", "milk"] }))).toHaveLength(1);
  });

  it("seeds each dish with its allergens", async () => {
    const [caesar] = await t.database.db.select().from(menuItems).where(eq(menuItems.name, "Classic Caesar Salad"));
    expect(caesar.allergens).toEqual(["milk", "eggs", "fish", "wheat"]);
  });

  it("an expired coupon still switched on", async () => {
    const violate = (tx: Tx) =>
      tx.insert(coupons).values({ code: "LONG-GONE", description: "x", percentOff: 5, expiresAt: new Date(Date.now() - 60_000) });
    expect(await found("no active coupon has expired", violate)).toHaveLength(1);
  });

  it("a subscription starting on another day than its plan's", async () => {
    const violate = async (tx: Tx) => {
      const [plan] = await tx.select().from(subscriptionPlans).limit(1);
      const [client] = await tx.select().from(users).where(eq(users.username, "client"));
      // The day after one of the plan's delivery days.
      const start = new Date(Date.UTC(2030, 0, 6 + plan.dayOfWeek + 1)).toISOString().slice(0, 10);
      await tx.insert(subscriptions).values({ planId: plan.id, userId: client.id, startDate: start, address: "1 Main St, New York" });
    };
    expect(await found("every subscription starts on its plan's delivery day", violate)).toHaveLength(1);
  });

  it("a second dish of a name is refused by the database itself", async () => {
    const [dish] = await t.database.db.select().from(menuItems).limit(1);
    await expect(t.database.db.insert(menuItems).values({ category: dish.category, name: ` ${dish.name.toUpperCase()} `, price: "$10" })).rejects.toThrow();
  });
});

describe("openingPoints (the demo client's points before their paid orders)", () => {
  it("leaves the balance at the target once each order has earned at the tier held when paid", () => {
    expect(openingPoints(DEMO_CLIENT_POINTS, [])).toEqual({ opening: DEMO_CLIENT_POINTS, earned: [] });
    // Gold (×2) from the start: $185 earns 370, $150 earns 300.
    expect(openingPoints(2450, [18_500, 15_000])).toEqual({ opening: 1780, earned: [370, 300] });
    // Where a tier boundary leaves no exact opening balance, what it gives is still a ledger the app would write:
    // each order's points are those of the tier held when it was paid.
    const { opening, earned } = openingPoints(800, [10_000, 20_000]);
    expect(earned).toEqual([pointsEarned(10_000, opening), pointsEarned(20_000, opening + earned[0])]);
  });
});
