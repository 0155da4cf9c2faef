import { describe, expect, it } from "vitest";
import { PHOTO_CATEGORY_OPTIONS, tagSummary } from "./photo-display";

describe("tagSummary", () => {
  it("shows every tag up to two", () => {
    expect(tagSummary([])).toEqual({ shown: [], more: null });
    expect(tagSummary(["a", "b"])).toEqual({ shown: ["a", "b"], more: null });
  });

  it("counts the rest as '+N more'", () => {
    expect(tagSummary(["a", "b", "c", "d", "e"])).toEqual({ shown: ["a", "b"], more: "+3 more" });
  });
});

describe("PHOTO_CATEGORY_OPTIONS", () => {
  it("labels the photo manager's categories plus training", () => {
    expect(PHOTO_CATEGORY_OPTIONS.map((o) => o.label)).toEqual([
      "Uncategorized",
      "Breakfast",
      "Lunch",
      "Dinner",
      "Entrees",
      "Appetizers",
      "Desserts",
      "Beverages",
      "Events",
      "Staff",
      "Training",
    ]);
  });
});
