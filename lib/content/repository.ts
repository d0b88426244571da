import "server-only";
import { and, asc, eq, inArray, like, max, ne, or } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { menuItems, menus, pages } from "@/db/schema";
import type { TenantId } from "@/lib/tenancy/store";

/** Menus, menu items and pages for the dashboard and the public API; the tenant is in every WHERE.
 * (The storefront reads its own, cached copy through lib/storefront.) */

// ------------------------------------------------------------------ menus (dashboard and public API)

type MenuInsert = typeof menus.$inferInsert;
type MenuItemInsert = typeof menuItems.$inferInsert;
type PageInsert = typeof pages.$inferInsert;

export async function listMenus(tenantId: TenantId, opts: { activeOnly: boolean; location?: "header" | "footer" | "sidebar" }) {
  const db = await getDb();
  const where = [eq(menus.tenantId, tenantId)];
  if (opts.activeOnly) where.push(eq(menus.isActive, true));
  if (opts.location) where.push(eq(menus.location, opts.location));
  return db
    .select()
    .from(menus)
    .where(and(...where))
    .orderBy(asc(menus.sortOrder), asc(menus.createdAt));
}

export async function findMenu(tenantId: TenantId, id: string) {
  const db = await getDb();
  const [m] = await db
    .select()
    .from(menus)
    .where(and(eq(menus.tenantId, tenantId), eq(menus.id, id)))
    .limit(1);
  return m ?? null;
}

export async function menuHandlesLike(tenantId: TenantId, base: string, exceptId?: string) {
  const db = await getDb();
  const where = [eq(menus.tenantId, tenantId), or(eq(menus.handle, base), like(menus.handle, `${base.replace(/[\\%_]/g, (c) => `\\${c}`)}-%`))!];
  if (exceptId) where.push(ne(menus.id, exceptId));
  const rows = await db.select({ handle: menus.handle }).from(menus).where(and(...where));
  return rows.map((r) => r.handle);
}

export async function insertMenu(tenantId: TenantId, values: Omit<MenuInsert, "tenantId" | "id">, tx?: Tx) {
  const db = tx ?? (await getDb());
  const [m] = await db
    .insert(menus)
    .values({ ...values, tenantId })
    .returning();
  return m;
}

export async function updateMenu(tenantId: TenantId, id: string, values: Partial<Omit<MenuInsert, "tenantId" | "id">>, tx?: Tx) {
  const db = tx ?? (await getDb());
  const [m] = await db
    .update(menus)
    .set(values)
    .where(and(eq(menus.tenantId, tenantId), eq(menus.id, id)))
    .returning();
  return m ?? null;
}

export async function deleteMenu(tenantId: TenantId, id: string, tx?: Tx) {
  const db = tx ?? (await getDb());
  const rows = await db
    .delete(menus)
    .where(and(eq(menus.tenantId, tenantId), eq(menus.id, id)))
    .returning();
  return rows[0] ?? null;
}

/** Items of the given menus (all of the store's when omitted), by sortOrder. */
export async function listMenuItems(tenantId: TenantId, opts: { menuIds?: string[]; activeOnly: boolean }) {
  if (opts.menuIds && opts.menuIds.length === 0) return [];
  const db = await getDb();
  const where = [eq(menuItems.tenantId, tenantId)];
  if (opts.menuIds) where.push(inArray(menuItems.menuId, opts.menuIds));
  if (opts.activeOnly) where.push(eq(menuItems.isActive, true));
  return db
    .select()
    .from(menuItems)
    .where(and(...where))
    .orderBy(asc(menuItems.sortOrder), asc(menuItems.createdAt));
}

export async function findMenuItem(tenantId: TenantId, id: string) {
  const db = await getDb();
  const [i] = await db
    .select()
    .from(menuItems)
    .where(and(eq(menuItems.tenantId, tenantId), eq(menuItems.id, id)))
    .limit(1);
  return i ?? null;
}

export async function maxMenuItemSortOrder(tenantId: TenantId, menuId: string) {
  const db = await getDb();
  const [row] = await db
    .select({ max: max(menuItems.sortOrder) })
    .from(menuItems)
    .where(and(eq(menuItems.tenantId, tenantId), eq(menuItems.menuId, menuId)));
  return row?.max ?? null;
}

