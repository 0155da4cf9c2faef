// Bundles the server's TypeScript (and the shared/ code it imports) into one ESM file; npm packages stay external.
import { build } from "esbuild";

await build({
  entryPoints: ["server/index.ts"],
  outfile: "dist/server/index.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
  tsconfig: "tsconfig.json",
});
console.log("server bundled to dist/server/index.js");
