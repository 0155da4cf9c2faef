import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const COMPANY = {
  name: "Creative Cuisines",
  address: "1 Test Street, New York, NY 10001",
  phone: "(555) 000-1111",
  email: "office@example.com",
  website: "https://example.com",
};

describe("guards", () => {
  it("answers 401 to a visitor and 403 to a client on an admin-only route", async () => {
    const visitor = await request(t.server).put("/api/settings/company-info").send(COMPANY);
    expect(visitor.status).toBe(401);
    expect(visitor.body).toEqual({ message: "Authentication required" });
    const client = await t.signIn(await t.createUser({ role: "client" }));
    const refused = await client.put("/api/settings/company-info").send(COMPANY);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: "Admin access required" });
  });

  it("lets an admin change company info, which everyone then reads", async () => {
    const admin = await t.signIn(await t.createUser({ role: "admin" }));
    const res = await admin.put("/api/settings/company-info").send(COMPANY);
    expect(res.status).toBe(200);
    // A body without a time zone keeps the default one.
    expect((await request(t.server).get("/api/settings/company-info")).body).toEqual({ ...COMPANY, timeZone: "America/New_York" });
  });

  it("validates the admin's input with a clear 400", async () => {
    const admin = await t.signIn(await t.createUser({ role: "admin" }));
    const res = await admin.put("/api/settings/company-info").send({ ...COMPANY, email: "nope" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Please enter a valid email address");
    for (const website of ["javascript:alert(1)", "data:text/html,<script>alert(1)</script>", "ftp://files.example.com"]) {
      const refused = await admin.put("/api/settings/company-info").send({ ...COMPANY, website });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe("Please enter a website address starting with http:// or https://");
    }
  });
});

describe("text the database cannot store", () => {
  it("NUL bytes, lone surrogates and deep nesting get a 400 with a message on any route, never a 500", async () => {
    const admin = await t.signIn(await t.createUser({ role: "admin" }));
    const nested = JSON.parse(`${"[".repeat(200)}1${"]".repeat(200)}`);
    const cases: [string, unknown][] = [
      ["/api/contact", { name: "Ada\u0000", email: "ada@example.com", message: "hello" }],
      ["/api/login", { username: "ada\ud800", password: "x" }],
      ["/api/orders", { customerInfo: { ["first\udc00"]: "x" } }],
      ["/api/contact", { nested }],
    ];
    for (const [path, body] of cases) {
      const res = await request(t.server).post(path).set("Content-Type", "application/json").send(JSON.stringify(body));
      expect(res.status, path).toBe(400);
      expect(typeof res.body.message).toBe("string");
    }
    const settings = await admin.put("/api/settings/company-info").send({ ...COMPANY, name: "Creative\u0000Cuisines" });
    expect(settings.status).toBe(400);
    expect(settings.body.message).toBe("Text may not contain NUL characters or broken Unicode.");
  });
});

describe("cross-site requests", () => {
  it("refuses a state-changing request whose Origin is another site", async () => {
    const user = await t.createUser();
    const res = await request(t.server)
      .post("/api/login")
      .set("Origin", "https://evil.example")
      .send({ username: user.username, password: user.password });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: "Cross-site requests are not allowed" });
  });

  it("compares the Origin with APP_URL only, not with a Host header the caller chose", async () => {
    const user = await t.createUser();
    const res = await request(t.server)
      .post("/api/login")
      .set("Host", "evil.example")
      .set("Origin", "http://evil.example")
      .send({ username: user.username, password: user.password });
    expect(res.status).toBe(403);
  });

  it("refuses a request the browser labels cross-site, even for a signed-in user", async () => {
    const agent = await t.signIn(await t.createUser());
    const res = await agent.post("/api/logout").set("Sec-Fetch-Site", "cross-site");
    expect(res.status).toBe(403);
    expect((await agent.get("/api/me")).status).toBe(200);
  });

  it("accepts same-origin requests by Origin or by Sec-Fetch-Site", async () => {
    const user = await t.createUser();
    const byOrigin = await request(t.server)
      .post("/api/login")
      .set("Host", "localhost:5000")
      .set("Origin", "http://localhost:5000")
      .send({ username: user.username, password: user.password });
    expect(byOrigin.status).toBe(200);
    const byFetchSite = await request(t.server)
      .post("/api/login")
      .set("Sec-Fetch-Site", "same-origin")
      .send({ username: user.username, password: user.password });
    expect(byFetchSite.status).toBe(200);
  });

  it("lets cross-site GETs through (they change nothing)", async () => {
    const res = await request(t.server).get("/api/health").set("Sec-Fetch-Site", "cross-site");
    expect(res.status).toBe(200);
  });
});

describe("server hygiene", () => {
  it("reports database reachability on /api/health", async () => {
    const res = await request(t.server).get("/api/health");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok", database: "up" });
  });

  it("sends security headers and no X-Powered-By", async () => {
    const res = await request(t.server).get("/api/health");
    expect(res.headers["x-powered-by"]).toBeUndefined();
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    const csp = res.headers["content-security-policy"];
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers malformed JSON with 400 and a message", async () => {
    const res = await request(t.server).post("/api/login").set("Content-Type", "application/json").send("{not json");
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: "Request body is not valid JSON" });
  });

  it("answers an oversized body with 413 and a message", async () => {
    const res = await request(t.server)
      .post("/api/register")
      .send({ username: "big", email: "big@example.com", password: "x".repeat(200_000) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: "Request body is too large" });
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await request(t.server).get("/api/no-such-thing");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "Not found" });
  });

  it("serves the demo configuration flag without credentials outside demo mode", async () => {
    const res = await request(t.server).get("/api/config");
    expect(res.body).toEqual({ demoMode: false, demoAccounts: [] });
  });
});
