import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { categories, collections, menus, products, tenants, themeSettings } from "@/db/schema";
import type { TenantId } from "@/lib/tenancy/store";

/**
 * One read-only statement of EXISTS checks over the tables a finished storefront draws on; the tenant is in
 * every subquery. Only what shoppers would see counts: active products, categories, collections and menus.
 * (The hero banner check belongs to lib/hero-banners.)
 */
export async function readinessFacts(tenantId: TenantId, activeTheme: string) {
  const db = await getDb();
  const r = await db.execute<{ logo: boolean; header: boolean; footer: boolean; products: boolean; categories: boolean; collections: boolean }>(sql`
    select
      (exists (select 1 from ${tenants} where ${tenants.id} = ${tenantId} and coalesce(${tenants.logo}, '') <> '')
        or exists (select 1 from ${themeSettings} where ${themeSettings.tenantId} = ${tenantId}
                   and ${themeSettings.themeId} = ${activeTheme} and coalesce(${themeSettings.siteLogo}, '') <> '')) as logo,
      exists (select 1 from ${menus} where ${menus.tenantId} = ${tenantId} and ${menus.isActive} and ${menus.location} = 'header') as header,
      exists (select 1 from ${menus} where ${menus.tenantId} = ${tenantId} and ${menus.isActive} and ${menus.location} = 'footer') as footer,
      exists (select 1 from ${products} where ${products.tenantId} = ${tenantId} and ${products.status} = 'active') as products,
      exists (select 1 from ${categories} where ${categories.tenantId} = ${tenantId} and ${categories.isActive}) as categories,
      exists (select 1 from ${collections} where ${collections.tenantId} = ${tenantId} and ${collections.isActive}) as collections
  `);
  // Both drivers answer execute() with { rows }.
  const row = (r as unknown as { rows: Record<string, unknown>[] }).rows[0];
  const b = (k: string) => row?.[k] === true || row?.[k] === "t";
  return { logo: b("logo"), header: b("header"), footer: b("footer"), products: b("products"), categories: b("categories"), collections: b("collections") };
}
