import { useState } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import { CloseIcon } from "@/components/ui/icons";

/**
 * A card's photo (its ~400 px thumbnail when there is one) as a button; it opens the full photo full screen. Any click (on the photo, the backdrop or Close)
 * or Escape closes it again, and focus returns to the photo button.
 */
/** `priority`: the first photo of a page, likely its largest paint: fetched at once and first, not when scrolled to. */
export function PhotoViewer({ name, src, thumbnailSrc = src, isPlaceholder, priority = false }: { name: string; src: string; thumbnailSrc?: string; isPlaceholder: boolean; priority?: boolean }) {
  const [open, setOpen] = useState(false);
  const alt = isPlaceholder ? `${name} (no photo yet)` : name;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button
          type="button"
          aria-label={`View photo of ${name}`}
          className="group block w-full cursor-zoom-in overflow-hidden bg-brand-50 focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-brand-700"
        >
          <img
            src={thumbnailSrc}
            alt=""
            width={400}
            height={300}
            loading={priority ? "eager" : "lazy"}
            fetchPriority={priority ? "high" : undefined}
            decoding="async"
            className="aspect-[4/3] w-full object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
          />
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/95" />
        <Dialog.Content
          aria-describedby={undefined}
          onClick={() => setOpen(false)}
          className="fixed inset-0 z-50 flex cursor-zoom-out items-center justify-center p-4 sm:p-10"
        >
          <Dialog.Title className="sr-only">{name}</Dialog.Title>
          <img src={src} alt={alt} width={1200} height={900} className="h-auto max-h-full w-auto max-w-full rounded-md object-contain" />
          <Dialog.Close asChild>
            <button
              type="button"
              aria-label="Close photo"
              className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full bg-white text-gray-900 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              <CloseIcon />
            </button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
