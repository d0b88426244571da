import "server-only";
import type { TenantId } from "@/lib/tenancy/store";
import * as repo from "./repository";

export type StorefrontReadiness = { ready: boolean; items: { siteLogo: boolean; menus: boolean; heroBanner: boolean; products: boolean; categories: boolean; collections: boolean } };

/**
 * Whether the store has what in-place editing builds on: a logo, a header and a footer menu, a hero
 * banner, products, categories and collections.
 * TEMPORARY (editor branch): HERO's readiness service replaces this file at merge; same answer shape.
 */
export async function getReadiness(tenantId: TenantId): Promise<StorefrontReadiness> {
  const r = await repo.readinessCounts(tenantId);
  const items = {
    siteLogo: !!r?.logo,
    menus: !!(r?.headerMenu && r?.footerMenu),
    heroBanner: !!r?.heroBanner,
    products: !!r?.products,
    categories: !!r?.categories,
    collections: !!r?.collections,
  };
  return { ready: Object.values(items).every(Boolean), items };
}
