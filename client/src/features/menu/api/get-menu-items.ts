import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MenuItem } from "@shared/api/contract";
import { api } from "@/lib/api-client";

export type { MenuItem };

export const menuItemsQueryKey = ["/api/menu-items"] as const;

/** Every item, inactive ones included, in menu order; the menu page shows only the active ones. */
export const getMenuItems = ({ signal }: { signal?: AbortSignal } = {}) => api("GET /api/menu-items", { signal });

// The one exception to the no-refetch defaults: the menu is read again whenever the window regains focus
// ("always", because the default staleTime of Infinity would otherwise make a focus refetch a no-op).
export const menuItemsQueryOptions = () =>
  queryOptions({ queryKey: menuItemsQueryKey, queryFn: getMenuItems, refetchOnWindowFocus: "always" });

export function useMenuItems() {
  return useQuery(menuItemsQueryOptions());
}
