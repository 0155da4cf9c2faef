import { toast } from "@/components/ui/use-toast";
import { ApiError, getErrorMessage, parseErrorBody } from "@/lib/api-client";

/** A destructive toast's words. */
export interface Failure {
  title: string;
  description: string;
}

/** What one editor says after saving or deleting an item (docs/decisions/007-screen-copy.md). */
export interface ItemToasts {
  created: string;
  updated: string;
  deleted: string;
  createFailed: Failure;
  updateFailed: Failure;
  deleteFailed: Failure;
}

const error = (description: string): Failure => ({ title: "Error", description });
const SAVE_FAILED: Failure = { title: "Save Failed", description: "Failed to save menu item. Please try again." };

/** The Menu Manager and the menu page's Edit dialog. */
export const DIALOG_TOASTS: ItemToasts = {
  created: "Menu Item Created",
  updated: "Menu Item Updated",
  deleted: "Menu Item Deleted",
  createFailed: error("Failed to create menu item."),
  updateFailed: error("Failed to update menu item."),
  deleteFailed: error("Failed to delete menu item."),
};

/** The Enhanced Menu Editor: a failed save is a Save Failed toast. */
export const ENHANCED_TOASTS: ItemToasts = { ...DIALOG_TOASTS, createFailed: SAVE_FAILED, updateFailed: SAVE_FAILED };

/** The Simple Menu Editor: its failure texts have no period. */
export const SIMPLE_TOASTS: ItemToasts = {
  ...DIALOG_TOASTS,
  createFailed: error("Failed to create menu item"),
  updateFailed: error("Failed to update menu item"),
  deleteFailed: error("Failed to delete menu item"),
};

/** The admin edit page. */
export const PAGE_TOASTS: ItemToasts = {
  created: "Item Added",
  updated: "Item Updated",
  deleted: "Menu Item Deleted",
  createFailed: error("Failed to save menu item"),
  updateFailed: error("Failed to save menu item"),
  deleteFailed: error("Failed to delete menu item."),
};

/** Photo operations. */
export const PHOTO_TOASTS = {
  uploaded: "Photo Uploaded",
  mainSet: "Main Photo Set",
  removed: "Photo Removed",
  deleted: "Photo Deleted",
  uploadFailed: { title: "Upload Failed", description: "Failed to upload photo. Please try again." },
  setMainFailed: { title: "Update Failed", description: "Failed to set primary photo. Please try again." },
  removeFailed: { title: "Remove Failed", description: "Failed to remove photo. Please try again." },
  deleteFailed: { title: "Delete Failed", description: "Failed to delete photo. Please try again." },
} as const satisfies Record<string, string | Failure>;

/**
 * The failure's own words, followed by the server's reason when the request itself was refused (a 4xx with a
 * message, e.g. a price the rules cannot read); a server fault or a lost connection adds nothing.
 */
export function failureDescription(err: unknown, text: string): string {
  if (!(err instanceof ApiError) || err.status >= 500) return text;
  const reason = getErrorMessage(err, "");
  return reason && reason !== text ? `${text} ${reason}` : text;
}

export function toastFailure(failure: Failure, err?: unknown): void {
  toast({ title: failure.title, description: err === undefined ? failure.description : failureDescription(err, failure.description), variant: "destructive" });
}

/** An upload the server refused as a file (400 Invalid File, 413 File Too Large) carries its own title. */
export function toastUploadFailure(err: unknown): void {
  if (err instanceof ApiError && (err.status === 400 || err.status === 413)) {
    const title = serverTitle(err.body);
    if (title) {
      toast({ title, description: getErrorMessage(err, PHOTO_TOASTS.uploadFailed.description), variant: "destructive" });
      return;
    }
  }
  toastFailure(PHOTO_TOASTS.uploadFailed);
}

function serverTitle(body: string): string | null {
  return parseErrorBody(body).title ?? null;
}
