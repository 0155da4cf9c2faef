import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The server did not become healthy at ${url} within ${timeoutMs} ms`);
}

/**
 * Starts the built server (demo mode, embedded database in a fresh folder) on a free port, and tells the
 * tests where it is through environment variables, which Playwright passes on to its workers.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const entry = path.join(root, "dist", "server", "index.js");
  if (!fs.existsSync(entry)) throw new Error("The app is not built: run `npm run build` before `npm run test:e2e`.");
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cc-e2e-"));
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      DATA_DIR: dataDir,
      UPLOADS_DIR: path.join(dataDir, "uploads"),
      DATABASE_URL: "",
      DEMO_MODE: "true",
      APP_URL: baseUrl,
      LOG_LEVEL: "warn",
      // Every test browser comes from 127.0.0.1: the per-address limits would count the whole suite as one shopper
      // (checkouts) and one newcomer (a dozen specs register an account and sign in within 15 minutes). The limits
      // themselves are tested in server/middleware/rate-limit.test.ts; the per-account sign-in lockout stays as in
      // production.
      RATE_LIMIT_REGISTER_PER_IP: "1000",
      RATE_LIMIT_LOGIN_PER_IP: "1000",
      RATE_LIMIT_ORDERS_PER_IP: "1000",
      RATE_LIMIT_ORDERS_PER_USER: "1000",
      RATE_LIMIT_CARD_TOKENS_PER_IP: "1000",
      RATE_LIMIT_ENQUIRIES_PER_IP: "1000",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  // Only stops a server that never starts: on a busy machine (migrations and the demo seed on the embedded
  // database) a healthy start took more than a minute.
  await waitForHealth(baseUrl, 240_000);
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATA_DIR = dataDir;

  return async () => {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
