import { useState } from "react";
import { placeholderImageFor } from "@shared/menu/dish-images";
import { thumbnailUrlFor } from "@shared/rules/photos";
import { PhotoViewer } from "@/features/menu";
import { cn } from "@/lib/cn";

/**
 * An item's photo that opens full screen when clicked (the menu's PhotoViewer). Without a photo, or when the
 * photo fails to load, the photo is hidden and the category's placeholder drawing shows instead.
 */
export function ItemPhoto({ name, category, imageUrl, className }: { name: string; category: string; imageUrl: string | null; className?: string }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showPhoto = !!imageUrl && failedUrl !== imageUrl;
  return (
    // An image's error event reaches this wrapper through React's tree (the viewer's images included).
    <div className={cn("overflow-hidden bg-brand-50", className)} onError={() => setFailedUrl(imageUrl)}>
      {showPhoto ?
        <PhotoViewer name={name} src={imageUrl} thumbnailSrc={thumbnailUrlFor(imageUrl)} isPlaceholder={false} />
      : <img src={placeholderImageFor(category)} alt={`${name} (no photo)`} width={400} height={300} className="aspect-[4/3] w-full object-cover" />}
    </div>
  );
}
