/** The menu page's six categories are the categories of menu items everywhere (PRODUCT.md). */
export const MENU_CATEGORIES = ["salads", "vegetables", "sides", "entrees", "brunch", "desserts"] as const;
export type MenuCategory = (typeof MENU_CATEGORIES)[number];

export const DIETARY_TAGS = ["vegetarian", "vegan", "gluten-free", "vegetarian-option", "gluten-free-option"] as const;
export type DietaryTag = (typeof DIETARY_TAGS)[number];
