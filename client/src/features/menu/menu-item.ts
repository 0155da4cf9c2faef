import type { MenuItem } from "./api/get-menu-items";

/** What a menu card shows: the fields an item from the server and a built-in item share. */
export type MenuCardItem = Pick<
  MenuItem,
  "id" | "category" | "name" | "description" | "price" | "servingSize" | "prepTime" | "minOrder" | "popular" | "dietary" | "allergens" | "imageUrl" | "isActive"
>;

export { categoryLabel, CATEGORY_LABELS, dietaryLabel } from "@shared/menu/categories";
export { placeholderImageFor } from "@shared/menu/dish-images";
export { describePriceOption as describeOption, purchaseMode, type PurchaseMode } from "@shared/rules/pricing";
