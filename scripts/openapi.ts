/**
 * npm run openapi: writes the API's OpenAPI document, generated from the route table (shared/api/routes.ts), to
 * docs/api/openapi.json. The file is committed; server/http/api-contract.test.ts fails when it is not current.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { openApiText } from "../shared/api/openapi";

const target = path.join(import.meta.dirname, "..", "docs", "api", "openapi.json");
await fs.mkdir(path.dirname(target), { recursive: true });
await fs.writeFile(target, openApiText());
console.log(`Wrote ${path.relative(process.cwd(), target)}`);
