import path from "node:path";
import { defineConfig } from "vitest/config";

const root = import.meta.dirname;

/**
 * `npm run test:faults`: stops and starts a PostgreSQL cluster of its own and kills server processes, so it runs
 * alone, one file at a time, outside `npm test`.
 */
export default defineConfig({
  resolve: { alias: { "@shared": path.resolve(root, "shared"), "@": path.resolve(root, "client/src") } },
  test: {
    root,
    name: "faults",
    environment: "node",
    include: ["server/faults/**/*.test.ts"],
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
