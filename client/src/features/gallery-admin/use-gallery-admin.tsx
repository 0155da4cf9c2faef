import { useCallback, useMemo, useState, type ReactNode } from "react";
import type { PhotoView } from "@shared/validators/photos";
import { type GalleryAdminSlots } from "@/features/gallery";
import { PhotoDeleteDialog } from "./components/photo-delete-dialog";
import { PhotoEditDialog } from "./components/photo-edit-dialog";
import { PhotoUploadDialog } from "./components/photo-upload-dialog";
import { SortableGalleryGrid } from "./components/sortable-gallery-grid";

type OpenDialog = { kind: "add" } | { kind: "edit"; photo: PhotoView } | { kind: "delete"; photo: PhotoView } | null;

/**
 * The gallery page's admin tools: which dialog is open, the slots the public gallery offers admins (the sortable
 * grid and 'Add First Photo'), and the dialogs themselves, to render once on the page.
 */
export function useGalleryAdmin(): { openAdd: () => void; slots: GalleryAdminSlots; dialogs: ReactNode } {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const openAdd = useCallback(() => setDialog({ kind: "add" }), []);
  const close = useCallback(() => setDialog(null), []);

  const slots = useMemo<GalleryAdminSlots>(
    () => ({
      onAddPhoto: openAdd,
      renderGrid: (photos) => (
        <SortableGalleryGrid
          photos={photos}
          onEdit={(photo) => setDialog({ kind: "edit", photo })}
          onDelete={(photo) => setDialog({ kind: "delete", photo })}
        />
      ),
    }),
    [openAdd],
  );

  const dialogs = (
    <>
      <PhotoUploadDialog open={dialog?.kind === "add"} onOpenChange={(open) => setDialog(open ? { kind: "add" } : null)} />
      <PhotoEditDialog photo={dialog?.kind === "edit" ? dialog.photo : null} place="gallery" onClose={close} />
      <PhotoDeleteDialog photo={dialog?.kind === "delete" ? dialog.photo : null} place="gallery" onClose={close} />
    </>
  );

  return { openAdd, slots, dialogs };
}
