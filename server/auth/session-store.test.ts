import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type session from "express-session";
import { sessions, users } from "@shared/schema";
import { createTestApp, type TestApp } from "../test/harness";
import { DatabaseSessionStore, sessionKey } from "./session-store";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const data = (expires: Date) => ({ cookie: { expires, originalMaxAge: 7_200_000 } }) as unknown as session.SessionData;

describe("the session store's rolling expiry", () => {
  it("writes a touch only when it moves the stored expiry by a minute or more", async () => {
    const store = new DatabaseSessionStore(t.database.db);
    const call = <T>(fn: (cb: (error?: unknown, value?: T) => void) => void) =>
      new Promise<T | undefined>((resolve, reject) => fn((error, value) => (error ? reject(error) : resolve(value))));
    const stored = async () => (await t.database.db.select({ expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.sid, sessionKey("rolling"))))[0].expiresAt.getTime();
    const start = Date.now() + 7_200_000;
    await call((cb) => store.set("rolling", data(new Date(start)), cb));

    // A request 30 s later: its new expiry is 30 s further, so the row is left as it is.
    await call((cb) => store.get("rolling", cb));
    await call((cb) => store.touch("rolling", data(new Date(start + 30_000)), cb));
    expect(await stored()).toBe(start);

    // Two minutes later: written.
    await call((cb) => store.get("rolling", cb));
    await call((cb) => store.touch("rolling", data(new Date(start + 120_000)), cb));
    expect(await stored()).toBe(start + 120_000);

    // A touch without a read before it (nothing remembered) is always written.
    await call((cb) => store.touch("rolling", data(new Date(start + 125_000)), cb));
    expect(await stored()).toBe(start + 125_000);
  });
});

describe("the signed-in user, read with the session", () => {
  it("is the user's row as it is now, on every request: a new role shows at once, a deleted user is signed out", async () => {
    const user = await t.createUser();
    const agent = await t.signIn(user);
    expect((await agent.get("/api/me")).body).toMatchObject({ id: user.id, username: user.username, role: "client" });

    await t.database.db.update(users).set({ role: "admin", email: "renamed@example.com" }).where(eq(users.id, user.id));
    expect((await agent.get("/api/me")).body).toMatchObject({ id: user.id, role: "admin", email: "renamed@example.com" });
    expect((await agent.get("/api/me")).body).not.toHaveProperty("passwordHash");

    await t.database.db.delete(users).where(eq(users.id, user.id));
    expect((await agent.get("/api/me")).status).toBe(401);
  });
});
