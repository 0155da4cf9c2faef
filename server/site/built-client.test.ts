import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import express from "express";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_PATHS } from "@shared/site/pages";
import { QUERY_STATE_ELEMENT_ID } from "@shared/site/server-render";
import { mountBuiltClient } from "../static";
import { pageHtml } from "./page-html";
import type { PageRenderer } from "./rendered-pages";

/**
 * The production client server over a build laid out as `vite build` writes it (index.html, hashed assets with
 * their .br and .gz copies, public files). e2e/site-files.spec.ts checks the same against the real build.
 */
let dir: string;
const app = express();
const script = "console.log('the app');".repeat(100);

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "cc-built-"));
  await fs.mkdir(path.join(dir, "assets"));
  const index = `<!doctype html>\n<html lang="en">\n  <head>\n    <meta name="description" content="Generic." />\n    <title>Creative Cuisines</title>\n    <script type="module" src="/assets/index-AbC123.js"></script>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n`;
  await fs.writeFile(path.join(dir, "index.html"), index);
  await fs.writeFile(path.join(dir, "assets", "index-AbC123.js"), script);
  await fs.writeFile(path.join(dir, "assets", "index-AbC123.js.br"), zlib.brotliCompressSync(script));
  await fs.writeFile(path.join(dir, "assets", "index-AbC123.js.gz"), zlib.gzipSync(script));
  await fs.writeFile(path.join(dir, "favicon.ico"), Buffer.from([0, 0, 1, 0, 1, 0]));
  await fs.mkdir(path.join(dir, ".vite"));
  // As Vite writes it: the entry imports the app's chunk dynamically (client/src/main.tsx).
  const manifest = {
    "index.html": { file: "assets/index-AbC123.js", isEntry: true, imports: ["_entry-shared-E1.js"], dynamicImports: ["_shell-Sh4.js"] },
    "_entry-shared-E1.js": { file: "assets/entry-shared-E1.js" },
    "_react-Xy1.js": { file: "assets/react-Xy1.js" },
    "_shell-Sh4.js": { file: "assets/shell-Sh4.js", imports: ["_react-Xy1.js", "_entry-shared-E1.js"] },
    "_cart-Qq2.js": { file: "assets/cart-Qq2.js", imports: ["_react-Xy1.js"] },
    "src/app/pages/menu.tsx": { file: "assets/menu-Mn3.js", imports: ["_shell-Sh4.js", "_cart-Qq2.js", "index.html"] },
  };
  await fs.writeFile(path.join(dir, ".vite", "manifest.json"), JSON.stringify(manifest));
  await mountBuiltClient(app, { appUrl: "https://cater.example", dir });
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

/** The body's bytes, whatever the type; superagent has decoded the Content-Encoding (br, gzip) on the way. */
const bodyBytes = (res: request.Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on("data", (chunk: Buffer) => chunks.push(chunk));
  res.on("end", () => callback(null, Buffer.concat(chunks)));
};
const get = (url: string, acceptEncoding: string) => request(app).get(url).set("Accept-Encoding", acceptEncoding).buffer(true).parse(bodyBytes);

