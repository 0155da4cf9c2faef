import { PHOTO_MESSAGES, type PhotoView } from "@shared/validators/photos";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useDeletePhoto } from "../api/delete-photo";
import { toastPhotoError, toastPhotoSuccess, type PhotoAdminPlace } from "../photo-toasts";

/** Asks 'Are you sure you want to delete this photo?' (open while a photo is given), then deletes it. */
export function PhotoDeleteDialog({ photo, place, onClose }: { photo: PhotoView | null; place: PhotoAdminPlace; onClose: () => void }) {
  const remove = useDeletePhoto();
  return (
    <ConfirmDialog
      open={photo !== null}
      onOpenChange={(open) => {
        if (!open && !remove.isPending) onClose();
      }}
      title={photo ? `Delete “${photo.displayName}”?` : "Delete Photo"}
      message={PHOTO_MESSAGES.deleteConfirm}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      onConfirm={() => {
        if (!photo) return;
        remove.mutate(photo.id, {
          onSuccess: () => {
            toastPhotoSuccess(place, "delete");
            onClose();
          },
          onError: (error) => {
            toastPhotoError("delete", error);
            onClose();
          },
        });
      }}
    />
  );
}
