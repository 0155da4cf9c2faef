import { useEffect, useMemo } from "react";
import { DEFAULT_MENU_ITEMS } from "@shared/menu/default-menu";
import { toast } from "@/components/ui/use-toast";
import type { MenuCardItem } from "../menu-item";
import { useMenuItems } from "./get-menu-items";

export interface Menu {
  /** The active items in menu order. */
  items: readonly MenuCardItem[];
  /** server: the business's items; built-in: the standard list, shown when the server has none or fails. */
  source: "server" | "built-in";
  isPending: boolean;
}

/**
 * The menu the page shows: the server's active items, or the built-in list of 39 when the server returns no
 * items or cannot be reached (then a destructive toast says so).
 */
export function useMenu(): Menu {
  const { data, error, isPending } = useMenuItems();

  useEffect(() => {
    if (!error) return;
    toast({ title: "Failed to fetch menu items", description: "Showing our standard menu instead.", variant: "destructive" });
  }, [error]);

  const activeItems = useMemo(() => data?.filter((item) => item.isActive) ?? [], [data]);

  if (isPending) return { items: [], source: "server", isPending: true };
  // After a failed refetch the last good list stays: TanStack keeps data beside the error.
  if (!data || data.length === 0) return { items: DEFAULT_MENU_ITEMS, source: "built-in", isPending: false };
  return { items: activeItems, source: "server", isPending: false };
}
