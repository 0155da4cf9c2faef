import { execFileSync } from "node:child_process";
import fs from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mountBuiltClient } from "../static";
import type { PageRenderer } from "../site/rendered-pages";
import { createTestApp, type TestApp } from "../test/harness";
import { makeImage } from "../test/images";
import { LocalDiskStorage } from "../storage/file-storage";
import { createLogger } from "../logger";
import { FrontDoor, uploadsRoute } from "./front-door";
import { etagOf, prepareAnswer } from "./precompressed";
import { capturedSecurityHeaders, securityHeaders } from "./security-headers";

/**
 * The front door (front-door.ts) over a build laid out as `vite build` writes it, in the whole app: what it answers
 * from memory must carry the headers Express gave before (helmet's, then each file's own), and be revalidated and
 * compressed as before.
 */
const SECURITY_HEADERS = [
  "content-security-policy",
  "strict-transport-security",
  "x-content-type-options",
  "referrer-policy",
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
  "cross-origin-embedder-policy",
  "origin-agent-cluster",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-frame-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
];
const securityOf = (res: request.Response) => Object.fromEntries(SECURITY_HEADERS.map((name) => [name, res.headers[name]]));

/** helmet's headers as the app sent them on every page and file before the front door (a test app: no HSTS). */
const APP_CSP =
  "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob: https://tile.openstreetmap.org;font-src 'self' data:;connect-src 'self';object-src 'none';base-uri 'none';frame-ancestors 'none';form-action 'self'";
const BEFORE = {
  "content-security-policy": APP_CSP,
  "strict-transport-security": undefined,
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "cross-origin-embedder-policy": undefined,
  "origin-agent-cluster": "?1",
  "x-dns-prefetch-control": "off",
  "x-download-options": "noopen",
  "x-frame-options": "SAMEORIGIN",
  "x-permitted-cross-domain-policies": "none",
  "x-xss-protection": "0",
};

const script = "console.log('the app');".repeat(100);
const renderer: PageRenderer = {
  async render(pathname) {
    return { html: `<main><h1>Rendered ${pathname}</h1></main>`, state: { queries: [] } };
  },
};

