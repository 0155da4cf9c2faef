import { and, asc, eq, ne, sql } from "drizzle-orm";
import { menuItems, photos, type MenuItemRow, type PhotoRow, type PublicUser } from "@shared/schema";
import { thumbnailUrlFor } from "@shared/rules/photos";
import type { MenuItemPhotoView, MenuItemValues } from "@shared/validators/menu-items";
import type { Database } from "../db/client";
import { conflict, isUniqueViolation, notFound } from "../errors";
import { dishNameKey, duplicateDishMessage } from "@shared/rules/menu-names";
import type { FileStorage } from "../storage/file-storage";
import { processImage, safeOriginalName, storeImage } from "../uploads/image-processing";
import { recordAudit } from "./audit-log";
import { selectMenuItems } from "./menu-items";

/** Editors send field changes; imageUrl is set only by the photo operations here (or cleared with null). */
type MenuItemChange = Partial<MenuItemValues> & { imageUrl?: string | null };

export interface MenuAdminDeps {
  db: Database;
  storage: FileStorage;
  /** Tells every instance to drop its cached public menu. */
  menuChanged: () => Promise<void>;
}

/**
 * Admin changes to the menu. Each change and its audit entry are one transaction; the public menu cache is
 * dropped after it commits. Files are removed only after the rows that name them are gone.
 */
