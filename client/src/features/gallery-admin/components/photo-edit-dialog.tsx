import type { PhotoFields, PhotoView } from "@shared/validators/photos";
import { Dialog } from "@/components/ui/dialog";
import { useUpdatePhoto } from "../api/update-photo";
import { toastPhotoError, toastPhotoSuccess, type PhotoAdminPlace } from "../photo-toasts";
import { PhotoForm, type PhotoFlag } from "./photo-form";

/** The gallery's edit dialog offers "Feature on homepage"; the photo manager's offers "Active (visible to customers)". */
const FLAGS: Record<PhotoAdminPlace, readonly PhotoFlag[]> = {
  gallery: ["featuredOnHomepage"],
  manager: ["isActive"],
};

/** The fields the dialog shows, as a PATCH body (tags as an array). */
function changesFrom(fields: PhotoFields, flags: readonly PhotoFlag[]): Partial<PhotoFields> {
  const changes: Partial<PhotoFields> = {
    displayName: fields.displayName,
    description: fields.description,
    category: fields.category,
    tags: fields.tags,
  };
  for (const flag of flags) changes[flag] = fields[flag];
  return changes;
}

/** Edits `photo` (open while one is given); Cancel, Escape and a successful save close it. */
export function PhotoEditDialog({ photo, place, onClose }: { photo: PhotoView | null; place: PhotoAdminPlace; onClose: () => void }) {
  const update = useUpdatePhoto();
  const flags = FLAGS[place];
  return (
    <Dialog
      open={photo !== null}
      onOpenChange={(open) => {
        if (!open && !update.isPending) onClose();
      }}
      title="Edit Photo"
      description={photo ? `Change the details of “${photo.displayName}”.` : undefined}
    >
      {photo ? (
        <PhotoForm
          key={photo.id}
          photo={photo}
          flags={flags}
          submitLabel="Save Changes"
          pendingLabel="Saving..."
          isPending={update.isPending}
          onCancel={onClose}
          onSubmit={(fields) =>
            update.mutate(
              { id: photo.id, changes: changesFrom(fields, flags) },
              {
                onSuccess: () => {
                  toastPhotoSuccess(place, "update");
                  onClose();
                },
                onError: (error) => toastPhotoError("update", error),
              },
            )
          }
        />
      ) : null}
    </Dialog>
  );
}
