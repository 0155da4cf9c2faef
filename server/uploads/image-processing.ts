import crypto from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { PHOTO_MESSAGES } from "@shared/validators/photos";
import { InvalidRequest, StorageFull, Unavailable } from "../errors";
import type { FileStorage } from "../storage/file-storage";

/** The only formats accepted, decided from the file's bytes (never its name or declared type). */
const ALLOWED_MIME = new Set(["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"]);
export const MAX_SIDE_PX = 2000;
export const THUMBNAIL_SIDE_PX = 400;
/** Refuse decompression bombs: about 40 megapixels is far beyond any phone photo. */
const MAX_INPUT_PIXELS = 40_000_000;

const notAnImage = () => new InvalidRequest(PHOTO_MESSAGES.notImage, { title: "Invalid File" });

/**
 * A ZIP (or JAR, DOCX…) hidden in an image: its end-of-central-directory record must end exactly at the end of
 * the file (after an optional comment), which is where every ZIP reader looks. Re-encoding would drop it
 * anyway; refusing says clearly that the file is not just a photo.
 */
export function hasTrailingZipArchive(data: Buffer): boolean {
  const EOCD = 0x06054b50;
  const start = Math.max(0, data.length - (22 + 0xffff));
  for (let i = data.length - 22; i >= start; i--) {
    if (data.readUInt32LE(i) === EOCD && i + 22 + data.readUInt16LE(i + 20) === data.length) return true;
  }
  return false;
}

export interface ProcessedImage {
  full: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

/**
 * Checks and re-encodes an upload: the type from its bytes, then a fresh WebP no larger than 2000 px on its
 * longest side (and a 400 px thumbnail), rotated upright and with every metadata block (EXIF, GPS, XMP, ICC
 * comments) dropped, since sharp writes none unless asked. Anything else in the original file goes with it.
 */
export async function processImage(data: Buffer): Promise<ProcessedImage> {
  if (data.length === 0) throw notAnImage();
  const type = await fileTypeFromBuffer(data);
  if (!type || !ALLOWED_MIME.has(type.mime) || hasTrailingZipArchive(data)) throw notAnImage();
  try {
    const source = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).rotate();
    const { data: full, info } = await source
      .clone()
      .resize({ width: MAX_SIDE_PX, height: MAX_SIDE_PX, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const thumbnail = await source
      .clone()
      .resize({ width: THUMBNAIL_SIDE_PX, height: THUMBNAIL_SIDE_PX, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer();
    return { full, thumbnail, width: info.width, height: info.height };
  } catch {
    // Right magic bytes but not a decodable image (truncated, corrupt, or too many pixels).
    throw notAnImage();
  }
}

/** What the admin reads when a photo cannot be stored: what went wrong, and that nothing was changed. */
export const STORAGE_MESSAGES = {
  full: "We could not save the photo: the server's storage is full. Nothing was changed.",
  notWritable: "We could not save the photo: the server's storage cannot be written to right now. Nothing was changed. Please try again later.",
  unreachable: "We could not save the photo: the photo store is not reachable right now. Nothing was changed. Please try again in a minute.",
} as const;

/** errno codes of a disk or quota with no room left. */
const NO_SPACE = new Set(["ENOSPC", "EDQUOT", "EFBIG"]);
/** errno codes of storage that refuses writes for now: mounted read-only, permissions changed, failing. */
const NOT_WRITABLE = new Set(["EROFS", "EACCES", "EPERM", "EIO", "ENOENT", "ENOTDIR"]);
/** A network store (S3) that did not answer. */
const UNREACHABLE = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "ENOTFOUND", "EAI_AGAIN", "EPIPE"]);

/**
 * What a failure to store a photo means to the admin who sent it: a full disk (507), storage that cannot be
 * written to or reached for now (503, try again later). Both say nothing was changed, which is true: whatever was
 * written is removed first. Anything else is left as it is (a 500).
 */
export function storageFailure(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === "string" && NO_SPACE.has(code)) return new StorageFull(STORAGE_MESSAGES.full, { cause: error });
  if (typeof code === "string" && NOT_WRITABLE.has(code)) return new Unavailable(STORAGE_MESSAGES.notWritable, { cause: error, retryAfterSeconds: 60 });
  // The S3 client's errors carry $metadata (a 5xx from the store), or a socket's code; its own timeout is named.
  const s3Status = (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
  const name = (error as { name?: unknown } | null)?.name;
  if ((typeof code === "string" && UNREACHABLE.has(code)) || (s3Status !== undefined && s3Status >= 500) || name === "TimeoutError") {
    return new Unavailable(STORAGE_MESSAGES.unreachable, { cause: error, retryAfterSeconds: 30 });
  }
  return error;
}

/**
 * Stores both sizes under one random name; returns their public URLs. Both or neither: when the second cannot be
 * stored, the first is removed before the error (made plain by storageFailure) goes up.
 */
export async function storeImage(storage: FileStorage, image: ProcessedImage): Promise<{ url: string; thumbnailUrl: string }> {
  const name = crypto.randomBytes(16).toString("hex");
  const stored: string[] = [];
  try {
    stored.push(await storage.save(`${name}.webp`, image.full));
    stored.push(await storage.save(`${name}-thumb.webp`, image.thumbnail));
  } catch (error) {
    await Promise.all(stored.map((url) => storage.remove(url).catch(() => undefined)));
    throw storageFailure(error);
  }
  return { url: stored[0], thumbnailUrl: stored[1] };
}

/** Display name of an upload: its base name only, without control characters (it is shown, never used as a path). */
export function safeOriginalName(name: string | undefined): string {
  const base = (name ?? "").split(/[\\/]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex
  return base.replace(/[\u0000-\u001f\u007f]/g, "").slice(0, 200);
}
