import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { sessions, users } from "@shared/schema";
import { createTestApp, sessionCookie, type TestApp } from "../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/me", () => {
  it("answers 401 with a JSON message when signed out", async () => {
    const res = await request(t.server).get("/api/me");
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: "Authentication required" });
  });

  it("answers the public user when signed in, never the password hash", async () => {
    const user = await t.createUser();
    const agent = await t.signIn(user);
    const res = await agent.get("/api/me");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: user.id, username: user.username, email: user.email, role: "client" });
    expect(res.headers["cache-control"]).toBe("no-store");
  });
});

describe("POST /api/login", () => {
  it("signs in with username or email, case-insensitively, and sets a hardened cookie", async () => {
    const user = await t.createUser();
    for (const login of [user.username, user.email.toUpperCase()]) {
      const res = await request(t.server).post("/api/login").send({ username: login, password: user.password });
      expect(res.status).toBe(200);
      expect(res.body.username).toBe(user.username);
      const cookie = sessionCookie(res)!;
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
    }
  });

  it("refuses a wrong password and an unknown user with the same 401 message", async () => {
    const user = await t.createUser();
    const wrong = await request(t.server).post("/api/login").send({ username: user.username, password: "Wrong-Passw0rd" });
    const unknown = await request(t.server).post("/api/login").send({ username: "nobody-here", password: "Wrong-Passw0rd" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: "Invalid credentials" });
    expect(unknown.body).toEqual(wrong.body);
    expect(sessionCookie(wrong)).toBeUndefined();
  });

  it("answers 400 with field errors when a field is missing", async () => {
    const res = await request(t.server).post("/api/login").send({ username: "someone" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Password is required");
    expect(res.body.errors).toEqual({ password: "Password is required" });
  });

  it("issues a new session id at every login, and the old id stops working", async () => {
    const user = await t.createUser();
    const first = await request(t.server).post("/api/login").send({ username: user.username, password: user.password });
    const firstCookie = sessionCookie(first)!.split(";")[0];
    const second = await request(t.server)
      .post("/api/login")
      .set("Cookie", firstCookie)
      .send({ username: user.username, password: user.password });
    const secondCookie = sessionCookie(second)!.split(";")[0];
    expect(secondCookie).not.toBe(firstCookie);
    expect((await request(t.server).get("/api/me").set("Cookie", firstCookie)).status).toBe(401);
    expect((await request(t.server).get("/api/me").set("Cookie", secondCookie)).status).toBe(200);
  });

  it("ends a session 12 hours after sign-in even if it was used all along", async () => {
    const user = await t.createUser();
    const agent = await t.signIn(user);
    expect((await agent.get("/api/me")).status).toBe(200);
    const thirteenHoursAgo = Date.now() - 13 * 60 * 60 * 1000;
    await t.database.db
      .update(sessions)
      .set({ sess: sql`jsonb_set(${sessions.sess}, '{signedInAt}', ${String(thirteenHoursAgo)}::jsonb)` })
      .where(eq(sessions.userId, user.id));
    expect((await agent.get("/api/me")).status).toBe(401);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });

  it("stores the session in the database with its user, so it survives a restart", async () => {
    const user = await t.createUser();
    await t.signIn(user);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
  });
});

describe("POST /api/logout", () => {
  it("deletes the stored session so a replayed cookie is signed out", async () => {
    const user = await t.createUser();
    const login = await request(t.server).post("/api/login").send({ username: user.username, password: user.password });
    const cookie = sessionCookie(login)!.split(";")[0];
    const res = await request(t.server).post("/api/logout").set("Cookie", cookie);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Logged out" });
    expect((await request(t.server).get("/api/me").set("Cookie", cookie)).status).toBe(401);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });

  it("answers 200 for a visitor too", async () => {
    expect((await request(t.server).post("/api/logout")).status).toBe(200);
  });
});

describe("POST /api/register", () => {
  it("creates a client account and answers 201 without signing in", async () => {
    const res = await request(t.server)
      .post("/api/register")
      .send({ username: "newcomer", email: "newcomer@example.com", password: "Grilled-Peach7" });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), username: "newcomer", email: "newcomer@example.com", role: "client" });
    expect(sessionCookie(res)).toBeUndefined();
    const [row] = await t.database.db.select().from(users).where(eq(users.id, res.body.id));
    // argon2id with the test suite's cheap parameters here; server/auth/passwords.test.ts checks the production ones.
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=1\$/);
    const login = await request(t.server).post("/api/login").send({ username: "newcomer", password: "Grilled-Peach7" });
    expect(login.status).toBe(200);
  });

  it("never takes the role from the request body", async () => {
    const res = await request(t.server)
      .post("/api/register")
      .send({ username: "sneaky", email: "sneaky@example.com", password: "Grilled-Peach7", role: "admin" });
    expect(res.status).toBe(201);
    expect(res.body.role).toBe("client");
  });

  it("refuses a duplicate username in any case with 409", async () => {
    const user = await t.createUser();
    const res = await request(t.server)
      .post("/api/register")
      .send({ username: user.username.toUpperCase(), email: "other-address@example.com", password: "Grilled-Peach7" });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: "That username is already taken" });
  });

  it("refuses a duplicate email with 409", async () => {
    const user = await t.createUser();
    const res = await request(t.server)
      .post("/api/register")
      .send({ username: "different-name", email: user.email, password: "Grilled-Peach7" });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: "An account with that email already exists" });
  });

  it.each([
    ["too short", "Ab1"],
    ["no uppercase", "grilled-peach7"],
    ["no lowercase", "GRILLED-PEACH7"],
    ["no number", "Grilled-Peach"],
    ["over 128 characters", `Aa1${"x".repeat(126)}`],
  ])("refuses a weak password (%s) with 400", async (_case, password) => {
    const res = await request(t.server).post("/api/register").send({ username: "weakling", email: "weak@example.com", password });
    expect(res.status).toBe(400);
    expect(res.body.errors.password).toBeTruthy();
  });

  it("refuses a password from the common-passwords list", async () => {
    const res = await request(t.server).post("/api/register").send({ username: "commoner", email: "common@example.com", password: "Password1" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("This password is too common. Please choose one that is harder to guess.");
  });

  it("accepts a 64-character password", async () => {
    const password = `Aa1${"long-passphrase-".repeat(4)}`.slice(0, 64);
    const res = await request(t.server).post("/api/register").send({ username: "longpass", email: "longpass@example.com", password });
    expect(res.status).toBe(201);
  });

  it("refuses an invalid email and a missing username with 400", async () => {
    const badEmail = await request(t.server).post("/api/register").send({ username: "mailless", email: "not-an-email", password: "Grilled-Peach7" });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.message).toBe("Please enter a valid email address");
    const noName = await request(t.server).post("/api/register").send({ email: "x@example.com", password: "Grilled-Peach7" });
    expect(noName.status).toBe(400);
    expect(noName.body.errors.username).toBeTruthy();
  });
});

