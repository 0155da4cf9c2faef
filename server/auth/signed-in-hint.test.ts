import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGNED_IN_HINT_COOKIE } from "@shared/api/signed-in-hint";
import { createTestApp, type TestApp } from "../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const hintOf = (res: request.Response) => ((res.headers["set-cookie"] as unknown as string[] | undefined) ?? []).find((c) => c.startsWith(`${SIGNED_IN_HINT_COOKIE}=`));

describe("the signed-in hint cookie", () => {
  it("is set by signing in, readable by scripts, and grants nothing by itself", async () => {
    const user = await t.createUser();
    const res = await request(t.server).post("/api/login").send({ username: user.username, password: user.password });
    expect(res.status).toBe(200);
    const hint = hintOf(res)!;
    expect(hint).toMatch(new RegExp(`^${SIGNED_IN_HINT_COOKIE}=1; Max-Age=43200; Path=/;`));
    expect(hint).not.toMatch(/HttpOnly/i);
    // The hint alone is no session.
    expect((await request(t.server).get("/api/me").set("Cookie", `${SIGNED_IN_HINT_COOKIE}=1`)).status).toBe(401);
  });

  it("is cleared by signing out, and when the session it stood for is gone", async () => {
    const agent = await t.signIn(await t.createUser());
    const out = await agent.post("/api/logout");
    expect(hintOf(out)).toMatch(new RegExp(`^${SIGNED_IN_HINT_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970`));
    const stale = await request(t.server).get("/api/me").set("Cookie", `${SIGNED_IN_HINT_COOKIE}=1; cc.sid=s%3Agone.sig`);
    expect(stale.status).toBe(401);
    expect(hintOf(stale)).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it("is left alone on a visitor's requests that carry none", async () => {
    const res = await request(t.server).get("/api/me");
    expect(res.status).toBe(401);
    expect(hintOf(res)).toBeUndefined();
  });
});
