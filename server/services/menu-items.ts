import { asc, eq } from "drizzle-orm";
import { menuItems, type MenuItemRow } from "@shared/schema";
import type { Database } from "../db/client";

export function createMenuItemService(db: Database) {
  /** The public menu: available items only, in menu order. Editors list every item through the admin API. */
  async function listMenuItems(): Promise<MenuItemRow[]> {
    return db.select().from(menuItems).where(eq(menuItems.isActive, true)).orderBy(asc(menuItems.sortOrder), asc(menuItems.id));
  }
  return { listMenuItems };
}
export type MenuItemService = ReturnType<typeof createMenuItemService>;
