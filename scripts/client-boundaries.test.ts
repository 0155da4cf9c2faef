import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { ESLint } from "eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The layer rules are only worth having if they fail on the imports they forbid: each case lints one line of code as
// if it sat in the named file, with the repository's own ESLint config.
const root = path.resolve(import.meta.dirname, "..");
const eslint = new ESLint({ cwd: root });

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = value;\n`, { filePath: path.join(root, filePath) });
  return result.messages.filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

describe("ESLint keeps the client's arrows one way", () => {
  it.each([
    ["a feature into another feature's internals", "client/src/features/menu/new-file.ts", 'import { value } from "@/features/quotes/components/quote-card";', /public surface/],
    ["a feature into app/", "client/src/features/menu/new-file.ts", 'import { value } from "@/app/router";', /Only app\//],
    ["a component into a feature", "client/src/components/ui/new-file.tsx", 'import { value } from "@/features/auth";', /import no feature/],
    ["lib into a feature's internals", "client/src/lib/new-file.ts", 'import { value } from "@/features/cart/cart-store";', /import no feature/],
    ["lib into app/", "client/src/lib/new-file.ts", 'import { value } from "@/app/layouts/site-layout";', /Only app\//],
    ["lib into components", "client/src/lib/new-file.ts", 'import { value } from "@/components/ui/button";', /imports no component/],
  ])("refuses %s", async (_case, file, code, message) => {
    const messages = await restrictedImports(file, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(message);
  });

  it.each([
    ["a feature into another feature's public surface", "client/src/features/menu/new-file.ts", 'import { value } from "@/features/quotes";'],
    ["a feature into its own internals", "client/src/features/menu/new-file.ts", 'import { value } from "@/features/menu/api/get-menu-items";'],
    ["a feature into components, lib and shared", "client/src/features/menu/new-file.ts", 'import { value } from "@/components/ui/button";\nimport "@/lib/paths";\nimport "@shared/rules/money";'],
    ["app into a feature's internals", "client/src/app/pages/new-file.tsx", 'import { value } from "@/features/quotes/components/quote-card";'],
  ])("allows %s", async (_case, file, code) => {
    expect(await restrictedImports(file, code)).toEqual([]);
  });
});

describe("ESLint keeps zod out of the first load of the sign-in and checkout pages", () => {
  const zodImports = async (code: string, file = "client/src/features/auth/components/new-form.tsx") => {
    const [result] = await eslint.lintText(`${code}\nexport const used = value;\n`, { filePath: path.join(root, file) });
    return result.messages.filter((m) => m.ruleId === "@typescript-eslint/no-restricted-imports").map((m) => m.message);
  };

  it("refuses a schema or zod's resolver imported statically by a sign-in form", async () => {
    expect(await zodImports('import { loginRequestSchema as value } from "@shared/validators/auth";')).toEqual([expect.stringMatching(/lazyZodResolver/)]);
    expect(await zodImports('import { zodResolver as value } from "@hookform/resolvers/zod";')).toEqual([expect.stringMatching(/lazyZodResolver/)]);
    expect(await zodImports('import { checkoutDetailsSchema as value } from "../checkout-details-schema";', "client/src/features/checkout/components/new-step.tsx")).toHaveLength(1);
    expect(await zodImports('import { ORDER_CANCELLED as value } from "@shared/validators/orders";', "client/src/features/checkout/new-hook.ts")).toHaveLength(1);
  });

  it("allows its types, its messages and the lazy resolver", async () => {
    const code = 'import type { LoginRequest } from "@shared/validators/auth";\nimport { AUTH_MESSAGES } from "@shared/validators/auth-messages";\nimport { lazyZodResolver as value } from "@/lib/lazy-zod-resolver";\nexport type L = LoginRequest; export const m = AUTH_MESSAGES;';
    expect(await zodImports(code)).toEqual([]);
  });
});

describe("scripts/arch.mjs", () => {
  const run = promisify(execFile);
  let fixture: string;

  function write(file: string, text: string) {
    fs.mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true });
    fs.writeFileSync(path.join(fixture, file), text);
  }

  beforeAll(() => {
    fixture = fs.mkdtempSync(path.join(os.tmpdir(), "arch-"));
    write("features/quotes/index.ts", 'export { card } from "./components/card";\n');
    write("features/quotes/components/card.ts", "export const card = 1;\n");
    write("features/menu/list.ts", 'import { card } from "@/features/quotes";\nexport const list = card;\n');
    write("lib/format.ts", "export const format = 1;\n");
  });
  afterAll(() => fs.rmSync(fixture, { recursive: true, force: true }));

  async function arch() {
    try {
      const { stdout } = await run(process.execPath, [path.join(root, "scripts/arch.mjs"), "--src", fixture]);
      return { code: 0, stdout };
    } catch (error) {
      const failed = error as { code: number; stdout: string };
      return { code: failed.code, stdout: failed.stdout };
    }
  }

  it("passes the repository's client as it is", async () => {
    const { stdout } = await run(process.execPath, [path.join(root, "scripts/arch.mjs")]);
    expect(stdout).toMatch(/upward arrows: [0-2]\n/);
    expect(stdout).toMatch(/cross-feature imports of internals: 0\n/);
  });

  it("prints the arrows and passes when features meet only at index.ts", async () => {
    const result = await arch();
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("features/menu → features/quotes (index)  1");
  });

  it("fails on a relative import into another feature's internals, which the alias rule cannot see", async () => {
    write("features/menu/sneaky.ts", 'import { card } from "../quotes/components/card";\nexport const sneaky = card;\n');
    const result = await arch();
    fs.rmSync(path.join(fixture, "features/menu/sneaky.ts"));
    expect(result.code).toBe(1);
    expect(result.stdout).toContain("features/menu/sneaky.ts → ../quotes/components/card");
  });

  it("fails on more than two upward arrows", async () => {
    for (const n of [1, 2, 3]) write(`lib/up-${n}.ts`, 'import { list } from "@/features/menu/list";\nexport const up = list;\n');
    const result = await arch();
    for (const n of [1, 2, 3]) fs.rmSync(path.join(fixture, `lib/up-${n}.ts`));
    expect(result.code).toBe(1);
    expect(result.stdout).toContain("upward arrows: 3");
  });
});
