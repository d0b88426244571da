import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from "@dnd-kit/core";

/**
 * What screen readers hear while a sortable list is dragged: the items' names and places ("Picked up Home,
 * position 1 of 4"), not dnd-kit's defaults, which read out raw ids (UUIDs or image addresses).
 */
export function sortableAnnouncements(ids: readonly UniqueIdentifier[], nameOf: (id: UniqueIdentifier) => string): Announcements {
  const place = (id: UniqueIdentifier) => `position ${ids.indexOf(id) + 1} of ${ids.length}`;
  return {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}, ${place(active.id)}.`,
    onDragOver: ({ active, over }) => (over ? `${nameOf(active.id)} is over ${nameOf(over.id)}, ${place(over.id)}.` : `${nameOf(active.id)} is no longer over a place in the list.`),
    onDragEnd: ({ active, over }) => (over ? `${nameOf(active.id)} was dropped at ${place(over.id)}.` : `${nameOf(active.id)} was dropped where it was.`),
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled; it stays where it was.`,
  };
}

export const sortableInstructions: ScreenReaderInstructions = {
  draggable: "To pick up an item, press Space or Enter. Move it with the arrow keys, press Space or Enter again to drop it there, or Escape to cancel.",
};
