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
  const client = new pg.Client({ connectionString: handle.url });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    await migratePg(drizzle(client), { migrationsFolder });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => undefined);
    await client.end();
  }
}
