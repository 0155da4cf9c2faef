import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { loyaltyEntries, menuItems, orders } from "@shared/schema";
import { businessDates, DEFAULT_BUSINESS_TIME_ZONE } from "@shared/rules/dates";
import { createTestApp, type TestApp, type TestUser } from "../test/harness";
import { SANDBOX_API_KEY } from "../payments/sandbox";

// Dates at a business in the default time zone (New York), as the test app's settings have it.
const { businessDateInDays } = businessDates(DEFAULT_BUSINESS_TIME_ZONE);

let t: TestApp;
let admin: request.Agent;
let dish: number;
beforeAll(async () => {
  t = await createTestApp();
  // $101.99 a portion: one portion pays 101 whole dollars.
  [{ id: dish }] = await t.database.db.insert(menuItems).values({ category: "sides", name: "Oxtail Tray", price: "$101.99" }).returning({ id: menuItems.id });
  admin = await t.signIn(await t.createUser({ role: "admin" }));
});
afterAll(() => t.close());

async function setPoints(user: TestUser, points: number) {
  await t.database.db.delete(loyaltyEntries).where(eq(loyaltyEntries.userId, user.id));
  if (points) await t.database.db.insert(loyaltyEntries).values({ userId: user.id, kind: "adjust", points, description: "Test balance" });
}

/** A signed-in client's order of `portions` × $101.99, optionally with a coupon, paid by card unless told otherwise. */
async function placeOrder(agent: request.Agent, { portions = 1, couponCode, total, pay = true }: { portions?: number; couponCode?: string; total?: string; pay?: boolean } = {}) {
  const created = await agent.post("/api/orders").send({
    customerInfo: { firstName: "Casey", lastName: "Client", email: "casey@example.com", phone: "555-0100", eventDate: businessDateInDays(30) },
    fulfilment: "delivery",
    deliveryAddress: "12 Analytical Row, Brooklyn, NY 11201",
    orderItems: [{ menuItemId: dish, quantity: portions }],
    couponCode,
    totalAmount: total ?? ((10_199 * portions) / 100).toFixed(2),
  });
  if (created.status !== 201 || !pay) return created;
  const token = await request(t.server)
    .post("/api/payments/sandbox/tokens")
    .set("apikey", SANDBOX_API_KEY)
    .send({ card: { number: "4242424242424242", exp_month: "12", exp_year: "2031", cvv: "123" } });
  const charged = await agent
    .post("/api/payments/charge")
    .set("Idempotency-Key", `pay-${created.body.id}`)
    .send({ orderId: created.body.id, token: token.body.id, amount: created.body.totalAmount });
  expect(charged.status).toBe(200);
  return created;
}

const standing = async (agent: request.Agent, user: TestUser) => (await agent.get(`/api/loyalty/${user.id}`)).body;

describe("loyalty points", () => {
  it("earns points for a paid order at the tier the client is in, at each boundary", async () => {
    const user = await t.createUser();
    const agent = await t.signIn(user);
    const earned: Record<number, number> = {};
    for (const before of [0, 499, 500, 1499, 1500, 2999, 3000]) {
      await setPoints(user, before);
      await placeOrder(agent);
      earned[before] = (await standing(agent, user)).points - before;
    }
    expect(earned).toEqual({ 0: 101, 499: 101, 500: 151, 1499: 151, 1500: 202, 2999: 202, 3000: 303 });
  });

  it("earns nothing for an unpaid order, and the ledger lists each entry", async () => {
    const user = await t.createUser();
    const agent = await t.signIn(user);
    await placeOrder(agent, { pay: false });
    expect((await standing(agent, user)).points).toBe(0);
    await placeOrder(agent);
    const ledger = (await agent.get(`/api/loyalty/${user.id}/ledger`)).body;
    expect(ledger).toMatchObject({ total: 1, items: [{ kind: "earn", points: 101, description: expect.stringMatching(/^Order CC-/) }] });
  });

  it("earns for an order paid in person when it is completed", async () => {
    const user = await t.createUser();
    const agent = await t.signIn(user);
    const [order] = await t.database.db
      .insert(orders)
      .values({ userId: user.id, status: "ready", paymentMethod: "at_pickup", source: "dinner", pickupTime: "18:00", customerName: "Casey", customerPhone: "555-0100", subtotalCents: 4_250, totalCents: 4_250 })
      .returning();
    expect((await standing(agent, user)).points).toBe(0);
    expect((await admin.patch(`/api/orders/${order.id}/status`).send({ status: "completed" })).status).toBe(200);
    expect((await standing(agent, user)).points).toBe(42);
  });

  it("takes the points of a refunded order back, in proportion, never below zero", async () => {
    const user = await t.createUser();
    const agent = await t.signIn(user);
    const order = await placeOrder(agent, { portions: 2 }); // $203.98: 203 points
    expect((await standing(agent, user)).points).toBe(203);
    const half = await admin.post(`/api/orders/${order.body.id}/refunds`).set("Idempotency-Key", `r1-${order.body.id}`).send({ amount: "101.99", reason: "One tray short" });
    expect(half.status).toBe(201);
    // Half the money back: floor(203 / 2) = 101 points taken back.
    expect((await standing(agent, user)).points).toBe(102);
    // The client spent points meanwhile: the rest of the refund takes back only what is left.
    await t.database.db.insert(loyaltyEntries).values({ userId: user.id, kind: "redeem", points: -95, description: "Spent" });
    const rest = await admin.post(`/api/orders/${order.body.id}/refunds`).set("Idempotency-Key", `r2-${order.body.id}`).send({ amount: "101.99", reason: "Cancelled" });
    expect(rest.status).toBe(201);
    expect((await standing(agent, user)).points).toBe(0);
  });

  it("shows a client only their own points; admins see and adjust anyone's, audited", async () => {
    const alice = await t.createUser();
    const bob = await t.createUser();
    const aliceAgent = await t.signIn(alice);
    const bobAgent = await t.signIn(bob);
    expect((await bobAgent.get(`/api/loyalty/${alice.id}`)).status).toBe(404);
    expect((await bobAgent.get(`/api/loyalty/${alice.id}/ledger`)).status).toBe(404);
    expect((await request(t.server).get(`/api/loyalty/${alice.id}`)).status).toBe(401);
    const adjusted = await admin.post(`/api/loyalty/${alice.id}/adjustments`).send({ points: 250, reason: "Sorry for the late delivery" });
    expect(adjusted.status).toBe(201);
    expect(adjusted.body).toMatchObject({ points: 250, tier: "Bronze" });
    expect((await aliceAgent.get(`/api/loyalty/${alice.id}`)).body.points).toBe(250);
    const below = await admin.post(`/api/loyalty/${alice.id}/adjustments`).send({ points: -300, reason: "Too much" });
    expect(below.status).toBe(409);
    expect((await bobAgent.post(`/api/loyalty/${alice.id}/adjustments`).send({ points: 5, reason: "Myself" })).status).toBe(403);
    const found = (await admin.get(`/api/loyalty/accounts?q=${encodeURIComponent(alice.email)}`)).body;
    expect(found).toEqual([{ userId: alice.id, username: alice.username, email: alice.email, points: 250, tier: "Bronze" }]);
    expect((await admin.get("/api/loyalty/accounts?q=%25")).status).toBe(200);
    const audit = (await admin.get(`/api/audit-log?entityType=user&entityId=${alice.id}`)).body.items;
    expect(audit).toMatchObject([{ action: "loyalty.adjust", after: { points: 250, reason: "Sorry for the late delivery" } }]);
  });
});

