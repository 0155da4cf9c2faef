import { useMemo } from "react";
import { isMarketPriceText } from "@shared/rules/pricing";
import { useMenuItems, type MenuItem } from "@/features/menu";

export type QuoteMenuItem = Pick<MenuItem, "id" | "name" | "category" | "description">;

/** The items a quote may include: active, with a fixed price (market-value dishes are quoted apart); the server checks the same. */
export function selectableQuoteItems(items: readonly MenuItem[]): QuoteMenuItem[] {
  return items.filter((item) => item.isActive && !isMarketPriceText(item.price));
}

/** GET /api/menu-items, narrowed to what a quote may include. */
export function useQuoteMenuItems() {
  const query = useMenuItems();
  const items = useMemo(() => (query.data ? selectableQuoteItems(query.data) : []), [query.data]);
  return { items, isPending: query.isPending, isError: query.isError && !query.data, refetch: query.refetch };
}
