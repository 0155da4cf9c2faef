import { useLayoutEffect, useRef, useState, type CSSProperties } from "react";
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
import { ArrowDownIcon, ArrowUpIcon } from "@/components/ui/icons";
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

type Direction = "up" | "down";

const moveButtonClasses =
  "inline-flex size-11 items-center justify-center rounded-md text-gray-800 hover:bg-gray-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:bg-transparent";

function SortablePhoto({
  photo,
  isFirst,
  isLast,
  onMove,
  onEdit,
  onDelete,
}: {
  photo: PhotoView;
  isFirst: boolean;
  isLast: boolean;
  onMove: (photo: PhotoView, direction: Direction) => void;
  onEdit: (photo: PhotoView) => void;
  onDelete: (photo: PhotoView) => void;
}) {
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
            {/* One click each, no dragging (WCAG 2.5.7). At an end the button stays focusable and says it cannot go further. */}
            <div className="flex">
              <button
                type="button"
                className={moveButtonClasses}
                aria-label={`Move up: ${photo.displayName}`}
                aria-disabled={isFirst || undefined}
                data-move="up"
                onClick={() => (isFirst ? undefined : onMove(photo, "up"))}
              >
                <ArrowUpIcon />
              </button>
              <button
                type="button"
                className={moveButtonClasses}
                aria-label={`Move down: ${photo.displayName}`}
                aria-disabled={isLast || undefined}
                data-move="down"
                onClick={() => (isLast ? undefined : onMove(photo, "down"))}
              >
                <ArrowDownIcon />
              </button>
            </div>
            <div className="ml-auto flex gap-1">
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
 * The admin's "Additional Gallery": every card has a drag handle (mouse, touch or keyboard), Move up and Move down
 * (a single click, for anyone who cannot drag), Edit and Delete. A move shows the new order at once and saves it
 * with POST /api/gallery/reorder; moves are announced, and the focus stays on the moved photo's button.
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

  // Move up / Move down: the photo swaps places with its neighbour on screen, said like a drag's move.
  const [moveNews, setMoveNews] = useState("");
  const listRef = useRef<HTMLUListElement>(null);
  const focusAfterMove = useRef<{ id: number; direction: Direction } | null>(null);
  const order = ids.join(",");
  // The moved card is put in its new place (React may take its node out and back in, which drops the focus): the
  // focus goes back to the button pressed, or to the other one once the photo has reached an end.
  useLayoutEffect(() => {
    const wanted = focusAfterMove.current;
    if (!wanted || !listRef.current) return;
    const card = listRef.current.querySelector(`[data-photo-id="${wanted.id}"]`);
    const pressed = card?.querySelector<HTMLElement>(`[data-move="${wanted.direction}"]`);
    const other = card?.querySelector<HTMLElement>(`[data-move="${wanted.direction === "up" ? "down" : "up"}"]`);
    if (!pressed) return;
    focusAfterMove.current = null;
    (pressed.getAttribute("aria-disabled") === "true" && other ? other : pressed).focus();
  }, [order]);

  const moveOne = (photo: PhotoView, direction: Direction) => {
    const from = ids.indexOf(photo.id);
    const to = direction === "up" ? from - 1 : from + 1;
    if (from === -1 || to < 0 || to >= ids.length) return;
    const everyId = (allPhotos ?? photos).map((p) => p.id);
    focusAfterMove.current = { id: photo.id, direction };
    setMoveNews(`${photo.displayName} was moved into position ${to + 1} of ${ids.length}.`);
    reorder.mutate(moveAmongVisible(everyId, ids, photo.id, ids[to]), {
      onError: (error) => {
        setMoveNews(`${photo.displayName} could not be moved. It is back in position ${from + 1} of ${ids.length}.`);
        toastPhotoError("reorder", error);
      },
    });
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
        <p role="status" className="sr-only">
          {moveNews}
        </p>
        <ul ref={listRef} className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-label="Gallery photos" aria-busy={reorder.isPending}>
          {photos.map((photo, index) => (
            <SortablePhoto
              key={photo.id}
              photo={photo}
              isFirst={index === 0}
              isLast={index === photos.length - 1}
              onMove={moveOne}
              onEdit={onEdit}
              onDelete={onDelete}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
