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
    // since the client tests come first (vite.config.ts) and need no database; server test files wait for the dump.
    const building = (await exists(dumpFile)) ? undefined : buildTemplate(dumpFile);
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
function buildTemplate(dumpFile: string): { stop(): void } {
  let stopped = false;
  const log = `${dumpFile}.${process.pid}.log`;
  const marker = failedMarker(dumpFile);
  const reportFailure = async (why: string) => {
    const output = await fs.readFile(log, "utf8").catch(() => "");
    await fs.writeFile(marker, `Building the test database template failed (${why}):\n${output}`);
  };
  const child = (async () => {
    await fs.mkdir(path.dirname(dumpFile), { recursive: true });
    await fs.rm(marker, { force: true });
    const output = await fs.open(log, "w");
    const builder = spawn(process.execPath, ["--import", "tsx", "server/test/build-template-cli.ts"], { cwd: projectRoot(), stdio: ["ignore", output.fd, output.fd] });
    builder.on("exit", (code, signal) => {
      const failed = code !== 0 && !stopped ? reportFailure(signal ?? `exit ${code}`) : Promise.resolve();
      void failed.finally(() => output.close().then(() => fs.rm(log, { force: true }))).catch(() => undefined);
    });
    return builder;
  })();
  // (Not even started: the cache folder could not be written, say.)
  child.catch((error: unknown) => reportFailure(String(error)).catch(() => undefined));
  return {
    stop() {
      stopped = true;
      void child.then((builder) => builder.exitCode === null && builder.kill(), () => undefined);
    },
  };
}
