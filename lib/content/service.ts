import "server-only";
import type { Tx } from "@/db/client";
import { diffChanges } from "@/lib/activity/diff";
import { changeEntry, withActivity } from "@/lib/activity/record";
import { deriveSlug, isExactPermutation, stripUndefined, uniqueSlug } from "@/lib/catalog/rules";
import { badRequest, conflict, notFound } from "@/lib/errors";
import { sanitizeRichText } from "@/lib/sanitize";
import { invalidateStore } from "@/lib/cache/tags";
import { pathsLive, slugsChanged } from "@/lib/redirects/service";
import * as repo from "./repository";
import {
  linkTargetError,
  toMenu,
  toMenuItem,
  toPage,
  type Menu,
  type MenuItem,
  type MenuItemRow,
  type MenuItemUpdateValues,
  type MenuItemValues,
  type MenuLocation,
  type MenuUpdateValues,
  type MenuValues,
  type MenuWithItems,
  type Page,
  type PageUpdateValues,
  type PageValues,
} from "./schemas";
import type { TenantId } from "@/lib/tenancy/store";

/**
 * Menus, menu items and pages behind /api/menus, /api/menu-items and /api/pages. `tenantId` is the
 * request's store; `manager` (ctx.isStoreManager) sees inactive menus/items and unpublished pages.
 * Every id named in input is checked against the store; shopper-visible writes invalidate its cache.
 */

export type Viewer = { tenantId: TenantId; manager: boolean };

// =================================================================================== menus

/** Items nested two levels: top-level items with their children, each level by sortOrder. */
export function nestItems(items: MenuItemRow[], menuId: string) {
  const own = items.filter((i) => i.menuId === menuId);
  return own
    .filter((i) => !i.parentId)
    .map((top) => ({ ...toMenuItem(top), children: own.filter((c) => c.parentId === top.id).map(toMenuItem) }));
}

export async function listMenus(v: Viewer, location?: MenuLocation): Promise<MenuWithItems[]> {
  const ms = await repo.listMenus(v.tenantId, { activeOnly: !v.manager, location });
  const items = await repo.listMenuItems(v.tenantId, { menuIds: ms.map((m) => m.id), activeOnly: !v.manager });
  return ms.map((m) => ({ ...toMenu(m), items: nestItems(items, m.id) }));
}

async function visibleMenu(v: Viewer, id: string) {
  const m = await repo.findMenu(v.tenantId, id);
  if (!m || (!v.manager && !m.isActive)) throw notFound("Menu not found");
  return m;
}

export async function getMenu(v: Viewer, id: string): Promise<MenuWithItems> {
  const m = await visibleMenu(v, id);
  const items = await repo.listMenuItems(v.tenantId, { menuIds: [m.id], activeOnly: !v.manager });
  return { ...toMenu(m), items: nestItems(items, m.id) };
}

async function menuHandle(tenantId: TenantId, explicit: string | null | undefined, name: string, exceptId?: string) {
  const base = deriveSlug(explicit, name, "menu");
  if (!base) throw badRequest("Handle must contain letters or numbers", { handle: "Handle must contain letters or numbers" });
  return uniqueSlug(base, await repo.menuHandlesLike(tenantId, base, exceptId));
}

const MENU_FIELDS = ["name", "handle", "location", "linkType", "linkTarget", "isActive", "sortOrder"] as const;
const MENU_ITEM_FIELDS = ["menuId", "parentId", "label", "linkType", "linkTarget", "sortOrder", "isActive", "openInNewTab"] as const;
const PAGE_FIELDS = ["title", "slug", "content", "metaDescription", "isPublished", "sortOrder"] as const;

export async function createMenu(v: Viewer, input: MenuValues): Promise<Menu> {
  const linkType = input.linkType ?? null;
  const row = await withActivity(v.tenantId, async (tx) => repo.insertMenu(v.tenantId, {
    name: input.name,
    handle: await menuHandle(v.tenantId, input.handle, input.name),
    location: input.location ?? "header",
    linkType,
    linkTarget: linkType === "dropdown" || !linkType ? null : (input.linkTarget ?? null),
    isActive: input.isActive ?? true,
    sortOrder: input.sortOrder ?? 0,
  }, tx), (r) => changeEntry("menu", "created", r.id, r.name, diffChanges(null, r, MENU_FIELDS)));
  invalidateStore(v.tenantId);
  return toMenu(row);
}

