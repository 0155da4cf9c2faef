import { useMemo } from "react";
import { isMarketPriceText } from "@shared/rules/pricing";
import { useMenuItems, type MenuItem } from "@/features/menu";

export type QuoteMenuItem = Pick<MenuItem, "id" | "name" | "category" | "description" | "price">;

/**
 * The items a quote may include: active ones. A package (priced per person) takes fixed-price dishes only; a custom
 * quote may include market-value dishes too, priced by the business. The server checks the same.
 */
export function selectableQuoteItems(items: readonly MenuItem[], { allowMarketValue = false } = {}): QuoteMenuItem[] {
  return items.filter((item) => item.isActive && (allowMarketValue || !isMarketPriceText(item.price)));
}

/** GET /api/menu-items, narrowed to what a quote may include. */
export function useQuoteMenuItems({ allowMarketValue = false } = {}) {
  const query = useMenuItems();
  const items = useMemo(() => (query.data ? selectableQuoteItems(query.data, { allowMarketValue }) : []), [query.data, allowMarketValue]);
  return { items, isPending: query.isPending, isError: query.isError && !query.data, refetch: query.refetch };
}
