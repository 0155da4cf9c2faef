import type { RefObject } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import { DialogCloseButton } from "@/components/ui/dialog";

/**
 * The full photo, full screen (photo-viewer.tsx loads it when a photo is first opened). Any click (on the photo, the
 * backdrop or Close) or Escape closes it, and focus goes back to the photo's button.
 */
export default function PhotoViewerModal({ name, src, alt, open, onOpenChange, returnFocusTo }: { name: string; src: string; alt: string; open: boolean; onOpenChange: (open: boolean) => void; returnFocusTo: RefObject<HTMLButtonElement | null> }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/95" />
        <Dialog.Content
          aria-describedby={undefined}
          onClick={() => onOpenChange(false)}
          // Opened from state rather than a Radix Trigger: Radix cannot know the button, so it is given focus here.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-0 z-50 flex cursor-zoom-out items-center justify-center p-4 sm:p-10"
        >
          <Dialog.Title className="sr-only">{name}</Dialog.Title>
          <img src={src} alt={alt} width={1200} height={900} className="h-auto max-h-full w-auto max-w-full rounded-md object-contain" />
          <DialogCloseButton label="Close photo" className="absolute top-3 right-3 bg-white text-gray-900 hover:bg-gray-100 focus-visible:outline-offset-2 focus-visible:outline-white" />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
