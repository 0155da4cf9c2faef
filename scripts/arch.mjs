#!/usr/bin/env node
// Prints the import graph between the client's layers and feature public surfaces, and checks the rules of
// docs/architecture.md: arrows run down (app → features → components → lib → shared), and a feature reaches
// another feature only through its index.ts. Exits 1 when a rule is broken. Test files are left out.
import fs from "node:fs";
import path from "node:path";

// `--src DIR` checks another tree laid out like client/src (the lint test's fixtures).
const srcFlag = process.argv.indexOf("--src");
const src = srcFlag > 0 ? path.resolve(process.argv[srcFlag + 1]) : path.resolve(import.meta.dirname, "../client/src");
const LEVEL = { app: 3, feature: 2, components: 1, lib: 0, shared: -1 };

function* sourceFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "test") yield* sourceFiles(full);
    } else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !/test-(fixtures|data|photos)\.ts$|fixtures\.ts$/.test(entry.name)) {
      yield full;
    }
  }
}

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
for (const file of sourceFiles(src)) {
  const rel = path.relative(src, file);
  const from = partOf(rel);
  const text = fs.readFileSync(file, "utf8");
  for (const match of text.matchAll(/(?:import|export)\s[^;]*?from\s+"([^"]+)"|import\("([^"]+)"\)/g)) {
    const spec = match[1] ?? match[2];
    const to = resolveImport(file, spec);
    if (!to || to.name === from.name) continue;
    const key = `${from.name} → ${to.name}${to.layer === "feature" ? (to.internal ? " (internals)" : " (index)") : ""}`;
    arrows.set(key, (arrows.get(key) ?? 0) + 1);
    if (LEVEL[to.layer] > LEVEL[from.layer]) upward.push(`${rel} → ${spec}`);
    if (from.layer === "feature" && to.layer === "feature" && to.internal) crossInternal.push(`${rel} → ${spec}`);
  }
}

console.log("Imports between the client's parts (count):");
for (const [key, count] of [...arrows].sort()) console.log(`  ${key}  ${count}`);
console.log(`\nupward arrows: ${upward.length}`);
for (const line of upward) console.log(`  ${line}`);
console.log(`cross-feature imports of internals: ${crossInternal.length}`);
for (const line of crossInternal) console.log(`  ${line}`);
process.exit(upward.length > 2 || crossInternal.length > 0 ? 1 : 0);
