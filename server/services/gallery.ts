import { asc, eq } from "drizzle-orm";
import { photos, type PhotoRow } from "@shared/schema";
import type { Database } from "../db/client";

export function createGalleryService(db: Database) {
  /** What visitors may see: active photos only, in display order. */
  async function listActivePhotos(): Promise<PhotoRow[]> {
    return db.select().from(photos).where(eq(photos.isActive, true)).orderBy(asc(photos.sortOrder), asc(photos.id));
  }
  return { listActivePhotos };
}
export type GalleryService = ReturnType<typeof createGalleryService>;
