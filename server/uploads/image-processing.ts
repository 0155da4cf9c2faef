import crypto from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { PHOTO_MESSAGES } from "@shared/validators/photos";
import { InvalidRequest } from "../errors";
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

/** Stores both sizes under one random name; returns their public URLs. */
export async function storeImage(storage: FileStorage, image: ProcessedImage): Promise<{ url: string; thumbnailUrl: string }> {
  const name = crypto.randomBytes(16).toString("hex");
  const url = await storage.save(`${name}.webp`, image.full);
  const thumbnailUrl = await storage.save(`${name}-thumb.webp`, image.thumbnail);
  return { url, thumbnailUrl };
}

/** Display name of an upload: its base name only, without control characters (it is shown, never used as a path). */
export function safeOriginalName(name: string | undefined): string {
  const base = (name ?? "").split(/[\\/]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex
  return base.replace(/[\u0000-\u001f\u007f]/g, "").slice(0, 200);
}
