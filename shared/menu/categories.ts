/** The menu page's six categories are the categories of menu items everywhere (docs/decisions/006-product-rules.md). */
export const MENU_CATEGORIES = ["salads", "vegetables", "sides", "entrees", "brunch", "desserts"] as const;
export type MenuCategory = (typeof MENU_CATEGORIES)[number];

export const DIETARY_TAGS = ["vegetarian", "vegan", "gluten-free", "vegetarian-option", "gluten-free-option"] as const;
export type DietaryTag = (typeof DIETARY_TAGS)[number];

export const CATEGORY_LABELS: Record<MenuCategory, string> = {
  salads: "Salads",
  vegetables: "Vegetables",
  sides: "Sides",
  entrees: "Entrees",
  brunch: "Brunch",
  desserts: "Desserts",
};

export const DIETARY_LABELS: Record<DietaryTag, string> = {
  vegetarian: "Vegetarian",
  vegan: "Vegan",
  "gluten-free": "Gluten-Free",
  "vegetarian-option": "Vegetarian Option",
  "gluten-free-option": "Gluten-Free Option",
};

export const categoryLabel = (category: string) => CATEGORY_LABELS[category as MenuCategory] ?? category;
export const dietaryLabel = (tag: string) => DIETARY_LABELS[tag as DietaryTag] ?? tag;

/** Shown where a menu item has no photo. */
export const MENU_PLACEHOLDER_IMAGE = "/images/dish-placeholder.svg";
