import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { IncomingMessage } from "node:http";
import { SIGNED_IN_HINT_COOKIE } from "@shared/api/signed-in-hint";
import { renderableFormQuery } from "@shared/site/form-posts";
import { renderableMenuQuery } from "@shared/menu/allergens";

/** What the server rendering of a page gives (client/src/entry-server.tsx, built into dist/ssr). */
export interface RenderedPage {
  /** What goes inside #root. */
  html: string;
  /** The answers the page was rendered from, for the browser to start from. */
  state: unknown;
}

export interface PageRenderer {
  /**
   * Null when the page cannot be rendered on the server (the browser then renders it). `pathname` may carry a form's
   * outcome as its query ("/login?error=invalid"), which the page shows.
   */
  render(pathname: string, options: { apiOrigin: string; appUrl: string }): Promise<RenderedPage | null>;
}

/**
 * The server rendering built with a client build (`dir`, e.g. dist/public: dist/ssr beside it), or undefined when
 * there is none (a test's own client build).
 */
export async function loadPageRenderer(clientDir: string): Promise<PageRenderer | undefined> {
  const entry = path.join(clientDir, "..", "ssr", "entry-server.js");
  if (!fs.existsSync(entry)) return undefined;
  const module: { renderPage: PageRenderer["render"] } = await import(pathToFileURL(entry).href);
  return { render: module.renderPage };
}

/** The address's path and query (undefined: none). */
function splitUrl(req: IncomingMessage): [string, string | undefined] {
  const url = req.url ?? "";
  const mark = url.indexOf("?");
  return mark < 0 ? [url, undefined] : [url.slice(0, mark), url.slice(mark + 1)];
}

/**
 * The query a page is rendered with: a form's outcome (`error=invalid`, `notice=sent`: shared/site/form-posts.ts),
 * which a browser without the app lands on after a form post and which only the rendered page can show, or the
 * menu's "Free from" filter (`free=milk,peanuts`, written the one way; "" for none: the page's own render). Undefined
 * for an address without one.
 */
export function renderedFormQuery(req: IncomingMessage): string | undefined {
  const [path, query] = splitUrl(req);
  return query === undefined ? undefined : (renderableFormQuery(path, query) ?? renderableMenuQuery(path, query) ?? undefined);
}

/**
 * Whether this request may get a page rendered on the server: a visitor's (neither the signed-in hint cookie,
 * server/auth/signed-in-hint.ts, nor a session cookie: a signed-in user sees other pages), at an address without a
 * query, or whose query is only a form's outcome or the menu's filter (renderedFormQuery: a fixed list per page). Any other query
 * can change what a page shows (/menu?tab=cart) beyond what the renderer is told, so such a page is the browser's to
 * render; keying rendered pages by any query would let anyone fill the cache.
 */
export function mayRender(req: IncomingMessage, sessionCookie?: string): boolean {
  if (splitUrl(req)[1] !== undefined && renderedFormQuery(req) === undefined) return false;
  const cookies = (req.headers.cookie ?? "").split(/;\s*/).map((cookie) => cookie.slice(0, cookie.indexOf("=")));
  return !cookies.includes(SIGNED_IN_HINT_COOKIE) && !(sessionCookie && cookies.includes(sessionCookie));
}

/** This server's own address as the request reached it, for the rendering's reads of its API. */
export function ownOrigin(req: IncomingMessage): string {
  const address = req.socket.localAddress ?? "127.0.0.1";
  return `http://${address.includes(":") ? `[${address}]` : address}:${req.socket.localPort}`;
}
