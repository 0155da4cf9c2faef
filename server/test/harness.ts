import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import request from "supertest";
import { inject } from "vitest";
import type { Express } from "express";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import { users, type UserRole } from "@shared/schema";
import { createApp, type AppOptions } from "../app";
import type { JobQueue } from "../jobs/job-queue";
import { MAIL_QUEUE, type Mailer } from "../mail/mailer";
import { PASSWORD_RESET_QUEUE } from "../services/auth";
import { PROPOSAL_LINK_QUEUE } from "../services/quote-links";
import { openDatabase, type DatabaseHandle } from "../db/client";
import { loadConfig } from "../env";
import { createLogger, type Logger } from "../logger";
import { hashPassword } from "../auth/passwords";
import { copyDatabaseTemplate } from "./database-template";
import type { RateLimitSettings } from "../http/rate-limit-settings";
import type { PaymentGateway } from "../payments/gateway";
import type { ChangeFeed } from "../db/change-feed";
import type { CurrentSettings } from "../settings/current-settings";
import type { FileStorage } from "../storage/file-storage";
import type { ContractViolation } from "../http/response-contract";

/** Limits high enough that only the rate-limit tests ever meet them. */
const GENEROUS_LIMITS: RateLimitSettings = {
  loginPerIp: 10_000,
  loginFailuresPerAccount: 10_000,
  loginFailuresPerDevice: 10_000,
  registerPerIp: 10_000,
  forgotPerIp: 10_000,
  enquiriesPerIp: 10_000,
  ordersPerIp: 10_000,
  ordersPerUser: 10_000,
  cardTokensPerIp: 10_000,
  cardDeclinesPerIp: 10_000,
  cardDeclinesPerOrder: 10_000,
  messagesPerUser: 10_000,
  paymentTestGuessesPerIp: 10_000,
  paymentTestGuessesTotal: 10_000,
  windowMs: 60_000,
};

export interface TestApp {
  /** The Express app: for reading its routes. Requests go to `server`. */
  app: Express;
  /**
   * The app listening on a local port, what supertest is given: `request(t.server)`. Given the app function instead,
   * supertest starts a new server on a new port for every request (a bind, a connection, then TIME_WAIT), which was a
   * quarter of the CPU time of the request-heavy files; one server with kept-alive connections costs none of that.
   */
  server: http.Server;
  /** The handler the real server runs (hot reads before Express). */
  handler: (req: IncomingMessage, res: ServerResponse) => void;
  changeFeed: ChangeFeed;
  /** The app's job queue (jobs.send queues a job, as the app's own mailer does). */
  jobs: JobQueue;
  /** The business settings the app holds now (what its rules, emails and documents follow). */
  settings: CurrentSettings;
  /**
   * Answers so far that broke the route table (shared/api/routes.ts): an undeclared field, a wrong type, an
   * undeclared status. Every answer of every test is checked; `close()` fails the file when any broke it.
   */
  contractViolations: readonly ContractViolation[];
  database: DatabaseHandle;
  dataDir: string;
  /** Messages the app "sent", read back from the outbox folder, oldest first. */
  outbox(): Promise<OutboxMessage[]>;
  createUser(options?: { role?: UserRole; username?: string; password?: string }): Promise<TestUser>;
  /** A second app instance on the same database (its own pool and listener on PostgreSQL). */
  sibling(): Promise<{ app: Express; handler: TestApp["handler"]; stopStreams(): void; close(): Promise<void> }>;
  /** A supertest agent (keeps cookies) already signed in as the user. */
  signIn(user: TestUser): Promise<request.Agent>;
  close(): Promise<void>;
}

export interface TestUser {
  id: number;
  username: string;
  email: string;
  password: string;
  role: UserRole;
}

export interface OutboxMessage {
  to: { address: string }[];
  subject: string;
  text: string;
}

/**
 * How long a test app's request waits for a pooled connection before answering 503. Production fails fast (2 s);
 * here 200 concurrent checkouts beside another heavy file, with both cores busy, waited longer than that, and the
 * tests that check the 503 path set their own timeouts.
 */
const TEST_ACQUIRE_TIMEOUT_MS = "15000";

let userCounter = 0;

/**
 * A fresh app on a fresh database, copied from the migrated template the global setup made
 * (server/test/database-template.ts). Embedded PGlite (in memory) by default; with TEST_DATABASE_URL a throwaway
 * database is created on that PostgreSQL server for this test file and dropped afterwards.
 */
