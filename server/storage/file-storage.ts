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
    // wx: never overwrite; keys are random, so a clash means a bug, not a file to replace.
    await fs.writeFile(path.join(this.dir, key), data, { flag: "wx" });
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
