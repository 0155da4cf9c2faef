import { Dialog } from "@/components/ui/dialog";
import { useUploadPhoto } from "../api/upload-photo";
import { toastPhotoError, toastPhotoSuccess } from "../photo-toasts";
import { PhotoForm } from "./photo-form";

/** The gallery panel's add dialog: image, Display Name*, Category*, Description, Tags and "Feature on homepage". */
export function PhotoUploadDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const upload = useUploadPhoto();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!upload.isPending) onOpenChange(next);
      }}
      title="Add Photo"
      description="Upload a photo to the gallery. Photos featured on the homepage also appear on the home page (at most 3)."
    >
      <PhotoForm
        withFile
        flags={["featuredOnHomepage"]}
        submitLabel="Upload"
        pendingLabel="Uploading..."
        isPending={upload.isPending}
        onCancel={() => onOpenChange(false)}
        onSubmit={(fields, file) => {
          if (!file) return;
          upload.mutate(
            { file, fields },
            {
              onSuccess: () => {
                toastPhotoSuccess("gallery", "upload");
                onOpenChange(false);
              },
              // The dialog stays open with what was typed, so the admin can try again.
              onError: (error) => toastPhotoError("upload", error),
            },
          );
        }}
      />
    </Dialog>
  );
}
