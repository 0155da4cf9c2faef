import type { TestProject } from "vitest/node";
import type { DatabaseTemplate } from "./database-template";
import { cachedTemplateDump } from "./dump-cache";

declare module "vitest" {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

/** Once per run of the server tests: the migrated database every test file copies (server/test/harness.ts). */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  // The migrations, seed and job queue are imported only to build a template: a second or so at the start of every
  // run, when the embedded one comes from the cache.
  const builder = () => import("./database-template");
  if (!serverUrl) {
    const dumpFile = await cachedTemplateDump(async (pglite) => (await builder()).prepareEmbeddedTemplate(pglite));
    project.provide("databaseTemplate", { kind: "pglite", dumpFile });
    return;
  }
  const { template, remove } = await (await builder()).createServerTemplate(serverUrl);
  project.provide("databaseTemplate", template);
  return remove;
}
