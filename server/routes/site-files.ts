import { Router } from "express";
import { PAGE_PATHS, pageMeta, SITEMAP_PATHS } from "@shared/site/pages";
import { escapeHtml } from "@shared/text/escape-html";
import { precompress, sendPrecompressed, type Precompressed } from "../http/precompressed";

export function robotsTxt(appUrl: string): string {
  // Account and admin pages are kept out of search results; the API is not for crawlers.
  const privatePaths = PAGE_PATHS.filter((path) => path !== "/" && !pageMeta(path).indexable);
  return ["User-agent: *", "Allow: /", "Disallow: /api/", ...privatePaths.map((path) => `Disallow: ${path}`), "", `Sitemap: ${appUrl}/sitemap.xml`, ""].join("\n");
}

export function sitemapXml(appUrl: string): string {
  // HTML's escapes (&amp; &lt; &gt; &quot; &#39;) are XML's too.
  const urls = SITEMAP_PATHS.map((path) => `  <url><loc>${escapeHtml(`${appUrl}${path}`)}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, "</urlset>", ""].join("\n");
}

/** The files for crawlers: path, type and content. Crawlers may keep them an hour. */
export const SITE_FILES_CACHE_CONTROL = "public, max-age=3600";
export function siteFiles(appUrl: string): [path: string, contentType: string, build: () => string][] {
  return [
    ["/robots.txt", "text/plain; charset=utf-8", () => robotsTxt(appUrl)],
    ["/sitemap.xml", "application/xml; charset=utf-8", () => sitemapXml(appUrl)],
  ];
}

/**
 * /robots.txt and /sitemap.xml, built once from the shared page list and served pre-compressed. The front door
 * (http/front-door.ts) answers them at their exact paths; this answers any other spelling (a query string).
 */
export function siteFilesRouter(appUrl: string): Router {
  const router = Router();
  for (const [path, contentType, build] of siteFiles(appUrl)) {
    let body: Promise<Precompressed> | undefined;
    router.get(path, (req, res, next) => {
      body ??= precompress(build());
      body.then((bytes) => sendPrecompressed(req, res, bytes, { contentType, cacheControl: SITE_FILES_CACHE_CONTROL })).catch(next);
    });
  }
  return router;
}
