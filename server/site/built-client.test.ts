import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import express from "express";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_PATHS } from "@shared/site/pages";
import { mountBuiltClient } from "../static";

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
  const manifest = {
    "index.html": { file: "assets/index-AbC123.js", isEntry: true, imports: ["_react-Xy1.js"] },
    "_react-Xy1.js": { file: "assets/react-Xy1.js" },
    "_cart-Qq2.js": { file: "assets/cart-Qq2.js", imports: ["_react-Xy1.js"] },
    "src/app/pages/menu.tsx": { file: "assets/menu-Mn3.js", imports: ["_react-Xy1.js", "_cart-Qq2.js", "index.html"] },
  };
  await fs.writeFile(path.join(dir, ".vite", "manifest.json"), JSON.stringify(manifest));
  mountBuiltClient(app, { appUrl: "https://cater.example", dir });
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

  it("preloads a page's own scripts, not those the entry already loads", async () => {
    const html = (await request(app).get("/menu").set("Accept-Encoding", "identity")).text;
    const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" \/>/g)].map((m) => m[1]);
    expect(preloads).toEqual(["/assets/menu-Mn3.js", "/assets/cart-Qq2.js"]);
    // And the menu it shows first.
    expect(html).toContain('<link rel="preload" as="fetch" href="/api/menu-items" crossorigin />');
    expect((await request(app).get("/contact").set("Accept-Encoding", "identity")).text).not.toContain("modulepreload");
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
