import { describe, expect, it } from "vitest";
import { filterMenuItems, menuStats } from "./use-menu-editor";

const items = [
  { name: "Classic Caesar Salad", description: "Crisp romaine", category: "salads" as const, isActive: true, popular: true, imageUrl: "/uploads/a.webp" },
  { name: "Honey Cornbread", description: "Sweet and buttery", category: "sides" as const, isActive: false, popular: false, imageUrl: null },
  { name: "Grilled Salmon", description: "With lemon butter", category: "entrees" as const, isActive: true, popular: false, imageUrl: null },
];

describe("menuStats", () => {
  it("counts items, available, featured and those with a photo", () => {
    expect(menuStats(items)).toEqual({ total: 3, available: 2, featured: 1, withPhotos: 1 });
    expect(menuStats([])).toEqual({ total: 0, available: 0, featured: 0, withPhotos: 0 });
  });
});

describe("filterMenuItems", () => {
  it("searches name and description, ignoring case and surrounding spaces", () => {
    expect(filterMenuItems(items, { search: "  SALMON ", category: "all" }).map((i) => i.name)).toEqual(["Grilled Salmon"]);
    expect(filterMenuItems(items, { search: "butter", category: "all" }).map((i) => i.name)).toEqual(["Honey Cornbread", "Grilled Salmon"]);
  });

  it("filters by category, combined with the search", () => {
    expect(filterMenuItems(items, { search: "", category: "sides" }).map((i) => i.name)).toEqual(["Honey Cornbread"]);
    expect(filterMenuItems(items, { search: "butter", category: "entrees" }).map((i) => i.name)).toEqual(["Grilled Salmon"]);
    expect(filterMenuItems(items, { search: "", category: "desserts" })).toEqual([]);
  });
});
