import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { menuItems } from "@shared/schema";
import { businessDates, DEFAULT_BUSINESS_TIME_ZONE } from "@shared/rules/dates";
import { createTestApp, type TestApp, type TestUser } from "../test/harness";
import { createLogger } from "../logger";
import { DEFAULT_RATE_LIMITS } from "../http/rate-limit-settings";
import { DEVICE_COOKIE } from "./device-cookie";

// Dates at a business in the default time zone (New York), as the test app's settings have it.
const { businessDateInDays } = businessDates(DEFAULT_BUSINESS_TIME_ZONE);

// The production sign-in limits; the other limits small enough to reach in a test.
const LIMITS = {
  loginPerIp: DEFAULT_RATE_LIMITS.loginPerIp,
  loginFailuresPerAccount: DEFAULT_RATE_LIMITS.loginFailuresPerAccount,
  loginFailuresPerDevice: DEFAULT_RATE_LIMITS.loginFailuresPerDevice,
  cardDeclinesPerIp: 5,
  cardDeclinesPerOrder: 5,
  ordersPerIp: 8,
  messagesPerUser: 3,
};

let t: TestApp;
const logLines: Record<string, unknown>[] = [];
let itemId: number;

beforeAll(async () => {
  // TRUST_PROXY=1: the test stands in for the load balancer, so X-Forwarded-For names the client's address.
  const logger = createLogger("info", { write: (line: string) => void logLines.push(JSON.parse(line)) });
  t = await createTestApp({ rateLimits: LIMITS, env: { TRUST_PROXY: "1" }, logger });
  [{ id: itemId }] = await t.database.db.insert(menuItems).values({ category: "sides", name: "Cornbread", price: "$15.99" }).returning({ id: menuItems.id });
});
afterAll(() => t.close());

let addressCounter = 0;
/** A fresh client address (each test gets its own, so per-address counters never carry over). */
const newAddress = () => `198.51.100.${++addressCounter}`;

const login = (username: string, password: string, address: string, agent = request.agent(t.server)) =>
  agent.post("/api/login").set("X-Forwarded-For", address).send({ username, password });

/** Ends every counter's window, as if the 15 minutes had passed (the database's clock decides). */
const endAllWindows = () => t.database.db.execute(sql`update rate_limit_counters set reset_at = now() - interval '1 second'`);

async function attackFromSixAddresses(user: TestUser): Promise<number[]> {
  const statuses: number[] = [];
  for (let a = 0; a < 6; a++) {
    const address = newAddress();
    for (let i = 0; i < 5; i++) {
      // Half the guesses name the account by username, half by email: one counter.
      const name = i % 2 === 0 ? user.username : user.email.toUpperCase();
      statuses.push((await login(name, `Wrong-Guess-${a}-${i}`, address)).status);
    }
  }
  return statuses;
}

