import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SITEMAP_PATHS } from "@shared/site/pages";
import { createTestApp, type TestApp } from "../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("files for crawlers", () => {
  it("/robots.txt is plain text: the API and private pages are disallowed, and it names the sitemap", async () => {
    const res = await request(t.server).get("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(res.text).toMatch(/^User-agent: \*\n/);
    for (const line of ["Disallow: /api/", "Disallow: /admin", "Disallow: /dashboard", "Sitemap: http://localhost:5000/sitemap.xml"]) {
      expect(res.text.split("\n")).toContain(line);
    }
    expect(res.text).not.toContain("Disallow: /menu\n");
  });

  it("/sitemap.xml is XML listing every public page at the app's address", async () => {
    const res = await request(t.server).get("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(res.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(SITEMAP_PATHS.map((p) => `http://localhost:5000${p}`));
    expect(locs).toEqual(expect.arrayContaining(["http://localhost:5000/home", "http://localhost:5000/menu", "http://localhost:5000/packages"]));
    expect(locs.some((loc) => /admin|dashboard|orders|login|checkout/.test(loc))).toBe(false);
  });

  it("both are served compressed and revalidated by ETag", async () => {
    const res = await request(t.server).get("/sitemap.xml").set("Accept-Encoding", "br");
    expect(res.headers["content-encoding"]).toBe("br");
    expect((await request(t.server).get("/sitemap.xml").set("If-None-Match", res.headers.etag)).status).toBe(304);
  });
});
