import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Favorite } from "@shared/api/contract";
import { api } from "@/lib/api-client";

export type { Favorite };

export const favoritesQueryKey = ["/api/favorites"] as const;

export const favoritesQueryOptions = () =>
  queryOptions({ queryKey: favoritesQueryKey, queryFn: ({ signal }) => api("GET /api/favorites", { signal }) });

/** Favorites are fetched only for a signed-in user (pass enabled: !!user). */
export function useFavorites({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...favoritesQueryOptions(), enabled });
}
