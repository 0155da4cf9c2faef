import { documentTitle, pageMeta, SITE_NAME } from "@shared/site/pages";
import { escapeHtml } from "@shared/text/escape-html";
import { precompress, type Precompressed } from "../http/precompressed";

/**
 * The app's index.html with the page's own head: title, description, canonical link and Open Graph tags for
 * public pages, `noindex` for account and admin pages. The SPA then keeps the title and description current.
 */
export function pageHtml(template: string, pathname: string, appUrl: string, modulePreloads: readonly string[] = []): string {
  const meta = pageMeta(pathname);
  const title = escapeHtml(documentTitle(pathname));
  const description = escapeHtml(meta.description);
  const url = escapeHtml(`${appUrl}${pathname.replace(/\/+$/, "") || "/"}`);
  const head = meta.indexable
    ? [
        `<link rel="canonical" href="${url}" />`,
        `<meta property="og:type" content="website" />`,
        `<meta property="og:site_name" content="${SITE_NAME}" />`,
        `<meta property="og:title" content="${title}" />`,
        `<meta property="og:description" content="${description}" />`,
        `<meta property="og:url" content="${url}" />`,
        `<meta property="og:image" content="${escapeHtml(`${appUrl}/images/og-image.png`)}" />`,
        `<meta name="twitter:card" content="summary_large_image" />`,
      ]
    : [`<meta name="robots" content="noindex" />`];
  head.unshift(...modulePreloads.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`));
  // "crossorigin" (anonymous) matches the app's same-origin fetch, so the browser reuses this response.
  if (meta.preloadFetch) head.unshift(`<link rel="preload" as="fetch" href="${escapeHtml(meta.preloadFetch)}" crossorigin />`);
  if (meta.preloadImage) head.unshift(`<link rel="preload" as="image" href="${escapeHtml(meta.preloadImage)}" fetchpriority="high" />`);
  // Replacement functions, so that a "$" in a title or description is taken as it is.
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${description}" />`)
    .replace("</head>", () => `    ${head.join("\n    ")}\n  </head>`);
}

/** Key of a path's HTML: one per known page, one for every unknown path, so the cache cannot grow without bound. */
const cacheKey = (pathname: string) => `${documentTitle(pathname)}\n${pageMeta(pathname).indexable ? pathname.replace(/\/+$/, "") || "/" : ""}`;

/** Each page's HTML, built and compressed once per instance (the template only changes with a new build). */
export class PageHtmlCache {
  private readonly pages = new Map<string, Promise<Precompressed>>();

  constructor(
    private readonly template: string,
    private readonly appUrl: string,
    /** The scripts to preload for a path (page-modules.ts); none by default. */
    private readonly modulesFor: (pathname: string) => string[] = () => [],
  ) {}

  get(pathname: string): Promise<Precompressed> {
    const key = cacheKey(pathname);
    let page = this.pages.get(key);
    if (!page) {
      page = precompress(pageHtml(this.template, pathname, this.appUrl, this.modulesFor(pathname)));
      this.pages.set(key, page);
    }
    return page;
  }
}
