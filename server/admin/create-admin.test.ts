import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { eq } from "drizzle-orm";
import { users } from "@shared/schema";
import { createTestApp, type TestApp } from "../test/harness";
import { createLogger } from "../logger";
import { childProcessDatabase } from "../test/database-template";
import { createAdmin } from "./create-admin";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const deps = () => ({ db: t.database.db, mailer: { send: async () => undefined }, logger: createLogger("silent"), appUrl: "http://localhost:5000" });

describe("createAdmin (npm run admin:create)", () => {
  it("creates an admin who can sign in", async () => {
    const admin = await createAdmin(deps(), { username: "owner", email: "owner@example.com", password: "Grilled-Peach7" });
    expect(admin).toMatchObject({ username: "owner", role: "admin" });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, admin.id));
    expect(row.passwordHash).not.toContain("Grilled-Peach7");
    const agent = await t.signIn({ id: admin.id, username: "owner", email: "owner@example.com", password: "Grilled-Peach7", role: "admin" });
    expect((await agent.get("/api/me")).body).toMatchObject({ username: "owner", role: "admin" });
  });

  it.each([
    ["a weak password", { username: "owner2", email: "owner2@example.com", password: "short" }, /Please meet all password requirements\n {2}- At least 8 characters\n {2}- One uppercase letter\n {2}- One number/],
    ["a common password", { username: "owner3", email: "owner3@example.com", password: "Password123" }, /common/i],
    ["a bad email", { username: "owner4", email: "not-an-email", password: "Grilled-Peach7" }, /email/i],
    ["a taken username", { username: "owner", email: "other@example.com", password: "Grilled-Peach7" }, /username/i],
  ])("refuses %s with the sign-up rules' words", async (_case, input, message) => {
    await expect(createAdmin(deps(), input)).rejects.toThrow(message);
  });
});

describe("the admin:create command", () => {
  it("reads the password from ADMIN_PASSWORD, creates the admin in the configured database, and says how to sign in", async () => {
    const database = await childProcessDatabase(inject("databaseTemplate"), process.env.TEST_DATABASE_URL, path.join(t.dataDir, "cli-db"));
    const run = promisify(execFile);
    const root = path.resolve(import.meta.dirname, "../..");
    const env = { ...process.env, ...database.env, ADMIN_PASSWORD: "Grilled-Peach7", NODE_ENV: "development" };
    const { stdout } = await run(path.join(root, "node_modules/.bin/tsx"), ["server/admin/create-admin-cli.ts", "--username", "founder", "--email", "founder@example.com"], { cwd: root, env });
    expect(stdout).toContain('Admin "founder" created');
    const refused = await run(path.join(root, "node_modules/.bin/tsx"), ["server/admin/create-admin-cli.ts", "--username", "founder", "--email", "founder@example.com"], { cwd: root, env }).catch((error: { code: number; stderr: string }) => error);
    expect(refused).toMatchObject({ code: 1 });
    expect((refused as { stderr: string }).stderr).toMatch(/already/i);
    await database.release();
  }, 240_000);
});
