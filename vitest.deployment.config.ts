import path from "node:path";
import { defineConfig } from "vitest/config";

const root = import.meta.dirname;

/**
 * Suites that run whole server processes as a deployment would: `npm run test:faults` (stops and starts a
 * PostgreSQL cluster of its own, kills processes, closes a server's stdout) and `npm run test:multi-instance` (two built instances on one
 * database and one object store). They run alone, one file at a time, outside `npm test`.
 */
export default defineConfig({
  resolve: { alias: { "@shared": path.resolve(root, "shared"), "@": path.resolve(root, "client/src") } },
  test: {
    root,
    name: "deployment",
    environment: "node",
    include: ["server/deployment/**/*.test.ts"],
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
