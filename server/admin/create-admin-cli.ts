import path from "node:path";
import readline from "node:readline/promises";
import { Writable } from "node:stream";
import { parseArgs } from "node:util";
import { loadConfig, loadDotEnvFile } from "../env";
import { openDatabase } from "../db/client";
import { runMigrations } from "../db/migrate";
import { DomainError } from "../errors";
import { createLogger } from "../logger";
import { createMailer } from "../mail/mailer";
import { createSettingsService } from "../services";
import { createAdmin } from "./create-admin";

/**
 * `npm run admin:create -- --username NAME --email EMAIL`: the first admin of a deployment. The password comes from
 * ADMIN_PASSWORD, or is typed at a prompt that does not echo it.
 */
async function readPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  if (!process.stdin.isTTY) throw new Error("Set ADMIN_PASSWORD, or run this in a terminal to type the password.");
  process.stdout.write("Password (not shown): ");
  // Typed characters are echoed to this sink, not to the terminal.
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  const prompt = readline.createInterface({ input: process.stdin, output: silent, terminal: true });
  const password = await prompt.question("");
  prompt.close();
  process.stdout.write("\n");
  return password;
}

loadDotEnvFile();
const { values } = parseArgs({ options: { username: { type: "string" }, email: { type: "string" } } });
if (!values.username || !values.email) {
  console.error("Usage: npm run admin:create -- --username NAME --email EMAIL   (password from ADMIN_PASSWORD or a prompt)");
  process.exit(2);
}
const config = loadConfig();
const logger = createLogger("warn");
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  await runMigrations(database);
  const settings = createSettingsService(database.db);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, outboxDir: path.join(config.dataDir, "outbox"), from: config.mailFrom, logger, company: () => settings.getCompanyInfo() });
  const admin = await createAdmin({ db: database.db, mailer, logger, appUrl: config.appUrl }, { username: values.username, email: values.email, password: await readPassword() });
  console.log(`Admin "${admin.username}" created (id ${admin.id}). Sign in at ${config.appUrl}/login.`);
} catch (error) {
  // A refused name, email or password says why (DomainError); anything else is shown as it came.
  console.error(error instanceof DomainError ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
