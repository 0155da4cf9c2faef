#!/usr/bin/env node
// Prints the import graph between the parts of the client and of the server, and checks the rules of
// docs/architecture.md with no exceptions. Exits 1 when a rule is broken. Test files and test support are left out.
//
// Client: arrows run down (app → features → components → lib → shared), and a feature reaches another feature only
// through its index.ts.
// Server: arrows run down (entry → web → services → infrastructure → db → base); routes never import db/; entry
// points (the composition, command lines, the seed, the scheduled jobs) reach services only through
// services/index.ts; and among the services only the payment services import the payments module.
import fs from "node:fs";
import path from "node:path";

// `--src DIR` checks another tree laid out like client/src, `--server DIR` one laid out like server/ (the lint test's
// fixtures); either alone checks only that tree.
const flag = (name) => (process.argv.includes(name) ? path.resolve(process.argv[process.argv.indexOf(name) + 1]) : undefined);
const root = path.resolve(import.meta.dirname, "..");
const given = { client: flag("--src"), server: flag("--server") };
const none = !given.client && !given.server;
const clientSrc = given.client ?? (none ? path.join(root, "client/src") : undefined);
const serverSrc = given.server ?? (none ? path.join(root, "server") : undefined);

const IMPORT = /(?:import|export)\s[^;]*?from\s+"([^"]+)"|import\s*\(\s*"([^"]+)"\s*\)|import\s+"([^"]+)"/g;

function* sourceFiles(dir, skipDirs) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skipDirs.includes(entry.name)) yield* sourceFiles(full, skipDirs);
    } else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !/test-(fixtures|data|photos)\.ts$|fixtures\.ts$/.test(entry.name)) {
      yield full;
    }
  }
}

function* importsOf(file) {
  for (const match of fs.readFileSync(file, "utf8").matchAll(IMPORT)) yield match[1] ?? match[2] ?? match[3];
}

function report(title, lines) {
  console.log(`${title}: ${lines.length}`);
  for (const line of lines) console.log(`  ${line}`);
  return lines.length;
}

function printArrows(heading, arrows) {
  console.log(heading);
  for (const [key, count] of [...arrows].sort()) console.log(`  ${key}  ${count}`);
}

// ── client ──────────────────────────────────────────────────────────────────────────────────────────────────────────
function checkClient(src) {
  const LEVEL = { app: 3, feature: 2, components: 1, lib: 0, shared: -1 };

  /** Which part of the client a file (path relative to client/src) belongs to. */
  function partOf(rel) {
    const [top, second] = rel.split("/");
    if (top === "features") return { layer: "feature", name: `features/${second}` };
    if (top === "components" || top === "lib") return { layer: top, name: top };
    return { layer: "app", name: "app" }; // app/, pages/, main.tsx, boot.tsx, entry-server.tsx
  }

  function resolveImport(fromFile, spec) {
    if (spec.startsWith("@shared/")) return { layer: "shared", name: "shared" };
    let target;
    if (spec.startsWith("@/")) target = spec.slice(2);
    else if (spec.startsWith(".")) target = path.relative(src, path.resolve(path.dirname(fromFile), spec));
    else return null; // a package
    const part = partOf(target);
    if (part.layer === "feature") {
      const inside = target.split("/").slice(2).join("/");
      part.internal = inside !== "" && inside !== "index";
    }
    return part;
  }

  const arrows = new Map();
  const upward = [];
  const crossInternal = [];
  for (const file of sourceFiles(src, ["test"])) {
    const rel = path.relative(src, file);
    const from = partOf(rel);
    for (const spec of importsOf(file)) {
      const to = resolveImport(file, spec);
      if (!to || to.name === from.name) continue;
      const key = `${from.name} → ${to.name}${to.layer === "feature" ? (to.internal ? " (internals)" : " (index)") : ""}`;
      arrows.set(key, (arrows.get(key) ?? 0) + 1);
      if (LEVEL[to.layer] > LEVEL[from.layer]) upward.push(`${rel} → ${spec}`);
      if (from.layer === "feature" && to.layer === "feature" && to.internal) crossInternal.push(`${rel} → ${spec}`);
    }
  }
  printArrows("Imports between the client's parts (count):", arrows);
  console.log("");
  return report("upward arrows", upward) + report("cross-feature imports of internals", crossInternal);
}

