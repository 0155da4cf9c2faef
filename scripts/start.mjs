// `npm start`: build when the build is missing or older than the sources, then run the server in this very process.
// Migrations and the demo seed run inside the server at start-up.
//
// One process, not a parent and a child: npm's script execs node (package.json), npm passes SIGTERM and SIGINT to it,
// the server drains and exits, and npm exits with its code. A supervisor that signals npm, or this process, stops
// the server; a kill -9 of this process is a kill of the server; nothing is left serving on its own.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
const stamp = path.join(root, "dist", "server", "index.js");
const sources = ["client", "server", "shared", "vite.config.ts", "tailwind.config.ts", "package-lock.json"];

function newestMtime(target) {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** Runs the build, passing a stop signal on to it; resolves with its exit code (128 + signal when killed). */
function build() {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
    const forward = (signal) => child.kill(signal);
    for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, forward);
    child.on("exit", (code, signal) => {
      for (const name of ["SIGTERM", "SIGINT"]) process.off(name, forward);
      resolve(code ?? 128 + (os.constants.signals[signal] ?? 0));
    });
  });
}

const built = fs.statSync(stamp, { throwIfNoEntry: false });
const sourceTime = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
if (!built || built.mtimeMs < sourceTime) {
  console.log("Building the app…");
  const code = await build();
  if (code !== 0) process.exit(code);
}

// npm can pass on SIGTERM, but nothing passes on a SIGKILL of npm itself: this process would be left serving with
// nobody to stop it. Run by npm, it stops (gracefully, as on SIGTERM) once npm is gone.
if (process.env.npm_lifecycle_event === "start") {
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(watch);
    process.kill(process.pid, "SIGTERM");
  }, 1_000);
  watch.unref();
}

// What `node --enable-source-maps` would do: stack traces point into the TypeScript sources.
process.setSourceMapsEnabled(true);
// The server (its own SIGTERM and SIGINT handling, its exit code) runs in this process.
await import(pathToFileURL(stamp).href);
