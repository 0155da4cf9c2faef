/** Photo manager categories plus training (docs/decisions/006-product-rules.md). */
export const PHOTO_CATEGORIES = [
  "uncategorized",
  "breakfast",
  "lunch",
  "dinner",
  "entrees",
  "appetizers",
  "desserts",
  "beverages",
  "events",
  "staff",
  "training",
] as const;
export type PhotoCategory = (typeof PHOTO_CATEGORIES)[number];

/**
 * Uploaded images are stored twice under one random name: `<name>.webp` (at most 2000 px) and
 * `<name>-thumb.webp` (about 400 px) for grids and cards; the dishes' house artwork (/images/dishes/<dish>.webp) is
 * rendered the same way. Other bundled artwork (/images/….svg) has one size.
 */
export function thumbnailUrlFor(url: string): string {
  return /^\/(?:uploads\/[a-f0-9]+|images\/dishes\/[a-z0-9-]+)\.webp$/.test(url) ? url.replace(/\.webp$/, "-thumb.webp") : url;
}
