import type { TenantId } from "@/lib/tenancy/store";
import "server-only";
import { unstable_cache } from "next/cache";
import { cache } from "react";
import { criteriaUseStock } from "@/lib/catalog/smart-sql";
import { getEnv } from "@/lib/env";
import { listActiveHeroBanners } from "@/lib/hero-banners/service";
import type { PublicTenant } from "@/lib/tenancy/schemas";
import { productTag, stockRulesTag, stockTag, storeTag } from "./cache";
import { storeOrigin } from "./seo";
import * as svc from "./service";
import type { ListingPage, ListingQuery, StoreCard } from "./schemas";

/**
 * The storefront's cached read layer. Entries are keyed per store (and per query for listings) and tagged
 * (lib/storefront/cache.ts): an owner's write expires the store's entries, an order only what shows the
 * stock it took. No entry holds the whole catalogue: a listing entry is one page of ids and a count, a
 * card entry the cards of one page or section.
 *
 * Memory stays bounded: Next keeps these entries in its in-memory LRU (cacheMaxMemorySize), so rarely used
 * filter combinations are evicted first, and query-keyed entries also expire after a short revalidate
 * (searches sooner: their keys are the most varied). React's cache() shares one result between a page,
 * its metadata and the layout within a render.
 */
export const STOREFRONT_REVALIDATE = 60;
const LISTING_REVALIDATE = 60;
const SEARCH_REVALIDATE = 30;
/** Product ids per card entry: each is a tag, and Next accepts at most 128 tags per entry. */
const CARD_BATCH = 96;

function cachedPerStore<A extends unknown[], R>(name: string, load: (tenantId: TenantId, ...args: A) => Promise<R>) {
  return cache(
    (tenantId: TenantId, ...args: A): Promise<R> =>
      unstable_cache(() => load(tenantId, ...args), ["storefront", name, tenantId, ...args.map((a) => JSON.stringify(a))], {
        tags: [storeTag(tenantId)],
        revalidate: STOREFRONT_REVALIDATE,
      })(),
  );
}

export const getCategoryTree = cachedPerStore("categories", svc.loadCategoryTree);
export const getCollections = cachedPerStore("collections", svc.loadCollections);
export const getMenus = cachedPerStore("menus", svc.loadMenus);
export const getHero = cachedPerStore("hero", svc.loadHero);
/** The active hero banners in display order (banner writes expire the store's tag). */
export const getHeroBanners = cachedPerStore("hero-banners", listActiveHeroBanners);
export const getPage = cachedPerStore("page", svc.loadPage);
export const getPageLinks = cachedPerStore("page-links", svc.loadPageLinks);
export const getProductSlugs = cachedPerStore("product-slugs", svc.loadProductSlugs);
export const getProductIdBySlug = cachedPerStore("product-id", svc.loadProductIdBySlug);
export const getRelatedIds = cachedPerStore("related", svc.loadRelatedIds);
export const getNewestPerGroup = cachedPerStore("newest-per-group", svc.loadNewestPerGroup);

/** The product page's product: expires with its stock (an order) as well as with the store. */
export const getProductDetail = cache(
  (tenantId: TenantId, productId: string) =>
    unstable_cache(() => svc.loadProduct(tenantId, productId), ["storefront", "product", tenantId, productId], {
      tags: [storeTag(tenantId), stockTag(tenantId), productTag(tenantId, productId)],
      revalidate: STOREFRONT_REVALIDATE,
    })(),
);

/** The product of a slug, or null. */
export async function getProductBySlug(tenantId: TenantId, slug: string) {
  const id = await getProductIdBySlug(tenantId, slug);
  return id ? getProductDetail(tenantId, id) : null;
}

/**
 * Cards of a page or section, tagged with each product shown, so an order that takes a product's stock
 * refreshes the cards showing it and nothing else.
 */
export const getCards = cache(
  async (tenantId: TenantId, ids: string[]): Promise<StoreCard[]> =>
    ids.length === 0
      ? []
      : unstable_cache(() => svc.loadCards(tenantId, ids), ["storefront", "cards", tenantId, ids.join(",")], {
          tags: [storeTag(tenantId), stockTag(tenantId), ...ids.map((id) => productTag(tenantId, id))],
          revalidate: STOREFRONT_REVALIDATE,
        })(),
);

/** Cards of many products (a page with several sections), in batches that stay within Next's tag limit. */
export async function getCardsMany(tenantId: TenantId, ids: string[]): Promise<Map<string, StoreCard>> {
  const unique = [...new Set(ids)];
  const batches: string[][] = [];
  for (let i = 0; i < unique.length; i += CARD_BATCH) batches.push(unique.slice(i, i + CARD_BATCH));
  const cards = (await Promise.all(batches.map((b) => getCards(tenantId, b)))).flat();
  return new Map(cards.map((c) => [c.id, c]));
}

/** One page of a listing: which products (in order) and how many match in all. */
export const getListing = cache(async (tenantId: TenantId, q: ListingQuery): Promise<ListingPage> => {
  const [tree, collections] = await Promise.all([getCategoryTree(tenantId), getCollections(tenantId)]);
  const filter = svc.listingFilter(q, tree, collections);
  const collection = q.scope.kind === "collection" ? collections.find((c) => q.scope.kind === "collection" && c.id === q.scope.collectionId) : undefined;
  const tags = [storeTag(tenantId)];
  // Members of a smart collection that filters on stock change with orders.
  if (collection && criteriaUseStock(collection.criteria)) tags.push(stockRulesTag(tenantId));
  return unstable_cache(() => svc.loadListingPage(tenantId, q, filter), ["storefront", "listing", tenantId, JSON.stringify(q)], {
    tags,
    revalidate: q.search ? SEARCH_REVALIDATE : LISTING_REVALIDATE,
  })();
});

/** A listing page with its cards. */
export async function getListingWithCards(tenantId: TenantId, q: ListingQuery) {
  const page = await getListing(tenantId, q);
  return { total: page.total, cards: await getCards(tenantId, page.ids) };
}

/** The store's canonical origin ("https://demo.example.com"); a custom domain only once it is verified (served). */
export function originOf(tenant: Pick<PublicTenant, "slug" | "customDomain" | "customDomainVerified">): string {
  const env = getEnv();
  const address = { slug: tenant.slug, customDomain: tenant.customDomainVerified ? tenant.customDomain : null };
  return storeOrigin(address, { rootDomain: env.ROOT_DOMAIN, protocol: env.PUBLIC_PROTOCOL, port: env.PUBLIC_PORT });
}
