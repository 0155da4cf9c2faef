import { toast } from "@/components/ui/use-toast";
import { useUploadItemPhoto } from "./api/item-photo-mutations";
import { imageFileProblem } from "@shared/validators/photos";
import { PHOTO_TOASTS, toastFailure, toastUploadFailure } from "./menu-admin-toasts";

/**
 * Uploading a new main photo for an item, from a file picker or a drop. A file that is not an image or is over
 * 5 MB is refused here with the approved toast and never sent.
 */
export function useItemPhotoUpload(item: { id: number; name: string }) {
  const mutation = useUploadItemPhoto();
  return {
    isPending: mutation.isPending,
    upload(file: File) {
      if (mutation.isPending) return;
      const problem = imageFileProblem(file);
      if (problem) {
        toastFailure(problem);
        return;
      }
      mutation.mutate(
        { itemId: item.id, file },
        {
          onSuccess: () => toast({ title: PHOTO_TOASTS.uploaded, description: `${item.name} has a new main photo.` }),
          onError: toastUploadFailure,
        },
      );
    },
  };
}

export type ItemPhotoUploader = ReturnType<typeof useItemPhotoUpload>;
