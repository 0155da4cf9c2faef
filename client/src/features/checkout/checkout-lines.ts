import { findPriceOption, parsePriceText } from "@shared/rules/pricing";
import type { OrderLineInput } from "@shared/validators/orders";

/** A cart line as checkout needs it; the page adapts the cart's lines to this. */
export interface CheckoutLine {
  /** The menu item's id. */
  id: number;
  name: string;
  /** The menu's price text, e.g. "Half Pan $60 / Full Pan $90" or "$15.99". */
  price: string;
  quantity: number;
  /** "Half Pan", "Full Pan", "Small", "Large", or null for a single-price item. */
  option: string | null;
}

/** Price × quantity in cents, or null when the line cannot be priced online (market value, unknown option). */
export function lineTotalCents(line: CheckoutLine): number | null {
  const parsed = parsePriceText(line.price);
  const option = parsed ? findPriceOption(parsed, line.option) : null;
  return option ? option.cents * line.quantity : null;
}

/** The sum of the line totals, or null when any line cannot be priced. The server prices the order again. */
export function subtotalCents(lines: readonly CheckoutLine[]): number | null {
  let sum = 0;
  for (const line of lines) {
    const cents = lineTotalCents(line);
    if (cents === null) return null;
    sum += cents;
  }
  return sum;
}

/** The order API's lines: {menuItemId, option, quantity}. */
export function toOrderLines(lines: readonly CheckoutLine[]): OrderLineInput[] {
  return lines.map((line) => ({ menuItemId: line.id, option: line.option, quantity: line.quantity }));
}
