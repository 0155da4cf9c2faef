import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MenuItemRow } from "@shared/schema";
import { getQueryFn } from "@/lib/api-client";

/** A menu item as GET /api/menu-items sends it: dates arrive as ISO strings. */
export type MenuItem = Omit<MenuItemRow, "createdAt" | "updatedAt"> & { createdAt: string; updatedAt: string };

export const menuItemsQueryKey = ["/api/menu-items"] as const;

/** Every item, inactive ones included, in menu order; the menu page shows only the active ones. */
export const getMenuItems = getQueryFn<MenuItem[]>({ on401: "throw" });

// The spec's one exception to the no-refetch defaults: the menu is read again whenever the window regains focus
// ("always", because the default staleTime of Infinity would otherwise make a focus refetch a no-op).
export const menuItemsQueryOptions = () =>
  queryOptions({ queryKey: menuItemsQueryKey, queryFn: getMenuItems, refetchOnWindowFocus: "always" });

export function useMenuItems() {
  return useQuery(menuItemsQueryOptions());
}
