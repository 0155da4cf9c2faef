import http from "node:http";
import type { AddressInfo } from "node:net";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { sessions, users } from "@shared/schema";
import { createTestApp, type TestApp, type TestUser } from "../test/harness";

/**
 * Removing a member of staff from the team (DELETE /api/admin/staff/:id): their account and sessions end at once,
 * on every instance, the change is audited, and the business is never left without an admin.
 */
let t: TestApp;
let closeSibling: () => Promise<void>;
const servers: http.Server[] = [];
let baseA: string;
let baseB: string;

async function listen(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  t = await createTestApp();
  const sibling = await t.sibling();
  closeSibling = sibling.close;
  baseA = await listen(t.handler);
  baseB = await listen(sibling.handler);
});
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  await closeSibling?.();
  await t?.close();
});

async function cookieFor(base: string, user: TestUser): Promise<string> {
  const res = await fetch(`${base}/api/login`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ username: user.username, password: user.password }) });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** Reads a live stream's event names until it ends (or the test aborts it). */
async function openStream(base: string, cookie: string) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/events`, { headers: { Cookie: cookie }, signal: controller.signal });
  expect(res.status).toBe(200);
  const types: string[] = [];
  const ended = (async () => {
    const decoder = new TextDecoder();
    let text = "";
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        text += decoder.decode(chunk, { stream: true });
        types.splice(0, types.length, ...[...text.matchAll(/^event: (.+)$/gm)].map((m) => m[1]));
      }
      return "ended" as const;
    } catch {
      return "aborted" as const;
    }
  })();
  return { types, ended, close: () => controller.abort() };
}

const adminCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users).where(eq(users.role, "admin")))[0].n;
const sessionCount = async (userId: number) => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(sessions).where(eq(sessions.userId, userId)))[0].n;

describe("DELETE /api/admin/staff/:id", () => {
  it("removes another admin: their sessions end at once (their cookie gets 401 on the next request, on every instance), and it is audited", async () => {
    const boss = await t.createUser({ role: "admin" });
    const leaving = await t.createUser({ role: "admin" });
    const admin = await t.signIn(boss);
    // Two sessions of the member, on the two instances, each with a live stream open.
    const cookieA = await cookieFor(baseA, leaving);
    const cookieB = await cookieFor(baseB, leaving);
    expect((await fetch(`${baseB}/api/admin/staff`, { headers: { Cookie: cookieB } })).status).toBe(200);
    const streamA = await openStream(baseA, cookieA);
    const streamB = await openStream(baseB, cookieB);
    expect(await sessionCount(leaving.id)).toBe(2);

    const removed = await admin.delete(`/api/admin/staff/${leaving.id}`);
    expect(removed.status).toBe(204);

    expect(await sessionCount(leaving.id)).toBe(0);
    for (const [base, cookie] of [
      [baseA, cookieA],
      [baseB, cookieB],
    ]) {
      expect((await fetch(`${base}/api/me`, { headers: { Cookie: cookie } })).status).toBe(401);
      expect((await fetch(`${base}/api/admin/staff`, { headers: { Cookie: cookie } })).status).toBe(401);
    }
    // Their open streams are told, then closed, on both instances (the removal ran on A).
    expect(await streamA.ended).toBe("ended");
    expect(await streamB.ended).toBe("ended");
    expect(streamA.types.at(-1)).toBe("signed_out");
    expect(streamB.types.at(-1)).toBe("signed_out");
    // Signing in again is refused too: the account is gone.
    expect((await request(t.server).post("/api/login").send({ username: leaving.username, password: leaving.password })).status).toBe(401);

    const team = (await admin.get("/api/admin/staff")).body.map((u: { id: number }) => u.id);
    expect(team).toContain(boss.id);
    expect(team).not.toContain(leaving.id);
    const log = (await admin.get(`/api/audit-log?entityType=user&actor=${boss.username}`)).body.items;
    expect(log[0]).toMatchObject({
      action: "staff.remove",
      actorId: boss.id,
      actorName: boss.username,
      entityType: "user",
      entityId: leaving.id,
      before: { id: leaving.id, username: leaving.username, email: leaving.email, role: "admin" },
      after: null,
    });
    // The remover stays signed in.
    expect((await admin.get("/api/me")).status).toBe(200);
  });

  it("refuses the last admin with 409 and a message saying why; the admin stays signed in and in the team", async () => {
    // Leave exactly one admin: the others are removed through the API first.
    const last = await t.createUser({ role: "admin" });
    const admin = await t.signIn(last);
    for (const other of (await admin.get("/api/admin/staff")).body as { id: number }[]) {
      if (other.id !== last.id) expect((await admin.delete(`/api/admin/staff/${other.id}`)).status).toBe(204);
    }
    expect(await adminCount()).toBe(1);

    const refused = await admin.delete(`/api/admin/staff/${last.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`${last.username} is the last admin. Invite another admin before removing them, so someone can still run the business.`);
    expect(await adminCount()).toBe(1);
    expect((await admin.get("/api/me")).body).toMatchObject({ id: last.id, role: "admin" });
    expect((await admin.get(`/api/audit-log?entityType=user&entityId=${last.id}`)).body.items).toEqual([]);
  });

  it("lets an admin leave the team while another admin remains: their own session ends too", async () => {
    const staying = await t.createUser({ role: "admin" });
    const leaving = await t.createUser({ role: "admin" });
    const self = await t.signIn(leaving);
    expect((await self.delete(`/api/admin/staff/${leaving.id}`)).status).toBe(204);
    expect((await self.get("/api/me")).status).toBe(401);
    const log = (await (await t.signIn(staying)).get(`/api/audit-log?entityType=user&entityId=${leaving.id}`)).body.items;
    expect(log.map((e: { action: string; actorName: string }) => [e.action, e.actorName])).toEqual([["staff.remove", leaving.username]]);
    // Their entries keep their name once the account is gone (the actor's id is cleared with it).
    expect(log[0].actorId).toBeNull();
  });

  it("is for admins only (visitors 401, clients 403), and only removes staff: a client's account or an unknown id is 404", async () => {
    const admin = await t.signIn(await t.createUser({ role: "admin" }));
    const member = await t.createUser({ role: "admin" });
    const customer = await t.createUser();
    const client = await t.signIn(customer);
    expect((await request(t.server).delete(`/api/admin/staff/${member.id}`)).status).toBe(401);
    const asClient = await client.delete(`/api/admin/staff/${member.id}`);
    expect(asClient.status).toBe(403);
    for (const id of [customer.id, 999_999, "abc"]) {
      const res = await admin.delete(`/api/admin/staff/${id}`);
      expect(res.status, String(id)).toBe(404);
      expect(res.body.message).toBe("Team member not found");
    }
    expect((await client.get("/api/me")).status).toBe(200);
    expect(await adminCount()).toBeGreaterThanOrEqual(2);
  });

  it("two admins removing each other at once never leave the business without an admin", async () => {
    // Start from exactly two admins.
    const one = await t.createUser({ role: "admin" });
    const two = await t.createUser({ role: "admin" });
    const first = await t.signIn(one);
    for (const other of (await first.get("/api/admin/staff")).body as { id: number }[]) {
      if (other.id !== one.id && other.id !== two.id) expect((await first.delete(`/api/admin/staff/${other.id}`)).status).toBe(204);
    }
    const second = await t.signIn(two);
    const answers = await Promise.all([first.delete(`/api/admin/staff/${two.id}`), second.delete(`/api/admin/staff/${one.id}`)]);
    const statuses = answers.map((a) => a.status).sort();
    // One wins; the other is refused (the last admin, or already signed out by the first removal).
    expect(statuses[0]).toBe(204);
    expect([401, 404, 409]).toContain(statuses[1]);
    expect(await adminCount()).toBe(1);
  });
});

describe("ending a user's sessions keeps the session that asked", () => {
  it("a password change ends the other sessions' live streams but not the current one's", async () => {
    const user = await t.createUser();
    const current = await cookieFor(baseA, user);
    const other = await cookieFor(baseB, user);
    const keep = await openStream(baseA, current);
    const end = await openStream(baseB, other);
    const changed = await fetch(`${baseA}/api/account/password`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: current },
      body: JSON.stringify({ currentPassword: user.password, newPassword: "Another-Sturdy-Passw0rd" }),
    });
    expect(changed.status).toBe(200);
    expect(await end.ended).toBe("ended");
    expect(end.types.at(-1)).toBe("signed_out");
    expect((await fetch(`${baseB}/api/me`, { headers: { Cookie: other } })).status).toBe(401);
    expect((await fetch(`${baseA}/api/me`, { headers: { Cookie: current } })).status).toBe(200);
    expect(keep.types).not.toContain("signed_out");
    keep.close();
    expect(await keep.ended).toBe("aborted");
  });
});
