import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { users } from "@shared/schema";
import { createTestApp, type TestApp } from "../test/harness";
import { createLogger } from "../logger";
import { createAdmin } from "./create-admin";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const deps = () => ({ db: t.database.db, mailer: { send: async () => undefined }, logger: createLogger("silent"), appUrl: "http://localhost:5000" });

// The command itself (its own process, exit codes) runs with the whole-process suites: server/deployment/admin-cli.test.ts.
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
