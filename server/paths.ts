import fs from "node:fs";
import path from "node:path";

let cachedRoot: string | undefined;

/**
 * The folder holding package.json. The server runs both from source (server/…) and bundled (dist/server/…),
 * so paths to migrations/ and dist/public/ are found from here rather than from the file's own location.
 */
export function projectRoot(): string {
  if (cachedRoot) return cachedRoot;
  let dir = import.meta.dirname;
  while (!fs.existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("Cannot find the project root (no package.json above the server).");
    dir = parent;
  }
  cachedRoot = dir;
  return dir;
}
