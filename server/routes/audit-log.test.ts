import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "@shared/schema";
import { createTestApp, type TestApp } from "../test/harness";

/** GET /api/audit-log as the audit log page reads it: admins only, filtered, a page at a time by cursor. */
let t: TestApp;
let admin: request.Agent;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(await t.createUser({ role: "admin" }));
});
afterAll(() => t.close());

interface Entry {
  id: number;
  actorName: string;
  action: string;
  entityType: string;
  createdAt: string;
}

/** Rows written straight to the log, at the given instants (the log is insert-only; services write it in their transactions). */
async function logged(rows: { actorName: string; entityType: string; at: string; action?: string }[]): Promise<number[]> {
  const inserted = await t.database.db
    .insert(auditLog)
    .values(rows.map((r) => ({ actorName: r.actorName, action: r.action ?? `${r.entityType}.update`, entityType: r.entityType, entityId: 1, before: { n: 1 }, after: { n: 2 }, createdAt: new Date(r.at) })))
    .returning({ id: auditLog.id });
  return inserted.map((r) => r.id);
}

/** Every page from the first, following nextCursor, as the page does. */
async function allPages(query: string, pageSize: number): Promise<{ pages: Entry[][]; last: { nextCursor: string | null } }> {
  const pages: Entry[][] = [];
  let cursor: string | null = null;
  for (;;) {
    const res = await admin.get(`/api/audit-log?${query}&pageSize=${pageSize}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
    expect(res.status).toBe(200);
    pages.push(res.body.items);
    cursor = res.body.nextCursor;
    if (!cursor) return { pages, last: res.body };
    if (pages.length > 100) throw new Error("the cursor never ends");
  }
}

describe("GET /api/audit-log", () => {
  it("is for admins only: visitors 401, clients 403", async () => {
    expect((await request(t.server).get("/api/audit-log")).status).toBe(401);
    const client = await t.signIn(await t.createUser());
    const refused = await client.get("/api/audit-log");
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: "Admin access required" });
    expect((await client.get("/api/audit-log?actor=someone&cursor=2026-01-01T00:00:00.000000Z_1")).status).toBe(403);
  });

  it("pages by cursor: every row exactly once, newest first, ties on the same instant ordered by id, and a row added meanwhile shifts nothing", async () => {
    // 53 entries of one actor, several sharing an instant to the microsecond (the cursor's id breaks the tie).
    const rows = Array.from({ length: 53 }, (_, i) => ({ actorName: "pager", entityType: "coupon", at: new Date(Date.UTC(2025, 0, 1, 12, 0, Math.floor(i / 3))).toISOString() }));
    const ids = await logged(rows);
    const expected = [...ids].sort((a, b) => b - a);

    const first = await admin.get("/api/audit-log?actor=pager&pageSize=10");
    expect(first.body).toMatchObject({ total: 53, totalIsCapped: false, nextCursor: expect.stringMatching(/^2025-01-01T12:00:\d{2}\.000000Z_\d+$/) });
    // A newer entry arrives between page reads: the next pages go on from where the first ended, as if it were not there.
    await logged([{ actorName: "pager", entityType: "coupon", at: "2025-06-01T00:00:00Z" }]);
    const { pages, last } = await allPages("actor=pager", 10);
    const afterFirst: Entry[] = [];
    let cursor: string | null = first.body.nextCursor;
    while (cursor) {
      const res = await admin.get(`/api/audit-log?actor=pager&pageSize=10&cursor=${encodeURIComponent(cursor)}`);
      afterFirst.push(...res.body.items);
      cursor = res.body.nextCursor;
    }
    const seen = [...first.body.items, ...afterFirst].map((e: Entry) => e.id);
    expect(seen).toEqual(expected);
    expect(new Set(seen).size).toBe(53);

    // Read afresh, the new one leads, and the 54 come in 6 pages with nothing twice or missing.
    const fresh = pages.flat().map((e) => e.id);
    expect(pages.map((p) => p.length)).toEqual([10, 10, 10, 10, 10, 4]);
    expect(new Set(fresh).size).toBe(54);
    expect(fresh.slice(1)).toEqual(expected);
    expect(last.nextCursor).toBeNull();
    // Newest first, and by id within an instant.
    const order = pages.flat().map((e) => [e.createdAt, e.id] as const);
    for (let i = 1; i < order.length; i++) expect(order[i - 1][0] > order[i][0] || (order[i - 1][0] === order[i][0] && order[i - 1][1] > order[i][1])).toBe(true);
  });

  it("filters by who made the change (any case), the kind of record and the business's days, alone or together", async () => {
    await logged([
      // 23:30 on 9 March in New York (the business's time zone), though 10 March in UTC.
      { actorName: "Filter-Ann", entityType: "menu_item", at: "2025-03-10T03:30:00Z" },
      // 01:00 on 10 March in New York.
      { actorName: "Filter-Ann", entityType: "menu_item", at: "2025-03-10T06:00:00Z" },
      { actorName: "Filter-Ann", entityType: "settings", at: "2025-03-11T15:00:00Z" },
      { actorName: "filter-bo", entityType: "menu_item", at: "2025-03-10T15:00:00Z" },
      { actorName: "System", entityType: "order", at: "2025-03-10T15:00:00Z", action: "order.status" },
    ]);
    const query = async (q: string) => {
      const res = await admin.get(`/api/audit-log?${q}`);
      expect(res.status, q).toBe(200);
      return (res.body.items as Entry[]).map((e) => `${e.actorName} ${e.entityType} ${e.createdAt}`);
    };
    expect(await query("actor=filter-ann")).toEqual(["Filter-Ann settings 2025-03-11T15:00:00.000Z", "Filter-Ann menu_item 2025-03-10T06:00:00.000Z", "Filter-Ann menu_item 2025-03-10T03:30:00.000Z"]);
    expect(await query("actor=FILTER-BO")).toEqual(["filter-bo menu_item 2025-03-10T15:00:00.000Z"]);
    expect(await query("actor=Filter")).toEqual([]);
    // Two at one instant: the later entry (the higher id) first.
    expect(await query("from=2025-03-10&to=2025-03-10")).toEqual(["System order 2025-03-10T15:00:00.000Z", "filter-bo menu_item 2025-03-10T15:00:00.000Z", "Filter-Ann menu_item 2025-03-10T06:00:00.000Z"]);
    expect(await query("entityType=menu_item&from=2025-03-10&to=2025-03-11")).toEqual(["filter-bo menu_item 2025-03-10T15:00:00.000Z", "Filter-Ann menu_item 2025-03-10T06:00:00.000Z"]);
    expect(await query("actor=Filter-Ann&entityType=menu_item&to=2025-03-09")).toEqual(["Filter-Ann menu_item 2025-03-10T03:30:00.000Z"]);
    expect(await query("actor=system&from=2025-03-10&to=2025-03-10")).toEqual(["System order 2025-03-10T15:00:00.000Z"]);
    expect(await query("entityType=settings&from=2025-03-11")).toEqual(["Filter-Ann settings 2025-03-11T15:00:00.000Z"]);
    // The filtered list pages by cursor like the whole log.
    const { pages } = await allPages("actor=filter-ann", 2);
    expect(pages.map((p) => p.length)).toEqual([2, 1]);
  });

  it("refuses a malformed filter or cursor with 400 and a message", async () => {
    for (const [q, message] of [
      ["from=2025-03-12&to=2025-03-10", /first day must not be after the last/],
      ["from=10/03/2025", /YYYY-MM-DD/],
      ["entityType=secrets", /entityType/i],
      ["cursor=x", /cursor/i],
      ["cursor=2025-13-01T00:00:00.000000Z_1", /cursor/i],
      ["actor=", /actor/i],
    ] as const) {
      const res = await admin.get(`/api/audit-log?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.message, q).toMatch(message);
    }
  });
});
