import { asc } from "drizzle-orm";
import { menuItems, type MenuItemRow } from "@shared/schema";
import type { Database } from "../db/client";

export function createMenuItemService(db: Database) {
  /** Every menu item in menu order. Inactive items are included: the menu page and editors filter by isActive. */
  async function listMenuItems(): Promise<MenuItemRow[]> {
    return db.select().from(menuItems).orderBy(asc(menuItems.sortOrder), asc(menuItems.id));
  }
  return { listMenuItems };
}
export type MenuItemService = ReturnType<typeof createMenuItemService>;
