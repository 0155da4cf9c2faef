import fs from "node:fs/promises";
import path from "node:path";
import request from "supertest";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { favorites, orderItems, orders, photos } from "@shared/schema";
import { MAX_UPLOAD_BYTES } from "@shared/validators/photos";
import { changedFields } from "@shared/rules/audit";
import { createTestApp, type TestApp } from "../test/harness";
import { makeImage, makeJpegWithGps, makeZip, type ImageFormat } from "../test/images";
import { startTestS3 } from "../test/s3-server";
import { GetObjectCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";

let t: TestApp;
let admin: request.Agent;
let client: request.Agent;
let clientId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(await t.createUser({ role: "admin" }));
  const user = await t.createUser();
  clientId = user.id;
  client = await t.signIn(user);
});
afterAll(() => t.close());

const validItem = { name: "Smoked Brisket", price: "Half Pan $70 / Full Pan $120", category: "entrees", description: "Slow smoked", servingSize: "Serves 10-12", prepTime: "45 minutes" };

async function createItem(overrides: Record<string, unknown> = {}, as: request.Agent = admin): Promise<{ id: number; name: string }> {
  const res = await as.post("/api/menu-items").send({ ...validItem, name: `${validItem.name} ${Math.random().toString(36).slice(2, 7)}`, ...overrides });
  expect(res.status).toBe(201);
  return res.body;
}

/** The public menu as a visitor gets it (through the hot-read handler, like the real server). */
async function publicMenuIds(): Promise<number[]> {
  const res = await request(t.handler).get("/api/menu-items");
  return res.body.map((item: { id: number }) => item.id);
}

/** Where a test app's photos end up, looked at directly: the uploads folder, or the bucket. */
interface StoredPhotos {
  env: Record<string, string>;
  uploadsDir: string;
  files(): Promise<string[]>;
  read(name: string): Promise<Buffer>;
  close(): Promise<void>;
}

async function openStore(kind: "disk" | "s3"): Promise<StoredPhotos> {
  if (kind === "disk") {
    const store: StoredPhotos = {
      env: {},
      uploadsDir: "",
      files: () => fs.readdir(store.uploadsDir).catch(() => []),
      read: (name) => fs.readFile(path.join(store.uploadsDir, name)),
      close: async () => undefined,
    };
    return store;
  }
  const s3 = await startTestS3();
  const client = new S3Client({ region: "us-east-1", endpoint: s3.endpoint, forcePathStyle: true, credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } });
  return {
    env: s3.env,
    uploadsDir: "",
    async files() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: "uploads/" }));
      return (listed.Contents ?? []).map((object) => object.Key!.slice("uploads/".length)).sort();
    },
    async read(name) {
      const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: `uploads/${name}` }));
      return Buffer.from(await object.Body!.transformToByteArray());
    },
    close: () => s3.close(),
  };
}

function upload(agent: request.Agent | request.SuperTest<request.Test>, itemId: number | string, data: Buffer, filename = "photo.jpg") {
  return agent.post("/api/menu-items/upload-photo").field("itemId", String(itemId)).attach("photo", data, { filename, contentType: "image/jpeg" });
}

describe("menu admin API: only admins may write", () => {
  it("answers 401 to visitors and 403 to clients on every admin endpoint", async () => {
    const item = await createItem();
    const calls: [string, string, object?][] = [
      ["get", "/api/menu-items?include=inactive"],
      ["get", `/api/menu-items/${item.id}`],
      ["post", "/api/menu-items", validItem],
      ["put", `/api/menu-items/${item.id}`, validItem],
      ["patch", `/api/menu-items/${item.id}`, { name: "Hacked" }],
      ["delete", `/api/menu-items/${item.id}`],
      ["post", "/api/menu-items/upload-photo", { itemId: item.id }],
      ["delete", `/api/menu-items/${item.id}/photo`],
      ["post", "/api/menu-items/delete-photo", { itemId: item.id, photoUrl: "/uploads/x.webp" }],
      ["post", `/api/menu-items/${item.id}/primary-photo`, { photoId: 1 }],
      ["get", `/api/menu-items/${item.id}/photos`],
      ["get", "/api/audit-log"],
    ];
    for (const [method, url, body] of calls) {
      const visitor = await (request(t.server) as unknown as Record<string, (u: string) => request.Test>)[method](url).send(body);
      expect(visitor.status, `${method} ${url} as visitor`).toBe(401);
      const asClient = await (client as unknown as Record<string, (u: string) => request.Test>)[method](url).send(body);
      expect(asClient.status, `${method} ${url} as client`).toBe(403);
      expect(asClient.body.message).toBe("Admin access required");
    }
    // Nothing changed.
    expect((await admin.get(`/api/menu-items/${item.id}`)).body.name).toBe(item.name);
  });
});

