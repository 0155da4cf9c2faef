import { DINNER_MENU, type DinnerDish } from "@shared/menu/dinner-menu";

/** The dinner page's own order (not the menu cart): which dishes, how many of each. */
export interface DinnerCartLine {
  dishId: number;
  quantity: number;
}

/** The server takes at most 50 of one dish. */
export const MAX_DISH_QUANTITY = 50;

const dishesById = new Map(DINNER_MENU.map((dish) => [dish.id, dish]));

export function findDish(dishId: number): DinnerDish | undefined {
  return dishesById.get(dishId);
}

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

export function dinnerCartTotalCents(lines: readonly DinnerCartLine[]): number {
  return lines.reduce((sum, line) => sum + (findDish(line.dishId)?.priceCents ?? 0) * line.quantity, 0);
}

export function dinnerCartItemCount(lines: readonly DinnerCartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}
