import { findDinnerDish, MAX_DISH_QUANTITY, type DinnerOrderLine } from "@shared/rules/dinner";

/** The dinner page's own order (not the menu cart): which dishes, how many of each. */
export type DinnerCartLine = DinnerOrderLine;

/** The server takes at most this many of one dish (shared/rules/dinner.ts). */
export { MAX_DISH_QUANTITY };

export const findDish = findDinnerDish;

/** One more of the dish; a new line when it is not in the order yet. */
export function addDish(lines: readonly DinnerCartLine[], dishId: number): DinnerCartLine[] {
  if (!lines.some((line) => line.dishId === dishId)) return [...lines, { dishId, quantity: 1 }];
  return changeQuantity(lines, dishId, 1);
}

/** Adds `delta` to a line's quantity, capped at the maximum; reaching zero removes the line. */
export function changeQuantity(lines: readonly DinnerCartLine[], dishId: number, delta: number): DinnerCartLine[] {
  return lines.flatMap((line) => {
    if (line.dishId !== dishId) return [line];
    const quantity = Math.min(line.quantity + delta, MAX_DISH_QUANTITY);
    return quantity > 0 ? [{ ...line, quantity }] : [];
  });
}

export function dinnerCartItemCount(lines: readonly DinnerCartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}
