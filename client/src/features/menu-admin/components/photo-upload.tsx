import { useRef, useState, type DragEvent, type ReactNode } from "react";
import { Button, type ButtonSize, type ButtonVariant } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import type { ItemPhotoUploader } from "../use-item-photo-upload";
import { ButtonSpinner } from "./button-spinner";

/**
 * Click to choose a photo. While the upload runs the button reads Uploading... with a spinner and is disabled.
 * The file input itself is hidden from view and from the tab order: the button is the control.
 */
export function PhotoUploadButton({
  uploader,
  itemName,
  label = "Upload Photo",
  variant = "secondary",
  size = "sm",
  className,
}: {
  uploader: ItemPhotoUploader;
  itemName: string;
  label?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        aria-label={`Choose a photo for ${itemName}`}
        aria-hidden="true"
        tabIndex={-1}
        className="sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so choosing the same file again (after a failure) is a change too.
          event.target.value = "";
          if (file) uploader.upload(file);
        }}
      />
      <Button
        variant={variant}
        size={size}
        className={className}
        disabled={uploader.isPending}
        aria-label={uploader.isPending ? undefined : `${label} for ${itemName}`}
        onClick={() => inputRef.current?.click()}
      >
        {uploader.isPending ?
          <>
            <ButtonSpinner />
            Uploading...
          </>
        : label}
      </Button>
    </>
  );
}

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes("Files");

/**
 * Drop an image file anywhere on `children` to upload it (the same checks and toasts as the button, which stays
 * the keyboard way in). The area is outlined while a file is dragged over it.
 */
export function PhotoDropZone({ uploader, itemName, children, className }: { uploader: ItemPhotoUploader; itemName: string; children: ReactNode; className?: string }) {
  const [isOver, setIsOver] = useState(false);
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = "copy";
    setIsOver(true);
  };
  return (
    <div
      aria-busy={uploader.isPending}
      onDragEnter={onDragOver}
      onDragOver={onDragOver}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setIsOver(false);
      }}
      onDrop={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        setIsOver(false);
        const file = event.dataTransfer.files[0];
        if (file) uploader.upload(file);
      }}
      className={cn("relative", isOver && "outline-4 -outline-offset-4 outline-brand-700", className)}
    >
      {children}
      {isOver ?
        <div aria-hidden="true" className="pointer-events-none absolute inset-0 flex items-center justify-center rounded-lg bg-brand-900/75 p-4 text-center font-semibold text-white">
          Drop to use as the photo of {itemName}
        </div>
      : null}
    </div>
  );
}
