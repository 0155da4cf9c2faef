import { lazy, Suspense, useRef, useState } from "react";

const PhotoViewerModal = lazy(() => import("./photo-viewer-modal"));

/**
 * A card's photo (its ~400 px thumbnail when there is one) as a button; it opens the full photo full screen
 * (photo-viewer-modal.tsx). The menu shows one per dish: each is a plain button until its photo is first opened, so
 * a page of 39 dishes neither loads Radix's dialog nor sets up 39 of them while it is taken over.
 * `priority`: the first photo of a page, likely its largest paint: fetched at once and first, not when scrolled to.
 */
export function PhotoViewer({ name, src, thumbnailSrc = src, isPlaceholder, priority = false }: { name: string; src: string; thumbnailSrc?: string; isPlaceholder: boolean; priority?: boolean }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const alt = isPlaceholder ? `${name} (no photo yet)` : name;
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={`View photo of ${name}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        className="group block w-full cursor-zoom-in overflow-hidden bg-brand-50 focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-brand-700"
      >
        <img
          src={thumbnailSrc}
          alt=""
          width={400}
          height={300}
          loading={priority ? "eager" : "lazy"}
          fetchpriority={priority ? "high" : undefined}
          decoding="async"
          className="aspect-[4/3] w-full object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
        />
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <PhotoViewerModal name={name} src={src} alt={alt} open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      ) : null}
    </>
  );
}
