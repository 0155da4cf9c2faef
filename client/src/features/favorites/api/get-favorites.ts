import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MenuItemRow } from "@shared/schema";
import { getQueryFn } from "@/lib/api-client";

/** A favorite as GET /api/favorites answers it: with its (active) menu item joined in. */
export interface Favorite {
  id: number;
  menuItemId: number;
  customQuantity: number;
  menuItem: MenuItemRow | null;
}

export const favoritesQueryKey = ["/api/favorites"] as const;

export const favoritesQueryOptions = () =>
  queryOptions({ queryKey: favoritesQueryKey, queryFn: getQueryFn<Favorite[]>({ on401: "throw" }) });

/** Favorites are fetched only for a signed-in user (pass enabled: !!user). */
export function useFavorites({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...favoritesQueryOptions(), enabled });
}
