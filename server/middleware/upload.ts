import type { RequestHandler } from "express";
import multer from "multer";
import { MAX_UPLOAD_BYTES, PHOTO_MESSAGES } from "@shared/validators/photos";
import { InvalidRequest, TooLarge } from "../errors";

const upload = multer({
  storage: multer.memoryStorage(),
  // One photo and a handful of short text fields; anything beyond is refused before it is buffered.
  limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20, fieldSize: 10_000, parts: 25 },
});

/**
 * Reads a multipart body with one image in `field` (kept in memory: at most 5 MB, and it is re-encoded before
 * anything is written). Multer's errors become our JSON errors: too large → 413 with the approved text.
 */
export function singleImageUpload(field = "photo"): RequestHandler {
  const parse = upload.single(field);
  return (req, res, next) => {
    parse(req, res, (error: unknown) => {
      if (!error) return next();
      if (error instanceof multer.MulterError) {
        if (error.code === "LIMIT_FILE_SIZE") return next(new TooLarge(PHOTO_MESSAGES.tooLarge, { title: "File Too Large" }));
        if (error.code === "LIMIT_UNEXPECTED_FILE") return next(new InvalidRequest(`Send the image in the "${field}" field`));
      }
      // Multer or busboy refused the body (truncated, malformed, too many parts): the client's fault, never a 500.
      next(new InvalidRequest("The upload could not be read"));
    });
  };
}

/** The uploaded image, or a 400 when none was sent. */
export function requireFile(file: Express.Multer.File | undefined): Buffer {
  if (!file) throw new InvalidRequest(PHOTO_MESSAGES.notImage, { title: "Invalid File" });
  return file.buffer;
}
