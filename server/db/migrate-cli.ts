import { loadConfig, loadDotEnvFile } from "../env";
import { openDatabase } from "./client";
import { runMigrations } from "./migrate";

/** `npm run db:migrate`: applies migrations to DATABASE_URL, or to the embedded database under DATA_DIR. */
loadDotEnvFile();
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await runMigrations(database);
await database.close();
console.log(`Migrations applied (${database.driver}).`);
