import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { projectRoot } from "../paths";

/**
 * Embedded databases the test runs build once and keep between runs, in node_modules/.cache (gone with
 * node_modules): an initialised empty cluster (initdb in WebAssembly takes about 4 s, loading its dump about 1 s)
 * and the migrated, seeded template. Each file is named by a hash of what could change it, so a change to the
 * migrations, the server, the shared code or the dependencies builds a new one.
 */
const cacheDir = () => path.join(projectRoot(), "node_modules", ".cache", "creative-cuisines-tests");

const dumpFile = (kind: string, hash: string) => path.join(cacheDir(), `${kind}-${hash}.tar`);

/** The dump `file` (named by dumpFile), built by `build` when absent; older dumps of that kind are removed. */
async function cachedDump(kind: string, file: string, build: () => Promise<Blob>): Promise<string> {
  const dir = cacheDir();
  if (await exists(file)) return file;
  const dump = Buffer.from(await (await build()).arrayBuffer());
  await fs.mkdir(dir, { recursive: true });
  // Written aside and renamed: a run stopped mid-write, or two runs at once, never leave a partial dump under the name.
  const partial = `${file}.${process.pid}.partial`;
  await fs.writeFile(partial, dump);
  await fs.rename(partial, file);
  for (const name of await fs.readdir(dir)) {
    // (A dump of other code, or what its build left: a log, a failure marker.)
    if (name.startsWith(`${kind}-`) && !path.join(dir, name).startsWith(file)) await fs.rm(path.join(dir, name), { force: true });
  }
  return file;
}

export const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

/** sha256 over the files' paths and contents, in a stable order. */
async function hashFiles(files: string[]): Promise<string> {
  const hash = crypto.createHash("sha256");
  for (const file of [...files].sort()) {
    hash.update(path.relative(projectRoot(), file));
    hash.update(await fs.readFile(file));
  }
  return hash.digest("hex").slice(0, 16);
}

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && !e.name.endsWith(".test.ts")).map((e) => path.join(e.parentPath, e.name));
}

const lockFile = () => path.join(projectRoot(), "package-lock.json");

/** The file that says why a dump being built elsewhere (server/test/global-setup.ts) could not be. */
export const failedMarker = (dumpFile: string) => `${dumpFile}.failed`;

/** Waits until a dump being built elsewhere is there, or has failed. */
export async function dumpReady(file: string): Promise<void> {
  while (!(await exists(file))) {
    const failure = await fs.readFile(failedMarker(file), "utf8").catch(() => undefined);
    if (failure !== undefined) throw new Error(failure);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Loads a dump file into a new embedded database. */
export async function loadDump(file: string): Promise<PGlite> {
  const client = new PGlite({ loadDataDir: new Blob([await fs.readFile(file)]) });
  await client.waitReady;
  return client;
}

/** A new embedded database with nothing in it yet (as `new PGlite()` gives), from the cached initialised cluster. */
export async function emptyEmbeddedDatabase(): Promise<PGlite> {
  const file = await cachedDump("empty", dumpFile("empty", await hashFiles([lockFile()])), async () => {
    const client = new PGlite();
    // dumpDataDir on a database still starting never settles.
    await client.waitReady;
    const dump = await client.dumpDataDir("none");
    await client.close();
    return dump;
  });
  return loadDump(file);
}

/** The hash naming the template's dump: of the migrations, the server and shared code, and the dependencies. */
async function templateHash(): Promise<string> {
  const root = projectRoot();
  return hashFiles([lockFile(), ...(await Promise.all(["migrations", "server", "shared"].map((dir) => sourceFiles(path.join(root, dir))))).flat()]);
}

/** Where the template's dump for the code as it is now is kept, whether or not it has been built yet. */
export async function templateDumpFile(): Promise<string> {
  return dumpFile("template", await templateHash());
}

/**
 * The migrated, seeded template's dump `file` (as templateDumpFile named it), built by `build` (given an empty
 * database) when the cache lacks it. Named once, by the caller: the tests wait for exactly the file being built,
 * even if the code changes meanwhile.
 */
export async function cachedTemplateDump(file: string, build: (empty: PGlite) => Promise<Blob>): Promise<string> {
  return cachedDump("template", file, async () => build(await emptyEmbeddedDatabase()));
}
