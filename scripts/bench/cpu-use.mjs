// Who used the machine's CPU during a timed run: the server (all its threads, and its main thread alone), the local
// PostgreSQL server (every `postgres` process) and the load generator (this process). The write path's targets
// are not met on two shared cores; these figures show whether a run was bound by the CPU and whose (issue 41).
// Linux only (/proc); elsewhere `measureCpu` gives undefined and nothing is printed.
import fs from "node:fs";
import os from "node:os";

/** /proc counts CPU time in clock ticks of 10 ms (USER_HZ 100 on Linux). */
const TICK_MS = 10;

/** User + system ticks from a /proc stat file (fields 14 and 15), or undefined when it is gone. */
function ticks(statFile) {
  try {
    const fields = fs.readFileSync(statFile, "utf8").split(") ")[1].split(" ");
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

/** CPU time (user + system) a process has used so far, in µs; undefined where /proc is not there. */
export function processCpuMicros(pid) {
  const used = ticks(`/proc/${pid}/stat`);
  return used === undefined ? undefined : used * TICK_MS * 1000;
}

/** Every PostgreSQL process's ticks, by pid (a backend that exits during a run takes its time with it). */
function postgresTicks() {
  const byPid = new Map();
  for (const pid of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    let command;
    try {
      command = fs.readFileSync(`/proc/${pid}/comm`, "utf8").trim();
    } catch {
      continue;
    }
    if (command !== "postgres") continue;
    const used = ticks(`/proc/${pid}/stat`);
    if (used !== undefined) byPid.set(pid, used);
  }
  return byPid;
}

/**
 * Starts measuring; `stop()` gives the CPU milliseconds each used since, and the share of all cores they add up
 * to. `postgres`: the database server is on this machine (its processes are counted).
 */
export function measureCpu(serverPid, { postgres }) {
  if (!fs.existsSync(`/proc/${serverPid}/stat`)) return undefined;
  const server = () => ticks(`/proc/${serverPid}/stat`);
  const main = () => ticks(`/proc/${serverPid}/task/${serverPid}/stat`);
  const start = { server: server(), main: main(), postgres: postgres ? postgresTicks() : undefined, self: process.cpuUsage(), at: performance.now() };
  return {
    stop() {
      const seconds = (performance.now() - start.at) / 1000;
      const self = process.cpuUsage(start.self);
      let postgresMs;
      if (start.postgres) {
        postgresMs = 0;
        for (const [pid, used] of postgresTicks()) postgresMs += (used - (start.postgres.get(pid) ?? 0)) * TICK_MS;
      }
      const used = {
        serverMs: (server() - start.server) * TICK_MS,
        serverMainMs: (main() - start.main) * TICK_MS,
        postgresMs,
        loadMs: (self.user + self.system) / 1000,
      };
      const total = used.serverMs + (postgresMs ?? 0) + used.loadMs;
      return { ...used, seconds, busy: total / (seconds * 1000 * os.availableParallelism()) };
    },
  };
}

/**
 * One line: CPU per unit of work (an order, a checkout) by who used it, and how busy the cores were; `elsewhere` says
 * why PostgreSQL was not counted.
 */
export function cpuLine(label, unit, used, count, elsewhere) {
  const per = (ms) => (ms / count).toFixed(2);
  const postgres = used.postgresMs === undefined ? elsewhere : `PostgreSQL ${per(used.postgresMs)} ms`;
  return `${label}: CPU per ${unit}: server ${per(used.serverMs)} ms (its main thread ${per(used.serverMainMs)} ms), ${postgres}, load generator ${per(used.loadMs)} ms; all ${os.availableParallelism()} cores ${Math.round(used.busy * 100)} % busy over the run's ${used.seconds.toFixed(1)} s`;
}
