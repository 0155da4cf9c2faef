import { sql } from "drizzle-orm";
import { menuItems } from "@shared/schema";
import { findPriceOption, MAX_ORDER_CENTS, MAX_ORDER_MESSAGE, parsePriceText } from "@shared/rules/pricing";
import { applyCoupon } from "@shared/rules/coupons";
import type { Database } from "../db/client";
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
  totalCents: number;
  couponCode: string | null;
}

export interface PriceRequest {
  lines: { menuItemId: number; option: string | null; quantity: number }[];
  couponCode?: string | null;
  isFirstOrder: boolean;
  eventType?: string | null;
  demoMode: boolean;
}

const preparedLookups = new WeakMap<Database, ReturnType<typeof prepareLookup>>();

function prepareLookup(db: Database) {
  return db
    .select({ id: menuItems.id, name: menuItems.name, price: menuItems.price, minOrder: menuItems.minOrder, isActive: menuItems.isActive })
    .from(menuItems)
    .where(sql`${menuItems.id} = any(${sql.placeholder("ids")}::int[])`)
    .prepare("menu_items_for_pricing");
}

/** Checkout's hottest query, built once per database and run as a prepared statement. */
function menuItemsForPricing(db: Database) {
  let prepared = preparedLookups.get(db);
  if (!prepared) {
    prepared = prepareLookup(db);
    preparedLookups.set(db, prepared);
  }
  return prepared;
}

/**
 * Prices a cart from the database: the only prices that count are the menu's own. Inactive, unknown and
 * market-value items, unknown options and quantities under the item's minimum are refused with a clear 400.
 */
export async function priceOrder(db: Database, request: PriceRequest): Promise<PricedOrder> {
  const ids = [...new Set(request.lines.map((l) => l.menuItemId))];
  const rows = await menuItemsForPricing(db).execute({ ids });
  const byId = new Map(rows.map((r) => [r.id, r]));

  const lines = request.lines.map((line): PricedLine => {
    const item = byId.get(line.menuItemId);
    if (!item || !item.isActive) throw badRequest("An item in your cart is no longer available. Please remove it and try again.");
    const parsed = parsePriceText(item.price);
    if (!parsed) throw badRequest(`${item.name} cannot be ordered online right now.`);
    if (parsed.kind === "market") throw badRequest(`${item.name} is priced at market value. Please request a quote for it.`);
    const option = findPriceOption(parsed, line.option);
    if (!option) {
      const choices = parsed.options.map((o) => o.label).filter(Boolean).join(" or ");
      throw badRequest(choices ? `Please choose ${choices} for ${item.name}.` : `${item.name} has no option "${line.option}".`);
    }
    if (line.quantity < item.minOrder) throw badRequest(`${item.name} has a minimum order of ${item.minOrder}.`);
    return {
      menuItemId: item.id,
      name: item.name,
      option: option.label,
      unitPriceCents: option.cents,
      quantity: line.quantity,
      lineTotalCents: option.cents * line.quantity,
    };
  });

  const subtotalCents = lines.reduce((sum, l) => sum + l.lineTotalCents, 0);
  if (subtotalCents > MAX_ORDER_CENTS) throw badRequest(MAX_ORDER_MESSAGE);
  if (!request.couponCode) return { lines, subtotalCents, discountCents: 0, totalCents: subtotalCents, couponCode: null };
  const coupon = applyCoupon(request.couponCode, { subtotalCents, isFirstOrder: request.isFirstOrder, eventType: request.eventType, demoMode: request.demoMode });
  if (!coupon.ok) throw badRequest(coupon.message, { field: "couponCode" });
  return { lines, subtotalCents, discountCents: coupon.discountCents, totalCents: coupon.totalCents, couponCode: coupon.code };
}
