import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("rate_limit_counters", () => {
  it("is unlogged: counting a hit waits for no WAL flush (migration 0020)", async () => {
    // Both drivers (node-postgres, PGlite) answer a raw query with { rows }.
    const { rows } = (await t.database.db.execute(sql`select relpersistence from pg_class where relname = 'rate_limit_counters'`)) as unknown as { rows: unknown[] };
    expect(rows).toEqual([{ relpersistence: "u" }]);
  });
});
