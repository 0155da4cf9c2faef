import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sparePort } from "../test/spare-port";

/**
 * A PostgreSQL cluster of the test's own, on a spare port, that the test may stop and start at will (the shared
 * server the other suites use is never touched). Built with the machine's PostgreSQL binaries; run as the
 * `postgres` user when we are root, since PostgreSQL refuses to run as root.
 */
export interface TestCluster {
  url: string;
  port: number;
  start(): void;
  /** "fast" ends every session (as a normal shutdown does); "immediate" is a crash. */
  stop(mode?: "fast" | "immediate"): void;
  destroy(): void;
}

function binDir(): string {
  const fromPgConfig = spawnSync("pg_config", ["--bindir"], { encoding: "utf8" });
  const candidates = [fromPgConfig.status === 0 ? fromPgConfig.stdout.trim() : ""];
  const debianRoot = "/usr/lib/postgresql";
  if (fs.existsSync(debianRoot)) {
    for (const version of fs.readdirSync(debianRoot).sort((a, b) => Number(b) - Number(a))) candidates.push(path.join(debianRoot, version, "bin"));
  }
  const found = candidates.find((dir) => dir && fs.existsSync(path.join(dir, "pg_ctl")) && fs.existsSync(path.join(dir, "initdb")));
  if (!found) throw new Error("PostgreSQL's initdb and pg_ctl were not found (install the postgresql package).");
  return found;
}

export async function startTestCluster(): Promise<TestCluster> {
  const bin = binDir();
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cc-faults-pg-"));
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    fs.chownSync(dir, uid, gid);
  }
  const run = (command: string, args: string[]) => {
    const [file, fullArgs] = asRoot ? ["runuser", ["-u", "postgres", "--", path.join(bin, command), ...args]] : [path.join(bin, command), args];
    const result = spawnSync(file, fullArgs, { encoding: "utf8" });
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  };
  const data = path.join(dir, "data");
  const port = await sparePort();
  run("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "--no-sync", "-E", "UTF8"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c max_connections=100`;
  const start = () => run("pg_ctl", ["-D", data, "-o", options, "-l", path.join(dir, "postgres.log"), "-w", "-t", "60", "start"]);
  const stop = (mode: "fast" | "immediate" = "fast") => run("pg_ctl", ["-D", data, "-m", mode, "-w", "-t", "60", "stop"]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    destroy() {
      try {
        stop("immediate");
      } catch {
        // Already stopped.
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
