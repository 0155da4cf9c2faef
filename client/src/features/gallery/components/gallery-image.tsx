import { useState } from "react";
import { cn } from "@/lib/cn";
import { UtensilsCrossed } from "lucide-react";

/**
 * A 4:3 gallery image. If the file cannot be loaded the card shows a plate emoji and the title instead of a
 * broken-image icon. Give it a `key` of the src so a new src gets a fresh attempt.
 */
export function GalleryImage({
  src,
  alt,
  title,
  loading = "lazy",
  className,
}: {
  src: string;
  alt: string;
  title: string;
  loading?: "lazy" | "eager";
  className?: string;
}) {
  const [hasFailed, setHasFailed] = useState(false);
  if (hasFailed) {
    return (
      <div
        role="img"
        aria-label={alt || title}
        data-testid="image-fallback"
        className={cn("flex aspect-[4/3] w-full flex-col items-center justify-center gap-2 bg-brand-50 p-4 text-center", className)}
      >
        <UtensilsCrossed className="size-12 text-brand-700" />
        <span aria-hidden="true" className="font-medium text-brand-900">
          {title}
        </span>
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={400}
      height={300}
      loading={loading}
      decoding="async"
      onError={() => setHasFailed(true)}
      className={cn("aspect-[4/3] w-full bg-brand-50 object-cover", className)}
    />
  );
}
