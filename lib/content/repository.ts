import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { heroBanners, menuItems, menus, themeSettings } from "@/db/schema";

/** Menus and storefront content; the tenant is in every WHERE. Shoppers see active rows only. */
export async function listActiveMenus(tenantId: string, location: "header" | "footer" | "sidebar") {
  const db = await getDb();
  const ms = await db
    .select()
    .from(menus)
    .where(and(eq(menus.tenantId, tenantId), eq(menus.location, location), eq(menus.isActive, true)))
    .orderBy(asc(menus.sortOrder), asc(menus.createdAt));
  if (ms.length === 0) return [];
  const items = await db
    .select()
    .from(menuItems)
    .where(
      and(
        eq(menuItems.tenantId, tenantId),
        inArray(
          menuItems.menuId,
          ms.map((m) => m.id),
        ),
        eq(menuItems.isActive, true),
      ),
    )
    .orderBy(asc(menuItems.sortOrder), asc(menuItems.createdAt));
  return ms.map((m) => {
    const own = items.filter((i) => i.menuId === m.id);
    const top = own.filter((i) => !i.parentId);
    return { ...m, items: top.map((t) => ({ ...t, children: own.filter((c) => c.parentId === t.id) })) };
  });
}

export async function findActiveHeroBanner(tenantId: string) {
  const db = await getDb();
  const [b] = await db
    .select()
    .from(heroBanners)
    .where(and(eq(heroBanners.tenantId, tenantId), eq(heroBanners.isActive, true)))
    .orderBy(asc(heroBanners.sortOrder), desc(heroBanners.createdAt))
    .limit(1);
  return b ?? null;
}

export async function findThemeSettings(tenantId: string, themeId: string) {
  const db = await getDb();
  const [s] = await db
    .select()
    .from(themeSettings)
    .where(and(eq(themeSettings.tenantId, tenantId), eq(themeSettings.themeId, themeId)))
    .limit(1);
  return s ?? null;
}
