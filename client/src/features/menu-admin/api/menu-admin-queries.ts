import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MenuItemPhotoView } from "@shared/validators/menu-items";
import { menuItemsQueryKey, type MenuItem } from "@/features/menu";
import { api } from "@/lib/api-client";

export type { MenuItem, MenuItemPhotoView };

/**
 * Every menu query starts with ["/api/menu-items"] (the public list, the editors' list, one item, its photos),
 * so invalidating that prefix after a change refreshes them all.
 */
export const adminMenuItemsQueryKey = [...menuItemsQueryKey, "all"] as const;
export const menuItemQueryKey = (id: number) => [...menuItemsQueryKey, id] as const;
export const itemPhotosQueryKey = (id: number) => [...menuItemsQueryKey, id, "photos"] as const;

/** The editors' list: every item, available or not, in menu order (admin only). */
export const adminMenuItemsQueryOptions = () =>
  queryOptions({ queryKey: adminMenuItemsQueryKey, queryFn: ({ signal }) => api("GET /api/menu-items", { query: { include: "inactive" }, signal }) });

export function useAdminMenuItems() {
  return useQuery(adminMenuItemsQueryOptions());
}

/** One item, available or not (the admin edit page). */
export const menuItemQueryOptions = (id: number) =>
  queryOptions({ queryKey: menuItemQueryKey(id), queryFn: ({ signal }) => api("GET /api/menu-items/:id", { params: { id }, signal }) });

export function useMenuItem(id: number | null) {
  return useQuery({ ...menuItemQueryOptions(id ?? 0), enabled: id !== null });
}

/** The photos uploaded for an item, oldest first; the one in use is marked isPrimary. */
export const itemPhotosQueryOptions = (id: number) =>
  queryOptions({ queryKey: itemPhotosQueryKey(id), queryFn: ({ signal }) => api("GET /api/menu-items/:id/photos", { params: { id }, signal }) });

export function useItemPhotos(id: number) {
  return useQuery(itemPhotosQueryOptions(id));
}
