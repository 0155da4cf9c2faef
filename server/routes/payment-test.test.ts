import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestApp, type TestApp } from "../test/harness";
import { SANDBOX_API_KEY } from "../payments/sandbox";
import { DEFAULT_RATE_LIMITS } from "../http/rate-limit-settings";

let t: TestApp;
let off: TestApp;
/** The production limits on password guesses; TRUST_PROXY=1, so X-Forwarded-For names the guesser's address. */
let limited: TestApp;
const { paymentTestGuessesPerIp, paymentTestGuessesTotal } = DEFAULT_RATE_LIMITS;
beforeAll(async () => {
  [t, off, limited] = await Promise.all([
    createTestApp({ env: { PAYMENT_TEST_PASSWORD: "open-sesame-42" } }),
    createTestApp(),
    createTestApp({ env: { PAYMENT_TEST_PASSWORD: "open-sesame-42", TRUST_PROXY: "1" }, rateLimits: { paymentTestGuessesPerIp, paymentTestGuessesTotal } }),
  ]);
});
afterAll(async () => {
  await Promise.all([t.close(), off.close(), limited.close()]);
});

async function token(number: string) {
  const res = await request(t.server)
    .post("/api/payments/sandbox/tokens")
    .set("apikey", SANDBOX_API_KEY)
    .send({ card: { number, exp_month: "12", exp_year: "2031", cvv: "123" } });
  return res.body.id as string;
}

describe("payment test tool", () => {
  it("is switched off when PAYMENT_TEST_PASSWORD is unset", async () => {
    expect((await request(off.app).get("/api/payment-test")).body).toMatchObject({ enabled: false });
    const res = await request(off.app).post("/api/payment-test/unlock").send({ password: "anything" });
    expect(res.status).toBe(404);
  });

  it("checks the password on the server", async () => {
    expect((await request(t.server).get("/api/payment-test")).body).toEqual({ enabled: true, amount: "1.00", provider: "sandbox" });
    const wrong = await request(t.server).post("/api/payment-test/unlock").send({ password: "guess" });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ message: "Incorrect password" });
    const right = await request(t.server).post("/api/payment-test/unlock").send({ password: "open-sesame-42" });
    expect(right.status).toBe(200);
  });

  it("charges $1.00 with the test card, and never without the password", async () => {
    const denied = await request(t.server)
      .post("/api/payment-test")
      .set("Idempotency-Key", "pt-denied")
      .send({ password: "guess", token: await token("4242424242424242") });
    expect(denied.status).toBe(401);
    const ok = await request(t.server)
      .post("/api/payment-test")
      .set("Idempotency-Key", "pt-1")
      .send({ password: "open-sesame-42", token: await token("4242424242424242") });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ success: true, demo: true, message: "Test payment of $1.00 processed (test mode)." });
    const declined = await request(t.server)
      .post("/api/payment-test")
      .set("Idempotency-Key", "pt-2")
      .send({ password: "open-sesame-42", token: await token("4000000000000002") });
    expect(declined.status).toBe(402);
    expect(declined.body).toEqual({ success: false, message: "Your card was declined. Check the number or try another card." });
  });
});

describe("password guesses", () => {
  // Each test starts with fresh windows.
  beforeEach(() => limited.database.db.execute(sql`delete from rate_limit_counters where key like 'payment-test-%'`));
  const unlock = (address: string, password: string) => request(limited.server).post("/api/payment-test/unlock").set("X-Forwarded-For", address).send({ password });

  it("are limited per address: wrong passwords count, the right one does not", async () => {
    const address = "198.51.100.1";
    expect((await unlock(address, "open-sesame-42")).status).toBe(200);
    const statuses = [];
    for (let i = 0; i < paymentTestGuessesPerIp + 1; i++) statuses.push((await unlock(address, `guess-${i}`)).status);
    expect(statuses).toEqual([...Array(paymentTestGuessesPerIp).fill(401), 429]);
    // Even the right password waits for the window now, from that address.
    expect((await unlock(address, "open-sesame-42")).status).toBe(429);
  });

  it("are limited from all addresses together: one guess from each of 25 addresses is stopped at the total", async () => {
    const statuses = [];
    for (let i = 0; i < 25; i++) statuses.push((await unlock(`203.0.113.${i + 1}`, `guess-${i}`)).status);
    expect(statuses).toEqual([...Array(paymentTestGuessesTotal).fill(401), ...Array(25 - paymentTestGuessesTotal).fill(429)]);
    // A fresh address, with the right password, is refused too until the window ends, and charging as well.
    expect((await unlock("203.0.113.200", "open-sesame-42")).status).toBe(429);
    const charge = await request(limited.server).post("/api/payment-test").set("X-Forwarded-For", "203.0.113.201").set("Idempotency-Key", "pt-limited").send({ password: "open-sesame-42", token: "sbx_tok_x.y" });
    expect(charge.status).toBe(429);
  });
});