let dir: string;
let t: TestApp;
let server: http.Server;
let dish: Buffer;
const upload = "0f3c9a2b-front-door.webp";

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "cc-door-"));
  await fs.mkdir(path.join(dir, "assets"));
  await fs.mkdir(path.join(dir, "images", "dishes"), { recursive: true });
  const index = `<!doctype html>\n<html lang="en">\n  <head>\n    <meta name="description" content="Generic." />\n    <title>Creative Cuisines</title>\n    <script type="module" crossorigin src="/assets/index-AbC123.js"></script>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n`;
  await fs.writeFile(path.join(dir, "index.html"), index);
  await fs.writeFile(path.join(dir, "assets", "index-AbC123.js"), script);
  await fs.writeFile(path.join(dir, "assets", "index-AbC123.js.br"), zlib.brotliCompressSync(script));
  await fs.writeFile(path.join(dir, "assets", "index-AbC123.js.gz"), zlib.gzipSync(script));
  dish = await makeImage("webp");
  await fs.writeFile(path.join(dir, "images", "dishes", "classic-caesar-salad.webp"), dish);
  t = await createTestApp({
    mountClient: (app, { changeFeed, sessionCookie, frontDoor }) => mountBuiltClient(app, { appUrl: "http://localhost:5000", dir, renderer, changeFeed, sessionCookie, frontDoor }),
  });
  await fs.mkdir(path.join(t.dataDir, "uploads"), { recursive: true });
  await fs.writeFile(path.join(t.dataDir, "uploads", upload), dish);
  // The handler the real server runs: the front door, then Express.
  server = http.createServer(t.handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await t.close();
  await fs.rm(dir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding = "gzip, deflate, br") => request(server).get(url).set("Accept-Encoding", acceptEncoding);

describe("the security headers of what is answered from memory", () => {
  it("a rendered page, a hashed asset and a dish picture carry helmet's headers as before", async () => {
    for (const url of ["/menu", "/assets/index-AbC123.js", "/images/dishes/classic-caesar-salad.webp"]) {
      const fromMemory = await get(url);
      expect(fromMemory.status, url).toBe(200);
      expect(securityOf(fromMemory), url).toEqual(BEFORE);
      // Express (a query string sends the request there): the way every one of them was answered before.
      const throughExpress = await get(`${url}?through=express`);
      expect(throughExpress.status, url).toBe(200);
      expect(securityOf(throughExpress), url).toEqual(BEFORE);
    }
  });

  it("an uploaded photo keeps its sandboxing CSP and the rest of helmet's headers", async () => {
    const photo = await get(`/uploads/${upload}`);
    expect(photo.status).toBe(200);
    expect(photo.headers["content-type"]).toBe("image/webp");
    expect(photo.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(securityOf(photo)).toEqual({ ...BEFORE, "content-security-policy": "default-src 'none'; sandbox" });
    expect(securityOf(await get(`/uploads/${upload}?through=express`))).toEqual(securityOf(photo));
    expect(Buffer.compare(photo.body as Buffer, dish)).toBe(0);
  });

  it("answers ahead of the request log and the router (no request id), and hands what it does not hold to Express", async () => {
    const page = await get("/menu");
    expect(page.headers["x-request-id"]).toBeUndefined();
    expect(page.text).toContain("<h1>Rendered /menu</h1>");
    expect((await get("/menu?through=express")).headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const missing = await get("/uploads/00000000-missing.webp");
    expect(missing.status).toBe(404);
    expect((await get("/assets/index-Gone99.js")).status).toBe(404);
  });

  it("follows a new map tile server into the pages' CSP at once", async () => {
    const admin = await t.signIn(await t.createUser({ role: "admin" }));
    const { waitEstimate: _w, updatedAt: _u, ...truck } = (await admin.get("/api/truck/location")).body;
    const moved = await admin.put("/api/truck/location").send({ ...truck, mapTileUrl: "https://tiles.example.org/{z}/{x}/{y}.png" });
    expect(moved.status).toBe(200);
    const page = await get("/home");
    expect(page.headers["content-security-policy"]).toBe(APP_CSP.replace("https://tile.openstreetmap.org", "https://tiles.example.org"));
    expect(page.headers["content-security-policy"]).toBe((await get("/home?through=express")).headers["content-security-policy"]);
    await admin.put("/api/truck/location").send(truck);
    expect((await get("/home")).headers["content-security-policy"]).toBe(APP_CSP);
  });
});

describe("caching and compression of what is answered from memory", () => {
  it("a hashed asset: brotli, gzip or plain as accepted, a year and immutable, 304 on its ETag", async () => {
    const br = await get("/assets/index-AbC123.js", "gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.headers.vary).toBe("Accept-Encoding");
    expect(br.text).toBe(script);
    const gz = await get("/assets/index-AbC123.js", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.text).toBe(script);
    const plain = await get("/assets/index-AbC123.js", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["content-length"]).toBe(String(script.length));
    expect(plain.text).toBe(script);
    expect(gz.headers.etag).toBe(br.headers.etag);
    const again = await get("/assets/index-AbC123.js").set("If-None-Match", br.headers.etag);
    expect(again.status).toBe(304);
    expect(again.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(securityOf(again)).toEqual(BEFORE);
    // A list of ETags, as a cache holding several copies sends.
    expect((await get("/assets/index-AbC123.js").set("If-None-Match", `"other", ${br.headers.etag}`)).status).toBe(304);
    expect((await get("/assets/index-AbC123.js").set("If-None-Match", `"other"`)).status).toBe(200);
  });

  it("a picture goes as it is, whatever the browser accepts, kept an hour", async () => {
    const res = await get("/images/dishes/classic-caesar-salad.webp", "gzip, br");
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
    expect(res.headers["content-type"]).toBe("image/webp");
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
    expect((await get("/images/dishes/classic-caesar-salad.webp").set("If-None-Match", res.headers.etag)).status).toBe(304);
  });

  it("a rendered page: compressed, revalidated every time, kept apart from a signed-in user's", async () => {
    const page = await get("/gallery", "br");
    expect(page.headers["content-encoding"]).toBe("br");
    expect(page.headers["cache-control"]).toBe("no-cache");
    expect(page.headers.vary).toBe("Accept-Encoding, Cookie");
    expect(page.text).toContain("<h1>Rendered /gallery</h1>");
    expect((await get("/gallery").set("If-None-Match", page.headers.etag)).status).toBe(304);
    // The signed-in hint cookie: the app's plain page, not the visitor's rendering.
    const signedIn = await get("/gallery", "identity").set("Cookie", "cc_signed_in=1");
    expect(signedIn.text).not.toContain("Rendered");
    expect(signedIn.headers.etag).not.toBe(page.headers.etag);
    expect((await request(server).head("/gallery").set("Accept-Encoding", "br")).headers["content-length"]).toBe(page.headers["content-length"]);
  });

  it("the public API reads: JSON, compressed, revalidated by browsers, kept briefly by a CDN", async () => {
    for (const url of ["/api/menu-items", "/api/gallery"]) {
      const res = await get(url, "gzip");
      expect(res.status, url).toBe(200);
      expect(res.headers["content-encoding"]).toBe("gzip");
      expect(res.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
      expect(res.headers["cdn-cache-control"]).toBe("public, s-maxage=30, stale-while-revalidate=60");
      expect(Array.isArray(res.body)).toBe(true);
      expect((await get(url).set("If-None-Match", res.headers.etag)).status).toBe(304);
    }
  });

  it("robots.txt and the sitemap, an hour", async () => {
    const robots = await get("/robots.txt", "br");
    expect(robots.headers["content-encoding"]).toBe("br");
    expect(robots.headers["cache-control"]).toBe("public, max-age=3600");
    expect(robots.text).toMatch(/^User-agent: \*\n/);
    expect(securityOf(robots)).toEqual(BEFORE);
    expect((await get("/sitemap.xml", "identity")).headers["content-type"]).toBe("application/xml; charset=utf-8");
  });
});

describe("uploaded photos held in memory", () => {
  it("keeps at most its bound, dropping the least recently used, and forgets them all on a change", async () => {
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), "cc-door-uploads-"));
    try {
      const photo = await makeImage("webp", { width: 32, height: 32 });
      for (const name of ["aa-1.webp", "bb-2.webp", "cc-3.webp"]) await fs.writeFile(path.join(folder, name), photo);
      // Room for two photos.
      const uploads = uploadsRoute(new LocalDiskStorage(folder), photo.length * 2 + 1);
      const ask = (key: string) => uploads.route({} as http.IncomingMessage, `/uploads/${key}`, {});
      await ask("aa-1.webp");
      await ask("bb-2.webp");
      // aa-1 used again: bb-2 is now the least recently used, and makes room for cc-3.
      expect("etag" in (ask("aa-1.webp") as object)).toBe(true);
      await ask("cc-3.webp");
      expect([...uploads.held.keys()].sort()).toEqual(["aa-1.webp", "cc-3.webp"]);
      expect(await ask("dd-4.webp")).toBeNull();
      expect(ask("../secret.webp")).toBeUndefined();
      uploads.forget();
      expect(uploads.held.size).toBe(0);
    } finally {
      await fs.rm(folder, { recursive: true, force: true });
    }
  });

  it("a change announced while a photo is read hands that request to the store's own route (no 500)", async () => {
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), "cc-door-uploads-"));
    try {
      const photo = await makeImage("webp", { width: 32, height: 32 });
      // A named pipe: reading it waits until the test writes the photo into it.
      const slow = path.join(folder, "ee-5.webp");
      execFileSync("mkfifo", [slow]);
      const uploads = uploadsRoute(new LocalDiskStorage(folder));
      const answer = uploads.route({} as http.IncomingMessage, "/uploads/ee-5.webp", {}) as Promise<unknown>;
      uploads.forget();
      expect(await answer).toBeNull();
      // Lets the aborted read end.
      await fs.writeFile(slow, photo);
    } finally {
      await fs.rm(folder, { recursive: true, force: true });
    }
  });
});

