import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import type { TestProject } from "vitest/node";
import type { DatabaseTemplate } from "./database-template";
import { exists, failedMarker, templateDumpFile } from "./dump-cache";
import { projectRoot } from "../paths";

declare module "vitest" {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

/** Once per run of the server tests: the migrated database every test file copies (server/test/harness.ts). */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dumpFile = await templateDumpFile();
    // Not built yet (a new checkout, or the server's code changed): built beside the tests rather than before them,
    // since the client tests come first (scripts/test-order.ts) and need no database; server test files wait for it.
    const building = (await exists(dumpFile)) ? undefined : await buildTemplate(dumpFile);
    project.provide("databaseTemplate", { kind: "pglite", dumpFile });
    return () => building?.stop();
  }
  // The migrations, seed and job queue are imported only to build a template on the server.
  const { template, remove } = await (await import("./database-template")).createServerTemplate(serverUrl);
  project.provide("databaseTemplate", template);
  return remove;
}

/**
 * Builds the template dump in a process of its own (server/test/build-template-cli.ts): in this one, the embedded
 * database's seconds of WebAssembly would hold up the test workers, which load their modules through it. Its output
 * goes to a file; if it fails, the file named by failedMarker() tells the waiting tests why.
 */
async function buildTemplate(dumpFile: string): Promise<{ stop(): void }> {
  let stopped = false;
  const log = `${dumpFile}.${process.pid}.log`;
  const marker = failedMarker(dumpFile);
  await fs.mkdir(path.dirname(dumpFile), { recursive: true });
  await fs.rm(marker, { force: true });
  const output = await fs.open(log, "w");
  const builder = spawn(process.execPath, ["--import", "tsx", "server/test/build-template-cli.ts", dumpFile], { cwd: projectRoot(), stdio: ["ignore", output.fd, output.fd] });
  builder.on("exit", (code, signal) => {
    const reported = async () => {
      if (code !== 0 && !stopped) await fs.writeFile(marker, `Building the test database template failed (${signal ?? `exit ${code}`}):\n${await fs.readFile(log, "utf8")}`);
    };
    void reported()
      .finally(() => output.close().then(() => fs.rm(log, { force: true })))
      .catch(() => undefined);
  });
  return {
    stop() {
      stopped = true;
      if (builder.exitCode === null) builder.kill();
    },
  };
}
