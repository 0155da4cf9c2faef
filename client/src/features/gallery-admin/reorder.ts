import { arrayMove } from "@dnd-kit/sortable";

/**
 * The whole gallery's new order after moving `activeId` onto `overId` among the photos on screen. With a
 * category filter only some photos are shown: they swap among the places they hold, and every other photo
 * keeps its place (as the server does with the ids it is sent).
 */
export function moveAmongVisible(allIds: readonly number[], visibleIds: readonly number[], activeId: number, overId: number): number[] {
  const from = visibleIds.indexOf(activeId);
  const to = visibleIds.indexOf(overId);
  if (from === -1 || to === -1 || from === to) return [...allIds];
  const moved = arrayMove([...visibleIds], from, to);
  const visible = new Set(visibleIds);
  let next = 0;
  return allIds.map((id) => (visible.has(id) ? moved[next++] : id));
}

/** `items` in the order of `ids`; items not named keep their relative order after the named ones. */
export function orderByIds<T extends { id: number }>(items: readonly T[], ids: readonly number[]): T[] {
  const rank = new Map(ids.map((id, index) => [id, index]));
  return [...items].sort((a, b) => (rank.get(a.id) ?? ids.length) - (rank.get(b.id) ?? ids.length));
}
