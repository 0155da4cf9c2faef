import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import pg from "pg";
import * as schema from "@shared/schema";

/** Both drivers share drizzle's PostgreSQL base class, so services never know which one they run on. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** An open transaction, for steps that must commit together with their caller's writes. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  driver: "pglite" | "postgres";
  /** The connection string on PostgreSQL (migrations take their own connection to hold a lock). */
  url?: string;
  /**
   * LISTEN on a channel; every instance on the same database hears every NOTIFY, its own included.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<Listener>;
  /** Checks the database answers, on a connection of its own; used by /api/health and /api/ready. */
  ping(): Promise<boolean>;
  /** How many migrations the database has applied (drizzle's journal table); null when it cannot say. */
  appliedMigrations(): Promise<number | null>;
  /**
   * Plain SQL with $1… parameters, or several statements without: what a library that brings its own SQL (the
   * job queue) runs. On the request pool on PostgreSQL; on PGlite, its one connection.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
}

/**
 * Plain SQL with $1… parameters on a drizzle transaction's own connection: what the job queue needs to queue a job in
 * the same transaction as the change that causes it. drizzle keeps that connection as the transaction's
 * `session.client` on both drivers (a pg PoolClient, a PGlite transaction), and both answer `query(text, values)`
 * with `{ rows }`; server/jobs/job-queue.test.ts fails if a drizzle upgrade moves it.
 */
export function transactionSql(tx: Transaction): (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }> {
  const client = (tx as unknown as { session: { client: { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> } } }).session.client;
  return (text, values) => client.query(text, values);
}

/** How long the database may keep a request waiting before it fails fast (and the API answers 503). */
export interface DatabaseTimeouts {
  /** Waiting for a pooled connection, or for a new one to open. */
  acquireMs: number;
  /** One statement (PostgreSQL's statement_timeout). */
  statementMs: number;
  /** Waiting for a row or table lock (lock_timeout). */
  lockMs: number;
}

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = { acquireMs: 2_000, statementMs: 5_000, lockMs: 2_000 };

export interface Listener {
  /** False while the connection is lost and being re-established: notifications would be missed. */
  connected(): boolean;
  stop(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; when absent the embedded PGlite is used. */
  url?: string;
  /** Folder for the embedded database; absent = in memory (tests). */
  dataDir?: string;
  /** An embedded database already open (tests reuse one per worker process, server/test/database-template.ts). */
  pglite?: PGlite;
  poolSize?: number;
  timeouts?: Partial<DatabaseTimeouts>;
  /** Told about errors on pooled connections (e.g. the server restarted); they must never crash us. */
  onConnectionError?: (error: Error) => void;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const timeouts = { ...DEFAULT_DATABASE_TIMEOUTS, ...options.timeouts };
    const onError = (error: Error) => options.onConnectionError?.(error);
    const pool = createPool(options.url, options.poolSize ?? 10, timeouts, onError);
    // Health and readiness have their own small pool: a request pool full of stuck queries must not make a
    // load balancer think the process is dead, nor hide that the database itself answers.
    const healthPool = createPool(options.url, 1, { acquireMs: 1_500, statementMs: 1_500, lockMs: 1_000 }, onError);
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    const healthDb = drizzlePg(healthPool, { schema }) as unknown as Database;
    return {
      db,
      driver: "postgres",
      url: options.url,
      listen: (channel, onNotify) => listenPostgres(options.url!, channel, onNotify, onError),
      ping: () => ping(healthDb),
      appliedMigrations: () => appliedMigrations(healthDb),
      executeSql: (text, values) => pool.query(text, values),
      close: async () => {
        await Promise.all([pool.end(), healthPool.end()]);
      },
    };
  }
  let client: PGlite;
  if (options.pglite) {
    client = options.pglite;
  } else if (options.dataDir) {
    fs.mkdirSync(options.dataDir, { recursive: true });
    client = new PGlite(path.join(options.dataDir, "pglite"));
  } else {
    client = new PGlite();
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    driver: "pglite",
    listen: async (channel, onNotify) => {
      const stop = await client.listen(channel, onNotify);
      // In-process: nothing to lose.
      return { connected: () => true, stop: async () => stop() };
    },
    ping: () => ping(db),
    appliedMigrations: () => appliedMigrations(db),
    // PGlite's query takes one statement with parameters; exec takes several without.
    executeSql: async (text, values) => (values && values.length > 0 ? client.query(text, values) : ((await client.exec(text)).at(-1) ?? { rows: [] })),
    close: () => client.close(),
  };
}

function createPool(url: string, max: number, timeouts: DatabaseTimeouts, onError: (error: Error) => void): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: timeouts.acquireMs,
    statement_timeout: timeouts.statementMs,
    lock_timeout: timeouts.lockMs,
    // A server that vanished without closing the socket (network cut) would otherwise leave the query waiting.
    query_timeout: timeouts.statementMs + 2_000,
    keepAlive: true,
  });
  // Without a listener, an idle connection dropped by the server (restart, failover, admin kill) would be an
  // uncaught error and take the process down. The pool replaces the connection on next use.
  pool.on("error", onError);
  // The same for a connection in use, e.g. inside a transaction when PostgreSQL stops: its query fails (and
  // the request answers 503); the error event must not also crash the process.
  pool.on("connect", (client) => client.on("error", onError));
  return pool;
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

async function appliedMigrations(db: Database): Promise<number | null> {
  try {
    const result = await db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
    return Number((result as unknown as { rows: { count: number }[] }).rows[0]?.count ?? 0);
  } catch {
    return null;
  }
}

const LISTEN_RETRY_FIRST_MS = 250;
const LISTEN_RETRY_MAX_MS = 2_000;

/**
 * A dedicated connection for LISTEN (a pooled one would be handed to queries). When it drops it reconnects,
 * with a growing pause while the database stays away, and then tells the listener "*": whatever was announced
 * meanwhile was missed, so every cache it feeds starts fresh.
 */
async function listenPostgres(
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
  onError: (error: Error) => void,
): Promise<Listener> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000, keepAlive: true });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (error) onError(error);
      if (client === next) client = undefined;
      if (!stopped) scheduleReconnect(LISTEN_RETRY_FIRST_MS);
    };
    next.on("notification", (message) => {
      if (message.channel === channel) onNotify(message.payload ?? "");
    });
    next.on("error", onLost);
    next.on("end", () => onLost());
    try {
      await next.connect();
      await next.query(`LISTEN "${channel.replace(/"/g, "")}"`);
    } catch (error) {
      lost = true;
      await next.end().catch(() => undefined);
      throw error;
    }
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
  };

  const scheduleReconnect = (delayMs: number) => {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(async () => {
      try {
        await connect();
        onNotify("*");
      } catch {
        if (!stopped) scheduleReconnect(Math.min(delayMs * 2, LISTEN_RETRY_MAX_MS));
      }
    }, delayMs);
    retryTimer.unref();
  };

  await connect();
  return {
    connected: () => client !== undefined,
    stop: async () => {
      stopped = true;
      clearTimeout(retryTimer);
      await client?.end().catch(() => undefined);
    },
  };
}
