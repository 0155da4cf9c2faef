import { useId } from "react";
import { Link } from "wouter";
import { paths } from "@/lib/paths";
import { buttonClasses } from "@/components/ui/button";
import { useGalleryPhotos, type GalleryPhoto } from "../api/get-gallery-photos";
import { GalleryPhotoCard } from "./gallery-photo-card";

/** The home page shows at most 3 featured photos. */
export const MAX_FEATURED_PHOTOS = 3;

export function selectFeaturedPhotos(photos: readonly GalleryPhoto[]): GalleryPhoto[] {
  return photos.filter((photo) => photo.featuredOnHomepage && photo.isActive).slice(0, MAX_FEATURED_PHOTOS);
}

/** Up to three photos an admin flagged for the home page; nothing at all when none are flagged. */
export function FeaturedPhotos() {
  const headingId = useId();
  const { data } = useGalleryPhotos();
  const featured = selectFeaturedPhotos(data ?? []);
  if (featured.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="bg-brand-50">
      <div className="mx-auto max-w-6xl px-4 py-12">
        <h2 id={headingId} className="font-display text-2xl font-bold text-brand-900 sm:text-3xl">
          From Our Gallery
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {featured.map((photo) => (
            <li key={photo.id}>
              <GalleryPhotoCard photo={photo} />
            </li>
          ))}
        </ul>
        <p className="mt-8">
          <Link href={paths.gallery} className={buttonClasses({ variant: "secondary" })}>
            View Full Gallery
          </Link>
        </p>
      </div>
    </section>
  );
}