describe("POST /api/account/password", () => {
  it("is for signed-in users only", async () => {
    const res = await request(t.server).post("/api/account/password").send({ currentPassword: "x", newPassword: "Grilled-Peach7" });
    expect(res.status).toBe(401);
  });

  it("needs the current password and the same rules as sign-up", async () => {
    const user = await t.createUser();
    const agent = await t.signIn(user);
    const wrong = await agent.post("/api/account/password").send({ currentPassword: "Not-The-Passw0rd", newPassword: "Grilled-Peach7" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("Your current password is not correct.");
    const weak = await agent.post("/api/account/password").send({ currentPassword: user.password, newPassword: "short" });
    expect(weak.status).toBe(400);
    const common = await agent.post("/api/account/password").send({ currentPassword: user.password, newPassword: "Password1" });
    expect(common.status).toBe(400);
    // Nothing changed: the old password still signs in.
    expect((await request(t.server).post("/api/login").send({ username: user.username, password: user.password })).status).toBe(200);
  });

  it("changes the password, ends the user's other sessions, keeps this one and emails a notice", async () => {
    const user = await t.createUser();
    const here = await t.signIn(user);
    const elsewhere = await t.signIn(user);
    const res = await here.post("/api/account/password").send({ currentPassword: user.password, newPassword: "Grilled-Peach7-Fresh" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Password Changed" });
    expect((await here.get("/api/me")).status).toBe(200);
    expect((await elsewhere.get("/api/me")).status).toBe(401);
    expect((await request(t.server).post("/api/login").send({ username: user.username, password: user.password })).status).toBe(401);
    expect((await request(t.server).post("/api/login").send({ username: user.username, password: "Grilled-Peach7-Fresh" })).status).toBe(200);
    expect((await t.outbox()).some((m) => m.to[0].address === user.email && m.subject === "Your password was changed")).toBe(true);
  });
});
