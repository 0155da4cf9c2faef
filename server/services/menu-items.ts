import { asc, eq } from "drizzle-orm";
import { menuItems, type MenuItemRow } from "@shared/schema";
import type { Database } from "../db/client";

/** Menu items in menu order: available ones only (the public menu), or every one (the editors). */
export function selectMenuItems(db: Database, { includeInactive = false } = {}): Promise<MenuItemRow[]> {
  return db
    .select()
    .from(menuItems)
    .where(includeInactive ? undefined : eq(menuItems.isActive, true))
    .orderBy(asc(menuItems.sortOrder), asc(menuItems.id));
}

export function createMenuItemService(db: Database) {
  /** The public menu: available items only. Editors list every item through the admin API. */
  const listMenuItems = () => selectMenuItems(db);
  return { listMenuItems };
}
export type MenuItemService = ReturnType<typeof createMenuItemService>;
