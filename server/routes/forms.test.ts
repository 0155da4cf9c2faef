import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { contactEnquiries } from "@shared/schema";
import { businessDates, DEFAULT_BUSINESS_TIME_ZONE } from "@shared/rules/dates";
import { SIGNED_IN_HINT_COOKIE } from "@shared/api/signed-in-hint";
import { createTestApp, sessionCookie, type TestApp } from "../test/harness";

/**
 * The pages' own forms as a browser sends them without the app (routes/forms.ts): a plain urlencoded post, answered
 * with a 303 to the next page or back to the form with an error code; nothing typed ever in the Location.
 */

const { businessDateInDays } = businessDates(DEFAULT_BUSINESS_TIME_ZONE);
// Small enough to reach here; the other limits stay generous.
const LOGIN_FAILURES_PER_ACCOUNT = 3;
const APP_ORIGIN = "http://localhost:5000";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { loginFailuresPerAccount: LOGIN_FAILURES_PER_ACCOUNT } });
});
afterAll(() => t.close());

/** A form post as Chromium sends it from one of our pages. */
const formPost = (path: string, fields: Record<string, string>, agent: request.Agent | ReturnType<typeof request> = request(t.server)) =>
  agent.post(path).set("Origin", APP_ORIGIN).set("Sec-Fetch-Site", "same-origin").type("form").send(fields);

const setCookies = (res: request.Response) => ([] as string[]).concat(res.headers["set-cookie"] ?? []);

/** The Location says where to go and at most a short code: none of what was typed. */
function expectNoneOf(location: string, typed: string[]) {
  for (const value of typed) {
    expect(location).not.toContain(value);
    expect(decodeURIComponent(location)).not.toContain(value);
  }
}

describe("POST /api/forms/login", () => {
  it("signs in from a plain form post and sends the browser to the dashboard with a session", async () => {
    const user = await t.createUser();
    const agent = request.agent(t.server);
    const res = await formPost("/api/forms/login", { username: user.username, password: user.password }, agent);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe("/dashboard");
    expect(sessionCookie(res)).toMatch(/HttpOnly/);
    expect(setCookies(res).some((cookie) => cookie.startsWith(`${SIGNED_IN_HINT_COOKIE}=1`))).toBe(true);
    const me = await agent.get("/api/me");
    expect(me.status).toBe(200);
    expect(me.body.username).toBe(user.username);
  });

  it("sends bad credentials back to /login?error=invalid, with no session and nothing typed in the Location", async () => {
    const user = await t.createUser();
    const wrong = await formPost("/api/forms/login", { username: user.username, password: "Wrong-Passw0rd!" });
    const unknown = await formPost("/api/forms/login", { username: "nobody-at-all", password: "Wrong-Passw0rd!" });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe("/login?error=invalid");
      expect(sessionCookie(res)).toBeUndefined();
    }
    expectNoneOf(wrong.headers.location, [user.username, "Wrong-Passw0rd!", user.password]);
  });

  it("sends a form with a blank field back to /login?error=incomplete", async () => {
    const res = await formPost("/api/forms/login", { username: "someone", password: "" });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe("/login?error=incomplete");
  });

  it("counts failures against the same per-account limit as the JSON sign-in, and then refuses on both paths", async () => {
    const user = await t.createUser();
    expect((await request(t.server).post("/api/login").send({ username: user.username, password: "Wrong-1-Passw0rd" })).status).toBe(401);
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT - 1; i++) {
      expect((await formPost("/api/forms/login", { username: user.email, password: `Wrong-${i}-Passw0rd` })).headers.location).toBe("/login?error=invalid");
    }
    // The allowance is used up: even the right password is refused, on the form path with a code, on the API with 429.
    const blocked = await formPost("/api/forms/login", { username: user.username, password: user.password });
    expect(blocked.status).toBe(303);
    expect(blocked.headers.location).toBe("/login?error=too-many");
    expect(sessionCookie(blocked)).toBeUndefined();
    const json = await request(t.server).post("/api/login").send({ username: user.username, password: user.password });
    expect(json.status).toBe(429);
    expect(json.body).toEqual({ message: "Too many attempts. Please wait a few minutes and try again." });
  });

  it("refuses a form posted from another site (Origin or Sec-Fetch-Site), as every state change is", async () => {
    const user = await t.createUser();
    const fields = { username: user.username, password: user.password };
    const byOrigin = await request(t.server).post("/api/forms/login").set("Origin", "https://evil.example").type("form").send(fields);
    const byFetchSite = await request(t.server).post("/api/forms/login").set("Sec-Fetch-Site", "cross-site").set("Origin", APP_ORIGIN).type("form").send(fields);
    for (const res of [byOrigin, byFetchSite]) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: "Cross-site requests are not allowed" });
      expect(sessionCookie(res)).toBeUndefined();
    }
    // The same post from our own page signs in.
    expect((await formPost("/api/forms/login", fields)).headers.location).toBe("/dashboard");
  });
});

