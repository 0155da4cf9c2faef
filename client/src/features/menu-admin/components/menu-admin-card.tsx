import { useId } from "react";
import { categoryLabel } from "@shared/menu/categories";
import { Button } from "@/components/ui/button";
import { ClampedText } from "@/components/ui/clamped-text";
import type { MenuItem } from "../api/menu-admin-queries";
import type { ItemToasts } from "../menu-admin-toasts";
import { useItemPhotoUpload } from "../use-item-photo-upload";
import { useRemoveMainPhotoAction } from "../use-remove-main-photo";
import { ButtonSpinner } from "./button-spinner";
import { DeleteItemButton } from "./delete-item-button";
import { ItemPhoto } from "./item-photo";
import { PhotoDropZone, PhotoUploadButton } from "./photo-upload";

function Badge({ tone, children }: { tone: "green" | "gray" | "brand"; children: string }) {
  const tones = { green: "bg-green-100 text-green-900", gray: "bg-gray-200 text-gray-900", brand: "bg-brand-700 text-white" };
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[tone]}`}>{children}</span>;
}

/**
 * An item in the Menu Manager (upload, edit, delete) or the Enhanced editor (also drop a photo on the card,
 * replace and remove the photo).
 */
export function MenuAdminCard({ item, view, toasts, onEdit }: { item: MenuItem; view: "manager" | "enhanced"; toasts: ItemToasts; onEdit: () => void }) {
  const nameId = useId();
  const uploader = useItemPhotoUpload(item);
  const removePhoto = useRemoveMainPhotoAction(item);
  const isEnhanced = view === "enhanced";

  const card = (
    <article aria-labelledby={nameId} className="flex h-full flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm">
      <ItemPhoto name={item.name} category={item.category} imageUrl={item.imageUrl} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={nameId} className="min-w-0 text-lg font-semibold break-words text-gray-900">
            {item.name}
          </h3>
          <div className="flex flex-wrap gap-1">
            {item.isActive ? <Badge tone="green">Available</Badge> : <Badge tone="gray">Unavailable</Badge>}
            {item.popular ? <Badge tone="brand">Featured</Badge> : null}
          </div>
        </div>
        <p className="text-sm text-gray-800">{categoryLabel(item.category)}</p>
        <p className="font-semibold text-brand-700">{item.price}</p>
        {item.description ? <ClampedText text={item.description} lines={2} about={item.name} className="text-gray-800" /> : null}
        {isEnhanced ? <p className="text-xs text-gray-700">Drop a photo on this card, or use the photo button.</p> : null}
        <div className="mt-auto flex flex-wrap gap-2 pt-3">
          <PhotoUploadButton uploader={uploader} itemName={item.name} label={isEnhanced && item.imageUrl ? "Replace Photo" : "Upload Photo"} />
          {isEnhanced && item.imageUrl ?
            <Button
              variant="secondary"
              size="sm"
              disabled={removePhoto.isPending}
              aria-label={removePhoto.isPending ? undefined : `Remove Photo of ${item.name}`}
              onClick={removePhoto.run}
            >
              {removePhoto.isPending ?
                <>
                  <ButtonSpinner />
                  Removing...
                </>
              : "Remove Photo"}
            </Button>
          : null}
          <Button variant="secondary" size="sm" aria-label={`Edit ${item.name}`} onClick={onEdit}>
            Edit
          </Button>
          <DeleteItemButton item={item} toasts={toasts} />
        </div>
      </div>
    </article>
  );

  return isEnhanced ?
      <PhotoDropZone uploader={uploader} itemName={item.name} className="h-full">
        {card}
      </PhotoDropZone>
    : card;
}
