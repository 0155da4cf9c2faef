import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { sql } from "drizzle-orm";
import { createTestApp, type TestApp } from "../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("GET /api/ready", () => {
  it("is ready when the database answers, every migration is applied and the change feed listens", async () => {
    const res = await request(t.server).get("/api/ready");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ready: true, message: "Ready" });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("says what is missing, with 503, when a migration is not applied", async () => {
    // Put back afterwards: test files share a worker's database (server/test/database-template.ts).
    const removed = await t.database.db.execute(sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations) returning *`);
    const [row] = (removed as unknown as { rows: { id: number; hash: string; created_at: string }[] }).rows;
    const res = await request(t.server).get("/api/ready");
    await t.database.db.execute(sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row.id}, ${row.hash}, ${row.created_at})`);
    expect(res.status).toBe(503);
    // Every 503 says when to ask again.
    expect(res.headers["retry-after"]).toBe("5");
    expect(res.body.ready).toBe(false);
    expect(res.body.message).toMatch(/migrations applied/);
  });
});