export async function insertMenuItem(tenantId: TenantId, values: Omit<MenuItemInsert, "tenantId" | "id">, tx?: Tx) {
  const db = tx ?? (await getDb());
  const [i] = await db
    .insert(menuItems)
    .values({ ...values, tenantId })
    .returning();
  return i;
}

export async function updateMenuItem(tenantId: TenantId, id: string, values: Partial<Omit<MenuItemInsert, "tenantId" | "id">>, tx?: Tx) {
  const db = tx ?? (await getDb());
  const [i] = await db
    .update(menuItems)
    .set(values)
    .where(and(eq(menuItems.tenantId, tenantId), eq(menuItems.id, id)))
    .returning();
  return i ?? null;
}

export async function deleteMenuItem(tenantId: TenantId, id: string, tx?: Tx) {
  const db = tx ?? (await getDb());
  const rows = await db
    .delete(menuItems)
    .where(and(eq(menuItems.tenantId, tenantId), eq(menuItems.id, id)))
    .returning();
  return rows[0] ?? null;
}

/** Set sortOrder = position for each id, in one transaction (ids already checked to be the menu's items). */
export async function setMenuItemOrder(tenantId: TenantId, menuId: string, orderedIds: string[], tx?: Tx) {
  const db = tx ?? (await getDb());
  await db.transaction(async (tx) => {
    for (const [i, id] of orderedIds.entries()) {
      await tx
        .update(menuItems)
        .set({ sortOrder: i })
        .where(and(eq(menuItems.tenantId, tenantId), eq(menuItems.menuId, menuId), eq(menuItems.id, id)));
    }
  });
}

// ------------------------------------------------------------------ pages

export async function listPages(tenantId: TenantId, opts: { publishedOnly: boolean }) {
  const db = await getDb();
  const where = [eq(pages.tenantId, tenantId)];
  if (opts.publishedOnly) where.push(eq(pages.isPublished, true));
  return db
    .select()
    .from(pages)
    .where(and(...where))
    .orderBy(asc(pages.sortOrder), asc(pages.title));
}

export async function findPage(tenantId: TenantId, id: string) {
  const db = await getDb();
  const [p] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.tenantId, tenantId), eq(pages.id, id)))
    .limit(1);
  return p ?? null;
}

export async function pageSlugTaken(tenantId: TenantId, slug: string, exceptId?: string) {
  const db = await getDb();
  const where = [eq(pages.tenantId, tenantId), eq(pages.slug, slug)];
  if (exceptId) where.push(ne(pages.id, exceptId));
  const [p] = await db.select({ id: pages.id }).from(pages).where(and(...where)).limit(1);
  return !!p;
}

export async function insertPage(tenantId: TenantId, values: Omit<PageInsert, "tenantId" | "id">, tx?: Tx) {
  const db = tx ?? (await getDb());
  const [p] = await db
    .insert(pages)
    .values({ ...values, tenantId })
    .returning();
  return p;
}

export async function updatePage(tenantId: TenantId, id: string, values: Partial<Omit<PageInsert, "tenantId" | "id">>, tx?: Tx) {
  const db = tx ?? (await getDb());
  const [p] = await db
    .update(pages)
    .set(values)
    .where(and(eq(pages.tenantId, tenantId), eq(pages.id, id)))
    .returning();
  return p ?? null;
}

export async function deletePage(tenantId: TenantId, id: string, tx?: Tx) {
  const db = tx ?? (await getDb());
  const rows = await db
    .delete(pages)
    .where(and(eq(pages.tenantId, tenantId), eq(pages.id, id)))
    .returning();
  return rows[0] ?? null;
}

// ------------------------------------------------------------------ a new store's starting menus

export type StarterMenu = { name: string; handle: string; location: "header" | "footer"; items: { label: string; linkTarget: string }[] };

/** Inserts menus with their (top-level, internal) items inside the caller's transaction. */
export async function insertStarterMenus(tx: Tx, tenantId: TenantId, list: StarterMenu[]) {
  for (const [sortOrder, m] of list.entries()) {
    const [menu] = await tx
      .insert(menus)
      .values({ tenantId, name: m.name, handle: m.handle, location: m.location, sortOrder })
      .returning({ id: menus.id });
    if (m.items.length) {
      await tx.insert(menuItems).values(
        m.items.map((it, i) => ({ tenantId, menuId: menu.id, label: it.label, linkType: "internal" as const, linkTarget: it.linkTarget, sortOrder: i })),
      );
    }
  }
}
