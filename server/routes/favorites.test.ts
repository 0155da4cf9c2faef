import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { favorites, menuItems } from "@shared/schema";
import { createTestApp, type TestApp } from "../test/harness";

let t: TestApp;
let itemIds: number[];
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db
    .insert(menuItems)
    .values([
      { category: "sides", name: "Cornbread", price: "$15.99" },
      { category: "entrees", name: "Jerk Chicken", price: "Half Pan $70 / Full Pan $115" },
    ])
    .returning({ id: menuItems.id });
  itemIds = rows.map((r) => r.id);
});
afterAll(() => t.close());

describe("favorites", () => {
  it("a client adds, lists and removes favorites; adding twice keeps one", async () => {
    const agent = await t.signIn(await t.createUser());
    const added = await agent.post("/api/favorites").send({ menuItemId: itemIds[0], customQuantity: 1 });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({ id: expect.any(Number), menuItemId: itemIds[0], customQuantity: 1 });
    expect((await agent.post("/api/favorites").send({ menuItemId: itemIds[0] })).status).toBe(200);
    const listed = (await agent.get("/api/favorites")).body;
    expect(listed).toEqual([{ ...added.body, menuItem: expect.objectContaining({ id: itemIds[0], name: "Cornbread", price: "$15.99" }) }]);
    expect((await agent.delete(`/api/favorites/${itemIds[0]}`)).status).toBe(204);
    expect((await agent.get("/api/favorites")).body).toEqual([]);
    expect((await agent.delete(`/api/favorites/${itemIds[0]}`)).status).toBe(404);
  });

  it("keeps each client's favorites to themselves", async () => {
    const alice = await t.signIn(await t.createUser());
    const bob = await t.signIn(await t.createUser());
    await alice.post("/api/favorites").send({ menuItemId: itemIds[1] });
    expect((await bob.get("/api/favorites")).body).toEqual([]);
    // Bob cannot remove Alice's favorite: for him it does not exist.
    expect((await bob.delete(`/api/favorites/${itemIds[1]}`)).status).toBe(404);
    expect((await alice.get("/api/favorites")).body).toHaveLength(1);
  });

  it("refuses unknown items and visitors", async () => {
    const agent = await t.signIn(await t.createUser());
    const unknown = await agent.post("/api/favorites").send({ menuItemId: 999_999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: "Menu item not found" });
    expect((await request(t.server).get("/api/favorites")).status).toBe(401);
    expect((await request(t.server).post("/api/favorites").send({ menuItemId: itemIds[0] })).status).toBe(401);
  });

  it("hides favorites of inactive items until they are back on the menu", async () => {
    const agent = await t.signIn(await t.createUser());
    await agent.post("/api/favorites").send({ menuItemId: itemIds[1] });
    await t.database.db.update(menuItems).set({ isActive: false }).where(eq(menuItems.id, itemIds[1]));
    expect((await agent.get("/api/favorites")).body).toEqual([]);
    await t.database.db.update(menuItems).set({ isActive: true }).where(eq(menuItems.id, itemIds[1]));
    expect((await agent.get("/api/favorites")).body).toHaveLength(1);
  });

  it("removes a favorite when its menu item is deleted", async () => {
    const agent = await t.signIn(await t.createUser());
    const [doomed] = await t.database.db.insert(menuItems).values({ category: "sides", name: "Doomed", price: "$5" }).returning({ id: menuItems.id });
    await agent.post("/api/favorites").send({ menuItemId: doomed.id });
    await t.database.db.delete(menuItems).where(eq(menuItems.id, doomed.id));
    expect(await t.database.db.select().from(favorites).where(eq(favorites.menuItemId, doomed.id))).toEqual([]);
  });
});