export interface TestAppOptions {
  rateLimits?: Partial<RateLimitSettings>;
  gateway?: PaymentGateway;
  /** Extra environment for loadConfig, e.g. PAYMENT_TEST_PASSWORD. */
  env?: Record<string, string>;
  /** Where the app logs; silent by default. Tests that read the log pass a logger writing to a stream they keep. */
  logger?: Logger;
  /** Where uploads go; a folder in the test's data folder by default. */
  storage?: FileStorage;
  /** What the mail queue's worker hands each email to; the outbox folder by default. */
  mailer?: Mailer;
  /** Mounts a web client (e.g. mountBuiltClient over a test build); none by default. */
  mountClient?: AppOptions["mountClient"];
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const copy = await copyDatabaseTemplate(inject("databaseTemplate"), serverUrl);
  const databaseUrl = copy.url;
  const database = await openDatabase({ url: databaseUrl, pglite: copy.pglite, poolSize: 5 });
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "cc-test-"));
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, UPLOADS_DIR: path.join(dataDir, "uploads"), LOG_LEVEL: "silent", APP_URL: "http://localhost:5000", DEMO_MODE: "false", DB_ACQUIRE_TIMEOUT_MS: TEST_ACQUIRE_TIMEOUT_MS, ...options.env });
  const logger = options.logger ?? createLogger("silent");
  const rateLimits = { ...GENEROUS_LIMITS, ...options.rateLimits };
  const contractViolations: ContractViolation[] = [];
  const checkResponses = (violation: ContractViolation) => void contractViolations.push(violation);
  const { app, handler, close, changeFeed, jobs, settings } = await createApp({ config, database, logger, rateLimits, gateway: options.gateway, storage: options.storage, mailer: options.mailer, mountClient: options.mountClient, checkResponses });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));

  return {
    app,
    server,
    handler,
    changeFeed,
    jobs,
    settings,
    contractViolations,
    database,
    dataDir,
    async outbox() {
      // Mail is delivered by the job queue's worker, a moment after the request: wait until it has (a reset
      // request is turned into its email by a job first).
      await jobs.settled(PASSWORD_RESET_QUEUE);
      await jobs.settled(PROPOSAL_LINK_QUEUE);
      await jobs.settled(MAIL_QUEUE);
      const dir = path.join(dataDir, "outbox");
      const files = (await fs.readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith(".json")).sort();
      return Promise.all(files.map(async (f) => JSON.parse(await fs.readFile(path.join(dir, f), "utf8")) as OutboxMessage));
    },
    async sibling() {
      const handle = databaseUrl ? await openDatabase({ url: databaseUrl, poolSize: 2 }) : database;
      const other = await createApp({ config, database: handle, logger, rateLimits, gateway: options.gateway, checkResponses });
      return {
        app: other.app,
        handler: other.handler,
        stopStreams: other.stopStreams,
        close: async () => {
          await other.jobs.settled(PASSWORD_RESET_QUEUE);
          await other.jobs.settled(MAIL_QUEUE);
          await other.close();
          if (handle !== database) await handle.close();
        },
      };
    },
    async createUser({ role = "client", username, password = "Sturdy-Passw0rd" } = {}) {
      userCounter += 1;
      const name = username ?? `user${userCounter}_${Math.random().toString(36).slice(2, 6)}`;
      const email = `${name.toLowerCase()}@example.com`;
      const [row] = await database.db
        .insert(users)
        .values({ username: name, email, role, passwordHash: await hashPassword(password) })
        .returning({ id: users.id });
      return { id: row.id, username: name, email, password, role };
    },
    async signIn(user) {
      const agent = request.agent(server);
      const res = await agent.post("/api/login").send({ username: user.username, password: user.password });
      if (res.status !== 200) throw new Error(`sign-in failed for ${user.username}: ${res.status} ${JSON.stringify(res.body)}`);
      return agent;
    },
    async close() {
      // Mail still being delivered finishes first: pg-boss records a job done without awaiting it, and that write
      // must not reach a pool that is already closed.
      await jobs.settled(PASSWORD_RESET_QUEUE);
      await jobs.settled(PROPOSAL_LINK_QUEUE);
      await jobs.settled(MAIL_QUEUE);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await close();
      // The embedded database goes back to the worker's spare (emptied for the next file), a PostgreSQL one is dropped.
      if (copy.pglite) await copy.release();
      else {
        await database.close();
        await copy.release();
      }
      await fs.rm(dataDir, { recursive: true, force: true });
      if (contractViolations.length > 0) {
        const lines = contractViolations.map(({ route, status, problem }) => `${route} → ${status}: ${problem.replace(/\n/g, " ")}`);
        throw new Error(`${contractViolations.length} answer(s) broke the route table (shared/api/routes.ts):\n${lines.join("\n")}`);
      }
    },
  };
}

/** The value of our session cookie in a response, if it set one. */
export function sessionCookie(res: request.Response): string | undefined {
  const cookies = ([] as string[]).concat(res.headers["set-cookie"] ?? []);
  return cookies.find((c) => c.startsWith("cc.sid="));
}
