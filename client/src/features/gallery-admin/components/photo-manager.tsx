import { useEffect, useId, useRef, useState } from "react";
import { Link } from "wouter";
import { paths } from "@/lib/paths";
import type { PhotoCategory } from "@shared/schema/photos";
import type { PhotoView } from "@shared/validators/photos";
import { Pagination } from "@/components/ui/pagination";
import { Button, buttonClasses } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { inputClasses } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import { usePhotos } from "../api/get-photos";
import { categoryLabel, PHOTO_CATEGORY_OPTIONS } from "../photo-display";
import { PhotoDeleteDialog } from "./photo-delete-dialog";
import { PhotoEditDialog } from "./photo-edit-dialog";
import { PhotoManagerCard, PhotoManagerCardSkeleton } from "./photo-manager-card";
import { Camera } from "lucide-react";

/** Photos per page of the manager. */
export const PHOTO_MANAGER_PAGE_SIZE = 24;
/** The loading skeleton shows 6 cards (docs/decisions/007-screen-copy.md). */
export const SKELETON_CARDS = 6;

type CategoryFilter = "all" | PhotoCategory;

const GRID = "grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3";

/**
 * The photo manager (/photo-gallery): every gallery photo, active or not, filtered by category and paged from
 * GET /api/photos; each card edits or deletes its photo.
 */
export function PhotoManager() {
  const filterId = useId();
  const [category, setCategory] = useState<CategoryFilter>("all");
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<PhotoView | null>(null);
  const [deleting, setDeleting] = useState<PhotoView | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const photos = usePhotos({ page, pageSize: PHOTO_MANAGER_PAGE_SIZE, category: category === "all" ? undefined : category });

  const total = photos.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PHOTO_MANAGER_PAGE_SIZE));
  // A delete can empty the last page: step back to the one that now is last.
  useEffect(() => {
    if (photos.isSuccess && !photos.isPlaceholderData && page > pageCount) setPage(pageCount);
  }, [photos.isSuccess, photos.isPlaceholderData, page, pageCount]);

  const goTo = (next: number) => {
    setPage(next);
    listRef.current?.focus();
  };

  let content;
  if (photos.isPending) {
    content = (
      <div role="status" aria-label="Loading photos" className={GRID}>
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <PhotoManagerCardSkeleton key={index} />
        ))}
      </div>
    );
  } else if (photos.isError) {
    content = (
      <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
        <p>The photos could not be loaded.</p>
        <Button variant="secondary" size="sm" onClick={() => void photos.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (photos.data.items.length === 0) {
    content = (
      <div className="rounded-lg border border-dashed border-gray-400 bg-gray-50 px-4 py-12 text-center">
        <Camera className="mx-auto size-10 text-gray-700" />
        <h2 className="mt-2 text-xl font-semibold text-gray-900">No photos found</h2>
        <p className="mt-1 text-gray-800">
          {category === "all" ? "Photos uploaded to the gallery appear here." : `There are no photos in the ${categoryLabel(category)} category.`}
        </p>
        {category === "all" ? (
          <Link href={paths.gallery} className={buttonClasses({ variant: "secondary", className: "mt-4" })}>
            Go to the Gallery
          </Link>
        ) : null}
      </div>
    );
  } else {
    const isStale = photos.isPlaceholderData;
    content = (
      <>
        <ul
          ref={listRef}
          tabIndex={-1}
          aria-label="Photos"
          aria-busy={isStale}
          className={cn(GRID, "outline-none transition-opacity", isStale && "opacity-60")}
        >
          {photos.data.items.map((photo) => (
            <li key={photo.id}>
              <PhotoManagerCard photo={photo} onEdit={setEditing} onDelete={setDeleting} />
            </li>
          ))}
        </ul>
        <Pagination label="Photo pages" page={page} pageCount={pageCount} onPageChange={goTo} />
      </>
    );
  }

  return (
    <div className="mt-6 space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="w-full space-y-1.5 sm:w-64">
          <Label htmlFor={filterId}>Filter by category</Label>
          <select
            id={filterId}
            value={category}
            onChange={(event) => {
              setCategory(event.target.value as CategoryFilter);
              setPage(1);
            }}
            className={cn(inputClasses, "pr-8")}
          >
            <option value="all">All Categories</option>
            {PHOTO_CATEGORY_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        {photos.isSuccess ? (
          <p role="status" className="text-sm text-gray-800">
            {total === 1 ? "1 photo" : `${total} photos`}
          </p>
        ) : null}
      </div>
      {content}
      <PhotoEditDialog photo={editing} place="manager" onClose={() => setEditing(null)} />
      <PhotoDeleteDialog photo={deleting} place="manager" onClose={() => setDeleting(null)} />
    </div>
  );
}
