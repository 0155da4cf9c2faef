import { MAX_UPLOAD_BYTES } from "@shared/validators/photos";
import { PHOTO_TOASTS, type Failure } from "./menu-admin-toasts";

/**
 * Why a chosen or dropped file cannot be uploaded, or null when it may be: it must be an image and at most
 * 5 MB. This only spares a pointless upload; the server checks the content itself and stays the authority.
 */
export function imageFileProblem(file: Pick<File, "type" | "size">): Failure | null {
  if (!file.type.startsWith("image/")) return PHOTO_TOASTS.invalidFile;
  if (file.size > MAX_UPLOAD_BYTES) return PHOTO_TOASTS.fileTooLarge;
  return null;
}