describe("failed sign-ins are counted per account across addresses", () => {
  it("6 addresses × 5 wrong passwords: limited after the account's allowance, whichever name is typed; the owner signs in after the window", async () => {
    const user = await t.createUser();
    const statuses = await attackFromSixAddresses(user);
    const allowance = LIMITS.loginFailuresPerAccount;
    expect(statuses.slice(0, allowance)).toEqual(Array(allowance).fill(401));
    expect(statuses.slice(allowance)).toEqual(Array(30 - allowance).fill(429));

    const blocked = await login(user.username, user.password, newAddress());
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: "Too many attempts. Please wait a few minutes and try again." });
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);

    await endAllWindows();
    expect((await login(user.email, user.password, newAddress())).status).toBe(200);
  });

  it("holds under concurrency: 40 simultaneous guesses from 40 addresses get exactly the allowance", async () => {
    const user = await t.createUser();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => login(user.username, `Parallel-${i}`, newAddress())));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(LIMITS.loginFailuresPerAccount);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - LIMITS.loginFailuresPerAccount);
  });

  it("a browser that signed in before keeps its own allowance while strangers are locked out", async () => {
    const user = await t.createUser();
    const home = newAddress();
    const browser = request.agent(t.server);
    const first = await login(user.username, user.password, home, browser);
    expect(first.status).toBe(200);
    expect(String(first.headers["set-cookie"])).toContain(`${DEVICE_COOKIE}=`);
    await browser.post("/api/logout").set("X-Forwarded-For", home);

    await attackFromSixAddresses(user);
    expect((await login(user.username, user.password, newAddress())).status).toBe(429);

    // The owner's browser: a typo or two, then the right password.
    expect((await login(user.username, "Not-My-Passw0rd", home, browser)).status).toBe(401);
    expect((await login(user.username, user.password, home, browser)).status).toBe(200);

    // The device's own allowance is small too: a stolen laptop does not get unlimited guesses.
    await browser.post("/api/logout").set("X-Forwarded-For", home);
    const statuses = [];
    for (let i = 0; i < LIMITS.loginFailuresPerDevice + 1; i++) statuses.push((await login(user.username, `Wrong-${i}`, home, browser)).status);
    expect(statuses.at(-1)).toBe(429);
  });

  it("a forged or another account's device cookie earns nothing", async () => {
    const owner = await t.createUser();
    const other = await t.createUser();
    const browser = request.agent(t.server);
    expect((await login(other.username, other.password, newAddress(), browser)).status).toBe(200);
    await attackFromSixAddresses(owner);
    // The browser's device cookie is for `other`, not `owner`.
    expect((await login(owner.username, owner.password, newAddress(), browser)).status).toBe(429);
    const forged = await request(t.server)
      .post("/api/login")
      .set("X-Forwarded-For", newAddress())
      .set("Cookie", `${DEVICE_COOKIE}=${owner.id}.AAAAAAAAAAAAAAAAAAAAAA.${"A".repeat(43)}`)
      .send({ username: owner.username, password: owner.password });
    expect(forged.status).toBe(429);
  });

  it("a completed password reset lifts the block", async () => {
    const user = await t.createUser();
    await attackFromSixAddresses(user);
    expect((await login(user.username, user.password, newAddress())).status).toBe(429);

    const before = (await t.outbox()).length;
    expect((await request(t.server).post("/api/forgot-password").set("X-Forwarded-For", newAddress()).send({ email: user.email })).status).toBe(200);
    const mail = (await t.outbox()).slice(before).find((m) => m.to[0].address === user.email);
    const token = decodeURIComponent(/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(mail!.text)![1]);
    const reset = await request(t.server).post("/api/reset-password").set("X-Forwarded-For", newAddress()).send({ token, newPassword: "Brand-New-Passw0rd!" });
    expect(reset.status).toBe(200);

    expect((await login(user.username, "Brand-New-Passw0rd!", newAddress())).status).toBe(200);
  });

  it("every instance counts against the same limit (counters live in the database)", async () => {
    const user = await t.createUser();
    const sibling = await t.sibling();
    try {
      const statuses = [];
      for (let i = 0; i < LIMITS.loginFailuresPerAccount; i++) {
        const app = i % 2 === 0 ? t.app : sibling.app;
        statuses.push((await request(app).post("/api/login").set("X-Forwarded-For", newAddress()).send({ username: user.username, password: `Wrong-${i}` })).status);
      }
      expect(statuses).toEqual(Array(LIMITS.loginFailuresPerAccount).fill(401));
      const next = await request(sibling.app).post("/api/login").set("X-Forwarded-For", newAddress()).send({ username: user.username, password: user.password });
      expect(next.status).toBe(429);
    } finally {
      await sibling.close();
    }
  });

  it("logs sign-in events with the request id and the client's address, never the password", async () => {
    const user = await t.createUser();
    const address = newAddress();
    const failed = await login(user.username, "Wrong-Passw0rd-Logged", address);
    const ok = await login(user.username, user.password, address);
    const event = (name: string, requestId: string) => logLines.find((l) => l.event === name && l.requestId === requestId);
    expect(event("login_failed", failed.headers["x-request-id"])).toMatchObject({ ip: address, userId: user.id, reason: "wrong_password" });
    expect(event("login_succeeded", ok.headers["x-request-id"])).toMatchObject({ ip: address, userId: user.id });
    expect(JSON.stringify(logLines)).not.toContain("Wrong-Passw0rd-Logged");
  });
});

