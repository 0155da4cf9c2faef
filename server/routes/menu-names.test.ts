import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type request from "supertest";
import { menuItems } from "@shared/schema";
import { duplicateDishMessage } from "@shared/rules/menu-names";
import { createTestApp, type TestApp } from "../test/harness";

let t: TestApp;
let admin: request.Agent;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(await t.createUser({ role: "admin" }));
});
afterAll(() => t.close());

const dish = (name: string, category = "entrees") => ({ name, category, price: "Half Pan $70 / Full Pan $120", description: "Slow cooked", servingSize: "Serves 10-12", prepTime: "45 minutes" });
const countNamed = async (name: string, category: "entrees" | "sides") =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(menuItems).where(sql`${menuItems.category} = ${category} and lower(btrim(${menuItems.name})) = ${name.toLowerCase()}`))[0].n;

describe("dish names are unique per category", () => {
  it("answers 409 {message, field} to a second dish of the same name (case and spaces aside) in a category, on create and on update", async () => {
    const first = await admin.post("/api/menu-items").send(dish("Oxtail Stew"));
    expect(first.status).toBe(201);

    const again = await admin.post("/api/menu-items").send(dish("  oxtail STEW "));
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: duplicateDishMessage("oxtail STEW", "entrees"), field: "name" });
    expect(again.body.message).toBe('Entrees already has a dish named "oxtail STEW". Please choose another name, or edit that dish instead.');
    expect(await countNamed("oxtail stew", "entrees")).toBe(1);

    // Another category may have a dish of that name.
    const side = await admin.post("/api/menu-items").send(dish("Oxtail Stew", "sides"));
    expect(side.status).toBe(201);

    // Renaming another dish to it, or moving the side into Entrees, by PATCH or PUT: refused, nothing changed.
    const other = await admin.post("/api/menu-items").send(dish("Curry Goat"));
    const renamed = await admin.patch(`/api/menu-items/${other.body.id}`).send({ name: "OXTAIL stew" });
    expect(renamed.status).toBe(409);
    expect(renamed.body.field).toBe("name");
    expect((await admin.put(`/api/menu-items/${other.body.id}`).send(dish("Oxtail Stew"))).status).toBe(409);
    const moved = await admin.patch(`/api/menu-items/${side.body.id}`).send({ category: "entrees" });
    expect(moved.status).toBe(409);
    expect(moved.body.message).toBe(duplicateDishMessage("Oxtail Stew", "entrees"));
    const [unchanged] = await t.database.db.select().from(menuItems).where(eq(menuItems.id, other.body.id));
    expect(unchanged.name).toBe("Curry Goat");

    // A dish may keep its own name (in another case), and other changes of a dish are not affected.
    expect((await admin.patch(`/api/menu-items/${first.body.id}`).send({ name: "Oxtail stew" })).status).toBe(200);
    expect((await admin.patch(`/api/menu-items/${first.body.id}`).send({ description: "Braised for hours" })).status).toBe(200);
    expect((await admin.put(`/api/menu-items/${first.body.id}`).send(dish("Oxtail Stew"))).status).toBe(200);
  });

  it("holds when saves race: of 12 concurrent creates of one name, one is saved and the rest get the same 409", async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => admin.post("/api/menu-items").send(dish(i % 2 ? "Escovitch Fish" : " escovitch fish"))));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 201)) {
      expect(refused.status).toBe(409);
      expect(refused.body.field).toBe("name");
      expect(refused.body.message).toMatch(/^Entrees already has a dish named "escovitch fish"\./i);
    }
    expect(await countNamed("escovitch fish", "entrees")).toBe(1);
  });

  it("is held by the database itself: a direct insert of a duplicate is refused by the unique index", async () => {
    await t.database.db.insert(menuItems).values({ category: "desserts", name: "Rum Cake", price: "$40" });
    await expect(t.database.db.insert(menuItems).values({ category: "desserts", name: " RUM CAKE", price: "$40" })).rejects.toThrow();
  });
});
