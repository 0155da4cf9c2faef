import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { MenuItemValues } from "@shared/validators/menu-items";
import { menuItemsQueryKey } from "@/features/menu";
import { api } from "@/lib/api-client";
import { menuItemQueryKey, type MenuItem } from "./menu-admin-queries";

/**
 * After any menu change: the public menu, the editors' list, items and their photos are read again. Not awaited:
 * the caller's success toast must not wait for the refetch, which may unmount the card or dialog that asked
 * (a deleted item's card, an item made unavailable on the public menu) and so silence its callbacks.
 */
export function refreshMenu(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: menuItemsQueryKey });
}

/** POST /api/menu-items: a new item (201 with its id). */
export async function createMenuItem(values: MenuItemValues): Promise<MenuItem> {
  return api("POST /api/menu-items", { body: values });
}

export interface UpdateMenuItemInput {
  id: number;
  values: MenuItemValues;
  /** PATCH from the editors' dialogs, PUT (the whole item) from the admin edit page. */
  method: "PATCH" | "PUT";
}

export async function updateMenuItem({ id, values, method }: UpdateMenuItemInput): Promise<MenuItem> {
  return api(`${method} /api/menu-items/:id`, { params: { id }, body: values });
}

export async function deleteMenuItem(id: number): Promise<void> {
  await api("DELETE /api/menu-items/:id", { params: { id } });
}

export function useCreateMenuItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createMenuItem, onSettled: () => refreshMenu(queryClient) });
}

export function useUpdateMenuItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateMenuItem, onSettled: () => refreshMenu(queryClient) });
}

export function useDeleteMenuItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMenuItem,
    // The item and its photos are gone: drop them rather than ask the server for them again (404).
    onSuccess: (_data, id) => queryClient.removeQueries({ queryKey: menuItemQueryKey(id) }),
    onSettled: () => refreshMenu(queryClient),
  });
}
