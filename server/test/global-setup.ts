import type { TestProject } from "vitest/node";
import { createDatabaseTemplate, type DatabaseTemplate } from "./database-template";

declare module "vitest" {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

/** Once per run of the server tests: the migrated database every test file copies (server/test/harness.ts). */
export default async function setup(project: TestProject) {
  const { template, remove } = await createDatabaseTemplate(process.env.TEST_DATABASE_URL);
  project.provide("databaseTemplate", template);
  return remove;
}
