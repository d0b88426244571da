import type { MenuItem, MenuItemNode } from "@/lib/content/schemas";

/**
 * Menu items as the editor shows them: two levels, each by sortOrder. Reordering moves
 * an item among its siblings and sends every item id of the menu in the resulting order.
 */
const bySort = (a: MenuItem, b: MenuItem) => a.sortOrder - b.sortOrder || a.createdAt.localeCompare(b.createdAt);

export function buildTree(items: MenuItem[]): MenuItemNode[] {
  const ids = new Set(items.map((i) => i.id));
  const top = items.filter((i) => !i.parentId || !ids.has(i.parentId)).sort(bySort);
  return top.map((t) => ({ ...t, children: items.filter((c) => c.parentId === t.id).sort(bySort) }));
}

/** Every id in display order: each top-level item followed by its children. */
export function flattenIds(tree: MenuItemNode[]): string[] {
  return tree.flatMap((t) => [t.id, ...t.children.map((c) => c.id)]);
}

function move<T extends { id: string }>(list: T[], activeId: string, overId: string): T[] | null {
  const from = list.findIndex((x) => x.id === activeId);
  const to = list.findIndex((x) => x.id === overId);
  if (from < 0 || to < 0 || from === to) return null;
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/**
 * Drop `activeId` onto `overId`: both top-level, or both children of the same parent. Returns the new
 * tree, or null when the move changes nothing or crosses levels.
 */
export function moveItem(tree: MenuItemNode[], activeId: string, overId: string): MenuItemNode[] | null {
  const top = move(tree, activeId, overId);
  if (top) return top;
  for (const [i, parent] of tree.entries()) {
    const children = move(parent.children, activeId, overId);
    if (children) return tree.map((t, j) => (j === i ? { ...t, children } : t));
  }
  return null;
}

/** Parent choices of an item: the top-level items of the same menu, never the item itself. */
export function parentChoices(items: MenuItem[], menuId: string, selfId?: string): MenuItem[] {
  return items.filter((i) => i.menuId === menuId && !i.parentId && i.id !== selfId).sort(bySort);
}

/** The label with the editor's markers: '(inactive)' and '(new tab)'. */
export function itemMarkers(i: Pick<MenuItem, "isActive" | "openInNewTab">): string[] {
  const m: string[] = [];
  if (!i.isActive) m.push("(inactive)");
  if (i.openInNewTab) m.push("(new tab)");
  return m;
}
