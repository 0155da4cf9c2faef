import { sql } from "drizzle-orm";
import { menuItems } from "@shared/schema";
import { priceCart, type CartCoupon } from "@shared/rules/cart-pricing";
import { MAX_ORDER_MESSAGE } from "@shared/rules/pricing";
import type { ChargeSettings } from "@shared/settings/features";
import type { Fulfilment } from "@shared/rules/fulfilment";
import type { Database } from "../db/client";
import { preparedStatement } from "../db/prepared";
import { badRequest } from "../errors";

export interface PricedLine {
  menuItemId: number;
  name: string;
  option: string | null;
  unitPriceCents: number;
  quantity: number;
  lineTotalCents: number;
}

export interface PricedOrder {
  lines: PricedLine[];
  subtotalCents: number;
  discountCents: number;
  deliveryFeeCents: number;
  taxCents: number;
  totalCents: number;
  couponCode: string | null;
}

export interface PriceRequest {
  lines: { menuItemId: number; option: string | null; quantity: number }[];
  /** The code the customer gave, with what its conditions look at (server/services/coupons.ts finds them). */
  coupon?: CartCoupon | null;
  /** The business's tax and delivery settings in force. */
  charges: ChargeSettings;
  /** Pickup or delivery: only a delivery pays the delivery fee. */
  fulfilment: Fulfilment;
}

/** Checkout's hottest query. */
const menuItemsForPricing = preparedStatement((db) =>
  db
    .select({ id: menuItems.id, name: menuItems.name, price: menuItems.price, minOrder: menuItems.minOrder, isActive: menuItems.isActive })
    .from(menuItems)
    .where(sql`${menuItems.id} = any(${sql.placeholder("ids")}::int[])`)
    .prepare("menu_items_for_pricing"),
);

/**
 * Prices a cart from the database: the only prices that count are the menu's own, run through the same priceCart
 * the browser uses. Inactive, unknown and market-value items, unknown options and quantities under the item's
 * minimum are refused with a clear 400.
 */
export async function priceOrder(db: Database, request: PriceRequest): Promise<PricedOrder> {
  const ids = [...new Set(request.lines.map((l) => l.menuItemId))];
  const rows = await menuItemsForPricing(db).execute({ ids });
  const byId = new Map(rows.map((r) => [r.id, r]));

  const inputs = request.lines.map((line) => {
    const item = byId.get(line.menuItemId);
    if (!item || !item.isActive) throw badRequest("An item in your cart is no longer available. Please remove it and try again.");
    return { menuItemId: item.id, name: item.name, price: item.price, option: line.option, quantity: line.quantity, minOrder: item.minOrder };
  });
  const cart = priceCart(inputs, request.coupon, request.charges, request.fulfilment);

  const lines = cart.lines.map(({ line, price }): PricedLine => {
    if (!price.priced) throw badRequest(price.message);
    const { menuItemId, name, quantity } = line;
    return { menuItemId, name, option: price.option, unitPriceCents: price.unitCents, quantity, lineTotalCents: price.totalCents };
  });
  if (cart.overOrderLimit) throw badRequest(MAX_ORDER_MESSAGE);
  if (cart.coupon && !cart.coupon.ok) throw badRequest(cart.coupon.message, { field: "couponCode" });
  return {
    lines,
    subtotalCents: cart.subtotalCents,
    discountCents: cart.discountCents,
    deliveryFeeCents: cart.deliveryFeeCents,
    taxCents: cart.taxCents,
    // Every line is priced here (an unpriced one was refused above).
    totalCents: cart.totalCents!,
    couponCode: cart.coupon?.ok ? cart.coupon.code : null,
  };
}
