import fs from "node:fs";
import path from "node:path";
import type { Express } from "express";
import expressStaticGzip from "express-static-gzip";
import mime from "mime-types";
import { PAGE_PATHS } from "@shared/site/pages";
import { PreparedAnswers, type FrontDoor } from "./http/front-door";
import { etagOf, sendPrecompressed, type HeldBody } from "./http/precompressed";
import { projectRoot } from "./paths";
import type { ChangeFeed } from "./db/change-feed";
import { PageHtmlCache } from "./site/page-html";
import { pageModules, type ViteManifest } from "./site/page-modules";
import { loadPageRenderer, mayRender, ownOrigin, renderedFormQuery, type PageRenderer } from "./site/rendered-pages";

export const CLIENT_DIST_DIR = path.join(projectRoot(), "dist", "public");

/** Brotli first, then gzip: the build writes both beside every asset (vite-plugin-compression2). */
const precompressedFiles = (dir: string, serveStatic: object) =>
  expressStaticGzip(dir, { enableBrotli: true, orderPreference: ["br", "gz"], index: false, serveStatic });

export interface BuiltClientOptions {
  appUrl: string;
  dir?: string;
  /** Renders visitors' public pages on the server; by default the one built beside the client (dist/ssr), if any. */
  renderer?: PageRenderer;
  /** Announces changes to the menu, gallery and settings, which rendered pages show. */
  changeFeed?: Pick<ChangeFeed, "on">;
  /** The session cookie's name: a request that carries one may be signed in, and is not sent a visitor's page. */
  sessionCookie?: string;
  onRenderError?: (error: unknown, pathname: string) => void;
  /** Where the built files and the pages are answered from memory, ahead of Express (server/http/front-door.ts). */
  frontDoor?: FrontDoor;
}

/** Hashed file names never change content: browsers and CDNs may keep them for a year. */
export const HASHED_ASSET_CACHE_CONTROL = "public, max-age=31536000, immutable";
/** Other public files (icons, pictures, the manifest) keep their names across builds: an hour. */
export const PUBLIC_FILE_CACHE_CONTROL = "public, max-age=3600";
const PAGE_HEADERS = { contentType: "text/html; charset=utf-8", cacheControl: "no-cache", extra: { Vary: "Accept-Encoding, Cookie" } };

/**
 * Every file of the build (a few MB), read once, each with the brotli and gzip copies the build wrote beside it:
 * what express-static-gzip would find on disk at each request. Not the HTML template (the pages are built from
 * it), the build manifest or any dotfile.
 */
function builtFiles(dir: string): { url: string; body: HeldBody; contentType: string; cacheControl: string }[] {
  const files: { url: string; body: HeldBody; contentType: string; cacheControl: string }[] = [];
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || /\.(br|gz)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(dir, file).split(path.sep);
    if (relative.some((part) => part.startsWith(".")) || (relative.length === 1 && relative[0].startsWith("index.html"))) continue;
    const raw = fs.readFileSync(file);
    const sibling = (suffix: string) => (fs.existsSync(file + suffix) ? fs.readFileSync(file + suffix) : undefined);
    files.push({
      url: `/${relative.map(encodeURIComponent).join("/")}`,
      body: { raw, br: sibling(".br"), gzip: sibling(".gz"), etag: etagOf(raw) },
      contentType: mime.contentType(entry.name) || "application/octet-stream",
      cacheControl: relative[0] === "assets" ? HASHED_ASSET_CACHE_CONTROL : PUBLIC_FILE_CACHE_CONTROL,
    });
  }
  return files;
}

/**
 * Serves the built client: hashed assets pre-compressed and cached for a year; other public files (icons, images)
 * for an hour; every page's HTML with its own title and description, compressed once, revalidated by ETag; a
 * visitor's public pages rendered on the server, so they paint before any script has run.
 */
export async function mountBuiltClient(app: Express, options: BuiltClientOptions): Promise<void> {
  const dir = options.dir ?? CLIENT_DIST_DIR;
  const indexHtml = path.join(dir, "index.html");
  if (!fs.existsSync(indexHtml)) throw new Error(`The client is not built (${indexHtml} is missing). Run npm run build.`);
  const manifestFile = path.join(dir, ".vite", "manifest.json");
  const manifest: ViteManifest = fs.existsSync(manifestFile) ? JSON.parse(fs.readFileSync(manifestFile, "utf8")) : {};
  const renderer = options.renderer ?? (await loadPageRenderer(dir));
  const pages = new PageHtmlCache(
    fs.readFileSync(indexHtml, "utf8"),
    options.appUrl,
    (pathname) => pageModules(manifest, pathname),
    renderer,
    options.onRenderError,
  );
  for (const topic of ["menu", "gallery", "settings"] as const) options.changeFeed?.on(topic, () => pages.invalidateRendered());
  if (options.frontDoor) {
    const door = options.frontDoor;
    for (const file of builtFiles(dir)) door.addFile(file.url, file.body, { contentType: file.contentType, cacheControl: file.cacheControl });
    // The app's own addresses, at exactly their path (with a query, a trailing slash or another spelling, the
    // handler below answers): the same page this handler would send, from the same cache.
    const pagePaths = new Set(PAGE_PATHS.filter((pagePath) => !pagePath.includes(":") && !door.hasFile(pagePath)));
    const prepared = new PreparedAnswers();
    door.addRoute("page", (req, url, security) => {
      if (!pagePaths.has(url)) return undefined;
      const visitor = mayRender(req, options.sessionCookie);
      const ready = pages.ready(url, visitor);
      if (ready) return prepared.get(ready, PAGE_HEADERS, security);
      return pages.get(url, visitor ? { apiOrigin: ownOrigin(req) } : undefined).then((page) => prepared.get(page, PAGE_HEADERS, security));
    });
  }
  // What the front door does not hold (another spelling, a file added after the start) is served from disk.
  app.use("/assets", precompressedFiles(path.join(dir, "assets"), { immutable: true, maxAge: "365d", index: false, fallthrough: false }));
  app.use(precompressedFiles(dir, { index: false, maxAge: "1h" }));
  app.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    pages
      .get(req.path, mayRender(req, options.sessionCookie) ? { apiOrigin: ownOrigin(req), formQuery: renderedFormQuery(req) } : undefined)
      // A visitor's page and a signed-in user's differ: shared caches must keep them apart.
      .then((page) => sendPrecompressed(req, res, page, PAGE_HEADERS))
      .catch(next);
  });
}
