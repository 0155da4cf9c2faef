import { documentTitle, pageMeta, SITE_NAME } from "@shared/site/pages";
import { QUERY_STATE_ELEMENT_ID } from "@shared/site/server-render";
import { escapeHtml } from "@shared/text/escape-html";
import { precompress, type Precompressed } from "../http/precompressed";
import { NO_MODULES, type PageModules } from "./page-modules";
import type { PageRenderer, RenderedPage } from "./rendered-pages";

/** How long a rendered page is reused when no change announcement came (a safety net; changes clear them at once). */
export const RENDERED_PAGE_MAX_AGE_MS = 60_000;

/**
 * The app's index.html with the page's own head: title, description, canonical link and Open Graph tags for
 * public pages, `noindex` for account and admin pages. The SPA then keeps the title and description current.
 */
export function pageHtml(template: string, pathname: string, appUrl: string, modules: PageModules = NO_MODULES, rendered?: RenderedPage): string {
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
  // A rendered page paints without its scripts: they load once it has painted (main.tsx, from data-modules), not
  // beside the stylesheet and pictures; any other page needs them to paint at all.
  const scriptPriority = rendered ? ` fetchpriority="low"` : "";
  if (!rendered) head.unshift(...modules.preload.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`));
  // "crossorigin" (anonymous) matches the app's same-origin fetch, so the browser reuses this response.
  // A rendered page carries its data: the read would be wasted.
  if (meta.preloadFetch && !rendered) head.unshift(`<link rel="preload" as="fetch" href="${escapeHtml(meta.preloadFetch)}" crossorigin />`);
  if (meta.preloadImage) head.unshift(`<link rel="preload" as="image" href="${escapeHtml(meta.preloadImage)}" fetchpriority="high" />`);
  let root = `<div id="root"></div>`;
  if (rendered) {
    // A JSON data block (never run, so the CSP allows it); "<" escaped so that nothing in it can close the element.
    const state = JSON.stringify(rendered.state).replace(/</g, "\\u003c");
    const list = (hrefs: string[]) => escapeHtml(hrefs.join(" "));
    root = `<div id="root" data-modules="${list(modules.preload)}" data-run-first="${list(modules.runFirst)}">${rendered.html}</div>\n    <script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">${state}</script>`;
  }
  // Replacement functions, so that a "$" in a title or description is taken as it is.
  return template
    .replace(/<(script type="module"|link rel="modulepreload") crossorigin/g, (tag) => `${tag}${scriptPriority}`)
    .replace(`<div id="root"></div>`, () => root)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${description}" />`)
    .replace("</head>", () => `    ${head.join("\n    ")}\n  </head>`);
}

/** Key of a path's HTML: one per known page, one for every unknown path, so the cache cannot grow without bound. */
const cacheKey = (pathname: string) => `${documentTitle(pathname)}\n${pageMeta(pathname).indexable ? pathname.replace(/\/+$/, "") || "/" : ""}`;

/**
 * Each page's HTML, built and compressed once per instance (the template only changes with a new build). With a
 * renderer, a visitor's public pages come rendered, kept until the data they show changes (`invalidateRendered`)
 * or for RENDERED_PAGE_MAX_AGE_MS.
 */
export class PageHtmlCache {
  private readonly pages = new Map<string, Promise<Precompressed>>();
  private readonly renderedPages = new Map<string, { at: number; page: Promise<Precompressed | null> }>();

  constructor(
    private readonly template: string,
    private readonly appUrl: string,
    /** The scripts to preload for a path (page-modules.ts); none by default. */
    private readonly modulesFor: (pathname: string) => PageModules = () => NO_MODULES,
    private readonly renderer?: PageRenderer,
    private readonly onRenderError: (error: unknown, pathname: string) => void = () => {},
  ) {}

  /**
   * `visitor`: the request is a visitor's, and the renderer may read the API at `apiOrigin`; `formQuery`, a form's
   * outcome the page shows (server/site/rendered-pages.ts, renderedFormQuery), is rendered and kept as a page of its own.
   */
  async get(pathname: string, visitor?: { apiOrigin: string; formQuery?: string }): Promise<Precompressed> {
    // Only the page's own address: "/menu/" shares "/menu"'s cache entry but is not a route of the app.
    const ownAddress = pathname === "/" || !pathname.endsWith("/");
    if (visitor && this.renderer && ownAddress && pageMeta(pathname).serverRendered) {
      const rendered = await this.rendered(this.renderer, pathname, visitor.apiOrigin, visitor.formQuery);
      if (rendered) return rendered;
    }
    const key = cacheKey(pathname);
    let page = this.pages.get(key);
    if (!page) {
      page = precompress(pageHtml(this.template, pathname, this.appUrl, this.modulesFor(pathname)));
      this.pages.set(key, page);
    }
    return page;
  }

  /** The data behind the rendered pages changed (menu, gallery, settings): render them again when next asked. */
  invalidateRendered(): void {
    this.renderedPages.clear();
  }

  private rendered(renderer: PageRenderer, pathname: string, apiOrigin: string, formQuery?: string): Promise<Precompressed | null> {
    const key = formQuery ? `${cacheKey(pathname)}?${formQuery}` : cacheKey(pathname);
    const cached = this.renderedPages.get(key);
    if (cached && Date.now() - cached.at < RENDERED_PAGE_MAX_AGE_MS) return cached.page;
    const page = renderer
      .render(formQuery ? `${pathname}?${formQuery}` : pathname, { apiOrigin, appUrl: this.appUrl })
      .then((rendered) => (rendered ? precompress(pageHtml(this.template, pathname, this.appUrl, this.modulesFor(pathname), rendered)) : null))
      .catch((error: unknown) => {
        this.onRenderError(error, pathname);
        return null;
      });
    const entry = { at: Date.now(), page };
    this.renderedPages.set(key, entry);
    // A page that could not be rendered (a read failed) is tried again by the next visitor, not kept.
    void page.then((result) => {
      if (!result && this.renderedPages.get(key) === entry) this.renderedPages.delete(key);
    });
    return page;
  }
}
