import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { projectRoot } from "../paths";

/**
 * `npm run admin:create` as an operator runs it: its own process (through tsx, no build needed) on a new embedded
 * database it migrates itself. Part of `npm run test:faults` (whole processes, outside `npm test`); the rules it
 * applies are tested in-process in server/admin/create-admin.test.ts.
 */
const root = projectRoot();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cc-admin-cli-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe("the admin:create command", () => {
  it("reads the password from ADMIN_PASSWORD, creates the admin in the configured database, says how to sign in, and exits 1 with the reason when refused", async () => {
    const run = promisify(execFile);
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", ADMIN_PASSWORD: "Grilled-Peach7", NODE_ENV: "development" };
    const args = ["server/admin/create-admin-cli.ts", "--username", "founder", "--email", "founder@example.com"];
    const { stdout } = await run(path.join(root, "node_modules/.bin/tsx"), args, { cwd: root, env });
    expect(stdout).toContain('Admin "founder" created');
    const refused = await run(path.join(root, "node_modules/.bin/tsx"), args, { cwd: root, env }).catch((error: { code: number; stderr: string }) => error);
    expect(refused).toMatchObject({ code: 1 });
    expect((refused as { stderr: string }).stderr).toMatch(/already/i);
  });
});
