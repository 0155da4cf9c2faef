import { and, asc, eq } from "drizzle-orm";
import { favorites, menuItems, type FavoriteRow, type MenuItemRow } from "@shared/schema";
import type { Database } from "../db/client";
import { notFound } from "../errors";

export type FavoriteView = Pick<FavoriteRow, "id" | "menuItemId" | "customQuantity">;
/** A favorite with its menu item, so the favorites page needs no second request. */
export type FavoriteWithItem = FavoriteView & { menuItem: MenuItemRow };

const favoriteColumns = { id: favorites.id, menuItemId: favorites.menuItemId, customQuantity: favorites.customQuantity };

/** Favorites always belong to the signed-in user: every query is scoped by userId from the session. */
export function createFavoriteService(db: Database) {
  /** Favorites of items still on the menu: an item set inactive disappears from favorites until it is back. */
  async function listFavorites(userId: number): Promise<FavoriteWithItem[]> {
    return db
      .select({ ...favoriteColumns, menuItem: menuItems })
      .from(favorites)
      .innerJoin(menuItems, eq(menuItems.id, favorites.menuItemId))
      .where(and(eq(favorites.userId, userId), eq(menuItems.isActive, true)))
      .orderBy(asc(favorites.createdAt), asc(favorites.id));
  }

  /** Adding twice is harmless: the existing favorite is returned (created: false). */
  async function addFavorite(userId: number, menuItemId: number, customQuantity: number): Promise<{ favorite: FavoriteView; created: boolean }> {
    const [item] = await db.select({ id: menuItems.id, isActive: menuItems.isActive }).from(menuItems).where(eq(menuItems.id, menuItemId));
    if (!item || !item.isActive) throw notFound("Menu item not found");
    const inserted = await db.insert(favorites).values({ userId, menuItemId, customQuantity }).onConflictDoNothing().returning(favoriteColumns);
    if (inserted.length) return { favorite: inserted[0], created: true };
    const [existing] = await db
      .select(favoriteColumns)
      .from(favorites)
      .where(and(eq(favorites.userId, userId), eq(favorites.menuItemId, menuItemId)));
    return { favorite: existing, created: false };
  }

  async function removeFavorite(userId: number, menuItemId: number): Promise<void> {
    const removed = await db
      .delete(favorites)
      .where(and(eq(favorites.userId, userId), eq(favorites.menuItemId, menuItemId)))
      .returning({ id: favorites.id });
    if (!removed.length) throw notFound("Favorite not found");
  }

  return { listFavorites, addFavorite, removeFavorite };
}
export type FavoriteService = ReturnType<typeof createFavoriteService>;
