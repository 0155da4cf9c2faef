import { describe, expect, it } from "vitest";
import { DEFAULT_MENU_ITEMS } from "./default-menu";
import { MENU_CATEGORIES } from "./categories";

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
});
