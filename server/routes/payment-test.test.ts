import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness";
import { SANDBOX_API_KEY } from "../payments/sandbox";

let t: TestApp;
let off: TestApp;
beforeAll(async () => {
  [t, off] = await Promise.all([createTestApp({ env: { PAYMENT_TEST_PASSWORD: "open-sesame-42" } }), createTestApp()]);
});
afterAll(async () => {
  await Promise.all([t.close(), off.close()]);
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
    expect(declined.body).toEqual({ success: false, message: "Your card was declined." });
  });
});
