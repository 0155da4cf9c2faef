import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { thumbnailUrlFor } from "../rules/photos";
import { MENU_CATEGORIES, MENU_PLACEHOLDER_IMAGE } from "./categories";
import { DEFAULT_MENU_ITEMS } from "./default-menu";
import { DINNER_MENU } from "./dinner-menu";
import { dishImageUrl, dishSlug, placeholderImageFor } from "./dish-images";

const publicDir = path.resolve(__dirname, "../../client/public");
const file = (url: string) => path.join(publicDir, url);

describe("dish artwork", () => {
  it("names each dish's picture after the dish", () => {
    expect(dishSlug("Chicken & Waffles")).toBe("chicken-waffles");
    expect(dishSlug("Baked Macaroni & Cheese")).toBe("baked-macaroni-cheese");
    expect(dishImageUrl("Rice and Peas")).toBe("/images/dishes/rice-and-peas.webp");
    expect(thumbnailUrlFor("/images/dishes/rice-and-peas.webp")).toBe("/images/dishes/rice-and-peas-thumb.webp");
  });

  it("gives every standard and dinner dish its own WebP picture in both sizes", () => {
    const urls = [...DEFAULT_MENU_ITEMS, ...DINNER_MENU].map((dish) => dish.imageUrl!);
    expect(new Set(DEFAULT_MENU_ITEMS.map((item) => item.imageUrl)).size).toBe(DEFAULT_MENU_ITEMS.length);
    for (const url of urls) {
      for (const size of [url, thumbnailUrlFor(url)]) {
        expect(existsSync(file(size)), size).toBe(true);
        expect(readFileSync(file(size)).subarray(8, 12).toString("latin1"), size).toBe("WEBP");
      }
    }
  });

  it("has a placeholder drawing for each menu category and the generic plate for anything else", () => {
    for (const category of MENU_CATEGORIES) {
      const url = placeholderImageFor(category);
      expect(url).toBe(`/images/placeholders/${category}.svg`);
      expect(readFileSync(file(url), "utf8")).toContain("(no photo yet)</title>");
    }
    expect(placeholderImageFor("catering-trays")).toBe(MENU_PLACEHOLDER_IMAGE);
  });
});