// ── server ──────────────────────────────────────────────────────────────────────────────────────────────────────────
/** The server's layers, bottom first: a file may import its own layer and those below it. */
const SERVER_LAYERS = ["base", "db", "infrastructure", "services", "web", "entry"];

/**
 * Where each file of server/ sits (path relative to server/): the first pattern that matches. A file that matches
 * none fails the check, so a new folder gets a place here (and in docs/architecture.md) before it is used.
 */
const SERVER_PLACES = [
  // Entry points: they start a process or a run and call the layers below.
  [/(^|\/)[^/]+-cli\.ts$/, "entry"], // command lines (migrate, reconcile, create an admin, preview emails)
  [/^db\/seed\.ts$/, "entry"], // the baseline and demo data, written at start
  [/^jobs\/scheduled-jobs\.ts$/, "entry"], // the work done on a clock
  [/^(errors|logger|paths)\.ts$|\.d\.ts$/, "base"],
  [/^[^/]+\.ts$/, "entry"], // app.ts (the composition), index.ts, dev.ts, boot.ts, env.ts, static.ts
  [/^(compose|admin)\//, "entry"],
  // Password hashing and the columns of the signed-in user: primitives the auth service and the sessions share.
  [/^auth\/(passwords|session-user)\.ts$/, "infrastructure"],
  [/^(routes|middleware|http|auth|site)\//, "web"],
  [/^services\//, "services"],
  [/^(payments|mail|storage|jobs|events|documents|uploads|settings)\//, "infrastructure"],
  [/^db\//, "db"],
];
/** Test support, left out like the test files. */
const SERVER_TEST_DIRS = ["test", "deployment"];
/** The services that hold the payment machinery (payments/): every other service asks them. */
const PAYMENT_SERVICES = ["services/payments.ts", "services/reconciliation.ts", "services/proposal-cancellation.ts"];

function checkServer(src) {
  const placeOf = (rel) => SERVER_PLACES.find(([pattern]) => pattern.test(rel))?.[1];
  const folderOf = (rel) => (rel.includes("/") ? rel.split("/")[0] : rel.replace(/\.tsx?$/, ""));

  /** The file a relative import names (path relative to server/), or null for a package or @shared. */
  function resolveImport(fromFile, spec) {
    if (!spec.startsWith(".")) return null;
    const base = path.resolve(path.dirname(fromFile), spec).replace(/\.js$/, "");
    const found = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")].find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
    return path.relative(src, found ?? `${base}.ts`);
  }

  const arrows = new Map();
  const unplaced = new Set();
  const upward = [];
  const routesToDb = [];
  const pastServiceIndex = [];
  const pastPaymentServices = [];
  for (const file of sourceFiles(src, SERVER_TEST_DIRS)) {
    const rel = path.relative(src, file);
    const from = placeOf(rel);
    if (!from) unplaced.add(rel);
    for (const spec of importsOf(file)) {
      const target = resolveImport(file, spec);
      if (target === null || target.startsWith("..")) continue;
      const to = placeOf(target);
      if (!to) unplaced.add(target);
      if (!from || !to) continue;
      const line = `${rel} → ${spec}`;
      if (folderOf(rel) !== folderOf(target)) {
        const key = `${folderOf(rel)} (${from}) → ${folderOf(target)} (${to})`;
        arrows.set(key, (arrows.get(key) ?? 0) + 1);
      }
      if (SERVER_LAYERS.indexOf(to) > SERVER_LAYERS.indexOf(from)) upward.push(line);
      if (rel.startsWith("routes/") && target.startsWith("db/")) routesToDb.push(line);
      if (from === "entry" && target.startsWith("services/") && target !== "services/index.ts") pastServiceIndex.push(line);
      if (from === "services" && target.startsWith("payments/") && !PAYMENT_SERVICES.includes(rel)) pastPaymentServices.push(line);
    }
  }
  printArrows("Imports between the server's parts, with their layers (count):", arrows);
  console.log("");
  return (
    report("server files in no layer", [...unplaced].sort()) +
    report("server upward arrows", upward) +
    report("routes importing db/", routesToDb) +
    report("entry points reaching a service past services/index.ts", pastServiceIndex) +
    report("services reaching payments/ past the payment services", pastPaymentServices)
  );
}

let broken = 0;
if (clientSrc) broken += checkClient(clientSrc);
if (clientSrc && serverSrc) console.log("");
if (serverSrc) broken += checkServer(serverSrc);
process.exit(broken > 0 ? 1 : 0);
