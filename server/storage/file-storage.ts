import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

/**
 * Where uploaded files live. The app only needs these three operations, so a shared object store (S3, GCS)
 * can replace the local folder when several instances run (docs/decisions/005-upload-storage.md).
 */
export interface FileStorage {
  /** Stores `data` under `key` (a generated file name, never user input) and returns its public URL. */
  save(key: string, data: Buffer): Promise<string>;
  /** Removes the file behind a public URL this storage returned; unknown or missing files are ignored. */
  remove(url: string): Promise<void>;
  /** True when this storage owns the URL (so it may be removed). */
  owns(url: string): boolean;
}

export const UPLOADS_URL_PREFIX = "/uploads/";
/** Uploaded photos' own CSP: nothing in one may ever run or load anything, whatever it holds. */
export const UPLOADS_CSP = "default-src 'none'; sandbox";
const SAFE_KEY = /^[a-z0-9][a-z0-9-]*\.(webp)$/;

/** A name the app generated (random, .webp): the only kind any store writes, removes or serves. */
export function isStorageKey(key: string): boolean {
  return SAFE_KEY.test(key);
}

/** Files in a local folder, served by the app under /uploads. */
export class LocalDiskStorage implements FileStorage {
  constructor(readonly dir: string) {}

  async save(key: string, data: Buffer): Promise<string> {
    if (!SAFE_KEY.test(key)) throw new Error(`Refusing unsafe storage key ${key}`);
    await fs.mkdir(this.dir, { recursive: true });
    // Written under a temporary name, flushed, then renamed into place: nobody (the static files, a backup) ever
    // sees half a photo, and a failed write (a full disk) leaves only the temporary file, removed here. The dot
    // keeps it from being served meanwhile. Keys are random, so the rename never replaces another photo.
    const partial = path.join(this.dir, `.${key}.${crypto.randomBytes(6).toString("hex")}.partial`);
    try {
      const file = await fs.open(partial, "wx");
      try {
        await file.writeFile(data);
        await file.sync();
      } finally {
        await file.close();
      }
      await fs.rename(partial, path.join(this.dir, key));
    } catch (error) {
      await fs.rm(partial, { force: true }).catch(() => undefined);
      throw error;
    }
    return UPLOADS_URL_PREFIX + key;
  }

  owns(url: string): boolean {
    return url.startsWith(UPLOADS_URL_PREFIX) && SAFE_KEY.test(url.slice(UPLOADS_URL_PREFIX.length));
  }

  async remove(url: string): Promise<void> {
    // Only our own generated names: a URL naming anything else (../, another folder) is ignored.
    if (!this.owns(url)) return;
    await fs.rm(path.join(this.dir, url.slice(UPLOADS_URL_PREFIX.length)), { force: true });
  }
}
