import { useQuery } from "@tanstack/react-query";
import { menuItemsQueryKey } from "@/features/menu";
import { api } from "@/lib/api-client";

export const ITEM_HISTORY_PAGE_SIZE = 10;

/** Under the menu prefix, so every menu change also refreshes the history. */
export const itemHistoryQueryKey = (id: number) => [...menuItemsQueryKey, id, "history"] as const;

/** The newest admin changes to one menu item (GET /api/audit-log, admins only). */
export function useItemHistory(id: number) {
  return useQuery({
    queryKey: itemHistoryQueryKey(id),
    queryFn: ({ signal }) => api("GET /api/audit-log", { query: { entityType: "menu_item", entityId: id, pageSize: ITEM_HISTORY_PAGE_SIZE }, signal }),
  });
}
