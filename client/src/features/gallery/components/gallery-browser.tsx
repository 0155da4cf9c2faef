import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useGalleryPhotos } from "../api/get-gallery-photos";
import { categoryLabel, DEFAULT_GALLERY_FILTER, SIGNATURE_DISHES, type GalleryFilter } from "../gallery-content";
import { AdditionalGallerySection, type GalleryAdminSlots } from "./additional-gallery-section";
import { CategoryFilter } from "./category-filter";
import { SignatureDishesSection } from "./signature-dishes-section";

function plural(count: number, one: string, many: string) {
  return `${count} ${count === 1 ? one : many}`;
}

/** The filter bar and what it filters: the signature dishes and the uploaded photos (with `admin`, the admin's grid). */
export function GalleryBrowser({ admin }: { admin?: GalleryAdminSlots } = {}) {
  const [filter, setFilter] = useState<GalleryFilter>(DEFAULT_GALLERY_FILTER);
  const gallery = useGalleryPhotos();

  const dishes = filter === "all" ? SIGNATURE_DISHES : SIGNATURE_DISHES.filter((dish) => dish.category === filter);
  const photos = (gallery.data ?? []).filter((photo) => filter === "all" || photo.category === filter);

  return (
    <div className="space-y-12">
      <div className="space-y-3">
        <CategoryFilter value={filter} onChange={setFilter} />
        {/* Announces what a filter change did without moving focus. */}
        <p role="status" className="sr-only">
          {filter === "all" ? "Showing all photos: " : `Showing ${categoryLabel(filter)}: `}
          {plural(dishes.length, "signature dish", "signature dishes")}
          {gallery.isSuccess ? `, ${plural(photos.length, "gallery photo", "gallery photos")}` : ""}.
        </p>
      </div>
      <SignatureDishesSection dishes={dishes} />
      {gallery.isPending ? (
        <Spinner label="Loading" />
      ) : gallery.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
          <p>The gallery photos could not be loaded.</p>
          <Button variant="secondary" size="sm" onClick={() => void gallery.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <AdditionalGallerySection photos={photos} filter={filter} admin={admin} />
      )}
    </div>
  );
}
