import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from "@dnd-kit/core";

/**
 * What a screen reader hears while an owner reorders a list by drag and drop (menu items, product images):
 * the items' names and positions, never dnd-kit's default 'Picked up draggable item 3f2a…' with a raw id.
 * `name` turns an id into what the list shows; sortable items carry their index in `data.current.sortable`.
 */
type Side = { id: UniqueIdentifier; data: { current?: { sortable?: { index: number; items: UniqueIdentifier[] } } | Record<string, unknown> } } | null;

function position(side: Side): string {
  const sortable = (side?.data.current as { sortable?: { index: number; items: UniqueIdentifier[] } } | undefined)?.sortable;
  return sortable ? `position ${sortable.index + 1} of ${sortable.items.length}` : "";
}

export function namedAnnouncements(name: (id: UniqueIdentifier) => string): Announcements {
  return {
    onDragStart: ({ active }) => `Picked up ${name(active.id)}${position(active) ? `, ${position(active)}` : ""}.`,
    onDragOver: ({ active, over }) =>
      over
        ? over.id === active.id
          ? `${name(active.id)} is back in its place.`
          : `${name(active.id)} is over ${name(over.id)}${position(over) ? `, ${position(over)}` : ""}.`
        : `${name(active.id)} is no longer over a list position.`,
    onDragEnd: ({ active, over }) =>
      over
        ? over.id === active.id
          ? `${name(active.id)} was dropped in its place.`
          : `${name(active.id)} was moved to ${position(over) || `the place of ${name(over.id)}`}.`
        : `${name(active.id)} was dropped outside the list and did not move.`,
    onDragCancel: ({ active }) => `Moving ${name(active.id)} was cancelled; it stays where it was.`,
  };
}

export const REORDER_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable: "To move this item, press Space or Enter. Use the arrow keys to choose its new place, Space or Enter to drop it there, or Escape to cancel.",
};