export async function updateMenu(v: Viewer, id: string, input: MenuUpdateValues): Promise<Menu> {
  const existing = await repo.findMenu(v.tenantId, id);
  if (!existing) throw notFound("Menu not found");
  const linkType = input.linkType !== undefined ? input.linkType : (existing.linkType ?? null);
  let linkTarget = input.linkTarget !== undefined ? input.linkTarget : existing.linkTarget;
  if (linkType === "dropdown" || !linkType) linkTarget = null;
  const problem = linkTargetError(linkType, linkTarget);
  if (problem) throw badRequest(problem, { linkTarget: problem });

  let handle: string | undefined;
  if (input.handle !== undefined && input.handle !== null && input.handle.trim()) handle = await menuHandle(v.tenantId, input.handle, existing.name, id);
  else if (input.name !== undefined && input.name !== existing.name) handle = await menuHandle(v.tenantId, null, input.name, id);

  const row = await withActivity(v.tenantId, (tx) => repo.updateMenu(
    v.tenantId,
    id,
    stripUndefined({
      name: input.name,
      handle,
      location: input.location,
      linkType,
      linkTarget,
      isActive: input.isActive,
      sortOrder: input.sortOrder,
    }), tx,
  ), (r) => r && changeEntry("menu", "updated", id, r.name, diffChanges(existing, r, MENU_FIELDS)));
  if (!row) throw notFound("Menu not found");
  invalidateStore(v.tenantId);
  return toMenu(row);
}

export async function deleteMenu(v: Viewer, id: string) {
  if (!(await withActivity(v.tenantId, (tx) => repo.deleteMenu(v.tenantId, id, tx), (r) => r && changeEntry("menu", "deleted", id, r.name)))) throw notFound("Menu not found");
  invalidateStore(v.tenantId);
  return { message: "Menu deleted successfully" };
}

/** PUT /api/menus/{id}/reorder: itemIds must be exactly the menu's items; sortOrder becomes the position. */
export async function reorderMenu(v: Viewer, id: string, itemIds: string[]): Promise<MenuItem[]> {
  const menu = await repo.findMenu(v.tenantId, id);
  if (!menu) throw notFound("Menu not found");
  const items = await repo.listMenuItems(v.tenantId, { menuIds: [id], activeOnly: false });
  if (
    !isExactPermutation(
      itemIds,
      items.map((i) => i.id),
    )
  ) {
    const msg = "itemIds must list every item of this menu exactly once";
    throw badRequest(msg, { itemIds: msg });
  }
  await withActivity(v.tenantId, (tx) => repo.setMenuItemOrder(v.tenantId, id, itemIds, tx), () => ({ action: "menu.reordered", resourceType: "menu", resourceId: id, summary: `reordered the items of menu "${menu.name}"`, changes: { itemIds: [items.map((i) => i.id), itemIds] } }));
  invalidateStore(v.tenantId);
  return (await repo.listMenuItems(v.tenantId, { menuIds: [id], activeOnly: false })).map(toMenuItem);
}

/** GET /api/menus/{id}/items: the menu's items as a flat list (parentId, sortOrder). */
export async function listItemsOfMenu(v: Viewer, id: string): Promise<MenuItem[]> {
  const m = await visibleMenu(v, id);
  return (await repo.listMenuItems(v.tenantId, { menuIds: [m.id], activeOnly: !v.manager })).map(toMenuItem);
}

