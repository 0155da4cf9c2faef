import { loadConfig, loadDotEnvFile } from "../env";
import { openDatabase } from "../db/client";
import { runMigrations } from "../db/migrate";
import { createLogger } from "../logger";
import { reconcileAndPrint } from "../services";
import { createCloverGateway } from "./clover";
import { createSandboxGateway } from "./sandbox";

/**
 * `npm run reconcile`: the payments reconciliation the hourly job runs, on DATABASE_URL or the embedded database
 * under DATA_DIR (stop the server first: an embedded database has one process at a time), printed. Exits 0 when all
 * is clear, 1 when money needs attention, 2 when the check could not run.
 */
loadDotEnvFile();
const config = loadConfig();
const logger = createLogger("warn");
const sandboxEnabled = !config.isProduction || config.demoMode;
// Clover's list of charges is read over its API; the sandbox's lives in the memory of the process that charged, so
// from here its comparison covers no charges (the report says so).
const gateway = config.clover ? createCloverGateway(config.clover) : createSandboxGateway({ secret: config.sessionSecret, enabled: sandboxEnabled });
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  await runMigrations(database);
  process.exitCode = await reconcileAndPrint({ db: database.db, gateway, logger }, (line) => console.log(line));
} catch (error) {
  console.error("The reconciliation could not run:", error);
  process.exitCode = 2;
} finally {
  await database.close();
}