describe("the built client", () => {
  it("serves a hashed asset brotli-compressed to a browser that accepts it, gzip to one that does not, cached for a year", async () => {
    const br = await get("/assets/index-AbC123.js", "gzip, deflate, br");
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.headers["content-type"]).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(String(br.body)).toBe(script);

    const gz = await get("/assets/index-AbC123.js", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(String(gz.body)).toBe(script);

    const plain = await request(app).get("/assets/index-AbC123.js").set("Accept-Encoding", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.text).toBe(script);
  });

  it("answers a missing asset with 404, not the app's page", async () => {
    const res = await request(app).get("/assets/index-Gone99.js");
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('<div id="root">');
  });

  it("serves each page's HTML compressed, revalidated by ETag, with its own title, description and preview tags", async () => {
    const res = await get("/menu", "br");
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    const html = String(res.body);
    expect(html).toContain("<title>Menu | Creative Cuisines</title>");
    expect(html).toMatch(/<meta name="description" content="The Creative Cuisines catering menu[^"]*" \/>/);
    expect(html).toContain('<link rel="canonical" href="https://cater.example/menu" />');
    expect(html).toContain('<meta property="og:title" content="Menu | Creative Cuisines" />');
    expect(html).toContain('<meta property="og:image" content="https://cater.example/images/og-image.png" />');
    expect(html).toContain('<script type="module" src="/assets/index-AbC123.js"></script>');

    const again = await request(app).get("/menu").set("If-None-Match", res.headers.etag);
    expect(again.status).toBe(304);
  });

  it("preloads the home hero's first picture, its largest paint, from the HTML", async () => {
    const res = await request(app).get("/home").set("Accept-Encoding", "identity");
    expect(res.text).toContain('<link rel="preload" as="image" href="/images/hero-buffet.svg" fetchpriority="high" />');
  });

  it("preloads the app's and the page's own scripts, not those the entry already loads", async () => {
    const preloadsOf = async (url: string) => {
      const html = (await request(app).get(url).set("Accept-Encoding", "identity")).text;
      return { html, preloads: [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" \/>/g)].map((m) => m[1]) };
    };
    const menu = await preloadsOf("/menu");
    expect(menu.preloads).toEqual(["/assets/react-Xy1.js", "/assets/shell-Sh4.js", "/assets/cart-Qq2.js", "/assets/menu-Mn3.js"]);
    // And the menu it shows first.
    expect(menu.html).toContain('<link rel="preload" as="fetch" href="/api/menu-items" crossorigin />');
    expect((await preloadsOf("/contact")).preloads).toEqual(["/assets/react-Xy1.js", "/assets/shell-Sh4.js"]);
  });

  it("does not serve the build manifest", async () => {
    expect((await request(app).get("/.vite/manifest.json")).text).not.toContain("isEntry");
  });

  it("keeps account and admin pages out of search results", async () => {
    const res = await request(app).get("/admin").set("Accept-Encoding", "identity");
    expect(res.text).toContain("<title>Admin | Creative Cuisines</title>");
    expect(res.text).toContain('<meta name="robots" content="noindex" />');
    expect(res.text).not.toContain("og:title");
  });

  it("gives every page of the app its own title", async () => {
    const titles = new Map<string, string>();
    // "/" shows the same welcome page as /splash.
    for (const pagePath of PAGE_PATHS.filter((p) => p !== "/")) {
      const html = (await request(app).get(pagePath).set("Accept-Encoding", "identity")).text;
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
      expect(title, pagePath).toBeTruthy();
      expect(titles.get(title!), `${pagePath} has the title of ${titles.get(title!)}`).toBeUndefined();
      titles.set(title!, pagePath);
    }
    expect((await request(app).get("/no-such-page")).text).toContain("<title>Page Not Found | Creative Cuisines</title>");
    expect((await request(app).get("/admin/edit-item/12")).text).toContain("<title>Edit Menu Item | Creative Cuisines</title>");
  });

  it("serves public files as themselves", async () => {
    const res = await request(app).get("/favicon.ico");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/image\/(x-icon|vnd.microsoft.icon)/);
  });
});

describe("pages rendered on the server for visitors", () => {
  const rendered = express();
  const renders: string[] = [];
  const changeHandlers: (() => void)[] = [];
  const renderErrors: string[] = [];
  let answer: "page" | "cannot" | "throws" = "page";
  // A stand-in for the built client/src/entry-server.tsx (its real output is checked by e2e/site-files.spec.ts):
  // what this test checks is how the server puts a rendering into the page and when it renders again.
  const renderer: PageRenderer = {
    async render(pathname, { apiOrigin, appUrl }) {
      renders.push(pathname);
      expect(apiOrigin).toMatch(/^http:\/\/(\[[0-9a-f:.]+\]|[0-9.]+):\d+$/);
      expect(appUrl).toBe("https://cater.example");
      if (answer === "throws") throw new Error("the page failed to render");
      if (answer === "cannot") return null;
      return {
        html: `<main><h1>Rendered ${pathname}</h1></main>`,
        state: { queries: [{ queryKey: ["/api/menu-items"], state: { data: [{ name: "</script><b>Caesar</b>" }] } }] },
      };
    },
  };

  beforeAll(async () => {
    await mountBuiltClient(rendered, {
      appUrl: "https://cater.example",
      dir,
      renderer,
      changeFeed: { on: (_topic, handler) => void changeHandlers.push(handler) },
      sessionCookie: "cc.sid",
      onRenderError: (_error, pathname) => void renderErrors.push(pathname),
    });
  });

  const page = (url: string, cookie?: string) => {
    const req = request(rendered).get(url).set("Accept-Encoding", "identity");
    return (cookie ? req.set("Cookie", cookie) : req).then((res) => res.text);
  };

  it("sends the page with its content, its data and its scripts to load after it has painted", async () => {
    renders.length = 0;
    const html = await page("/menu");
    // Those that do not need the app run first, one per task, in the order they depend on each other.
    expect(html).toContain(
      '<div id="root" data-modules="/assets/react-Xy1.js /assets/shell-Sh4.js /assets/cart-Qq2.js /assets/menu-Mn3.js" data-run-first="/assets/react-Xy1.js /assets/cart-Qq2.js"><main><h1>Rendered /menu</h1></main></div>',
    );
    // The data block cannot be closed by what it carries.
    const state = new RegExp(`<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">(.*)</script>`).exec(html)?.[1];
    expect(state).not.toContain("</script>");
    expect(JSON.parse(state!).queries[0].state.data[0].name).toBe("</script><b>Caesar</b>");
    // The scripts wait (no modulepreload, low priority).
    expect(html).not.toContain("modulepreload");
    expect(html).not.toContain('rel="preload" as="fetch"');
    expect(renders).toEqual(["/menu"]);
  });

  it("renders a page once until the menu, the gallery or the settings change", async () => {
    answer = "page";
    renders.length = 0;
    await page("/home");
    await page("/home");
    expect(renders).toEqual(["/home"]);
    expect(changeHandlers).toHaveLength(3);
    for (const handler of changeHandlers) handler();
    await page("/home");
    expect(renders).toEqual(["/home", "/home"]);
  });

  it("leaves signed-in users, addresses with a query, account pages and browser-only pages to the browser", async () => {
    renders.length = 0;
    expect(await page("/menu", "cc_signed_in=1")).toContain('<div id="root"></div>');
    expect(await page("/menu", "theme=dark; cc.sid=s%3Aabc")).toContain('<div id="root"></div>');
    expect(await page("/menu?tab=cart")).toContain('<div id="root"></div>');
    expect(await page("/menu/")).toContain('<div id="root"></div>');
    expect(await page("/admin")).toContain('<div id="root"></div>');
    expect(await page("/tracker")).toContain('<div id="root"></div>');
    expect(renders).toEqual([]);
    // Other cookies do not matter.
    expect(await page("/menu", "theme=dark")).toContain("<h1>Rendered /menu</h1>");
  });

  it("renders a page whose query is one of its forms' outcomes (the address a form post without the app leads to), once per outcome", async () => {
    answer = "page";
    for (const handler of changeHandlers) handler();
    renders.length = 0;
    expect(await page("/login?error=invalid")).toContain("<h1>Rendered /login?error=invalid</h1>");
    expect(await page("/login?error=invalid")).toContain("<h1>Rendered /login?error=invalid</h1>");
    expect(await page("/contact?notice=sent")).toContain("<h1>Rendered /contact?notice=sent</h1>");
    // Any other query, an outcome of another page's form, or more than the outcome: the browser's to render.
    expect(await page("/login?error=no-such-code")).toContain('<div id="root"></div>');
    expect(await page("/login?notice=sent")).toContain('<div id="root"></div>');
    expect(await page("/contact?error=invalid")).toContain('<div id="root"></div>');
    expect(await page("/login?error=invalid&x=1")).toContain('<div id="root"></div>');
    expect(renders).toEqual(["/login?error=invalid", "/contact?notice=sent"]);
    // The page's own address stays the canonical one.
    expect(await page("/login?error=invalid")).toContain('<link rel="canonical" href="https://cater.example/login" />');
  });

  it("renders the menu's Free from filter (a GET form), once per choice however the address spells it", async () => {
    answer = "page";
    for (const handler of changeHandlers) handler();
    renders.length = 0;
    // The app's address and the form as the browser sends it are one page.
    expect(await page("/menu?free=peanuts,milk")).toContain("<h1>Rendered /menu?free=milk,peanuts</h1>");
    expect(await page("/menu?free=milk&free=peanuts")).toContain("<h1>Rendered /menu?free=milk,peanuts</h1>");
    // The form sent with nothing ticked, or only unknown names: the menu's own page.
    expect(await page("/menu?")).toContain("<h1>Rendered /menu</h1>");
    expect(await page("/menu?free=gluten")).toContain("<h1>Rendered /menu</h1>");
    // With anything else in the query, or on another page: the browser's.
    expect(await page("/menu?free=milk&tab=cart")).toContain('<div id="root"></div>');
    expect(await page("/gallery?free=milk")).toContain('<div id="root"></div>');
    expect(renders).toEqual(["/menu?free=milk,peanuts", "/menu"]);
    expect(await page("/menu?free=milk")).toContain('<link rel="canonical" href="https://cater.example/menu" />');
  });

  it("falls back to the browser's rendering when a page cannot be rendered, and tries again for the next visitor", async () => {
    for (const handler of changeHandlers) handler();
    renders.length = 0;
    answer = "cannot";
    expect(await page("/about")).toContain('<div id="root"></div>');
    answer = "throws";
    expect(await page("/about")).toContain('<div id="root"></div>');
    expect(renderErrors).toEqual(["/about"]);
    answer = "page";
    expect(await page("/about")).toContain("<h1>Rendered /about</h1>");
    expect(renders).toEqual(["/about", "/about", "/about"]);
  });
});

describe("a rendered page's HTML", () => {
  it("asks for the entry script Vite writes at low priority: the page has painted without it", () => {
    const template = `<head><script type="module" crossorigin src="/assets/index-1.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/entry-shared-2.js"></head><body><div id="root"></div></body>`;
    const modules = { preload: ["/assets/react-4.js", "/assets/shell-3.js"], runFirst: ["/assets/react-4.js"] };
    const html = pageHtml(template, "/login", "https://cater.example", modules, { html: "<h1>Welcome back</h1>", state: {} });
    expect(html).toContain('<script type="module" crossorigin fetchpriority="low" src="/assets/index-1.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/entry-shared-2.js">');
    expect(html).toContain('<div id="root" data-modules="/assets/react-4.js /assets/shell-3.js" data-run-first="/assets/react-4.js"><h1>Welcome back</h1></div>');
    // Rendered in the browser, the same page preloads its scripts at their usual priority.
    const plain = pageHtml(template, "/login", "https://cater.example", modules);
    expect(plain).toContain('<script type="module" crossorigin src="/assets/index-1.js">');
    expect(plain).toContain('<link rel="modulepreload" crossorigin href="/assets/shell-3.js" />');
    expect(plain).not.toContain("data-run-first");
  });
});
