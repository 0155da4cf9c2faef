import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "@shared/schema";
import { openDatabase, type Database, type DatabaseHandle } from "../db/client";
import { runMigrations } from "../db/migrate";
import { seedBaseline } from "../db/seed";
import { startJobQueue } from "../jobs/job-queue";
import { MAIL_QUEUE_DEFINITION } from "../mail/mailer";
import { createLogger } from "../logger";
import { dumpReady, loadDump } from "./dump-cache";

/**
 * Every server test file needs a fresh database with the migrations and the baseline data. Creating one from nothing
 * (initdb for the embedded PGlite, then every migration) cost seconds per file; the suite's global setup prepares it
 * once and each file starts from a copy: on PostgreSQL with CREATE DATABASE … TEMPLATE; embedded, each worker
 * process loads the PGlite dump once and, between test files, empties it back to the baseline (test files share the
 * process: isolate is off for the server tests).
 */
export type DatabaseTemplate = { kind: "pglite"; dumpFile: string } | { kind: "postgres"; name: string };

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Migrates and seeds an open database, and makes the job queue's schema. */
async function prepare(handle: DatabaseHandle): Promise<void> {
  await runMigrations(handle);
  await seedBaseline(handle.db);
  // The job queue makes its schema on first start: once here, so no test file pays for it.
  const jobs = await startJobQueue({ database: handle, logger: createLogger("silent"), workers: false, queues: [MAIL_QUEUE_DEFINITION] });
  await jobs.stop();
}

/** Migrates and seeds an empty embedded database into the template, and returns its dump (cached: dump-cache.ts). */
export async function prepareEmbeddedTemplate(pglite: PGlite): Promise<Blob> {
  const handle = await openDatabase({ pglite, poolSize: 1 });
  try {
    await prepare(handle);
    return await pglite.dumpDataDir("none");
  } finally {
    await handle.close();
  }
}

/** Builds the template on a PostgreSQL server; the returned function removes it. */
export async function createServerTemplate(serverUrl: string): Promise<{ template: DatabaseTemplate; remove(): Promise<void> }> {
  const name = `cc_template_${process.pid}`;
  await withClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`).then(() => client.query(`create database ${name}`)));
  const handle = await openDatabase({ url: databaseUrl(serverUrl, name), poolSize: 1 });
  try {
    await prepare(handle);
  } finally {
    await handle.close();
  }
  return {
    template: { kind: "postgres", name },
    remove: () => withClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}

/** The embedded database the last test file of this worker gave back, kept for the next one. */
let spare: PGlite | undefined;

/**
 * The triggers, functions and sequences a test file adds (e.g. to make a payment insert fail) are dropped: the
 * template's own are listed when it is first loaded, and anything beyond them goes.
 */
const OBJECTS_SQL = `
  SELECT 'trigger ' || format('%I ON %s', t.tgname, t.tgrelid::regclass) AS name FROM pg_trigger t
    JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND NOT t.tgisinternal
  UNION ALL SELECT 'function ' || p.oid::regprocedure::text FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = 'public'
  UNION ALL SELECT 'sequence ' || format('%I', sequence_name) FROM information_schema.sequences WHERE sequence_schema = 'public'`;
let templateObjects: Set<string> | undefined;

const objectNames = async (client: PGlite) => new Set((await client.query<{ name: string }>(OBJECTS_SQL)).rows.map((row) => row.name));

/** Drops what a test file added, empties every table, restarts every sequence and writes the baseline again. */
async function resetToBaseline(client: PGlite): Promise<void> {
  for (const name of await objectNames(client)) {
    if (templateObjects!.has(name)) continue;
    const [kind, ...rest] = name.split(" ");
    await client.exec(`DROP ${kind.toUpperCase()} IF EXISTS ${rest.join(" ")} CASCADE`);
  }
  await client.exec(`
    DO $$ DECLARE r record; BEGIN
      EXECUTE (SELECT 'TRUNCATE ' || string_agg(format('%I.%I', schemaname, tablename), ', ') || ' RESTART IDENTITY CASCADE' FROM pg_tables WHERE schemaname = 'public');
      FOR r IN SELECT sequence_name FROM information_schema.sequences WHERE sequence_schema = 'public' LOOP
        EXECUTE format('ALTER SEQUENCE %I RESTART', r.sequence_name);
      END LOOP;
    END $$;`);
  // The job queue's own schema (made in the template): no job of the last file may run in the next one.
  await client.exec("TRUNCATE pgboss.job, pgboss.archive");
  await seedBaseline(drizzle(client, { schema }) as unknown as Database);
}

async function embeddedCopy(dumpFile: string): Promise<PGlite> {
  const reused = spare;
  spare = undefined;
  if (reused) {
    await resetToBaseline(reused);
    return reused;
  }
  await dumpReady(dumpFile);
  const client = await loadDump(dumpFile);
  templateObjects ??= await objectNames(client);
  return client;
}

/** A fresh database for one test file, copied from the template; `release` gives it back when the file is done. */
export async function copyDatabaseTemplate(
  template: DatabaseTemplate,
  serverUrl: string | undefined,
): Promise<{ url?: string; pglite?: PGlite; release(): Promise<void> }> {
  if (template.kind === "pglite") {
    const pglite = await embeddedCopy(template.dumpFile);
    return {
      pglite,
      async release() {
        if (spare) await pglite.close();
        else spare = pglite;
      },
    };
  }
  if (!serverUrl) throw new Error("A PostgreSQL template needs TEST_DATABASE_URL");
  const name = `cc_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await withClient(serverUrl, (client) => client.query(`create database ${name} template ${template.name}`));
  return {
    url: databaseUrl(serverUrl, name),
    release: () => withClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}
