import type { MenuCategory } from "@shared/menu/categories";
import { parsePriceText, type PriceOption } from "@shared/rules/pricing";
import { formatCents } from "@shared/rules/money";
import type { MenuItem } from "./api/get-menu-items";

/** What a menu card shows: the fields an item from the server and a built-in item share. */
export type MenuCardItem = Pick<
  MenuItem,
  "id" | "category" | "name" | "description" | "price" | "servingSize" | "prepTime" | "minOrder" | "popular" | "dietary" | "imageUrl" | "isActive"
>;

export const PLACEHOLDER_IMAGE = "/images/dish-placeholder.svg";

export const CATEGORY_LABELS: Record<MenuCategory, string> = {
  salads: "Salads",
  vegetables: "Vegetables",
  sides: "Sides",
  entrees: "Entrees",
  brunch: "Brunch",
  desserts: "Desserts",
};

const DIETARY_LABELS: Record<string, string> = {
  vegetarian: "Vegetarian",
  vegan: "Vegan",
  "gluten-free": "Gluten-Free",
  "vegetarian-option": "Vegetarian Option",
  "gluten-free-option": "Gluten-Free Option",
};

export const categoryLabel = (category: string) => CATEGORY_LABELS[category as MenuCategory] ?? category;
export const dietaryLabel = (tag: string) => DIETARY_LABELS[tag] ?? tag;

/**
 * How a card sells its item, from the price text (shared pricing rules):
 * - quote: market value (or text the rules cannot read): not payable online, the card offers a quote request;
 * - single: one price, added as is;
 * - choice: several options (Half Pan / Full Pan, Small / Large), one is chosen before adding.
 */
export type PurchaseMode =
  | { kind: "quote" }
  | { kind: "single"; option: PriceOption }
  | { kind: "choice"; label: "Pan size" | "Size"; options: PriceOption[] };

export function purchaseMode(priceText: string): PurchaseMode {
  const parsed = parsePriceText(priceText);
  if (!parsed || parsed.kind === "market") return { kind: "quote" };
  if (parsed.options.length === 1) return { kind: "single", option: parsed.options[0] };
  const isPans = parsed.options.every((o) => o.label?.endsWith(" Pan"));
  return { kind: "choice", label: isPans ? "Pan size" : "Size", options: parsed.options };
}

/** "Half Pan, $60.00" or "$30.00 per person". */
export function describeOption(option: PriceOption): string {
  const amount = `${formatCents(option.cents)}${option.unit ? ` ${option.unit}` : ""}`;
  return option.label ? `${option.label}, ${amount}` : amount;
}
