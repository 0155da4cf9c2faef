import { and, asc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { photos, type PhotoRow, type PublicUser } from "@shared/schema";
import type { PhotoFields, PhotoView } from "@shared/validators/photos";
import type { Page, PaginationQuery } from "@shared/validators/pagination";
import type { Database } from "../db/client";
import { notFound } from "../errors";
import type { FileStorage } from "../storage/file-storage";
import { processImage, safeOriginalName, storeImage } from "../uploads/image-processing";
import { recordAudit } from "./audit-log";

export function toPhotoView(row: PhotoRow): PhotoView {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** Gallery photos: menu items' own photos (menuItemId set) are managed with their item and never listed here. */
const galleryPhoto = isNull(photos.menuItemId);

export interface GalleryDeps {
  db: Database;
  storage: FileStorage;
  /** Tells every instance to drop its cached public gallery. */
  galleryChanged: () => Promise<void>;
}

/**
 * One photos table behind the public gallery, the admin gallery panel and the photo manager. Every change and
 * its audit entry are one transaction; files go only after their row is gone.
 */
export function createGalleryService({ db, storage, galleryChanged }: GalleryDeps) {
  /** What visitors may see: active gallery photos only, in display order. */
  async function listActivePhotos(): Promise<PhotoView[]> {
    const rows = await db.select().from(photos).where(and(eq(photos.isActive, true), galleryPhoto)).orderBy(asc(photos.sortOrder), asc(photos.id));
    return rows.map(toPhotoView);
  }

  /** Every gallery photo, active or not (admins), in display order, optionally one category. */
  async function listPhotos({ page, pageSize }: PaginationQuery, category?: string): Promise<Page<PhotoView>> {
    const conditions: SQL[] = [galleryPhoto];
    if (category) conditions.push(eq(photos.category, category));
    const where = and(...conditions);
    const [rows, [{ total }]] = await Promise.all([
      db.select().from(photos).where(where).orderBy(asc(photos.sortOrder), asc(photos.id)).limit(pageSize).offset((page - 1) * pageSize),
      db.select({ total: sql<number>`count(*)::int` }).from(photos).where(where),
    ]);
    return { items: rows.map(toPhotoView), page, pageSize, total };
  }

  async function findPhoto(id: number, executor: Pick<Database, "select"> = db): Promise<PhotoRow> {
    const [row] = await executor.select().from(photos).where(and(eq(photos.id, id), galleryPhoto));
    if (!row) throw notFound("Photo not found");
    return row;
  }

  async function getPhoto(id: number): Promise<PhotoView> {
    return toPhotoView(await findPhoto(id));
  }

  async function uploadPhoto(actor: PublicUser, data: Buffer, originalName: string | undefined, fields: PhotoFields): Promise<PhotoView> {
    const image = await processImage(data);
    const { url, thumbnailUrl } = await storeImage(storage, image);
    let row: PhotoRow;
    try {
      row = await db.transaction(async (tx) => {
        // New photos go to the end of the gallery.
        const [{ last }] = await tx.select({ last: sql<number>`coalesce(max(${photos.sortOrder}), 0)::int` }).from(photos).where(galleryPhoto);
        const [inserted] = await tx
          .insert(photos)
          .values({ ...fields, filename: url, thumbnail: thumbnailUrl, originalName: safeOriginalName(originalName), uploadedBy: actor.id, sortOrder: last + 1 })
          .returning();
        await recordAudit(tx, actor, { action: "photo.create", entityType: "photo", entityId: inserted.id, after: inserted });
        return inserted;
      });
    } catch (error) {
      // Nothing recorded, nothing kept: the files go (a failure to remove them must not hide why).
      await Promise.all([storage.remove(url), storage.remove(thumbnailUrl)]).catch(() => undefined);
      throw error;
    }
    // Announced once committed, outside the try: the photo stands, with its files, even if announcing it fails.
    await galleryChanged();
    return toPhotoView(row);
  }

  async function updatePhoto(actor: PublicUser, id: number, change: Partial<PhotoFields>): Promise<PhotoView> {
    const row = await db.transaction(async (tx) => {
      const before = await findPhoto(id, tx);
      const [after] = await tx.update(photos).set(change).where(eq(photos.id, id)).returning();
      await recordAudit(tx, actor, { action: "photo.update", entityType: "photo", entityId: id, before, after });
      return after;
    });
    await galleryChanged();
    return toPhotoView(row);
  }

  async function deletePhoto(actor: PublicUser, id: number): Promise<void> {
    const before = await db.transaction(async (tx) => {
      const row = await findPhoto(id, tx);
      await tx.delete(photos).where(eq(photos.id, id));
      await recordAudit(tx, actor, { action: "photo.delete", entityType: "photo", entityId: id, before: row });
      return row;
    });
    await galleryChanged();
    await Promise.all([before.filename, before.thumbnail].filter((u): u is string => !!u).map((u) => storage.remove(u)));
  }

  /**
   * A drag and drop: `ids` in their new order. They take over the display positions they held between them, so
   * reordering the visible (active) photos leaves hidden ones where they were.
   */
  async function reorderPhotos(actor: PublicUser, ids: number[]): Promise<PhotoView[]> {
    await db.transaction(async (tx) => {
      const rows = await tx.select({ id: photos.id, sortOrder: photos.sortOrder }).from(photos).where(and(inArray(photos.id, ids), galleryPhoto));
      if (rows.length !== ids.length) throw notFound("Photo not found");
      const slots = rows.map((r) => r.sortOrder).sort((a, b) => a - b);
      // Equal positions (older rows all at 0) would keep their relative order: spread them out first.
      for (let i = 1; i < slots.length; i++) if (slots[i] <= slots[i - 1]) slots[i] = slots[i - 1] + 1;
      // One statement for the whole new order, not one update per photo.
      const positions = sql.join(
        ids.map((id, index) => sql`(${id}::int, ${slots[index]}::int)`),
        sql`, `,
      );
      await tx.execute(sql`update ${photos} set sort_order = v.position from (values ${positions}) as v(id, position) where ${photos.id} = v.id`);
      await recordAudit(tx, actor, { action: "photo.reorder", entityType: "photo", entityId: null, before: rows, after: ids.map((id, index) => ({ id, sortOrder: slots[index] })) });
    });
    await galleryChanged();
    return listActivePhotos();
  }

  return { listActivePhotos, listPhotos, getPhoto, uploadPhoto, updatePhoto, deletePhoto, reorderPhotos };
}
export type GalleryService = ReturnType<typeof createGalleryService>;
