import { toast } from "@/components/ui/use-toast";
import { useRemoveMainPhoto } from "./api/item-photo-mutations";
import { PHOTO_TOASTS, toastFailure } from "./menu-admin-toasts";

/** Removes the item's main photo (imageUrl null); the photo stays in the item's list. */
export function useRemoveMainPhotoAction(item: { id: number; name: string }) {
  const removeMain = useRemoveMainPhoto();
  return {
    isPending: removeMain.isPending,
    run: () =>
      removeMain.mutate(item.id, {
        onSuccess: () => toast({ title: PHOTO_TOASTS.removed, description: `${item.name} no longer shows a photo.` }),
        onError: () => toastFailure(PHOTO_TOASTS.removeFailed),
      }),
  };
}
