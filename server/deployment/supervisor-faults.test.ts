import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectRoot } from "../paths";
import { sparePort } from "../test/spare-port";
import { startTestCluster, type TestCluster } from "./pg-cluster";
import { readDockerfile, readSystemdUnit, unitEnvironment } from "./deploy-kit";

/**
 * `npm run test:faults`: the server as its supervisors run it, signalled as they signal it. `npm start` (npm, then
 * scripts/start.mjs, which is the server), the Dockerfile's ENTRYPOINT and CMD (tini, then node), the systemd
 * unit's ExecStart: each started with the very command its file names, put under load, and sent the stop signal
 * on the process the supervisor would send it to. The server must finish what it accepted, exit 0 (so the
 * chain does too), and leave nothing behind: the port refuses and none of the chain's processes is left.
 */
const root = projectRoot();
let cluster: TestCluster;
let dir: string;
const started: ChildProcess[] = [];
const startedChains: number[] = [];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "cc-supervisor-"));
  cluster = await startTestCluster();
  // The image's and the unit's command run the build; `npm start` makes it when missing or stale, and is run first.
  if (!fs.existsSync(path.join(root, "dist", "server", "index.js"))) {
    const built = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "ignore" });
    if (built.status !== 0) throw new Error("npm run build failed");
  }
}, 300_000);

afterAll(() => {
  // A test that failed half-way leaves nothing running: each chain's processes, as recorded once it was ready.
  for (const pid of startedChains) if (commandLine(pid) !== null) process.kill(pid, "SIGKILL");
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  cluster?.destroy();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The environment a supervisor gives: the machine's, without what npm and vitest add to ours, plus the settings. */
function supervisorEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith("npm_") && !key.startsWith("VITEST") && key !== "NODE_OPTIONS"));
  return {
    ...inherited,
    NODE_ENV: "production",
    SESSION_SECRET: "supervisor-faults-session-secret-0123456789",
    DATABASE_URL: cluster.url,
    DEMO_MODE: "false",
    LOG_LEVEL: "info",
    RATE_LIMIT_LOGIN_PER_IP: "1000000",
    RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: "1000000",
    ...extra,
  };
}

interface Launched {
  child: ChildProcess;
  port: number;
  base: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  log(): string;
}