describe("menu items: create, read, replace, patch, delete", () => {
  it("creates an item (answer includes the id) that visitors then see on the menu", async () => {
    const res = await admin.post("/api/menu-items").send({ ...validItem, dietary: ["vegan", "vegan"], popular: true });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ id: expect.any(Number), name: "Smoked Brisket", isActive: true, popular: true, dietary: ["vegan"], minOrder: 1, imageUrl: null });
    expect(await publicMenuIds()).toContain(res.body.id);
    expect((await admin.get(`/api/menu-items/${res.body.id}`)).body.name).toBe("Smoked Brisket");
  });

  it("refuses missing name or price, unparseable price text, unknown category and bad minimum order", async () => {
    const cases: [object, string][] = [
      [{ price: "$10" }, "Name and price are required"],
      [{ name: "Soup" }, "Name and price are required"],
      [{ name: "Soup", price: "about ten dollars" }, "Enter a price such as $15.99, Half Pan $60 / Full Pan $90, $30 per person, or Market Value"],
      [{ name: "Soup", price: "$10", category: "pizza" }, "Please choose a category"],
      [{ name: "Soup", price: "$10", minOrder: 0 }, "Minimum order must be a whole number of at least 1"],
    ];
    for (const [body, message] of cases) {
      const res = await admin.post("/api/menu-items").send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await admin.post("/api/menu-items").send({ name: "Lobster Tail", price: "Market Value" })).status).toBe(201);
  });

  it("PATCH changes only the named fields; PUT replaces the whole item", async () => {
    const item = await createItem({ popular: true, dietary: ["vegetarian"] });
    const patched = await admin.patch(`/api/menu-items/${item.id}`).send({ price: "$12.50" });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ price: "$12.50", popular: true, dietary: ["vegetarian"], description: "Slow smoked" });

    const replaced = await admin.put(`/api/menu-items/${item.id}`).send({ name: "Plain Rice", price: "$8" });
    expect(replaced.body).toMatchObject({ name: "Plain Rice", price: "$8", popular: false, dietary: [], description: "", category: "entrees" });
    expect((await admin.patch(`/api/menu-items/${item.id}`).send({})).status).toBe(400);
    expect((await admin.patch("/api/menu-items/999999").send({ name: "Ghost" })).status).toBe(404);
    expect((await admin.patch("/api/menu-items/abc").send({ name: "Ghost" })).status).toBe(404);
  });

  it("an inactive item disappears for visitors and from favorites, but editors still list it", async () => {
    const item = await createItem();
    expect((await client.post("/api/favorites").send({ menuItemId: item.id })).status).toBeLessThan(300);
    expect((await client.get("/api/favorites")).body.map((f: { menuItemId: number }) => f.menuItemId)).toContain(item.id);

    expect((await admin.patch(`/api/menu-items/${item.id}`).send({ isActive: false })).status).toBe(200);
    expect(await publicMenuIds()).not.toContain(item.id);
    expect((await client.get("/api/favorites")).body.map((f: { menuItemId: number }) => f.menuItemId)).not.toContain(item.id);
    const all = await admin.get("/api/menu-items?include=inactive");
    expect(all.body.find((i: { id: number }) => i.id === item.id)).toMatchObject({ isActive: false });
  });

  it("deleting an item keeps past orders' line snapshots and removes its favorites", async () => {
    const item = await createItem({ price: "$20" });
    await client.post("/api/favorites").send({ menuItemId: item.id });
    const [order] = await t.database.db.insert(orders).values({ customerName: "A", customerPhone: "1", subtotalCents: 2000, totalCents: 2000, userId: clientId }).returning();
    await t.database.db.insert(orderItems).values({ orderId: order.id, menuItemId: item.id, name: item.name, unitPriceCents: 2000, quantity: 1, lineTotalCents: 2000 });

    expect((await admin.delete(`/api/menu-items/${item.id}`)).status).toBe(204);
    expect((await admin.get(`/api/menu-items/${item.id}`)).status).toBe(404);
    expect(await publicMenuIds()).not.toContain(item.id);
    const [line] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(line).toMatchObject({ name: item.name, unitPriceCents: 2000, menuItemId: null });
    expect(await t.database.db.select().from(favorites).where(eq(favorites.menuItemId, item.id))).toEqual([]);
  });
});

