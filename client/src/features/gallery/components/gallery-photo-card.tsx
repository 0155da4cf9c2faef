import type { ReactNode } from "react";
import { ClampedText } from "@/components/ui/clamped-text";
import type { GalleryPhoto } from "../api/get-gallery-photos";
import { CategoryBadge } from "./category-badge";
import { GalleryImage } from "./gallery-image";

/**
 * One uploaded photo; grids use the small thumbnail when the server made one. `toolbar` (admins: drag handle,
 * edit and delete) sits above the image.
 */
export function GalleryPhotoCard({ photo, toolbar }: { photo: GalleryPhoto; toolbar?: ReactNode }) {
  const src = photo.thumbnail ?? photo.filename;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm">
      {toolbar}
      <GalleryImage key={src} src={src} alt={photo.displayName} title={photo.displayName} />
      <div className="flex flex-1 flex-col p-4">
        <div className="flex flex-wrap gap-2">
          <CategoryBadge category={photo.category} />
          {photo.featuredOnHomepage ? (
            <span className="inline-block rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-semibold text-white">Featured</span>
          ) : null}
        </div>
        <h3 className="mt-2 text-lg font-semibold break-words text-gray-900">{photo.displayName}</h3>
        {photo.description ? <ClampedText text={photo.description} lines={2} about={photo.displayName} className="mt-1 text-gray-800" /> : null}
      </div>
    </article>
  );
}
