import fs from "node:fs";
import path from "node:path";
import type { Express } from "express";
import expressStaticGzip from "express-static-gzip";
import { sendPrecompressed } from "./http/precompressed";
import { projectRoot } from "./paths";
import { PageHtmlCache } from "./site/page-html";
import { pageModulePreloads, type ViteManifest } from "./site/page-modules";

export const CLIENT_DIST_DIR = path.join(projectRoot(), "dist", "public");

/** Brotli first, then gzip: the build writes both beside every asset (vite-plugin-compression2). */
const precompressedFiles = (dir: string, serveStatic: object) =>
  expressStaticGzip(dir, { enableBrotli: true, orderPreference: ["br", "gz"], index: false, serveStatic });

/**
 * Serves the built client: hashed assets pre-compressed and cached for a year; other public files (icons, images)
 * for an hour; every page's HTML with its own title and description, compressed once, revalidated by ETag.
 */
export function mountBuiltClient(app: Express, options: { appUrl: string; dir?: string }): void {
  const dir = options.dir ?? CLIENT_DIST_DIR;
  const indexHtml = path.join(dir, "index.html");
  if (!fs.existsSync(indexHtml)) throw new Error(`The client is not built (${indexHtml} is missing). Run npm run build.`);
  const manifestFile = path.join(dir, ".vite", "manifest.json");
  const manifest: ViteManifest = fs.existsSync(manifestFile) ? JSON.parse(fs.readFileSync(manifestFile, "utf8")) : {};
  const pages = new PageHtmlCache(fs.readFileSync(indexHtml, "utf8"), options.appUrl, (pathname) => pageModulePreloads(manifest, pathname));
  app.use("/assets", precompressedFiles(path.join(dir, "assets"), { immutable: true, maxAge: "365d", index: false, fallthrough: false }));
  app.use(precompressedFiles(dir, { index: false, maxAge: "1h" }));
  app.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    pages
      .get(req.path)
      .then((page) => sendPrecompressed(req, res, page, { contentType: "text/html; charset=utf-8", cacheControl: "no-cache" }))
      .catch(next);
  });
}
