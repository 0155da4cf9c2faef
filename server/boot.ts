import { loadConfig, loadDotEnvFile, type AppConfig } from "./env";
import { createLogger, type Logger } from "./logger";
import { openDatabase, type DatabaseHandle } from "./db/client";
import { runMigrations, withSchemaLock } from "./db/migrate";
import { seedBaseline, seedDemo } from "./db/seed";

/** What every entry point does first: read the environment, open and migrate the database, seed it. */
export async function boot(): Promise<{ config: AppConfig; logger: Logger; database: DatabaseHandle }> {
  loadDotEnvFile();
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    timeouts: config.databaseTimeouts,
    onConnectionError: (error) => logger.warn({ err: error }, "database connection lost; the pool will reconnect"),
  });
  await runMigrations(database);
  const seed = async () => {
    await seedBaseline(database.db);
    if (config.demoMode) await seedDemo(database.db, logger);
  };
  // Instances starting together seed one after the other, so the second finds the demo data written instead of
  // adding it again (a dish's name is unique in its category).
  if (database.driver === "pglite") await seed();
  else await withSchemaLock(database, seed);
  return { config, logger, database };
}
