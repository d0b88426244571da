import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { categories, collections, heroBanners, menus, products, tenants, themeSettings } from "@/db/schema";
import type { TenantId } from "@/lib/tenancy/store";

/** What a store has of the things the storefront editor builds on (one round trip). */
export async function readinessCounts(tenantId: TenantId) {
  const db = await getDb();
  const exists = (table: typeof products | typeof categories | typeof collections, extra?: ReturnType<typeof eq>) =>
    sql<boolean>`exists (select 1 from ${table} where ${and(eq(table.tenantId, tenantId), extra)})`;
  const [row] = await db
    .select({
      logo: sql<boolean>`(${tenants.logo} is not null and ${tenants.logo} <> '') or exists (select 1 from ${themeSettings} where ${themeSettings.tenantId} = ${tenantId} and coalesce(${themeSettings.siteLogo}, '') <> '')`,
      headerMenu: sql<boolean>`exists (select 1 from ${menus} where ${menus.tenantId} = ${tenantId} and ${menus.location} = 'header' and ${menus.isActive})`,
      footerMenu: sql<boolean>`exists (select 1 from ${menus} where ${menus.tenantId} = ${tenantId} and ${menus.location} = 'footer' and ${menus.isActive})`,
      heroBanner: sql<boolean>`exists (select 1 from ${heroBanners} where ${heroBanners.tenantId} = ${tenantId} and ${heroBanners.isActive})`,
      products: exists(products),
      categories: exists(categories),
      collections: exists(collections),
    })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .limit(1);
  return row ?? null;
}