export function createMenuAdminService({ db, storage, menuChanged }: MenuAdminDeps) {
  async function findItem(id: number, executor: Pick<Database, "select"> = db): Promise<MenuItemRow> {
    const [item] = await executor.select().from(menuItems).where(eq(menuItems.id, id));
    if (!item) throw notFound("Menu item not found");
    return item;
  }

  /** Every item, available or not, in menu order (the editors' list). */
  const listAll = () => selectMenuItems(db, { includeInactive: true });

  /**
   * Refuses a name another dish of the category already has (case and spaces aside) with a clear 409. Two saves racing
   * for the same name both pass this read; the unique index then refuses the later one, answered the same way.
   */
  async function refuseDuplicateName(executor: Pick<Database, "select">, candidate: { id?: number; name: string; category: string }): Promise<void> {
    const [same] = await executor
      .select({ id: menuItems.id, name: menuItems.name, category: menuItems.category })
      .from(menuItems)
      .where(
        and(
          eq(menuItems.category, candidate.category as MenuItemRow["category"]),
          sql`lower(btrim(${menuItems.name})) = ${dishNameKey(candidate.name)}`,
          candidate.id === undefined ? undefined : ne(menuItems.id, candidate.id),
        ),
      )
      .limit(1);
    if (same) throw duplicateName(candidate);
  }

  const duplicateName = (candidate: { name: string; category: string }) => conflict(duplicateDishMessage(candidate.name, candidate.category), { field: "name" });

  /** The unique index's refusal (a save that raced another for the same name) as the same 409. */
  async function withUniqueName<T>(candidate: () => { name: string; category: string } | null, save: () => Promise<T>): Promise<T> {
    try {
      return await save();
    } catch (error) {
      const named = candidate();
      if (named && isUniqueViolation(error)) throw duplicateName(named);
      throw error;
    }
  }

  async function create(actor: PublicUser, values: MenuItemValues): Promise<MenuItemRow> {
    const item = await withUniqueName(() => values, () => db.transaction(async (tx) => {
      await refuseDuplicateName(tx, values);
      // New items go to the end of the menu.
      const [{ last }] = await tx.select({ last: sql<number>`coalesce(max(${menuItems.sortOrder}), 0)::int` }).from(menuItems);
      const [row] = await tx
        .insert(menuItems)
        .values({ ...values, sortOrder: last + 1 })
        .returning();
      await recordAudit(tx, actor, { action: "menu_item.create", entityType: "menu_item", entityId: row.id, after: row });
      return row;
    }));
    await menuChanged();
    return item;
  }

  /** PUT replaces every editable field; PATCH changes only the fields it names. */
  async function update(actor: PublicUser, id: number, change: MenuItemChange, action: "menu_item.replace" | "menu_item.update"): Promise<MenuItemRow> {
    // The name and category the item will have, once read (a PATCH may change either, or neither).
    let renamed: { name: string; category: string } | null = null;
    const item = await withUniqueName(() => renamed, () => db.transaction(async (tx) => {
      const before = await findItem(id, tx);
      if (change.name !== undefined || change.category !== undefined) {
        renamed = { name: change.name ?? before.name, category: change.category ?? before.category };
        await refuseDuplicateName(tx, { id, ...renamed });
      }
      const [row] = await tx
        .update(menuItems)
        .set({ ...change, updatedAt: new Date() })
        .where(eq(menuItems.id, id))
        .returning();
      await recordAudit(tx, actor, { action, entityType: "menu_item", entityId: id, before, after: row });
      return row;
    }));
    await menuChanged();
    return item;
  }

  /** Past orders keep their line snapshots (their menu_item_id becomes null); favorites of the item go with it. */
  async function remove(actor: PublicUser, id: number): Promise<void> {
    const files = await db.transaction(async (tx) => {
      const before = await findItem(id, tx);
      const itemPhotos = await tx.delete(photos).where(eq(photos.menuItemId, id)).returning({ filename: photos.filename, thumbnail: photos.thumbnail });
      await tx.delete(menuItems).where(eq(menuItems.id, id));
      await recordAudit(tx, actor, { action: "menu_item.delete", entityType: "menu_item", entityId: id, before });
      return itemPhotos.flatMap((p) => [p.filename, p.thumbnail ?? ""]);
    });
    await menuChanged();
    await removeFiles(files);
  }

  /** An uploaded photo becomes the item's main photo; earlier photos stay in the item's list (set-primary). */
  async function uploadPhoto(actor: PublicUser, itemId: number, data: Buffer, originalName: string | undefined): Promise<{ imageUrl: string; photo: MenuItemPhotoView }> {
    const item = await findItem(itemId);
    const image = await processImage(data);
    const { url, thumbnailUrl } = await storeImage(storage, image);
    let photo: PhotoRow;
    try {
      photo = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(photos)
          .values({ filename: url, thumbnail: thumbnailUrl, originalName: safeOriginalName(originalName), displayName: item.name, menuItemId: itemId, uploadedBy: actor.id })
          .returning();
        const [after] = await tx.update(menuItems).set({ imageUrl: url, updatedAt: new Date() }).where(eq(menuItems.id, itemId)).returning();
        if (!after) throw notFound("Menu item not found");
        await recordAudit(tx, actor, { action: "menu_item.upload_photo", entityType: "menu_item", entityId: itemId, before: { imageUrl: item.imageUrl }, after: { imageUrl: url, photoId: row.id } });
        return row;
      });
    } catch (error) {
      // The item vanished meanwhile, or the database failed: do not leave orphaned files behind.
      await removeFiles([url, thumbnailUrl]).catch(() => undefined);
      throw error;
    }
    // Announced once committed, outside the try: the photo stands, with its files, even if announcing it fails.
    await menuChanged();
    return { imageUrl: url, photo: toItemPhotoView(photo, url) };
  }

  async function listPhotos(itemId: number): Promise<MenuItemPhotoView[]> {
    const item = await findItem(itemId);
    const rows = await db.select().from(photos).where(eq(photos.menuItemId, itemId)).orderBy(asc(photos.createdAt), asc(photos.id));
    return rows.map((row) => toItemPhotoView(row, item.imageUrl));
  }

  async function setPrimaryPhoto(actor: PublicUser, itemId: number, photoId: number): Promise<MenuItemRow> {
    const [photo] = await db.select().from(photos).where(and(eq(photos.id, photoId), eq(photos.menuItemId, itemId)));
    if (!photo) throw notFound("Photo not found");
    return update(actor, itemId, { imageUrl: photo.filename }, "menu_item.update");
  }

  /** Deletes one of the item's photos for good (files too); if it was the main photo the item has none. */
  async function deletePhoto(actor: PublicUser, itemId: number, photoUrl: string): Promise<MenuItemRow> {
    const { item, files } = await db.transaction(async (tx) => {
      const before = await findItem(itemId, tx);
      const deleted = await tx
        .delete(photos)
        .where(and(eq(photos.menuItemId, itemId), eq(photos.filename, photoUrl)))
        .returning({ filename: photos.filename, thumbnail: photos.thumbnail });
      // Bundled artwork is not a stored photo: "deleting" it just stops the item using it.
      if (deleted.length === 0 && before.imageUrl !== photoUrl) throw notFound("Photo not found");
      let after = before;
      if (before.imageUrl === photoUrl) {
        [after] = await tx.update(menuItems).set({ imageUrl: null, updatedAt: new Date() }).where(eq(menuItems.id, itemId)).returning();
      }
      await recordAudit(tx, actor, { action: "menu_item.delete_photo", entityType: "menu_item", entityId: itemId, before: { imageUrl: before.imageUrl, photoUrl }, after: { imageUrl: after.imageUrl } });
      return { item: after, files: deleted.flatMap((p) => [p.filename, p.thumbnail ?? ""]) };
    });
    await menuChanged();
    await removeFiles(files);
    return item;
  }

  async function removeFiles(urls: string[]): Promise<void> {
    await Promise.all(urls.filter((u) => u && storage.owns(u)).map((u) => storage.remove(u)));
  }

  return { findItem, listAll, create, update, remove, uploadPhoto, listPhotos, setPrimaryPhoto, deletePhoto };
}
export type MenuAdminService = ReturnType<typeof createMenuAdminService>;

function toItemPhotoView(row: typeof photos.$inferSelect, primaryUrl: string | null): MenuItemPhotoView {
  return {
    id: row.id,
    url: row.filename,
    thumbnailUrl: row.thumbnail ?? thumbnailUrlFor(row.filename),
    isPrimary: row.filename === primaryUrl,
    createdAt: row.createdAt.toISOString(),
  };
}