describe("rewards", () => {
  it("refuses a reward the client cannot afford, saying how many points are missing", async () => {
    const user = await t.createUser();
    const agent = await t.signIn(user);
    await setPoints(user, 450);
    const res = await agent.post("/api/loyalty/redemptions").send({ rewardId: "percent-15" });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Insufficient Points: you need 50 more points");
  });

  it("of 20 concurrent redemptions of the 500-point reward with 1,200 points, exactly two succeed", async () => {
    const user = await t.createUser();
    const agent = await t.signIn(user);
    await setPoints(user, 1200);
    const answers = await Promise.all(Array.from({ length: 20 }, () => agent.post("/api/loyalty/redemptions").send({ rewardId: "percent-15" })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(2);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(18);
    expect((await standing(agent, user)).points).toBe(200);
    expect((await standing(agent, user)).coupons).toHaveLength(2);
  });

  it("a redeemed reward is a single-use code for that client only, taking 15% off an order over $200", async () => {
    const user = await t.createUser();
    const agent = await t.signIn(user);
    await setPoints(user, 600);
    const { code } = (await agent.post("/api/loyalty/redemptions").send({ rewardId: "percent-15" })).body;
    expect(code).toMatch(/^RWD-/);
    const items = [{ menuItemId: dish, quantity: 2 }];
    // Someone else (or a visitor) cannot use it; under $200 it does not apply.
    const other = await t.signIn(await t.createUser());
    expect((await other.post("/api/coupons/quote").send({ code, orderItems: items })).status).toBe(400);
    expect((await request(t.server).post("/api/coupons/quote").send({ code, orderItems: items })).status).toBe(400);
    expect((await agent.post("/api/coupons/quote").send({ code, orderItems: [{ menuItemId: dish, quantity: 1 }] })).status).toBe(400);
    const quoted = await agent.post("/api/coupons/quote").send({ code: code.toLowerCase(), orderItems: items });
    expect(quoted.body).toEqual({ code, subtotalAmount: "203.98", discountAmount: "30.60", deliveryFeeAmount: "0.00", taxAmount: "0.00", totalAmount: "173.38" });
    // Two orders race for the one use: one is created, the other refused with nothing created.
    const [a, b] = await Promise.all([
      placeOrder(agent, { portions: 2, couponCode: code, total: "173.38", pay: false }),
      placeOrder(agent, { portions: 2, couponCode: code, total: "173.38", pay: false }),
    ]);
    // The loser is refused (409 if it lost at the claim, 400 if the code was already spent when it was priced).
    expect([a.status, b.status].filter((s) => s === 201)).toHaveLength(1);
    expect([a.status, b.status].filter((s) => s === 400 || s === 409)).toHaveLength(1);
    expect((await standing(agent, user)).coupons).toEqual([expect.objectContaining({ code, used: true })]);
    // Cancelling the unpaid order gives the code back.
    const placed = a.status === 201 ? a : b;
    expect((await admin.patch(`/api/orders/${placed.body.id}/status`).send({ status: "cancelled" })).status).toBe(200);
    expect((await agent.post("/api/coupons/quote").send({ code, orderItems: items })).status).toBe(200);
  });
});
