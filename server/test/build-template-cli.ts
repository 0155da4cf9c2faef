// Builds the embedded test database's template into the cache file given as its argument (server/test/dump-cache.ts).
// The tests' global setup runs it in a process of its own when the cache lacks it, so that the client tests use both
// cores meanwhile.
import { cachedTemplateDump } from "./dump-cache";
import { prepareEmbeddedTemplate } from "./database-template";

const [dumpFile] = process.argv.slice(2);
if (!dumpFile) throw new Error("usage: build-template-cli.ts <dump file>");
await cachedTemplateDump(dumpFile, prepareEmbeddedTemplate);
