import { useId, useState } from "react";
import { PHOTO_MESSAGES } from "@shared/validators/photos";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { useDeleteItemPhoto, useSetPrimaryPhoto } from "../api/item-photo-mutations";
import { useItemPhotos, type MenuItemPhotoView } from "../api/menu-admin-queries";
import { PHOTO_TOASTS, toastFailure } from "../menu-admin-toasts";
import { useItemPhotoUpload } from "../use-item-photo-upload";
import { useRemoveMainPhotoAction } from "../use-remove-main-photo";
import { ButtonSpinner } from "./button-spinner";
import { ItemPhoto } from "./item-photo";
import { PhotoUploadButton } from "./photo-upload";

interface PhotoItem {
  id: number;
  name: string;
  category: string;
  imageUrl: string | null;
}
/**
 * An item's photos in its editor: the main photo (remove it), upload a new one, and every uploaded photo with
 * Set as main and Delete permanently (after the approved confirmation). Each change is saved at once.
 */
export function ItemPhotosManager({ item, headingLevel = "h2" }: { item: PhotoItem; headingLevel?: "h2" | "h3" }) {
  const Heading = headingLevel;
  const headingId = useId();
  const photos = useItemPhotos(item.id);
  const uploader = useItemPhotoUpload(item);
  const removeMain = useRemoveMainPhotoAction(item);
  const setPrimary = useSetPrimaryPhoto();
  const deletePhoto = useDeleteItemPhoto();
  const [toDelete, setToDelete] = useState<MenuItemPhotoView | null>(null);

  const onSetMain = (photo: MenuItemPhotoView) =>
    setPrimary.mutate(
      { itemId: item.id, photoId: photo.id },
      {
        onSuccess: () => toast({ title: PHOTO_TOASTS.mainSet, description: `${item.name} shows the chosen photo.` }),
        onError: () => toastFailure(PHOTO_TOASTS.setMainFailed),
      },
    );

  const onDeleteConfirmed = () => {
    if (!toDelete) return;
    deletePhoto.mutate(
      { itemId: item.id, photoUrl: toDelete.url },
      {
        onSuccess: () => {
          toast({ title: PHOTO_TOASTS.deleted, description: "The photo was deleted permanently." });
          setToDelete(null);
        },
        onError: () => {
          toastFailure(PHOTO_TOASTS.deleteFailed);
          setToDelete(null);
        },
      },
    );
  };

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div>
        <Heading id={headingId} className="text-lg font-semibold text-gray-900">
          Photos
        </Heading>
        <p className="text-sm text-gray-800">Photo changes are saved right away. A new upload becomes the main photo.</p>
      </div>

      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="w-full sm:w-48">
          <p className="mb-1 text-sm font-medium text-gray-900">Main photo</p>
          <ItemPhoto name={item.name} category={item.category} imageUrl={item.imageUrl} className="rounded-md" />
        </div>
        <div className="flex flex-wrap gap-2">
          <PhotoUploadButton uploader={uploader} itemName={item.name} />
          {item.imageUrl ?
            <Button variant="secondary" size="sm" pending={removeMain.isPending} onClick={removeMain.run}>
              {removeMain.isPending ?
                <>
                  <ButtonSpinner />
                  Removing...
                </>
              : "Remove main photo"}
            </Button>
          : null}
        </div>
      </div>

      {photos.isPending ?
        <Spinner label="Loading photos" />
      : photos.isError ?
        <p role="alert" className="text-sm text-red-700">
          Could not load this item&apos;s photos.
        </p>
      : photos.data.length === 0 ?
        <p className="text-sm text-gray-800">No photos uploaded for this item yet.</p>
      : <ul aria-label={`Uploaded photos of ${item.name}`} className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          {photos.data.map((photo, index) => (
            <li key={photo.id} className="overflow-hidden rounded-md border border-gray-200">
              <ItemPhoto name={`${item.name}, photo ${index + 1}`} category={item.category} imageUrl={photo.url} />
              <div className="space-y-2 p-2">
                {photo.isPrimary ?
                  <p className="text-sm font-semibold text-green-800">Main photo</p>
                : <Button
                    variant="secondary"
                    size="sm"
                    className="w-full"
                    disabled={setPrimary.isPending}
                    aria-label={`Set as main: photo ${index + 1}`}
                    onClick={() => onSetMain(photo)}
                  >
                    Set as main
                  </Button>
                }
                <Button
                  variant="ghost"
                  size="sm"
                  className="w-full text-red-800"
                  aria-label={`Delete permanently: photo ${index + 1}`}
                  onClick={() => setToDelete(photo)}
                >
                  Delete permanently
                </Button>
              </div>
            </li>
          ))}
        </ul>
      }

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title="Delete Photo"
        message={PHOTO_MESSAGES.deletePermanentlyConfirm}
        confirmLabel="Delete permanently"
        pendingLabel="Deleting..."
        pending={deletePhoto.isPending}
        onConfirm={onDeleteConfirmed}
      />
    </section>
  );
}
