import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { projectRoot } from "../paths";
import { sparePort } from "../test/spare-port";

/**
 * The real server process (server/index.ts, the production entry, run through tsx so no build is needed, on a new
 * embedded database it migrates itself) whose standard output is a pipe nobody reads any more: it must keep
 * answering, and SIGTERM must still end it cleanly, with open keep-alive connections. Part of `npm run test:faults`
 * (whole processes, outside `npm test`).
 */
const root = projectRoot();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cc-shutdown-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
function get(port: number, urlPath: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port, path: urlPath, agent }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", reject);
  });
}

async function waitUntilUp(port: number, server: ChildProcess): Promise<void> {
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited early with code ${server.exitCode}`);
    try {
      if ((await get(port, "/api/health")) === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Starts server/index.ts with the given stdout; errors go to a file (a pipe that may close is what is under test). */
async function startServer(stdout: "pipe" | NodeJS.WritableStream & { fd?: number }) {
  const port = await sparePort();
  const stderrFile = path.join(dataDir, `stderr-${port}.log`);
  const stderr = fs.openSync(stderrFile, "w");
  const server = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "development", PORT: String(port), DEMO_MODE: "false", SERVE_CLIENT: "false", LOG_LEVEL: "info", DATA_DIR: path.join(dataDir, String(port)), DATABASE_URL: "" },
    stdio: ["ignore", stdout as "pipe", stderr],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => server.on("exit", (code, signal) => resolve({ code, signal })));
  const stop = async () => {
    if (server.exitCode === null) server.kill("SIGKILL");
    fs.closeSync(stderr);
    await exited;
  };
  return { port, server, exited, stop, stderrText: () => fs.readFileSync(stderrFile, "utf8") };
}

describe("the server process", () => {
  it("keeps answering when nobody reads its stdout, and SIGTERM ends it cleanly despite keep-alive", async () => {
    const { port, server, exited, stop, stderrText } = await startServer("pipe");
    try {
      await waitUntilUp(port, server);
      // The reader of the server's stdout stops reading, as when the parent that piped it goes away: the pipe
      // fills up. Every request is logged to it (600 lines are several times a pipe's 64 KiB); each must still
      // be answered.
      server.stdout!.pause();
      for (let i = 0; i < 600; i++) expect(await get(port, "/api/config")).toBe(200);
      expect(await get(port, "/api/health")).toBe(200);

      // A keep-alive connection stays open in the agent while the server is told to stop.
      server.kill("SIGTERM");
      const { code, signal } = await exited;
      expect({ code, signal }).toEqual({ code: 0, signal: null });
    } finally {
      server.stdout?.destroy();
      await stop();
    }
    expect(stderrText()).not.toMatch(/Error|EPIPE/);
  }, 180_000);

  it("keeps answering when its stdout is piped to a process that has exited (EPIPE), and SIGTERM ends it", async () => {
    // The reader takes the first chunk of log and exits: every later write by the server fails with EPIPE.
    const reader = spawn(process.execPath, ["-e", "process.stdin.once('data', () => process.exit(0))"], { stdio: ["pipe", "ignore", "ignore"] });
    const readerExited = new Promise((resolve) => reader.on("exit", resolve));
    const { port, server, exited, stop } = await startServer(reader.stdin!);
    // Our copy of the pipe's write end is not needed: only the server writes to it.
    reader.stdin!.destroy();
    try {
      await waitUntilUp(port, server);
      await readerExited;
      for (let i = 0; i < 200; i++) expect(await get(port, "/api/config")).toBe(200);
      expect(await get(port, "/api/health")).toBe(200);
      server.kill("SIGTERM");
      const { code, signal } = await exited;
      // The grace period is 10 s; the test's own timeout is the bound, as wall-clock assertions are not reliable here.
      expect({ code, signal }).toEqual({ code: 0, signal: null });
    } finally {
      agent.destroy();
      await stop();
    }
  }, 180_000);
});