describe("POST /api/forms/register", () => {
  const newAccount = (name: string) => ({ username: name, email: `${name}@example.com`, password: "Fresh-Passw0rd!", confirmPassword: "Fresh-Passw0rd!" });

  it("creates the account and sends the browser to sign in, which then works", async () => {
    const account = newAccount(`form-${Date.now().toString(36)}`);
    const res = await formPost("/api/forms/register", account);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe("/login?notice=registered");
    expectNoneOf(res.headers.location, [account.username, account.email, account.password]);
    const signIn = await request(t.server).post("/api/login").send({ username: account.username, password: account.password });
    expect(signIn.status).toBe(200);
  });

  it("sends a taken username, a mismatched confirmation and a weak password back to /signup with their codes", async () => {
    const existing = await t.createUser();
    const taken = await formPost("/api/forms/register", { ...newAccount(existing.username), email: "someone-new@example.com" });
    expect(taken.headers.location).toBe("/signup?error=username-taken");
    const mismatch = await formPost("/api/forms/register", { ...newAccount(`mismatch${Date.now().toString(36)}`), confirmPassword: "Other-Passw0rd!" });
    expect(mismatch.headers.location).toBe("/signup?error=passwords-differ");
    const weak = await formPost("/api/forms/register", { ...newAccount(`weak${Date.now().toString(36)}`), password: "short", confirmPassword: "short" });
    expect(weak.headers.location).toBe("/signup?error=password");
    for (const res of [taken, mismatch, weak]) {
      expect(res.status).toBe(303);
      expectNoneOf(res.headers.location, ["Fresh-Passw0rd!", "Other-Passw0rd!", "someone-new@example.com"]);
    }
  });
});

describe("POST /api/forms/forgot-password", () => {
  it("queues the reset link and says so on the page, whatever the email", async () => {
    const user = await t.createUser();
    const before = (await t.outbox()).length;
    const res = await formPost("/api/forms/forgot-password", { email: user.email });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe("/forgot-password?notice=sent");
    expect((await t.outbox()).slice(before).some((mail) => mail.to[0].address === user.email)).toBe(true);
    expect((await formPost("/api/forms/forgot-password", { email: "nobody@example.com" })).headers.location).toBe("/forgot-password?notice=sent");
    expect((await formPost("/api/forms/forgot-password", { email: "not an email" })).headers.location).toBe("/forgot-password?error=email");
  });
});

describe("POST /api/forms/contact", () => {
  it("records the enquiry, blank optional fields and all, and shows the page's notice", async () => {
    const fields = { name: "Grace Hopper", email: "grace@example.com", phone: "", eventType: "", eventDate: "", guestCount: "", message: "Lunch for 60 in June?" };
    const res = await formPost("/api/forms/contact", fields);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe("/contact?notice=sent");
    const [stored] = await t.database.db.select().from(contactEnquiries).where(eq(contactEnquiries.email, "grace@example.com"));
    expect(stored).toMatchObject({ name: "Grace Hopper", message: "Lunch for 60 in June?", phone: null, guestCount: null });
  });

  it("sends a bad email back to /contact?error=email, and nothing typed in the Location", async () => {
    const res = await formPost("/api/forms/contact", { name: "Grace Hopper", email: "grace-at-example", message: "Private plans" });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe("/contact?error=email");
    expectNoneOf(res.headers.location, ["Grace", "grace-at-example", "Private plans"]);
  });
});

describe("POST /api/forms/checkout-details", () => {
  const details = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", phone: "555-0100", eventDate: businessDateInDays(45), eventLocation: "", eventType: "", notes: "", fulfilment: "delivery", deliveryAddress: "12 Analytical Row, Brooklyn, NY 11201", pickupTime: "" };

  it("checks the details by the order's rules and explains that paying needs the app, never echoing them", async () => {
    const valid = await formPost("/api/forms/checkout-details", details);
    expect(valid.status).toBe(303);
    expect(valid.headers.location).toBe("/checkout?error=needs-scripts");
    const invalid = await formPost("/api/forms/checkout-details", { ...details, phone: "" });
    expect(invalid.headers.location).toBe("/checkout?error=details");
    for (const res of [valid, invalid]) expectNoneOf(res.headers.location, ["Ada", "Lovelace", "ada@example.com", "555-0100"]);
  });

  it("checks pickup or delivery as the order does: a delivery needs its address, a pickup its time", async () => {
    const refused = [
      { ...details, fulfilment: "" },
      { ...details, deliveryAddress: "" },
      { ...details, fulfilment: "pickup", deliveryAddress: "" },
      { ...details, fulfilment: "pickup", deliveryAddress: "", pickupTime: "3am" },
    ];
    for (const form of refused) expect((await formPost("/api/forms/checkout-details", form)).headers.location, JSON.stringify(form)).toBe("/checkout?error=details");
    const pickup = await formPost("/api/forms/checkout-details", { ...details, fulfilment: "pickup", deliveryAddress: "", pickupTime: "12:00" });
    expect(pickup.headers.location).toBe("/checkout?error=needs-scripts");
  });
});

describe("POST /api/forms/dinner-order and /api/forms/quote", () => {
  it("send the browser back to their page, which says the form needs the app, and keep what was typed out of the Location", async () => {
    const dinner = await formPost("/api/forms/dinner-order", { "customer.name": "Ada Lovelace", "customer.phone": "555-0100" });
    expect(dinner.status).toBe(303);
    expect(dinner.headers.location).toBe("/dinner-catering?error=needs-scripts");
    const quote = await formPost("/api/forms/quote", { eventType: "wedding" });
    expect(quote.status).toBe(303);
    expect(quote.headers.location).toBe("/quote?error=needs-scripts");
    expectNoneOf(dinner.headers.location, ["Ada", "555-0100"]);
  });
});
