import { describe, expect, it } from "vitest";
import { DEFAULT_MENU_ITEMS } from "./default-menu";
import { MENU_CATEGORIES, type DietaryTag } from "./categories";
import { ALLERGENS, sortedAllergens, type Allergen } from "./allergens";

/** What each dietary tag rules out: a dish tagged so never contains these (the page would contradict itself). */
const RULED_OUT: Partial<Record<DietaryTag, Allergen[]>> = {
  vegan: ["milk", "eggs", "fish", "shellfish"],
  vegetarian: ["fish", "shellfish"],
  "gluten-free": ["wheat"],
};

describe("default menu", () => {
  it("has 39 items spread over all six categories with unique names", () => {
    expect(DEFAULT_MENU_ITEMS).toHaveLength(39);
    const categories = new Set(DEFAULT_MENU_ITEMS.map((item) => item.category));
    expect([...categories].sort()).toEqual([...MENU_CATEGORIES].sort());
    expect(new Set(DEFAULT_MENU_ITEMS.map((item) => item.name)).size).toBe(39);
  });

  it("prices the seafood and lamb at market value", () => {
    const market = DEFAULT_MENU_ITEMS.filter((item) => item.price === "Market Value").map((item) => item.name);
    expect(market).toEqual(["Grilled Salmon", "Garlic Butter Shrimp", "Lobster Tails", "Snow Crab Legs", "Lollipop Lamb Chops"]);
  });

  it("uses only the minimum order quantities the business offers", () => {
    for (const item of DEFAULT_MENU_ITEMS) expect([1, 25, 50]).toContain(item.minOrder);
  });

  it("names each dish's major allergens once, in the list's order, never against its dietary tags", () => {
    for (const item of DEFAULT_MENU_ITEMS) {
      for (const allergen of item.allergens) expect(ALLERGENS).toContain(allergen);
      expect(item.allergens, item.name).toEqual(sortedAllergens(item.allergens));
      for (const tag of item.dietary) {
        for (const ruledOut of RULED_OUT[tag] ?? []) expect(item.allergens, `${item.name} is ${tag}`).not.toContain(ruledOut);
      }
    }
    const caesar = DEFAULT_MENU_ITEMS.find((item) => item.name === "Classic Caesar Salad");
    expect(caesar?.allergens).toEqual(["milk", "eggs", "fish", "wheat"]);
  });
});
