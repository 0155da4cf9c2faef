import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { menuItems, payments } from "@shared/schema";
import { createTestApp, type TestApp } from "../test/harness";
import { seedDemo } from "../db/seed";
import { createLogger } from "../logger";
import { SANDBOX_API_KEY } from "../payments/sandbox";
import { signBody } from "../test/signatures";

let t: TestApp;
let fiveItems: number[];
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, createLogger("silent"));
  fiveItems = (await t.database.db.select({ id: menuItems.id, price: menuItems.price }).from(menuItems))
    .filter((r) => r.price.startsWith("Half Pan"))
    .slice(0, 5)
    .map((r) => r.id);
});
afterAll(() => t.close());

async function token(number = "4242424242424242") {
  const res = await request(t.server)
    .post("/api/payments/sandbox/tokens")
    .set("apikey", SANDBOX_API_KEY)
    .send({ card: { number, exp_month: "12", exp_year: "2031", cvv: "123" } });
  return res.body.id as string;
}

/** A client with a 100-guest full-service quote ($4,000.00), accepted when asked. */
async function quoteOf({ accept = true } = {}) {
  const agent = await t.signIn(await t.createUser());
  const created = await agent.post("/api/quotes").send({
    eventType: "wedding",
    eventDate: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    guestCount: 100,
    venue: "123 Main Street, Brooklyn, NY 11201",
    menuPackage: "full-service",
    menuItemIds: fiveItems,
  });
  expect(created.status).toBe(201);
  if (accept) expect((await agent.post(`/api/quotes/${created.body.id}/sign`).send(await signBody())).status).toBe(200);
  return { agent, id: created.body.id as number };
}

describe("POST /api/quotes/:id/deposit", () => {
  it("charges the 50% deposit of an accepted quote; the quote shows it paid, with the balance and its due date", async () => {
    const { agent, id } = await quoteOf();
    const before = (await agent.get(`/api/quotes/${id}`)).body;
    expect(before).toMatchObject({ depositAmount: "2000.00", balanceAmount: "2000.00", depositPaidAt: null });
    const res = await agent.post(`/api/quotes/${id}/deposit`).set("Idempotency-Key", "dep-1").send({ token: await token(), amount: "2000.00" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, demo: true });
    const after = (await agent.get(`/api/quotes/${id}`)).body;
    expect(after.depositPaidAt).toEqual(expect.any(String));
    expect(after.balanceAmount).toBe("2000.00");
    expect(Date.parse(after.eventDate) - Date.parse(after.balanceDueDate)).toBe(7 * 86_400_000);
    const again = await agent.post(`/api/quotes/${id}/deposit`).set("Idempotency-Key", "dep-2").send({ token: await token(), amount: "2000.00" });
    expect(again.status).toBe(409);
  });

  it("20 concurrent requests with one key charge once", async () => {
    const { agent, id } = await quoteOf();
    const card = await token();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => agent.post(`/api/quotes/${id}/deposit`).set("Idempotency-Key", "dep-20").send({ token: card, amount: "2000.00" })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.body.chargeId)).size).toBe(1);
    expect(await t.database.db.select().from(payments).where(eq(payments.quoteId, id))).toHaveLength(1);
  });

  it("refuses another amount, an unaccepted quote, another client's quote, and a declined card", async () => {
    const { agent, id } = await quoteOf();
    const wrong = await agent.post(`/api/quotes/${id}/deposit`).set("Idempotency-Key", "dep-wrong").send({ token: await token(), amount: "1.00" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("The deposit is $2,000.00.");

    const pending = await quoteOf({ accept: false });
    const early = await pending.agent.post(`/api/quotes/${pending.id}/deposit`).set("Idempotency-Key", "dep-early").send({ token: await token(), amount: "2000.00" });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe("Please accept the proposal before paying the deposit.");

    const bob = await t.signIn(await t.createUser());
    expect((await bob.post(`/api/quotes/${id}/deposit`).set("Idempotency-Key", "dep-bob").send({ token: await token(), amount: "2000.00" })).status).toBe(404);

    const declined = await agent.post(`/api/quotes/${id}/deposit`).set("Idempotency-Key", "dep-declined").send({ token: await token("4000000000000002"), amount: "2000.00" });
    expect(declined.status).toBe(402);
    expect((await agent.get(`/api/quotes/${id}`)).body.depositPaidAt).toBeNull();
  });
});
