import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { loginFailuresPerAccount: 3, loginPerIp: 20, forgotPerIp: 2, registerPerIp: 2, enquiriesPerIp: 3 } });
});
afterAll(() => t.close());

const TOO_MANY = { message: "Too many attempts. Please wait a few minutes and try again." };

describe("rate limits", () => {
  it("blocks an account's login after repeated failures from one address, with 429", async () => {
    const user = await t.createUser();
    for (let i = 0; i < 3; i++) {
      expect((await request(t.server).post("/api/login").send({ username: user.username, password: "Wrong-Passw0rd" })).status).toBe(401);
    }
    const blocked = await request(t.server).post("/api/login").send({ username: user.username, password: user.password });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(TOO_MANY);
  });

  it("does not let failures against one account block another account", async () => {
    const other = await t.createUser();
    expect((await request(t.server).post("/api/login").send({ username: other.username, password: other.password })).status).toBe(200);
  });

  it("limits password-reset requests per address", async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await request(t.server).post("/api/forgot-password").send({ email: `x${i}@example.com` })).status);
    expect(statuses).toEqual([200, 200, 429]);
  });

  it("limits registrations per address", async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await request(t.server).post("/api/register").send({ username: `burst${i}`, email: `burst${i}@example.com`, password: "Grilled-Peach7" })).status);
    }
    expect(statuses).toEqual([201, 201, 429]);
  });

  it("limits contact enquiries and quote requests together per address, so the forms cannot relay spam", async () => {
    const enquiry = { name: "Ann", email: "ann@example.com", message: "Hello" };
    const quote = { menuPackage: "custom", eventType: "wedding", eventDate: new Date(Date.now() + 7 * 86_400_000).toISOString(), guestCount: 60, contactName: "Ann", contactEmail: "ann@example.com", contactPhone: "555" };
    const statuses = [
      (await request(t.server).post("/api/contact").send(enquiry)).status,
      (await request(t.server).post("/api/quotes").send(quote)).status,
      (await request(t.server).post("/api/contact").send(enquiry)).status,
    ];
    expect(statuses).toEqual([201, 201, 201]);
    const blocked = await request(t.server).post("/api/quotes").send(quote);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(TOO_MANY);
  });
});
