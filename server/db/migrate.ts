import path from "node:path";
import pg from "pg";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { projectRoot } from "../paths";
import type { DatabaseHandle } from "./client";

// Any fixed number; it only has to be the same for every instance of this app.
const MIGRATION_LOCK_ID = 727_001;

/**
 * Applies the committed migrations. On PostgreSQL one connection holds an advisory lock for the whole run, so
 * instances starting together apply each migration once.
 */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  const migrationsFolder = path.join(projectRoot(), "migrations");
  if (handle.driver === "pglite") {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  await withSchemaLock(handle, (client) => migratePg(drizzle(client), { migrationsFolder }));
}

/**
 * Runs `work` while this instance holds the schema lock (a session advisory lock on a connection of its own), so
 * instances starting together change the schema one at a time: migrations, and the job queue's own set-up, whose
 * concurrent runs deadlock. The embedded database has one instance only: no lock.
 */
export async function withSchemaLock<T>(handle: DatabaseHandle, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: handle.url });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    return await work(client);
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => undefined);
    await client.end();
  }
}
