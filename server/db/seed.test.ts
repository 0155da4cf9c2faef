import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { menuItems, users } from "@shared/schema";
import { createTestApp, type TestApp } from "../test/harness";
import { createLogger } from "../logger";
import { DEMO_ACCOUNTS, seedDemo } from "./seed";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, createLogger("silent"));
});
afterAll(() => t.close());

describe("demo seed", () => {
  it("creates the two demo accounts, which sign in with their documented passwords", async () => {
    for (const account of DEMO_ACCOUNTS) {
      const res = await request(t.app).post("/api/login").send({ username: account.username, password: account.password });
      expect(res.status).toBe(200);
      expect(res.body.role).toBe(account.role);
    }
  });

  it("serves the 39 menu items in menu order", async () => {
    const res = await request(t.app).get("/api/menu-items");
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(39);
    expect(res.body[0]).toMatchObject({ name: "Classic Caesar Salad", category: "salads", price: "Half Pan $60 / Full Pan $90", isActive: true });
  });

  it("is safe to run again: nothing is duplicated", async () => {
    await seedDemo(t.database.db, createLogger("silent"));
    const [{ items }] = await t.database.db.select({ items: sql<number>`count(*)::int` }).from(menuItems);
    const [{ accounts }] = await t.database.db.select({ accounts: sql<number>`count(*)::int` }).from(users);
    expect(items).toBe(39);
    expect(accounts).toBe(2);
  });
});