describe("limits on what costs the business money or email", () => {
  const eventDate = businessDateInDays(30);
  const newOrder = (address: string) =>
    request(t.server)
      .post("/api/orders")
      .set("X-Forwarded-For", address)
      .send({
        customerInfo: { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", phone: "555-0100", eventDate },
        fulfilment: "delivery",
        deliveryAddress: "12 Analytical Row, Brooklyn, NY 11201",
        orderItems: [{ menuItemId: itemId, quantity: 1 }],
        totalAmount: "15.99",
      });
  const cardToken = async (address: string, number: string) =>
    (
      await request(t.server)
        .post("/api/payments/sandbox/tokens")
        .set("X-Forwarded-For", address)
        .set("apikey", (await request(t.server).post("/api/payments/api-key")).body.apiKey)
        .send({ card: { number, exp_month: 12, exp_year: 2031, cvv: "123" } })
    ).body.id as string;
  const declinedCard = (address: string) => cardToken(address, "4000000000000002");
  const charge = async (order: { id: number; accessToken: string }, address: string, key: string, token?: string) =>
    request(t.server)
      .post("/api/payments/charge")
      .set("X-Forwarded-For", address)
      .set("Idempotency-Key", key)
      .send({ orderId: order.id, orderToken: order.accessToken, token: token ?? (await declinedCard(address)), amount: "15.99" });

  it("card testing: at most 5 declines per order, then 429", async () => {
    const order = (await newOrder(newAddress())).body;
    const statuses = [];
    // A thief rotating addresses on one order.
    for (let i = 0; i < 7; i++) statuses.push((await charge(order, newAddress(), `decline-order-${i}`)).status);
    expect(statuses).toEqual([402, 402, 402, 402, 402, 429, 429]);
  });

  it("card testing: at most 5 declines per address, across orders", async () => {
    const thief = newAddress();
    const statuses = [];
    for (let i = 0; i < 7; i++) {
      const order = (await newOrder(newAddress())).body;
      statuses.push((await charge(order, thief, `decline-address-${i}`)).status);
    }
    expect(statuses).toEqual([402, 402, 402, 402, 402, 429, 429]);
  });

  it("card testing counts declines, not charges in flight: 20 good cards paid at once from one address are all charged, then declines meet the limit", async () => {
    // Orders from addresses of their own (orders per address are limited too); every charge from one address.
    const payer = "203.0.113.7";
    const orders = await Promise.all(Array.from({ length: 20 }, (_, i) => newOrder(`203.0.113.${100 + i}`).then((res) => res.body as { id: number; accessToken: string })));
    const tokens = await Promise.all(orders.map(() => cardToken(payer, "4242424242424242")));
    const paid = await Promise.all(orders.map((order, i) => charge(order, payer, `good-card-${i}`, tokens[i])));
    expect(paid.map((res) => res.status)).toEqual(Array(20).fill(200));

    // Then declines from that address, each on an order of its own: refused once the limit's declines are counted.
    const statuses = [];
    for (let i = 0; i < LIMITS.cardDeclinesPerIp + 1; i++) {
      const order = (await newOrder(`203.0.113.${150 + i}`)).body;
      statuses.push((await charge(order, payer, `decline-after-good-${i}`)).status);
    }
    expect(statuses).toEqual([...Array(LIMITS.cardDeclinesPerIp).fill(402), 429]);
    // Refused before the card is charged: a good card from that address now waits for the window too.
    const order = (await newOrder("203.0.113.200")).body;
    const refused = await charge(order, payer, "good-card-after-limit", await cardToken(payer, "4242424242424242"));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("orders per address", async () => {
    const address = newAddress();
    const statuses = [];
    for (let i = 0; i < LIMITS.ordersPerIp + 1; i++) statuses.push((await newOrder(address)).status);
    expect(statuses.slice(0, LIMITS.ordersPerIp).every((s) => s === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("messages per signed-in user", async () => {
    const client = await t.createUser();
    const agent = await t.signIn(client);
    const quote = await agent.post("/api/quotes").send({
      menuPackage: "custom",
      eventType: "wedding",
      eventDate,
      guestCount: 60,
      contactName: "Ann",
      contactEmail: client.email,
      contactPhone: "555",
    });
    expect(quote.status).toBe(201);
    const statuses = [];
    for (let i = 0; i < LIMITS.messagesPerUser + 1; i++) {
      statuses.push((await agent.post("/api/messages").set("X-Forwarded-For", newAddress()).send({ quoteId: quote.body.id, content: `Hello ${i}` })).status);
    }
    expect(statuses).toEqual([...Array(LIMITS.messagesPerUser).fill(201), 429]);
  });
});
