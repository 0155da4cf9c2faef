import fs from "node:fs";
import path from "node:path";
import type { Express } from "express";
import expressStaticGzip from "express-static-gzip";
import { sendPrecompressed } from "./http/precompressed";
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
  app.use("/assets", precompressedFiles(path.join(dir, "assets"), { immutable: true, maxAge: "365d", index: false, fallthrough: false }));
  app.use(precompressedFiles(dir, { index: false, maxAge: "1h" }));
  app.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    pages
      .get(req.path, mayRender(req, options.sessionCookie) ? { apiOrigin: ownOrigin(req), formQuery: renderedFormQuery(req) } : undefined)
      // A visitor's page and a signed-in user's differ: shared caches must keep them apart.
      .then((page) => sendPrecompressed(req, res, page, { contentType: "text/html; charset=utf-8", cacheControl: "no-cache", extra: { Vary: "Accept-Encoding, Cookie" } }))
      .catch(next);
  });
}
