import { useId } from "react";
import { useBusinessDates } from "@/features/company-info";
import type { PhotoView } from "@shared/validators/photos";
import { Button } from "@/components/ui/button";
import { ClampedText } from "@/components/ui/clamped-text";
import { GalleryImage } from "@/features/gallery";
import { cn } from "@/lib/cn";
import { categoryLabel, tagSummary } from "../photo-display";

/** One photo in the photo manager: Edit and Delete, the thumbnail, and every detail an admin needs. */
export function PhotoManagerCard({ photo, onEdit, onDelete }: { photo: PhotoView; onEdit: (photo: PhotoView) => void; onDelete: (photo: PhotoView) => void }) {
  const headingId = useId();
  const { formatLongDate } = useBusinessDates();
  const src = photo.thumbnail ?? photo.filename;
  const tags = tagSummary(photo.tags);
  return (
    <article aria-labelledby={headingId} className="flex h-full flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm">
      <div className="flex justify-end gap-1 border-b border-gray-200 bg-gray-50 px-2 py-1">
        <Button variant="ghost" size="sm" aria-label={`Edit ${photo.displayName}`} onClick={() => onEdit(photo)}>
          Edit
        </Button>
        <Button variant="ghost" size="sm" className="text-red-800 hover:bg-red-50" aria-label={`Delete ${photo.displayName}`} onClick={() => onDelete(photo)}>
          Delete
        </Button>
      </div>
      <GalleryImage key={src} src={src} alt={photo.displayName} title={photo.displayName} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={headingId} className="text-lg font-semibold break-words text-gray-900">
            {photo.displayName}
          </h2>
          <div className="flex flex-wrap gap-1">
            <span
              className={cn(
                "inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold",
                photo.isActive ? "bg-green-100 text-green-900" : "bg-gray-200 text-gray-900",
              )}
            >
              {photo.isActive ? "Active" : "Inactive"}
            </span>
            {photo.featuredOnHomepage ? <span className="inline-block rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-semibold text-white">Featured</span> : null}
          </div>
        </div>
        {photo.description ? (
          <ClampedText text={photo.description} lines={3} about={photo.displayName} className="text-gray-800" />
        ) : (
          <p className="text-sm text-gray-700 italic">No description</p>
        )}
        <dl className="mt-auto grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="font-medium text-gray-900">Category</dt>
          <dd className="text-gray-800">{categoryLabel(photo.category)}</dd>
          {photo.tags.length > 0 ? (
            <>
              <dt className="font-medium text-gray-900">Tags</dt>
              <dd>
                <ul className="flex flex-wrap gap-1" aria-label="Tags">
                  {tags.shown.map((tag) => (
                    <li key={tag} className="rounded bg-brand-50 px-2 py-0.5 text-xs text-brand-900">
                      {tag}
                    </li>
                  ))}
                  {tags.more ? <li className="px-1 py-0.5 text-xs text-gray-800">{tags.more}</li> : null}
                </ul>
              </dd>
            </>
          ) : null}
          <dt className="font-medium text-gray-900">Created</dt>
          <dd className="text-gray-800">{formatLongDate(photo.createdAt, "N/A")}</dd>
          <dt className="font-medium text-gray-900">ID</dt>
          <dd className="text-gray-800">{photo.id}</dd>
        </dl>
      </div>
    </article>
  );
}

/** A grey stand-in for a card while the photos load. */
export function PhotoManagerCardSkeleton() {
  return (
    <div data-testid="photo-card-skeleton" aria-hidden="true" className="animate-pulse overflow-hidden rounded-lg border border-gray-200 bg-white motion-reduce:animate-none">
      <div className="h-11 border-b border-gray-200 bg-gray-50" />
      <div className="aspect-[4/3] bg-gray-200" />
      <div className="space-y-3 p-4">
        <div className="h-5 w-2/3 rounded bg-gray-200" />
        <div className="h-4 w-full rounded bg-gray-200" />
        <div className="h-4 w-1/2 rounded bg-gray-200" />
      </div>
    </div>
  );
}
