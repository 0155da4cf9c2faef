import express from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { CachedJson } from "./cached-json";

function appWith(resource: CachedJson) {
  const app = express();
  app.get("/data", (req, res) => resource.send(req, res));
  return app;
}

describe("CachedJson", () => {
  it("loads once, then serves the same bytes with an ETag, and 304 on If-None-Match", async () => {
    let loads = 0;
    const resource = new CachedJson(async () => ({ n: ++loads }));
    const app = appWith(resource);
    const first = await request(app).get("/data");
    expect(first.body).toEqual({ n: 1 });
    const etag = first.headers.etag;
    expect(etag).toMatch(/^".+"$/);
    const again = await request(app).get("/data");
    expect(again.body).toEqual({ n: 1 });
    expect(loads).toBe(1);
    const notModified = await request(app).get("/data").set("If-None-Match", etag);
    expect(notModified.status).toBe(304);
  });

  it("serves gzip and brotli to clients that accept them, and plain JSON to others", async () => {
    const payload = { hello: "world".repeat(100) };
    const app = appWith(new CachedJson(async () => payload));
    // superagent decodes br and gzip itself, so a body equal to the payload proves the compressed bytes are right.
    const br = await request(app).get("/data").set("Accept-Encoding", "gzip, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toBe("Accept-Encoding");
    expect(br.body).toEqual(payload);
    const gz = await request(app).get("/data").set("Accept-Encoding", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.body).toEqual(payload);
    const plain = await request(app).get("/data").set("Accept-Encoding", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toEqual(payload);
  });

  it("rebuilds after invalidate() with a new ETag", async () => {
    let version = 1;
    const resource = new CachedJson(async () => ({ version }));
    const app = appWith(resource);
    const before = await request(app).get("/data");
    version = 2;
    resource.invalidate();
    const after = await request(app).get("/data");
    expect(after.body).toEqual({ version: 2 });
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it("does not keep a failed load", async () => {
    let fail = true;
    const resource = new CachedJson(async () => {
      if (fail) throw new Error("database down");
      return { ok: true };
    });
    const app = express();
    app.get("/data", (req, res, next) => resource.send(req, res).catch(next));
    app.use((_e: unknown, _q: express.Request, res: express.Response, _n: express.NextFunction) => {
      res.status(500).json({ message: "down" });
    });
    expect((await request(app).get("/data")).status).toBe(500);
    fail = false;
    expect((await request(app).get("/data")).body).toEqual({ ok: true });
  });
});
