// Builds the embedded test database's template into the cache (server/test/dump-cache.ts). The tests' global setup
// runs it in a process of its own when the cache lacks it, so that the client tests use both cores meanwhile.
import { cachedTemplateDump } from "./dump-cache";
import { prepareEmbeddedTemplate } from "./database-template";

await cachedTemplateDump(prepareEmbeddedTemplate);
