import { z } from "zod";
import { safeText } from "./text";
import { recordId } from "./ids";
import { PHOTO_CATEGORIES } from "../rules/photos";
import type * as view from "../api/responses";
import type { Answer } from "../api/wire";

export const PHOTO_MESSAGES = {
  displayName: "Display name is required",
  category: "Category is required",
  notImage: "Please select an image file",
  tooLarge: "Please select an image smaller than 5MB",
  deleteConfirm: "Are you sure you want to delete this photo?",
  deletePermanentlyConfirm: "Are you sure you want to permanently delete this photo?",
} as const;

/** Largest accepted upload, in bytes. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** Tags arrive as an array or as comma-separated text: split on commas, trimmed, empties and repeats dropped. */
export const tagsSchema = z
  .union([z.array(safeText()), safeText()])
  .transform((v) => (Array.isArray(v) ? v : v.split(",")))
  .transform((tags) => [...new Set(tags.map((t) => t.trim()).filter(Boolean))])
  .pipe(z.array(safeText().max(40, "Tags are at most 40 characters each")).max(20, "At most 20 tags"));

/** Multipart text fields arrive as strings: "true"/"on"/"1" mean yes. */
const flag = z.union([z.boolean(), z.enum(["true", "false", "on", "off", "1", "0", ""])]).transform((v) => v === true || v === "true" || v === "on" || v === "1");

/** Each field's rule, without defaults (a PATCH changes only what it names). */
const photoFields = z.object({
  displayName: safeText({ error: PHOTO_MESSAGES.displayName }).trim().min(1, PHOTO_MESSAGES.displayName).max(120),
  description: z
    .string()
    .trim()
    .max(1000)
    .nullish()
    .transform((v) => v || null),
  category: z.enum(PHOTO_CATEGORIES, { error: PHOTO_MESSAGES.category }),
  tags: tagsSchema,
  featuredOnHomepage: flag,
  isActive: flag,
});

/** A new photo (upload form, POST/PUT): tags, featured and active take their defaults when left out. */
export const photoFieldsSchema = photoFields.extend({
  tags: tagsSchema.default([]),
  featuredOnHomepage: flag.default(false),
  isActive: flag.default(true),
});
export type PhotoFields = z.output<typeof photoFieldsSchema>;

export const photoPatchSchema = photoFields.partial().refine((v) => Object.keys(v).length > 0, "Nothing to change");

/** The whole gallery's order after a drag and drop: every photo id, first to last. */
export const photoOrderSchema = z.object({
  ids: z.array(recordId()).min(1).max(10_000).refine((ids) => new Set(ids).size === ids.length, "Each photo once"),
});

/** A photo as the API sends it. */
export type PhotoView = Answer<typeof view.photoView>;

/** What is wrong with a chosen file, as the upload toasts show it. */
export interface ImageFileProblem {
  title: "Invalid File" | "File Too Large";
  description: string;
}

/**
 * The server's upload limits, checked in the browser before sending so a wrong file is refused at once: an image
 * type and at most 5 MB. The server still decides from the file's bytes.
 */
export function imageFileProblem(file: { type: string; size: number }): ImageFileProblem | null {
  if (!file.type.startsWith("image/")) return { title: "Invalid File", description: PHOTO_MESSAGES.notImage };
  if (file.size > MAX_UPLOAD_BYTES) return { title: "File Too Large", description: PHOTO_MESSAGES.tooLarge };
  return null;
}
