import { useId } from "react";
import { Link } from "wouter";
import { paths } from "@/lib/paths";
import { Button, buttonClasses } from "@/components/ui/button";

/** Shown to admins at the top of /gallery (instead of the access notice): add a photo, or open the photo manager. */
export function GalleryAdminPanel({ onAddPhoto }: { onAddPhoto: () => void }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-brand-100 bg-brand-50 p-4 sm:p-6">
      <h2 id={headingId} className="font-display text-xl font-bold text-brand-900">
        Gallery Admin
      </h2>
      <p className="mt-2 text-gray-900">
        Add photos to the gallery, edit or delete them from their cards below, and drag a card&apos;s handle (or focus it
        and use Space and the arrow keys) to change the order. Photos featured on the homepage appear on the home page
        (at most 3).
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button onClick={onAddPhoto}>Add Photo</Button>
        <Link href={paths.photoGallery} className={buttonClasses({ variant: "secondary" })}>
          Open Photo Manager
        </Link>
      </div>
    </section>
  );
}
