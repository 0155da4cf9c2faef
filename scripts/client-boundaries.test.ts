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

  it("fails on a single upward arrow", async () => {
    write("lib/up.ts", 'import { list } from "@/features/menu/list";\nexport const up = list;\n');
    const result = await arch();
    fs.rmSync(path.join(fixture, "lib/up.ts"));
    expect(result.code).toBe(1);
    expect(result.stdout).toContain("upward arrows: 1\n  lib/up.ts → @/features/menu/list");
  });

  it("fails on more than two upward arrows", async () => {
    for (const n of [1, 2, 3]) write(`lib/up-${n}.ts`, 'import { list } from "@/features/menu/list";\nexport const up = list;\n');
    const result = await arch();
    for (const n of [1, 2, 3]) fs.rmSync(path.join(fixture, `lib/up-${n}.ts`));
    expect(result.code).toBe(1);
    expect(result.stdout).toContain("upward arrows: 3");
  });
});

describe("scripts/arch.mjs on the server's layers", () => {
  const run = promisify(execFile);
  let fixture: string;

  function write(file: string, text: string) {
    fs.mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true });
    fs.writeFileSync(path.join(fixture, file), text);
  }

  // A small server laid out like server/: entry → web → services → infrastructure → db → base.
  beforeAll(() => {
    fixture = fs.mkdtempSync(path.join(os.tmpdir(), "arch-server-"));
    write("errors.ts", "export const oops = 1;\n");
    write("db/client.ts", 'import { oops } from "../errors";\nexport const db = oops;\n');
    write("payments/card-payments.ts", 'import { db } from "../db/client";\nexport const hold = db;\n');
    write("services/payments.ts", 'import { hold } from "../payments/card-payments";\nexport const payments = hold;\n');
    write("services/quotes.ts", 'import { payments } from "./payments";\nexport const quotes = payments;\n');
    write("services/index.ts", 'export { quotes } from "./quotes";\n');
    write("routes/quotes.ts", 'import type { quotes } from "../services/quotes";\nexport type Q = typeof quotes;\n');
    write("jobs/scheduled-jobs.ts", 'import { quotes } from "../services";\nexport const job = quotes;\n');
    write("app.ts", 'import { quotes } from "./services";\nimport type { Q } from "./routes/quotes";\nexport const app: Q = quotes;\n');
  });
  afterAll(() => fs.rmSync(fixture, { recursive: true, force: true }));

  /** Runs the check with `extra` written into the fixture for this run only. */
  async function archWith(extra: Record<string, string> = {}) {
    for (const [file, text] of Object.entries(extra)) write(file, text);
    try {
      const { stdout } = await run(process.execPath, [path.join(root, "scripts/arch.mjs"), "--server", fixture]);
      return { code: 0, stdout };
    } catch (error) {
      const failed = error as { code: number; stdout: string };
      return { code: failed.code, stdout: failed.stdout };
    } finally {
      for (const file of Object.keys(extra)) fs.rmSync(path.join(fixture, file));
    }
  }

  it("passes the repository's server as it is", async () => {
    const { stdout } = await run(process.execPath, [path.join(root, "scripts/arch.mjs")]);
    expect(stdout).toContain("server upward arrows: 0\n");
    expect(stdout).toContain("routes importing db/: 0\n");
    expect(stdout).toContain("entry points reaching a service past services/index.ts: 0\n");
  });

  it("prints the arrows with their layers and passes when they run down", async () => {
    const result = await archWith();
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("routes (web) → services (services)  1");
    expect(result.stdout).toContain("jobs (entry) → services (services)  1");
  });

  it.each([
    ["a service into a route", "services/bad.ts", 'import type { Q } from "../routes/quotes";\nexport type B = Q;\n', "server upward arrows: 1"],
    ["the database into a service", "db/bad.ts", 'import { quotes } from "../services/quotes";\nexport const b = quotes;\n', "server upward arrows: 1"],
    ["infrastructure into the composition", "payments/bad.ts", 'import { app } from "../app";\nexport const b = app;\n', "server upward arrows: 1"],
    ["a route into the database", "routes/bad.ts", 'import { db } from "../db/client";\nexport const b = db;\n', "routes importing db/: 1"],
    ["a scheduled job past the services' index", "jobs/scheduled-jobs.ts", 'import { quotes } from "../services/quotes";\nexport const job = quotes;\n', "entry points reaching a service past services/index.ts: 1"],
    ["a service into the payment machinery past the payment service", "services/orders.ts", 'import { hold } from "../payments/card-payments";\nexport const o = hold;\n', "services reaching payments/ past the payment services: 1"],
    ["a file in a folder with no layer", "gadgets/thing.ts", "export const thing = 1;\n", "server files in no layer: 1"],
  ])("fails on %s", async (_case, file, code, message) => {
    const original = fs.existsSync(path.join(fixture, file)) ? fs.readFileSync(path.join(fixture, file), "utf8") : undefined;
    const result = await archWith({ [file]: code });
    if (original !== undefined) write(file, original);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(`${message}\n  ${file}`);
  });
});
