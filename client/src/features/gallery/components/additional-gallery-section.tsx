import { useId, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import type { GalleryPhoto } from "../api/get-gallery-photos";
import type { GalleryFilter } from "../gallery-content";
import { GalleryPhotoCard } from "./gallery-photo-card";
import { Camera } from "lucide-react";

/** What an admin gets on top of the public gallery (the admin feature supplies it). */
export interface GalleryAdminSlots {
  /** Opens the add dialog: the empty state offers 'Add First Photo'. */
  onAddPhoto: () => void;
  /** The admin's grid (drag handles, edit and delete) in place of the public one. */
  renderGrid: (photos: readonly GalleryPhoto[]) => ReactNode;
}

/** The uploaded photos for the current filter, or the empty state when there are none. */
export function AdditionalGallerySection({ photos, filter, admin }: { photos: readonly GalleryPhoto[]; filter: GalleryFilter; admin?: GalleryAdminSlots }) {
  const headingId = useId();
  if (photos.length === 0) {
    return (
      <section aria-labelledby={headingId} className="rounded-lg border border-dashed border-gray-400 bg-gray-50 px-4 py-12 text-center">
        <Camera className="mx-auto size-10 text-gray-700" />
        <h2 id={headingId} className="mt-2 text-xl font-semibold text-gray-900">
          No photos found
        </h2>
        <p className="mt-1 text-gray-800">
          {filter === "all" ? "No photos have been added to the gallery yet." : `No photos found in the ${filter} category.`}
        </p>
        {admin ? (
          <Button className="mt-4" onClick={admin.onAddPhoto}>
            Add First Photo
          </Button>
        ) : null}
      </section>
    );
  }
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="font-display text-2xl font-bold text-brand-900 sm:text-3xl">
        Additional Gallery
      </h2>
      {admin ? (
        admin.renderGrid(photos)
      ) : (
        <ul className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-label="Gallery photos">
          {photos.map((photo) => (
            <li key={photo.id}>
              <GalleryPhotoCard photo={photo} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
