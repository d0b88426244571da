import "server-only";
import { unstable_cache } from "next/cache";
import { cache } from "react";
import { getEnv } from "@/lib/env";
import type { PublicTenant } from "@/lib/tenancy/schemas";
import { storeTag } from "./cache";
import { storeOrigin } from "./seo";
import * as svc from "./service";

/**
 * The storefront's cached read layer: every read is cached per store under storeTag(tenantId), so an
 * owner's write (invalidateStore) expires only that store's entries, and at most every
 * STOREFRONT_REVALIDATE seconds otherwise (stock changes with orders). Pages using these reads are
 * themselves cached (ISR) and carry the same tag. React's cache() shares one result between a page, its
 * metadata and the layout within a render.
 */
export const STOREFRONT_REVALIDATE = 60;

function cachedPerStore<A extends string[], R>(name: string, load: (tenantId: string, ...args: A) => Promise<R>) {
  return cache(
    (tenantId: string, ...args: A): Promise<R> =>
      unstable_cache(() => load(tenantId, ...args), ["storefront", name, tenantId, ...args], {
        tags: [storeTag(tenantId)],
        revalidate: STOREFRONT_REVALIDATE,
      })(),
  );
}

export const getCatalog = cachedPerStore("catalog", svc.loadCatalog);
export const getProduct = cachedPerStore("product", svc.loadProduct);
export const getMenus = cachedPerStore("menus", svc.loadMenus);
export const getHero = cachedPerStore("hero", svc.loadHero);
export const getPage = cachedPerStore("page", svc.loadPage);
export const getPageLinks = cachedPerStore("page-links", svc.loadPageLinks);

/** The store's canonical origin ("https://demo.example.com"). */
export function originOf(tenant: Pick<PublicTenant, "slug" | "customDomain">): string {
  const env = getEnv();
  return storeOrigin(tenant, { rootDomain: env.ROOT_DOMAIN, protocol: env.PUBLIC_PROTOCOL, port: env.PUBLIC_PORT });
}
