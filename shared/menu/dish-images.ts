import { MENU_CATEGORIES, MENU_PLACEHOLDER_IMAGE, type MenuCategory } from "./categories";

/**
 * The house artwork for the business's standard dishes (rendered by `npm run art` from scripts/dish-art): one
 * 800 × 600 WebP per dish with a 400 × 300 `-thumb` beside it, named after the dish.
 */
export function dishSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export const dishImageUrl = (name: string) => `/images/dishes/${dishSlug(name)}.webp`;

/** An item without a photo shows its category's drawing (an empty salad bowl, a catering pan…), not a generic plate. */
export function placeholderImageFor(category: string): string {
  return (MENU_CATEGORIES as readonly string[]).includes(category) ? `/images/placeholders/${category as MenuCategory}.svg` : MENU_PLACEHOLDER_IMAGE;
}
