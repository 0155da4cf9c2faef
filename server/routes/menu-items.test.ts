import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { menuItems } from "@shared/schema";
import { createTestApp, type TestApp } from "../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(menuItems).values({ category: "sides", name: "Cornbread", price: "$15.99", sortOrder: 1 });
});
afterAll(() => t.close());

describe("GET /api/menu-items", () => {
  it("is served by the server's handler before Express, without a session, compressed, with an ETag and 304", async () => {
    const res = await request(t.handler).get("/api/menu-items").set("Accept-Encoding", "gzip");
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.headers["set-cookie"]).toBeUndefined();
    expect(res.body.map((i: { name: string }) => i.name)).toEqual(["Cornbread"]);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    const again = await request(t.handler).get("/api/menu-items").set("If-None-Match", res.headers.etag);
    expect(again.status).toBe(304);
    // Any other spelling (a query string) goes through Express and gets the same bytes.
    const viaExpress = await request(t.handler).get("/api/menu-items?x=1");
    expect(viaExpress.headers.etag).toBe(res.headers.etag);
  });

  it("a change announced on one instance refreshes the cached menu on every instance", async () => {
    const other = await t.sibling();
    try {
      const before = await request(other.handler).get("/api/menu-items");
      expect(before.body).toHaveLength(1);
      await t.database.db.insert(menuItems).values({ category: "desserts", name: "Peach Cobbler", price: "$60", sortOrder: 2 });
      // Without an announcement the cached copy is still served...
      expect((await request(other.handler).get("/api/menu-items")).body).toHaveLength(1);
      // ...and after it, both instances serve the new menu.
      await t.changeFeed.publish("menu");
      await expect
        .poll(async () => (await request(other.handler).get("/api/menu-items")).body.length, { timeout: 5_000 })
        .toBe(2);
      await expect.poll(async () => (await request(t.handler).get("/api/menu-items")).body.length, { timeout: 5_000 }).toBe(2);
    } finally {
      await other.close();
    }
  });
});