/** Starts `command` as a supervisor would (its own environment, output to a file) and waits until it is ready. */
async function launch(name: string, command: string[], env: Record<string, string>): Promise<Launched> {
  const port = await sparePort();
  const base = `http://127.0.0.1:${port}`;
  const logFile = path.join(dir, `${name}.log`);
  const out = fs.openSync(logFile, "a");
  const child = spawn(command[0], command.slice(1), {
    cwd: root,
    env: supervisorEnv({ ...env, PORT: String(port), APP_URL: base, DATA_DIR: path.join(dir, name), UPLOADS_DIR: path.join(dir, name, "uploads") }),
    stdio: ["ignore", out, out],
  });
  fs.closeSync(out);
  started.push(child);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on("exit", (code, signal) => resolve({ code, signal })));
  const log = () => fs.readFileSync(logFile, "utf8");
  // `npm start` may build first.
  const deadline = Date.now() + 280_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${name} exited before it was ready:\n${log()}`);
    const ready = await fetch(`${base}/api/ready`, { signal: AbortSignal.timeout(5_000) }).then((res) => res.status === 200, () => false);
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`${name} not ready:\n${log()}`);
    await sleep(250);
  }
  startedChains.push(...descendants(child.pid!));
  return { child, port, base, exited, log };
}

/** Every process under `pid` (from /proc), deepest last. */
function descendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // Gone meanwhile.
    }
    const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
  }
  const found: number[] = [];
  const walk = (parent: number) => {
    for (const child of children.get(parent) ?? []) {
      found.push(child);
      walk(child);
    }
  };
  walk(pid);
  return found;
}

/** The command line of a process, or null when it is gone (an exited process nobody reaped yet counts as gone). */
function commandLine(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    if (stat.slice(stat.lastIndexOf(")") + 2).startsWith("Z")) return null;
    return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ").trim();
  } catch {
    return null;
  }
}

/** Whether anything still accepts connections on the port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

interface Answer {
  kind: string;
  status: number;
  code?: string;
}

/**
 * Four clients on kept-alive connections: the cached menu, liveness, and a sign-in attempt (a password hash, so
 * real work is in flight when the signal comes). Runs `during` once they are going, and stops them once it returns.
 */
async function underLoad(base: string, during: () => Promise<void>): Promise<Answer[]> {
  const answers: Answer[] = [];
  let running = true;
  const call = async (kind: string, url: string, init?: RequestInit) => {
    try {
      const res = await fetch(`${base}${url}`, { ...init, signal: AbortSignal.timeout(20_000) });
      await res.arrayBuffer();
      answers.push({ kind, status: res.status });
    } catch (error) {
      answers.push({ kind, status: 0, code: (error as { cause?: { code?: string } }).cause?.code ?? String(error) });
    }
  };
  const worker = async () => {
    while (running) {
      await call("menu", "/api/menu-items");
      await call("login", "/api/login", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ username: "nobody", password: "Not-The-Password-1" }) });
      await call("health", "/api/health");
    }
  };
  const load = Promise.all([worker(), worker(), worker(), worker()]);
  await sleep(1_500);
  try {
    await during();
  } finally {
    running = false;
    await load;
  }
  return answers;
}

/** What each answer must be: its success, or, once the server has closed its port, a refused connection. */
function expectDrained(answers: Answer[]) {
  const expected: Record<string, number> = { menu: 200, health: 200, login: 401 };
  expect(answers.filter((a) => a.status !== 0).length).toBeGreaterThan(10);
  const wrong = answers.filter((a) => (a.status === 0 ? a.code !== "ECONNREFUSED" : a.status !== expected[a.kind]));
  expect(wrong).toEqual([]);
}

/** Signals `target` under load; checks the drain, the exit of `launched` and that nothing of it is left. */
async function stopUnderLoad(launched: Launched, target: number, signal: NodeJS.Signals) {
  const chain = [launched.child.pid!, ...descendants(launched.child.pid!)];
  let exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  const answers = await underLoad(launched.base, async () => {
    process.kill(target, signal);
    exit = await launched.exited;
  });
  // No orphan: nothing answers on the port, and no process of the chain is left.
  expect(await listening(launched.port)).toBe(false);
  expect(chain.map(commandLine).filter((line) => line !== null)).toEqual([]);
  return { exit: exit!, answers, chain };
}

describe("npm start under a supervisor", () => {
  it("SIGTERM to npm under load: the server finishes what it accepted, npm exits 0, nothing is left", async () => {
    const npm = await launch("npm-sigterm", ["npm", "start"], {});
    const chain = [npm.child.pid!, ...descendants(npm.child.pid!)];
    // One chain: npm, and node running start.mjs, which is the server (npm's script execs node; no shell between).
    expect(chain.map(commandLine)).toEqual([expect.stringMatching(/^npm/), expect.stringMatching(/^node scripts\/start\.mjs$/)]);
    const { exit, answers } = await stopUnderLoad(npm, npm.child.pid!, "SIGTERM");
    expect(exit).toEqual({ code: 0, signal: null });
    expectDrained(answers);
    expect(npm.log()).toContain("shutdown complete");
  }, 300_000);

  it("SIGTERM to scripts/start.mjs under load: the same, and npm exits 0 with it", async () => {
    const npm = await launch("start-sigterm", ["npm", "start"], {});
    const [startScript] = descendants(npm.child.pid!);
    expect(commandLine(startScript)).toBe("node scripts/start.mjs");
    const { exit, answers } = await stopUnderLoad(npm, startScript, "SIGTERM");
    expect(exit).toEqual({ code: 0, signal: null });
    expectDrained(answers);
  }, 300_000);

  it("kill -9 of scripts/start.mjs: the server goes with it (it is the server), npm exits 137 for the supervisor to see", async () => {
    const npm = await launch("start-sigkill", ["npm", "start"], {});
    const [startScript] = descendants(npm.child.pid!);
    const chain = [npm.child.pid!, startScript];
    process.kill(startScript, "SIGKILL");
    const exit = await npm.exited;
    expect(exit.code ?? 128 + os.constants.signals[exit.signal!]).toBe(137);
    expect(await listening(npm.port)).toBe(false);
    expect(chain.map(commandLine).filter((line) => line !== null)).toEqual([]);
  }, 300_000);
});

describe("the container image's command", () => {
  it("ENTRYPOINT and CMD as the Dockerfile names them: healthy by its HEALTHCHECK, and SIGTERM to PID 1 (tini) under load ends it with 0", async () => {
    const image = readDockerfile();
    const command = [...image.entrypoint, ...image.cmd];
    // The image's environment, with this machine's port and folders instead of the container's.
    const env = { ...image.env, TINI_SUBREAPER: "1" };
    const container = await launch("docker-cmd", command, env);
    // The health check, run as Docker runs it (in the container's environment).
    const health = spawnSync(image.healthcheck!.cmd[0], image.healthcheck!.cmd.slice(1), { cwd: root, env: { ...process.env, PORT: String(container.port) }, encoding: "utf8" });
    expect(health.status, health.stderr).toBe(0);
    // Docker sends the image's STOPSIGNAL to the container's first process: tini, which passes it on to node.
    expect(commandLine(container.child.pid!)).toMatch(/tini/);
    const { exit, answers } = await stopUnderLoad(container, container.child.pid!, image.stopSignal as NodeJS.Signals);
    expect(exit).toEqual({ code: 0, signal: null });
    expectDrained(answers);
    expect(container.log()).toContain("shutdown complete");
  }, 300_000);
});

describe("the systemd unit's command", () => {
  it("ExecStart as the unit names it: KillSignal to the main process under load ends it with 0 (a clean stop, not restarted)", async () => {
    const unit = readSystemdUnit();
    const workdir = unit.get("Service", "WorkingDirectory")!;
    // The unit's paths point into its install folder: here, the repository.
    const command = unit.get("Service", "ExecStart")!.split(/\s+/).map((arg) => (arg.startsWith(`${workdir}/`) ? path.join(root, arg.slice(workdir.length + 1)) : arg));
    const service = await launch("systemd-execstart", command, unitEnvironment(unit));
    // systemd's main process is ExecStart's own: node itself.
    expect(commandLine(service.child.pid!)).toMatch(/^\S*node .*dist\/server\/index\.js$/);
    const { exit, answers } = await stopUnderLoad(service, service.child.pid!, unit.get("Service", "KillSignal") as NodeJS.Signals);
    // Restart=on-failure restarts on any other exit: this one is clean.
    expect(exit).toEqual({ code: 0, signal: null });
    expectDrained(answers);
  }, 300_000);
});