/** GET /api/menu-items: shoppers get the active items of active menus; the owner every item. */
export async function listAllMenuItems(v: Viewer, menuId?: string): Promise<MenuItem[]> {
  const ms = await repo.listMenus(v.tenantId, { activeOnly: !v.manager });
  const ids = ms.map((m) => m.id).filter((mid) => !menuId || mid === menuId);
  const items = await repo.listMenuItems(v.tenantId, { menuIds: ids, activeOnly: !v.manager });
  if (v.manager) return items.map(toMenuItem);
  // A shopper never gets a child whose parent item is hidden.
  const visible = new Set(items.map((i) => i.id));
  return items.filter((i) => !i.parentId || visible.has(i.parentId)).map(toMenuItem);
}

/** The parent of a menu item: a top-level item of the same menu, not the item itself (null when fine). */
async function parentItemProblem(tenantId: TenantId, menuId: string, selfId: string | null, parentId: string): Promise<string | null> {
  if (selfId && parentId === selfId) return "An item cannot be its own parent";
  const parent = await repo.findMenuItem(tenantId, parentId);
  if (!parent || parent.menuId !== menuId) return "The parent must be an item of the same menu";
  if (parent.parentId) return "The parent must be a top-level item";
  return null;
}

export async function createMenuItem(v: Viewer, input: MenuItemValues): Promise<MenuItem> {
  const menu = await repo.findMenu(v.tenantId, input.menuId);
  if (!menu) throw badRequest("Menu not found", { menuId: "Menu not found" });
  if (input.parentId) {
    const problem = await parentItemProblem(v.tenantId, menu.id, null, input.parentId);
    if (problem) throw badRequest(problem, { parentId: problem });
  }
  let sortOrder = input.sortOrder;
  if (sortOrder === undefined) {
    const maxOrder = await repo.maxMenuItemSortOrder(v.tenantId, menu.id);
    sortOrder = maxOrder === null ? 0 : maxOrder + 1;
  }
  const row = await withActivity(v.tenantId, (tx) => repo.insertMenuItem(v.tenantId, {
    menuId: menu.id,
    parentId: input.parentId ?? null,
    label: input.label,
    linkType: input.linkType ?? "internal",
    linkTarget: input.linkTarget ?? null,
    sortOrder,
    isActive: input.isActive ?? true,
    openInNewTab: input.openInNewTab ?? false,
  }, tx), (r) => changeEntry("menu_item", "created", r.id, r.label, diffChanges(null, r, MENU_ITEM_FIELDS)));
  invalidateStore(v.tenantId);
  return toMenuItem(row);
}

export async function updateMenuItem(v: Viewer, id: string, input: MenuItemUpdateValues): Promise<MenuItem> {
  const existing = await repo.findMenuItem(v.tenantId, id);
  if (!existing) throw notFound("Menu item not found");
  const menuId = input.menuId ?? existing.menuId;
  const menuChanged = menuId !== existing.menuId;
  const hasChildren = (await repo.listMenuItems(v.tenantId, { menuIds: [existing.menuId], activeOnly: false })).some((i) => i.parentId === id);
  if (menuChanged) {
    if (!(await repo.findMenu(v.tenantId, menuId))) throw badRequest("Menu not found", { menuId: "Menu not found" });
    if (hasChildren) throw badRequest("Move the sub-items first: an item with sub-items cannot change menu", { menuId: "An item with sub-items cannot change menu" });
  }
  const parentId = input.parentId !== undefined ? input.parentId : menuChanged ? null : existing.parentId;
  if (parentId) {
    if (hasChildren) throw badRequest("An item with sub-items cannot be nested", { parentId: "An item with sub-items cannot be nested" });
    const problem = await parentItemProblem(v.tenantId, menuId, id, parentId);
    if (problem) throw badRequest(problem, { parentId: problem });
  }
  const linkType = input.linkType ?? existing.linkType;
  const linkTarget = input.linkTarget !== undefined ? input.linkTarget : existing.linkTarget;
  const problem = linkTargetError(linkType, linkTarget);
  if (problem) throw badRequest(problem, { linkTarget: problem });

  const row = await withActivity(v.tenantId, (tx) => repo.updateMenuItem(
    v.tenantId,
    id,
    stripUndefined({
      menuId,
      parentId,
      label: input.label,
      linkType,
      linkTarget,
      sortOrder: input.sortOrder,
      isActive: input.isActive,
      openInNewTab: input.openInNewTab,
    }), tx,
  ), (r) => r && changeEntry("menu_item", "updated", id, r.label, diffChanges(existing, r, MENU_ITEM_FIELDS)));
  if (!row) throw notFound("Menu item not found");
  invalidateStore(v.tenantId);
  return toMenuItem(row);
}

