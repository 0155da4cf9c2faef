import { documentTitle, PAGE_PATHS, pageMeta, SITE_NAME } from "@shared/site/pages";
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

/** A rendered page kept: when it was rendered, its promise, its value once settled, whether it is rendering again. */
interface RenderedEntry {
  at: number;
  page: Promise<Precompressed | null>;
  value?: Precompressed;
  refreshing?: boolean;
}

/** The app's own addresses, as written (not "/admin/edit-item/12"): what `ready` keeps settled pages for. */
const KNOWN_PAGES = new Set(PAGE_PATHS.filter((pagePath) => !pagePath.includes(":")));

/** Key of a path's HTML: one per known page, one for every unknown path, so the cache cannot grow without bound. */
const cacheKey = (pathname: string) => `${documentTitle(pathname)}\n${pageMeta(pathname).indexable ? pathname.replace(/\/+$/, "") || "/" : ""}`;

/**
 * Each page's HTML, built and compressed once per instance (the template only changes with a new build). With a
 * renderer, a visitor's public pages come rendered, kept until the data they show changes (`invalidateRendered`)
 * or for RENDERED_PAGE_MAX_AGE_MS.
 */
export class PageHtmlCache {
  private readonly pages = new Map<string, Promise<Precompressed>>();
  private readonly renderedPages = new Map<string, RenderedEntry>();
  /** The settled pages by exact address, for `ready` (the front door answers from them without a promise). */
  private readonly settled = new Map<string, Precompressed>();
  private readonly addresses = new Map<string, { serverRendered: boolean; key: string }>();

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
    // Known pages only (the key of an unknown path is shared, the address is not): the set stays bounded.
    if (KNOWN_PAGES.has(pathname) && !this.settled.has(pathname)) {
      const settled = await page;
      this.settled.set(pathname, settled);
      return settled;
    }
    return page;
  }

  /**
   * The page `get` would give for this exact address (no query), when it is already built and current, without a
   * promise; undefined otherwise (then call `get`). `visitor` as for `get`; `apiOrigin` is not needed here.
   */
  ready(pathname: string, visitor: boolean): Precompressed | undefined {
    const address = this.address(pathname);
    if (visitor && this.renderer && address.serverRendered) {
      const entry = this.renderedPages.get(address.key);
      if (!entry?.value || Date.now() - entry.at >= RENDERED_PAGE_MAX_AGE_MS) return undefined;
      return entry.value;
    }
    return this.settled.get(pathname);
  }

  /** What `ready` needs of an address, worked out once for each of the app's own (a few microseconds each time). */
  private address(pathname: string): { serverRendered: boolean; key: string } {
    let address = this.addresses.get(pathname);
    if (!address) {
      address = { serverRendered: pageMeta(pathname).serverRendered, key: cacheKey(pathname) };
      if (KNOWN_PAGES.has(pathname)) this.addresses.set(pathname, address);
    }
    return address;
  }

  /** The data behind the rendered pages changed (menu, gallery, settings): render them again when next asked. */
  invalidateRendered(): void {
    this.renderedPages.clear();
  }

  private rendered(renderer: PageRenderer, pathname: string, apiOrigin: string, formQuery?: string): Promise<Precompressed | null> {
    const key = formQuery ? `${cacheKey(pathname)}?${formQuery}` : cacheKey(pathname);
    const cached = this.renderedPages.get(key);
    if (cached && Date.now() - cached.at < RENDERED_PAGE_MAX_AGE_MS) return cached.page;
    // Past its age (not after a change, which drops it): visitors keep getting it while it renders again, so that
    // no one waits for a render, as a CDN's stale-while-revalidate would.
    if (cached?.value && !cached.refreshing) {
      cached.refreshing = true;
      void this.render(renderer, key, pathname, apiOrigin, formQuery);
      return cached.page;
    }
    if (cached?.refreshing) return cached.page;
    return this.render(renderer, key, pathname, apiOrigin, formQuery);
  }

  private render(renderer: PageRenderer, key: string, pathname: string, apiOrigin: string, formQuery?: string): Promise<Precompressed | null> {
    const previous = this.renderedPages.get(key);
    const page = renderer
      .render(formQuery ? `${pathname}?${formQuery}` : pathname, { apiOrigin, appUrl: this.appUrl })
      .then((rendered) => (rendered ? precompress(pageHtml(this.template, pathname, this.appUrl, this.modulesFor(pathname), rendered)) : null))
      .catch((error: unknown) => {
        this.onRenderError(error, pathname);
        return null;
      });
    const entry: RenderedEntry = { at: Date.now(), page };
    // A new render replacing one past its age takes its place once it is done; the old one is served meanwhile.
    if (!previous?.refreshing) this.renderedPages.set(key, entry);
    void page.then((result) => {
      if (result) {
        entry.value = result;
        // In place of the one past its age, unless a change dropped that meanwhile (this render may have read the
        // data before the change). A first render is in the map already, unless a change dropped it.
        if (previous?.refreshing && this.renderedPages.get(key) === previous) this.renderedPages.set(key, entry);
        return;
      }
      // A page that could not be rendered (a read failed) is tried again by the next visitor, not kept.
      if (this.renderedPages.get(key) === entry) this.renderedPages.delete(key);
      if (previous?.refreshing && this.renderedPages.get(key) === previous) previous.refreshing = false;
    });
    return page;
  }
}
