import { useRef, type CSSProperties } from "react";
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { PhotoView } from "@shared/validators/photos";
import { Button } from "@/components/ui/button";
import { useGalleryPhotos, GalleryPhotoCard } from "@/features/gallery";

import { cn } from "@/lib/cn";
import { useReorderGallery } from "../api/reorder-gallery";
import { toastPhotoError } from "../photo-toasts";
import { moveAmongVisible } from "../reorder";

const instructions: ScreenReaderInstructions = {
  draggable:
    "To move a photo, press Space or Enter on its handle to pick it up, use the arrow keys to move it, " +
    "then press Space or Enter to drop it in its new place, or Escape to cancel.",
};

function GripIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" fill="currentColor" className="size-5">
      {[6, 12, 18].flatMap((y) => [9, 15].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" />))}
    </svg>
  );
}

function SortablePhoto({ photo, onEdit, onDelete }: { photo: PhotoView; onEdit: (photo: PhotoView) => void; onDelete: (photo: PhotoView) => void }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: photo.id });
  const style: CSSProperties = { transform: CSS.Transform.toString(transform), transition };
  return (
    <li ref={setNodeRef} style={style} data-photo-id={photo.id} className={cn("relative", isDragging && "z-10 opacity-80 shadow-lg")}>
      <GalleryPhotoCard
        photo={photo}
        toolbar={
          <div className="flex items-center justify-between gap-2 border-b border-gray-200 bg-gray-50 px-2 py-1">
            <button
              type="button"
              ref={setActivatorNodeRef}
              {...attributes}
              {...listeners}
              aria-label={`Move ${photo.displayName}`}
              className="inline-flex size-11 cursor-grab touch-none items-center justify-center rounded-md text-gray-800 hover:bg-gray-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 active:cursor-grabbing"
            >
              <GripIcon />
            </button>
            <div className="flex gap-1">
              <Button variant="ghost" size="sm" aria-label={`Edit ${photo.displayName}`} onClick={() => onEdit(photo)}>
                Edit
              </Button>
              <Button variant="ghost" size="sm" className="text-red-800 hover:bg-red-50" aria-label={`Delete ${photo.displayName}`} onClick={() => onDelete(photo)}>
                Delete
              </Button>
            </div>
          </div>
        }
      />
    </li>
  );
}

/**
 * The admin's "Additional Gallery": every card has a drag handle (mouse, touch or keyboard), Edit and Delete.
 * A drop shows the new order at once and saves it with POST /api/gallery/reorder; moves are announced.
 */
export function SortableGalleryGrid({
  photos,
  onEdit,
  onDelete,
}: {
  /** The photos on screen (the category filter may hide some). */
  photos: readonly PhotoView[];
  onEdit: (photo: PhotoView) => void;
  onDelete: (photo: PhotoView) => void;
}) {
  const { data: allPhotos } = useGalleryPhotos();
  const reorder = useReorderGallery();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = photos.map((photo) => photo.id);

  const nameOf = (id: UniqueIdentifier) => photos.find((photo) => photo.id === id)?.displayName ?? "The photo";
  const positionOf = (id: UniqueIdentifier) => `position ${ids.indexOf(Number(id)) + 1} of ${ids.length}`;
  // dnd-kit reports the picked-up card over its own place straight away: only a real move is worth announcing.
  const lastOver = useRef<UniqueIdentifier | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return `Picked up ${nameOf(active.id)}. It is in ${positionOf(active.id)}.`;
    },
    onDragOver: ({ active, over }) => {
      const overId = over?.id ?? null;
      if (overId === lastOver.current) return undefined;
      lastOver.current = overId;
      return overId !== null ? `${nameOf(active.id)} was moved into ${positionOf(overId)}.` : `${nameOf(active.id)} is no longer over a position.`;
    },
    onDragEnd: ({ active, over }) => (over ? `${nameOf(active.id)} was dropped at ${positionOf(over.id)}.` : `${nameOf(active.id)} was dropped.`),
    onDragCancel: ({ active }) => `Moving was cancelled. ${nameOf(active.id)} went back to ${positionOf(active.id)}.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const everyId = (allPhotos ?? photos).map((photo) => photo.id);
    reorder.mutate(moveAmongVisible(everyId, ids, Number(active.id), Number(over.id)), {
      onError: (error) => toastPhotoError("reorder", error),
    });
  };

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements, screenReaderInstructions: instructions }}>
      <SortableContext items={ids} strategy={rectSortingStrategy}>
        <ul className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-label="Gallery photos" aria-busy={reorder.isPending}>
          {photos.map((photo) => (
            <SortablePhoto key={photo.id} photo={photo} onEdit={onEdit} onDelete={onDelete} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
