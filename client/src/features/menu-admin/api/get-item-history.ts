import { useQuery } from "@tanstack/react-query";
import type { AuditEntryView } from "@shared/validators/audit-log";
import type { Page } from "@shared/validators/pagination";
import { menuItemsQueryKey } from "@/features/menu";
import { apiRequest } from "@/lib/api-client";

export const ITEM_HISTORY_PAGE_SIZE = 10;

/** Under the menu prefix, so every menu change also refreshes the history. */
export const itemHistoryQueryKey = (id: number) => [...menuItemsQueryKey, id, "history"] as const;

/** The newest admin changes to one menu item (GET /api/audit-log, admins only). */
export function useItemHistory(id: number) {
  return useQuery({
    queryKey: itemHistoryQueryKey(id),
    queryFn: async () => {
      const res = await apiRequest("GET", `/api/audit-log?entityType=menu_item&entityId=${id}&pageSize=${ITEM_HISTORY_PAGE_SIZE}`);
      return (await res.json()) as Page<AuditEntryView>;
    },
  });
}
