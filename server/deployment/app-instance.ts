import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { projectRoot } from "../paths";
import { sparePort } from "../test/spare-port";

/**
 * One server process as a load balancer would see it: the production entry from source (server/index.ts through
 * tsx), or the built one (dist/server/index.js, what `npm start` runs).
 */
export interface AppInstance {
  name: string;
  port: number;
  base: string;
  process: ChildProcess;
  alive(): boolean;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves once /api/ready answers 200. */
  ready(timeoutMs?: number): Promise<void>;
  log(): string;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export async function startInstance(options: { name: string; dir: string; env: Record<string, string>; built?: boolean }): Promise<AppInstance> {
  const port = await sparePort();
  const base = `http://127.0.0.1:${port}`;
  const logFile = path.join(options.dir, `${options.name}.log`);
  // Output to a file, never to a pipe that may close (the logger copes, but the test would lose what it said).
  const out = fs.openSync(logFile, "a");
  const built = path.join(projectRoot(), "dist", "server", "index.js");
  if (options.built && !fs.existsSync(built)) throw new Error("No build: run `npm run build` first.");
  const child = spawn(process.execPath, options.built ? [built] : ["--import", "tsx", "server/index.ts"], {
    cwd: projectRoot(),
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: String(port),
      APP_URL: base,
      DATA_DIR: path.join(options.dir, options.name),
      SERVE_CLIENT: "false",
      LOG_LEVEL: "info",
      ...options.env,
    },
    stdio: ["ignore", out, out],
  });
  fs.closeSync(out);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on("exit", (code, signal) => resolve({ code, signal })));
  const instance: AppInstance = {
    name: options.name,
    port,
    base,
    process: child,
    exited,
    alive: () => child.exitCode === null && child.signalCode === null,
    async ready(timeoutMs = 120_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if (!instance.alive()) throw new Error(`${options.name} exited:\n${instance.log()}`);
        try {
          const res = await fetch(`${base}/api/ready`, { signal: AbortSignal.timeout(5_000) });
          if (res.status === 200) return;
        } catch {
          // Not listening yet.
        }
        if (Date.now() > deadline) throw new Error(`${options.name} not ready after ${timeoutMs} ms:\n${instance.log()}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    log: () => fs.readFileSync(logFile, "utf8"),
    async kill(signal = "SIGKILL") {
      if (instance.alive()) child.kill(signal);
      await exited;
    },
  };
  return instance;
}