/**
 * The same uploads, and the same attacks, against each store: the local folder, and an S3-compatible bucket over
 * real HTTP (a local s3rver) through which the app serves /uploads itself.
 */
describe.each(["disk", "s3"] as const)("menu item photos on %s storage: uploads checked by content", (kind) => {
  let t: TestApp;
  let admin: request.Agent;
  let store: StoredPhotos;
  beforeAll(async () => {
    store = await openStore(kind);
    t = await createTestApp({ env: store.env });
    admin = await t.signIn(await t.createUser({ role: "admin" }));
    store.uploadsDir = path.join(t.dataDir, "uploads");
  });
  afterAll(async () => {
    await t.close();
    await store.close();
  });

  it.each<ImageFormat>(["jpeg", "png", "webp", "gif", "avif"])("accepts a %s, re-encodes it to WebP under a random name, and serves it with long caching", async (format) => {
    const item = await createItem({}, admin);
    const res = await upload(admin, item.id, await makeImage(format), `dish.${format}`);
    expect(res.status).toBe(201);
    expect(res.body.imageUrl).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
    expect(res.body.photo).toMatchObject({ url: res.body.imageUrl, thumbnailUrl: res.body.imageUrl.replace(".webp", "-thumb.webp"), isPrimary: true });

    const served = await request(t.server).get(res.body.imageUrl);
    expect(served.status).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toContain("immutable");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect((await sharp(served.body).metadata()).format).toBe("webp");
    expect((await admin.get(`/api/menu-items/${item.id}`)).body.imageUrl).toBe(res.body.imageUrl);
  });

  it("resizes to at most 2000 px and makes a ~400 px thumbnail", async () => {
    const item = await createItem({}, admin);
    const res = await upload(admin, item.id, await makeImage("png", { width: 2400, height: 1200 }));
    const full = await sharp(await store.read(path.basename(res.body.imageUrl))).metadata();
    const thumb = await sharp(await store.read(path.basename(res.body.photo.thumbnailUrl))).metadata();
    expect([full.width, full.height]).toEqual([2000, 1000]);
    expect([thumb.width, thumb.height]).toEqual([400, 200]);
  });

  it("strips EXIF and GPS data from the stored file", async () => {
    const original = await makeJpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const item = await createItem({}, admin);
    const res = await upload(admin, item.id, original);
    expect(res.status).toBe(201);
    const stored = await store.read(path.basename(res.body.imageUrl));
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(stored.includes(Buffer.from("TestPhone"))).toBe(false);
  });

  it("refuses an SVG with script, PHP or JS renamed .jpg, a JPEG/ZIP polyglot, an empty file and a missing file, writing nothing", async () => {
    const item = await createItem({}, admin);
    const before = await store.files();
    const jpeg = await makeImage("jpeg");
    const refused: [string, Buffer, string][] = [
      ["svg with script", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), "evil.svg"],
      ["svg renamed", Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), "cute.jpg"],
      ["php renamed", Buffer.from("<?php system($_GET['c']); ?>"), "shell.jpg"],
      ["js renamed", Buffer.from("fetch('/api/auth/me').then(r => r.text()).then(alert)"), "app.jpg"],
      ["jpeg/zip polyglot", Buffer.concat([jpeg, makeZip()]), "polyglot.jpg"],
      ["zero bytes", Buffer.alloc(0), "empty.jpg"],
      ["truncated jpeg", jpeg.subarray(0, 40), "broken.jpg"],
    ];
    for (const [label, data, filename] of refused) {
      const res = await upload(admin, item.id, data, filename);
      expect(res.status, label).toBe(400);
      expect(res.body, label).toMatchObject({ message: "Please select an image file", title: "Invalid File" });
    }
    const none = await admin.post("/api/menu-items/upload-photo").field("itemId", String(item.id));
    expect(none.status).toBe(400);
    expect(await store.files()).toEqual(before);
    expect((await admin.get(`/api/menu-items/${item.id}`)).body.imageUrl).toBeNull();
  });

  it("refuses a file of 5 MB + 1 byte with 413 and the approved text", async () => {
    const item = await createItem({}, admin);
    const jpeg = await makeImage("jpeg");
    const tooBig = Buffer.concat([jpeg, Buffer.alloc(MAX_UPLOAD_BYTES + 1 - jpeg.length)]);
    expect(tooBig.length).toBe(MAX_UPLOAD_BYTES + 1);
    const res = await upload(admin, item.id, tooBig);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ message: "Please select an image smaller than 5MB", title: "File Too Large" });
  });

  it("ignores a path-traversal file name: the file lands under a random name in the store", async () => {
    const item = await createItem({}, admin);
    const res = await upload(admin, item.id, await makeImage("jpeg"), "../../../../etc/cron.d/evil.jpg");
    expect(res.status).toBe(201);
    expect(res.body.imageUrl).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
    const files = await store.files();
    expect(files).toContain(path.basename(res.body.imageUrl));
    expect(files.every((f) => /^[a-f0-9]{32}(-thumb)?\.webp$/.test(f))).toBe(true);
    const itemPhotos = (await admin.get(`/api/menu-items/${item.id}/photos`)).body;
    expect(itemPhotos).toHaveLength(1);
    const [row] = await t.database.db.select().from(photos).where(eq(photos.id, res.body.photo.id));
    expect(row.originalName).toBe("evil.jpg");
    // And /uploads never serves anything outside its folder.
    const escape = await request(t.server).get("/uploads/..%2F..%2Fpackage.json");
    expect([403, 404]).toContain(escape.status);
    expect(escape.text).not.toContain('"name"');
  });

  it("refuses an upload for a missing item or without itemId", async () => {
    expect((await upload(admin, 999999, await makeImage("jpeg"))).status).toBe(404);
    const res = await admin.post("/api/menu-items/upload-photo").attach("photo", await makeImage("jpeg"), "a.jpg");
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("itemId is required");
  });

  it("sets a primary photo, removes the main photo, and deletes a photo with its files", async () => {
    const item = await createItem({}, admin);
    const first = (await upload(admin, item.id, await makeImage("png"))).body;
    const second = (await upload(admin, item.id, await makeImage("webp"))).body;
    expect((await admin.get(`/api/menu-items/${item.id}`)).body.imageUrl).toBe(second.imageUrl);

    const primary = await admin.post(`/api/menu-items/${item.id}/primary-photo`).send({ photoId: first.photo.id });
    expect(primary.status).toBe(200);
    expect(primary.body.imageUrl).toBe(first.imageUrl);
    expect((await admin.get(`/api/menu-items/${item.id}/photos`)).body.map((p: { isPrimary: boolean }) => p.isPrimary)).toEqual([true, false]);
    const otherItem = await createItem({}, admin);
    expect((await admin.post(`/api/menu-items/${otherItem.id}/primary-photo`).send({ photoId: first.photo.id })).status).toBe(404);

    const removed = await admin.delete(`/api/menu-items/${item.id}/photo`);
    expect(removed.body.imageUrl).toBeNull();
    expect(await store.files()).toContain(path.basename(first.imageUrl));

    const deleted = await admin.post("/api/menu-items/delete-photo").send({ itemId: item.id, photoUrl: second.imageUrl });
    expect(deleted.status).toBe(200);
    const files = await store.files();
    expect(files).not.toContain(path.basename(second.imageUrl));
    expect(files).not.toContain(path.basename(second.photo.thumbnailUrl));
    expect((await request(t.server).get(second.imageUrl)).status).toBe(404);
    expect((await admin.post("/api/menu-items/delete-photo").send({ itemId: item.id, photoUrl: second.imageUrl })).status).toBe(404);
  });
});

