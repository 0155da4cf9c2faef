import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestApp, type TestApp } from "../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("database connections", () => {
  it("survive the server dropping them: no crash, and the next request reconnects", async () => {
    // Warm the pool, then have the server end every other connection to this database (what a restart or
    // failover does). On PGlite there is no server and nothing to drop; the request must simply work.
    await Promise.all([1, 2, 3].map(() => request(t.server).get("/api/health")));
    if (t.database.driver === "postgres") {
      await t.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await expect.poll(async () => (await request(t.server).get("/api/health")).status, { timeout: 5_000 }).toBe(200);
    expect((await request(t.server).get("/api/settings/company-info")).status).toBe(200);
  });
});
