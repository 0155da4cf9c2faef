import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";

/** Where a photo is managed from: the gallery's admin panel or the photo manager (they word their toasts differently). */
export type PhotoAdminPlace = "gallery" | "manager";

/** 'Success' for gallery upload, update and delete; 'Photo Updated' and 'Photo Deleted' in the photo manager. */
const SUCCESS = {
  gallery: {
    upload: { title: "Success", description: "Photo uploaded successfully." },
    update: { title: "Success", description: "Photo updated successfully." },
    delete: { title: "Success", description: "Photo deleted successfully." },
  },
  manager: {
    upload: { title: "Success", description: "Photo uploaded successfully." },
    update: { title: "Photo Updated", description: "The photo's details have been saved." },
    delete: { title: "Photo Deleted", description: "The photo has been removed from the gallery." },
  },
} as const;

/** What an 'Error' toast says when the server sent no message of its own. */
export const PHOTO_ERROR_FALLBACKS = {
  upload: "Failed to add photo",
  update: "Failed to update photo",
  delete: "Failed to delete photo",
  reorder: "Failed to reorder photos",
} as const;

export type PhotoAction = keyof typeof PHOTO_ERROR_FALLBACKS;

export function toastPhotoSuccess(place: PhotoAdminPlace, action: Exclude<PhotoAction, "reorder">): void {
  toast(SUCCESS[place][action]);
}

/** 'Error' with the server's message, or the action's fallback. */
export function toastPhotoError(action: PhotoAction, error: unknown): void {
  toast({ title: "Error", description: getErrorMessage(error, PHOTO_ERROR_FALLBACKS[action]), variant: "destructive" });
}
