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
   * Resolves to a function that stops listening.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  /** Checks the database answers; used by /api/health. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; when absent the embedded PGlite is used. */
  url?: string;
  /** Folder for the embedded database; absent = in memory (tests). */
  dataDir?: string;
  /** An embedded database already open (tests reuse one per worker process, server/test/database-template.ts). */
  pglite?: PGlite;
  poolSize?: number;
  /** Told about errors on idle pooled connections (e.g. the server restarted); they must never crash us. */
  onConnectionError?: (error: Error) => void;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // Without a listener, an idle connection dropped by the server (restart, failover, admin kill) would be an
    // uncaught error and take the process down. The pool replaces the connection on next use.
    pool.on("error", (error) => options.onConnectionError?.(error));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      driver: "postgres",
      url: options.url,
      listen: (channel, onNotify) => listenPostgres(options.url!, channel, onNotify),
      ping: () => ping(db),
      close: () => pool.end(),
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
      return async () => stop();
    },
    ping: () => ping(db),
    close: () => client.close(),
  };
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** A dedicated connection for LISTEN (a pooled one would be handed to queries); it reconnects if dropped. */
async function listenPostgres(url: string, channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on("notification", (message) => {
      if (message.channel === channel) onNotify(message.payload ?? "");
    });
    next.on("error", () => {
      // Connection lost: try again shortly, and tell the listener so caches start fresh.
      if (stopped) return;
      onNotify("*");
      setTimeout(() => void connect().catch(() => undefined), 1_000).unref();
    });
    await next.connect();
    await next.query(`LISTEN "${channel.replace(/"/g, "")}"`);
    client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}
