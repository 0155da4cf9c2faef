// `npm start`: build when the build is missing or older than the sources, then run the server.
// Migrations and the demo seed run inside the server at start-up.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

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

const built = fs.statSync(stamp, { throwIfNoEntry: false });
const sourceTime = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
if (!built || built.mtimeMs < sourceTime) {
  console.log("Building the app…");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, ["--enable-source-maps", stamp], { cwd: root, stdio: "inherit", env: process.env });
// Pass stop signals on, so the server can finish in-flight requests before it exits.
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => server.kill(signal));
// A server killed by a signal did not stop cleanly: say so with the shell's 128 + signal number, never 0.
server.on("exit", (code, signal) => process.exit(code ?? 128 + (os.constants.signals[signal] ?? 0)));
