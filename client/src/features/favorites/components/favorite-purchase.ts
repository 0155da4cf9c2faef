import { purchaseMode, type PriceOption, type PurchaseMode } from "@shared/rules/pricing";
import { addQuantityToCart } from "@/features/cart";
import type { Favorite } from "../api/get-favorites";

export type FavoriteMenuItem = NonNullable<Favorite["menuItem"]>;

/** The favorite's default quantity (1 when absent), raised to the item's minimum order. */
export function favoriteQuantity(favorite: Pick<Favorite, "customQuantity">, item: Pick<FavoriteMenuItem, "minOrder">): number {
  const custom = Number.isInteger(favorite.customQuantity) && favorite.customQuantity > 0 ? favorite.customQuantity : 1;
  return Math.max(custom, item.minOrder > 0 ? item.minOrder : 1);
}

/** The option a card has chosen: the chosen label when offered, otherwise the first option; none for a single price. */
export function chosenOption(purchase: PurchaseMode, chosenLabel: string | undefined): PriceOption | null {
  if (purchase.kind === "single") return purchase.option;
  if (purchase.kind === "choice") return purchase.options.find((o) => o.label === chosenLabel) ?? purchase.options[0];
  return null;
}

/**
 * Puts `quantity` of the item (with the chosen option) into the menu cart, on top of what is there already.
 * Returns false, changing nothing, when the item cannot be paid online (market value, unknown option).
 */
export function addFavoriteToCart(item: FavoriteMenuItem, option: PriceOption | null, quantity: number): boolean {
  // A multi-option item names its option; a single price is stored without one, as the menu adds it.
  const optionLabel = option && option.label !== null && purchaseMode(item.price).kind === "choice" ? option.label : null;
  return addQuantityToCart({ id: item.id, name: item.name, price: item.price, category: item.category, option: optionLabel, minOrder: item.minOrder }, quantity);
}