describe("capturedSecurityHeaders", () => {
  it("records what helmet sends, HSTS included in production, and records again only when the key changes", async () => {
    let origin: string | null = "https://tile.openstreetmap.org";
    const middleware = securityHeaders({ isProduction: true, clover: undefined }, () => origin);
    const captured = capturedSecurityHeaders(middleware, () => origin);
    const first = captured();
    expect(first["Strict-Transport-Security"]).toBe("max-age=31536000; includeSubDomains");
    expect(first["Content-Security-Policy"]).toContain("img-src 'self' data: blob: https://tile.openstreetmap.org;");
    expect(captured()).toBe(first);
    origin = null;
    expect(captured()["Content-Security-Policy"]).toContain("img-src 'self' data: blob: 'self';");
  });
});

describe("the front door's counts", () => {
  it("logs the answers from memory by kind, once per period, and nothing when there were none", async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = createLogger("info", { write: (line: string) => void lines.push(JSON.parse(line)) });
    const door = new FrontDoor({ securityHeaders: () => ({}), logger, logEveryMs: 0 });
    const body = { raw: Buffer.from("User-agent: *\n"), etag: etagOf(Buffer.from("User-agent: *\n")) };
    door.addFile("/robots.txt", body, { contentType: "text/plain; charset=utf-8", cacheControl: "public, max-age=3600" });
    const apiAnswer = prepareAnswer({ raw: Buffer.from("[]"), etag: etagOf(Buffer.from("[]")) }, { contentType: "application/json", cacheControl: "no-cache" });
    door.addRoute("api", (_req, url) => (url === "/api/gallery" ? apiAnswer : undefined));
    const doorServer = http.createServer(door.handler((_req, res) => res.writeHead(404).end()));
    try {
      for (const url of ["/robots.txt", "/robots.txt", "/api/gallery", "/elsewhere"]) await request(doorServer).get(url);
      door.logCounts();
      door.logCounts();
    } finally {
      door.close();
    }
    const counted = lines.filter((line) => line.msg === "public answers from memory");
    expect(counted.map((line) => line.answered)).toEqual([{ file: 2, api: 1 }]);
  });
});