export async function deleteMenuItem(v: Viewer, id: string) {
  if (!(await withActivity(v.tenantId, (tx) => repo.deleteMenuItem(v.tenantId, id, tx), (r) => r && changeEntry("menu_item", "deleted", id, r.label)))) throw notFound("Menu item not found");
  invalidateStore(v.tenantId);
  return { message: "Menu item deleted successfully" };
}

// =================================================================================== pages

export async function listPages(v: Viewer): Promise<Page[]> {
  return (await repo.listPages(v.tenantId, { publishedOnly: !v.manager })).map(toPage);
}

export async function getPage(v: Viewer, id: string): Promise<Page> {
  const p = await repo.findPage(v.tenantId, id);
  if (!p || (!v.manager && !p.isPublished)) throw notFound("Page Not Found");
  return toPage(p);
}

async function pageSlug(tenantId: TenantId, explicit: string | null | undefined, title: string, exceptId?: string) {
  const slug = deriveSlug(explicit, title, `page-${Date.now().toString(36)}`);
  if (!slug) throw badRequest("Slug must contain letters or numbers", { slug: "Slug must contain letters or numbers" });
  if (await repo.pageSlugTaken(tenantId, slug, exceptId)) {
    throw conflict("A page with this slug already exists", { slug: "A page with this slug already exists" });
  }
  return slug;
}

export async function createPage(v: Viewer, input: PageValues): Promise<Page> {
  const row = await withActivity(v.tenantId, async (tx) => {
    const made = await repo.insertPage(v.tenantId, {
      title: input.title,
      slug: await pageSlug(v.tenantId, input.slug, input.title),
      content: sanitizeRichText(input.content),
      metaDescription: input.metaDescription ?? null,
      isPublished: input.isPublished ?? true,
      sortOrder: input.sortOrder ?? 0,
    }, tx);
    await pathsLive(tx, v.tenantId, [`/pages/${made.slug}`]);
    return made;
  }, (r) => changeEntry("page", "created", r.id, r.title, diffChanges(null, r, PAGE_FIELDS)));
  invalidateStore(v.tenantId);
  return toPage(row);
}

export async function updatePage(v: Viewer, id: string, input: PageUpdateValues): Promise<Page> {
  const existing = await repo.findPage(v.tenantId, id);
  if (!existing) throw notFound("Page Not Found");
  const slug = input.slug !== undefined ? await pageSlug(v.tenantId, input.slug, input.title ?? existing.title, id) : undefined;
  const set = stripUndefined({
    title: input.title,
    slug,
    content: input.content === undefined ? undefined : sanitizeRichText(input.content),
    metaDescription: input.metaDescription,
    isPublished: input.isPublished,
    sortOrder: input.sortOrder,
  });
  const write = async (tx: Tx) => {
    const r = await repo.updatePage(v.tenantId, id, set, tx);
    // The old address answers 301 to the new one (issue 45, record 0149).
    if (r && r.slug !== existing.slug) await slugsChanged(tx, v.tenantId, [{ from: `/pages/${existing.slug}`, to: `/pages/${r.slug}` }]);
    return r;
  };
  const row = Object.keys(set).length ? await withActivity(v.tenantId, write, (r) => r && changeEntry("page", "updated", id, r.title, diffChanges(existing, r, PAGE_FIELDS))) : existing;
  if (!row) throw notFound("Page Not Found");
  invalidateStore(v.tenantId);
  return toPage(row);
}

export async function deletePage(v: Viewer, id: string) {
  if (!(await withActivity(v.tenantId, (tx) => repo.deletePage(v.tenantId, id, tx), (r) => r && changeEntry("page", "deleted", id, r.title)))) throw notFound("Page Not Found");
  invalidateStore(v.tenantId);
  return { message: "Page deleted successfully" };
}