describe("audit log", () => {
  it("records who changed what and when, with the record before and after", async () => {
    const item = await createItem({ price: "$10" });
    await admin.patch(`/api/menu-items/${item.id}`).send({ price: "$11" });
    await admin.delete(`/api/menu-items/${item.id}`);

    const log = await admin.get(`/api/audit-log?entityType=menu_item&entityId=${item.id}`);
    expect(log.status).toBe(200);
    expect(log.body.items.map((e: { action: string }) => e.action)).toEqual(["menu_item.delete", "menu_item.update", "menu_item.create"]);
    const [deleted, updated, created] = log.body.items;
    expect(created).toMatchObject({ actorName: expect.any(String), before: null, after: { id: item.id, price: "$10" } });
    expect(updated).toMatchObject({ before: { price: "$10" }, after: { price: "$11" } });
    expect(deleted).toMatchObject({ before: { price: "$11" }, after: null });
    expect(Date.parse(created.createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe("allergens (docs/product/admin.md, Allergens)", () => {
  const publicItem = async (id: number) => ((await request(t.handler).get("/api/menu-items")).body as { id: number; allergens: string[] }[]).find((i) => i.id === id);

  it("are stored once each in the list's order, changed by PATCH and PUT, and the cached public menu shows each change", async () => {
    const created = await admin.post("/api/menu-items").send({ ...validItem, name: "Allergen Lasagna", allergens: ["wheat", "milk", "wheat", "eggs"] });
    expect(created.status).toBe(201);
    expect(created.body.allergens).toEqual(["milk", "eggs", "wheat"]);
    expect((await publicItem(created.body.id))?.allergens).toEqual(["milk", "eggs", "wheat"]);

    // The public menu is served from cached bytes: a change must reach it at once.
    const patched = await admin.patch(`/api/menu-items/${created.body.id}`).send({ allergens: ["sesame", "soybeans"] });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ allergens: ["soybeans", "sesame"], name: "Allergen Lasagna" });
    expect((await publicItem(created.body.id))?.allergens).toEqual(["soybeans", "sesame"]);

    // A PATCH of another field leaves them; a PUT without them means none.
    expect((await admin.patch(`/api/menu-items/${created.body.id}`).send({ price: "$12" })).body.allergens).toEqual(["soybeans", "sesame"]);
    expect((await admin.put(`/api/menu-items/${created.body.id}`).send({ name: "Allergen Lasagna", price: "$12" })).body.allergens).toEqual([]);
    expect((await publicItem(created.body.id))?.allergens).toEqual([]);
    // An item created without them contains none.
    expect((await admin.post("/api/menu-items").send({ name: "Plain Water Ice", price: "$3" })).body.allergens).toEqual([]);
  });

  it("refuses anything but the nine major allergens with 400 JSON {message}, changing nothing", async () => {
    const item = await createItem({ allergens: ["fish"] });
    const message = "Choose allergens from the list of major allergens";
    const bodies = [{ allergens: ["gluten"] }, { allergens: "milk" }, { allergens: [1] }, { allergens: null }, { allergens: ["Milk"] }];
    for (const body of bodies) {
      const patched = await admin.patch(`/api/menu-items/${item.id}`).send(body);
      expect(patched.status, JSON.stringify(body)).toBe(400);
      expect(patched.headers["content-type"]).toMatch(/json/);
      expect(patched.body.message).toBe(message);
    }
    const created = await admin.post("/api/menu-items").send({ ...validItem, name: "Unknown Allergen Stew", allergens: ["mustard"] });
    expect(created.status).toBe(400);
    expect(created.body.message).toBe(message);
    expect((await admin.get(`/api/menu-items/${item.id}`)).body.allergens).toEqual(["fish"]);
  });

  it("are audited like every other field: the change history names them before and after", async () => {
    const item = await createItem({ allergens: ["milk"] });
    await admin.patch(`/api/menu-items/${item.id}`).send({ allergens: ["milk", "peanuts"] });
    const log = await admin.get(`/api/audit-log?entityType=menu_item&entityId=${item.id}`);
    const [updated, created] = log.body.items;
    expect(created.after.allergens).toEqual(["milk"]);
    expect(changedFields(updated.before, updated.after)).toEqual([{ field: "allergens", before: ["milk"], after: ["milk", "peanuts"] }]);
  });
});
