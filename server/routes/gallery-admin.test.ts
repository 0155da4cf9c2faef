import fs from "node:fs/promises";
import path from "node:path";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness";
import { makeImage } from "../test/images";

let t: TestApp;
let admin: request.Agent;
let client: request.Agent;
let uploadsDir: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(await t.createUser({ role: "admin" }));
  client = await t.signIn(await t.createUser());
  uploadsDir = path.join(t.dataDir, "uploads");
});
afterAll(() => t.close());

interface Photo {
  id: number;
  filename: string;
  thumbnail: string;
  displayName: string;
  tags: string[];
  isActive: boolean;
  featuredOnHomepage: boolean;
}

async function uploadPhoto(fields: Record<string, string> = {}, url = "/api/gallery/upload"): Promise<Photo> {
  const req = admin.post(url).attach("photo", await makeImage("jpeg"), "party.jpg");
  for (const [key, value] of Object.entries({ displayName: "Garden Party", category: "events", ...fields })) req.field(key, value);
  const res = await req;
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** The gallery as visitors get it, through the cached hot read. */
async function publicGallery(): Promise<Photo[]> {
  return (await request(t.handler).get("/api/gallery")).body;
}

describe("gallery admin: only admins may write", () => {
  it("answers 401 to visitors and 403 to clients", async () => {
    const photo = await uploadPhoto();
    const image = await makeImage("png");
    const calls: [string, string, object?][] = [
      ["get", "/api/photos"],
      ["get", `/api/photos/${photo.id}`],
      ["patch", `/api/photos/${photo.id}`, { displayName: "x" }],
      ["delete", `/api/photos/${photo.id}`],
      ["post", "/api/gallery", { displayName: "x", category: "events" }],
      ["patch", `/api/gallery/${photo.id}`, { displayName: "x" }],
      ["put", `/api/gallery/${photo.id}`, { displayName: "x", category: "events" }],
      ["delete", `/api/gallery/${photo.id}`],
      ["post", "/api/gallery/reorder", { ids: [photo.id] }],
    ];
    for (const [method, url, body] of calls) {
      const visitor = await (request(t.server) as unknown as Record<string, (u: string) => request.Test>)[method](url).send(body);
      expect(visitor.status, `${method} ${url} as visitor`).toBe(401);
      const asClient = await (client as unknown as Record<string, (u: string) => request.Test>)[method](url).send(body);
      expect(asClient.status, `${method} ${url} as client`).toBe(403);
    }
    const upload = await client.post("/api/gallery/upload").field("displayName", "x").field("category", "events").attach("photo", image, "a.png");
    expect(upload.status).toBe(403);
    expect((await request(t.server).post("/api/gallery/upload").attach("photo", image, "a.png")).status).toBe(401);
    expect((await admin.get(`/api/photos/${photo.id}`)).body.displayName).toBe("Garden Party");
  });
});

describe("gallery photos", () => {
  it("uploads with its fields: tags split on commas, trimmed, empties dropped; featured flag from text", async () => {
    const photo = await uploadPhoto({ description: "Tables at dusk", tags: " summer, outdoor ,, summer ,wedding ", featuredOnHomepage: "true" });
    expect(photo).toMatchObject({ displayName: "Garden Party", category: "events", description: "Tables at dusk", tags: ["summer", "outdoor", "wedding"], featuredOnHomepage: true, isActive: true, menuItemId: null });
    expect(photo.filename).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
    expect(photo.thumbnail).toBe(photo.filename.replace(".webp", "-thumb.webp"));
    expect((await publicGallery()).map((p) => p.id)).toContain(photo.id);
    // POST /api/gallery takes the same multipart form.
    expect((await uploadPhoto({ displayName: "Second" }, "/api/gallery")).displayName).toBe("Second");
  });

  it("refuses a missing display name or category without storing a file", async () => {
    const before = await fs.readdir(uploadsDir).catch(() => []);
    const noName = await admin.post("/api/gallery/upload").field("category", "events").attach("photo", await makeImage("jpeg"), "a.jpg");
    expect(noName.status).toBe(400);
    expect(noName.body.message).toBe("Display name is required");
    const noCategory = await admin.post("/api/gallery/upload").field("displayName", "Cake").attach("photo", await makeImage("jpeg"), "a.jpg");
    expect(noCategory.status).toBe(400);
    expect(noCategory.body.message).toBe("Category is required");
    const notImage = await admin.post("/api/gallery/upload").field("displayName", "Cake").field("category", "desserts").attach("photo", Buffer.from("<svg onload='x'/>"), "a.svg");
    expect(notImage.body).toMatchObject({ message: "Please select an image file" });
    expect(await fs.readdir(uploadsDir).catch(() => [])).toEqual(before);
  });

  it("visitors only ever see active photos; the photo manager sees all and PATCH changes only what it names", async () => {
    const photo = await uploadPhoto({ tags: "a,b,c" });
    const hidden = await admin.patch(`/api/photos/${photo.id}`).send({ isActive: false });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ isActive: false, tags: ["a", "b", "c"], displayName: "Garden Party" });
    expect((await publicGallery()).map((p) => p.id)).not.toContain(photo.id);
    const managed = await admin.get("/api/photos?category=events&pageSize=100");
    expect(managed.body.items.find((p: Photo) => p.id === photo.id)).toMatchObject({ isActive: false });
    expect((await admin.get("/api/photos?category=nonsense")).status).toBe(400);

    const edited = await admin.patch(`/api/gallery/${photo.id}`).send({ tags: "x, y", isActive: true });
    expect(edited.body).toMatchObject({ tags: ["x", "y"], isActive: true });
    const replaced = await admin.put(`/api/gallery/${photo.id}`).send({ displayName: "Renamed", category: "staff" });
    expect(replaced.body).toMatchObject({ displayName: "Renamed", category: "staff", tags: [], featuredOnHomepage: false, isActive: true });
    expect((await admin.patch(`/api/photos/${photo.id}`).send({ displayName: "  " })).body.message).toBe("Display name is required");
    expect((await admin.patch("/api/photos/999999").send({ displayName: "Ghost" })).status).toBe(404);
  });

  it("deleting a photo removes its files", async () => {
    const photo = await uploadPhoto();
    const names = [path.basename(photo.filename), path.basename(photo.thumbnail)];
    expect(await fs.readdir(uploadsDir)).toEqual(expect.arrayContaining(names));
    expect((await admin.delete(`/api/gallery/${photo.id}`)).status).toBe(204);
    const left = await fs.readdir(uploadsDir);
    for (const name of names) expect(left).not.toContain(name);
    expect((await request(t.server).get(photo.filename)).status).toBe(404);
    expect((await admin.delete(`/api/photos/${photo.id}`)).status).toBe(404);
  });

  it("a drag-and-drop order persists and is what visitors see", async () => {
    const [a, b, c] = [await uploadPhoto({ displayName: "A" }), await uploadPhoto({ displayName: "B" }), await uploadPhoto({ displayName: "C" })];
    const res = await admin.post("/api/gallery/reorder").send({ ids: [c.id, a.id, b.id] });
    expect(res.status).toBe(200);
    const order = (await publicGallery()).map((p) => p.id).filter((id) => [a.id, b.id, c.id].includes(id));
    expect(order).toEqual([c.id, a.id, b.id]);
    expect((await admin.post("/api/gallery/reorder").send({ ids: [a.id, a.id] })).status).toBe(400);
    expect((await admin.post("/api/gallery/reorder").send({ ids: [a.id, 999999] })).status).toBe(404);
  });

  it("audits every change", async () => {
    const photo = await uploadPhoto();
    await admin.patch(`/api/photos/${photo.id}`).send({ description: "New words" });
    await admin.delete(`/api/photos/${photo.id}`);
    const log = (await admin.get(`/api/audit-log?entityType=photo&entityId=${photo.id}`)).body.items;
    expect(log.map((e: { action: string }) => e.action)).toEqual(["photo.delete", "photo.update", "photo.create"]);
    expect(log[1]).toMatchObject({ before: { description: null }, after: { description: "New words" } });
  });
});
