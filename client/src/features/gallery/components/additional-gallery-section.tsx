import { useId } from "react";
import type { GalleryPhoto } from "../api/get-gallery-photos";
import type { GalleryFilter } from "../gallery-content";
import { GalleryPhotoCard } from "./gallery-photo-card";

/** The uploaded photos for the current filter, or the empty state when there are none. */
export function AdditionalGallerySection({ photos, filter }: { photos: readonly GalleryPhoto[]; filter: GalleryFilter }) {
  const headingId = useId();
  if (photos.length === 0) {
    return (
      <section aria-labelledby={headingId} className="rounded-lg border border-dashed border-gray-400 bg-gray-50 px-4 py-12 text-center">
        <p aria-hidden="true" className="text-4xl">
          📷
        </p>
        <h2 id={headingId} className="mt-2 text-xl font-semibold text-gray-900">
          No photos found
        </h2>
        <p className="mt-1 text-gray-800">
          {filter === "all" ? "No photos have been added to the gallery yet." : `No photos found in the ${filter} category.`}
        </p>
      </section>
    );
  }
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="font-display text-2xl font-bold text-brand-900 sm:text-3xl">
        Additional Gallery
      </h2>
      <ul className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-label="Gallery photos">
        {photos.map((photo) => (
          <li key={photo.id}>
            <GalleryPhotoCard photo={photo} />
          </li>
        ))}
      </ul>
    </section>
  );
}
