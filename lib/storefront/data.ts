import type { TenantId } from "@/lib/tenancy/store";
import "server-only";
import { unstable_cache } from "next/cache";
import { cache } from "react";
import { criteriaUseStock } from "@/lib/catalog/smart-sql";
import { getEnv } from "@/lib/env";
import type { PublicTenant } from "@/lib/tenancy/schemas";
import { productTag, stockRulesTag, stockTag, storeTag } from "@/lib/cache/tags";
import { storeOrigin, urlSettingsFrom } from "./seo";
import * as svc from "./service";
import type { ListingPage, ListingQuery, StoreCard, StoreCollection } from "./schemas";
import { contentLang, type ContentLang } from "./translate";

export { contentLang, type ContentLang };

/**
 * Entries read in a language other than the default carry it in their key (`lang:hi`); the default language's keys
 * are what they were. Every entry carries the store's tag, which a translation's PUT or import expires
 * (lib/translations/service.ts invalidateStore), so the owner's translations show on the next request.
 */
const langKey = (lang: ContentLang | undefined) => (lang ? [`lang:${lang}`] : []);

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
      // A trailing language argument that is absent or null (the default language) leaves the key as it was.
      unstable_cache(() => load(tenantId, ...args), ["storefront", name, tenantId, ...trimNullish(args).map((a) => JSON.stringify(a))], {
        tags: [storeTag(tenantId)],
        revalidate: STOREFRONT_REVALIDATE,
      })(),
  );
}

function trimNullish(args: unknown[]): unknown[] {
  let n = args.length;
  while (n > 0 && (args[n - 1] === null || args[n - 1] === undefined)) n--;
  return args.slice(0, n);
}

/**
 * Menus, categories with counts, collections, hero banners and saved themes: one statement and one entry
 * per store and language (owner writes to any of them expire the store's tag). The getters below read from it.
 * `lang` (a content language, null for the default: contentLang(store.language)) translates the texts.
 */
const shellEntry = cachedPerStore("shell", (tenantId: TenantId, lang: ContentLang) => svc.loadStoreShell(tenantId, lang));
export const getStoreShell = (tenantId: TenantId, lang?: ContentLang) => shellEntry(tenantId, lang ?? null);

export const getCategoryTree = cache(async (tenantId: TenantId, lang?: ContentLang) => (await getStoreShell(tenantId, lang)).tree);
export const getCollections = cache(async (tenantId: TenantId, lang?: ContentLang) => (await getStoreShell(tenantId, lang)).collections);
export const getMenus = cache(async (tenantId: TenantId, lang?: ContentLang) => (await getStoreShell(tenantId, lang)).menus);
export const getHero = cache(async (tenantId: TenantId, activeTheme: string, lang?: ContentLang) => svc.heroOf(await getStoreShell(tenantId, lang), activeTheme));
/** The active hero banners that have an image, in display order. */
export const getHeroBanners = cache(async (tenantId: TenantId, lang?: ContentLang) =>
  (await getStoreShell(tenantId, lang)).banners.filter((b) => b.desktopImages.length > 0 || b.mobileImages.length > 0),
);
/**
 * A saved theme's row (settings, banner fields, published content), or undefined when it was never saved. Themes do
 * not vary by language; `lang` only reads them from the page's shell entry, so a page in a language reads one shell.
 */
export const getShellTheme = cache(async (tenantId: TenantId, themeId: string, lang?: ContentLang) =>
  (await getStoreShell(tenantId, lang)).themes.find((t) => t.themeId === themeId),
);

const pageEntry = cachedPerStore("page", (tenantId: TenantId, slug: string, lang: ContentLang) => svc.loadPage(tenantId, slug, lang));
export const getPage = (tenantId: TenantId, slug: string, lang?: ContentLang) => pageEntry(tenantId, slug, lang ?? null);
const pageLinksEntry = cachedPerStore("page-links", (tenantId: TenantId, lang: ContentLang) => svc.loadPageLinks(tenantId, lang));
export const getPageLinks = (tenantId: TenantId, lang?: ContentLang) => pageLinksEntry(tenantId, lang ?? null);
export const getProductSlugs = cachedPerStore("product-slugs", svc.loadProductSlugs);
const getProductRef = cachedPerStore("product-ref", svc.loadProductRef);

/** Related products shown under a product: a row of four. */
export const MAX_RELATED = 4;

/**
 * A product page's data (the product and its related cards), or null. The slug's reference (which product,
 * which related ones) changes only with owner edits; the page entry expires with the stock of any product it
 * shows, so an order refreshes exactly the pages showing what it took.
 */
export const getProductPage = cache(async (tenantId: TenantId, slug: string, lang?: ContentLang) => {
  const ref = await getProductRef(tenantId, slug, MAX_RELATED);
  if (!ref) return null;
  const shown = [ref.id, ...ref.relatedIds];
  return unstable_cache(() => svc.loadProductPage(tenantId, ref.id, ref.relatedIds, lang ?? null), ["storefront", "product-page", tenantId, shown.join(","), ...langKey(lang)], {
    tags: [storeTag(tenantId), stockTag(tenantId), ...shown.map((id) => productTag(tenantId, id))],
    revalidate: STOREFRONT_REVALIDATE,
  })();
});

const cardsEntry = (tenantId: TenantId, ids: string[], lang: ContentLang | undefined, load: () => Promise<StoreCard[]>) =>
  unstable_cache(load, ["storefront", "cards", tenantId, ids.join(","), ...langKey(lang)], {
    tags: [storeTag(tenantId), stockTag(tenantId), ...ids.map((id) => productTag(tenantId, id))],
    revalidate: STOREFRONT_REVALIDATE,
  })();

/**
 * Cards of a page or section, tagged with each product shown, so an order that takes a product's stock
 * refreshes the cards showing it and nothing else.
 */
export const getCards = cache(async (tenantId: TenantId, ids: string[], lang?: ContentLang): Promise<StoreCard[]> =>
  ids.length === 0 ? [] : cardsEntry(tenantId, ids, lang, () => svc.loadCards(tenantId, ids, lang ?? null)),
);

/**
 * Cards of many products (a page with several sections). Entries hold at most CARD_BATCH products (Next's
 * tag limit); the batches that miss are read together in one statement.
 */
export async function getCardsMany(tenantId: TenantId, ids: string[], lang?: ContentLang): Promise<Map<string, StoreCard>> {
  const unique = [...new Set(ids)];
  const batches: string[][] = [];
  for (let i = 0; i < unique.length; i += CARD_BATCH) batches.push(unique.slice(i, i + CARD_BATCH));
  let all: Promise<Map<string, StoreCard>> | undefined;
  const readAll = () => (all ??= svc.loadCards(tenantId, unique, lang ?? null).then((cards) => new Map(cards.map((c) => [c.id, c]))));
  const fromAll = async (batch: string[]) => {
    const read = await readAll();
    return batch.flatMap((id) => read.get(id) ?? []);
  };
  const cards = await Promise.all(batches.map((b) => cardsEntry(tenantId, b, lang, () => fromAll(b))));
  return new Map(cards.flat().map((c) => [c.id, c]));
}

const listingTags = (tenantId: TenantId, qs: ListingQuery[], collections: StoreCollection[]) => {
  const tags = [storeTag(tenantId)];
  // Members of a smart collection that filters on stock change with orders.
  const smartOnStock = qs.some((q) => {
    const scope = q.scope;
    return scope.kind === "collection" && criteriaUseStock(collections.find((c) => c.id === scope.collectionId)?.criteria ?? null);
  });
  if (smartOnStock) tags.push(stockRulesTag(tenantId));
  return tags;
};

/**
 * One page of a listing: which products (in order) and how many match in all. Only a search depends on the
 * language (it matches names translated into it too): other listings share one entry across languages.
 */
export const getListing = cache(async (tenantId: TenantId, q: ListingQuery, lang?: ContentLang): Promise<ListingPage> => {
  // The page's shell (the filter reads ids only, the same in every language): the one the page reads anyway.
  const { tree, collections } = await getStoreShell(tenantId, lang);
  const searchLang = q.search && lang ? lang : null;
  const filter = svc.listingFilter(q, tree, collections, searchLang);
  return unstable_cache(() => svc.loadListingPage(tenantId, q, filter), ["storefront", "listing", tenantId, JSON.stringify(q), ...langKey(searchLang)], {
    tags: listingTags(tenantId, [q], collections),
    revalidate: q.search ? SEARCH_REVALIDATE : LISTING_REVALIDATE,
  })();
});

/** The first products of several listings (a home page's sections), read in one statement, one entry. */
export async function getListingIds(tenantId: TenantId, qs: ListingQuery[], lang?: ContentLang): Promise<string[][]> {
  if (qs.length === 0) return [];
  const { tree, collections } = await getStoreShell(tenantId, lang);
  const filters = qs.map((q) => svc.listingFilter(q, tree, collections));
  return unstable_cache(() => svc.loadListingIdsMany(tenantId, qs, filters), ["storefront", "listing-ids", tenantId, JSON.stringify(qs)], {
    tags: listingTags(tenantId, qs, collections),
    revalidate: LISTING_REVALIDATE,
  })();
}

/** A listing page with its cards (in `lang`: the search matches translated names, the cards are translated). */
export async function getListingWithCards(tenantId: TenantId, q: ListingQuery, lang?: ContentLang) {
  const page = await getListing(tenantId, q, lang);
  return { total: page.total, cards: await getCards(tenantId, page.ids, lang) };
}

/** The store's canonical origin ("https://demo.example.com"); a custom domain only once it is verified (served). */
export function originOf(tenant: Pick<PublicTenant, "slug" | "customDomain" | "customDomainVerified">): string {
  const address = { slug: tenant.slug, customDomain: tenant.customDomainVerified ? tenant.customDomain : null };
  return storeOrigin(address, urlSettingsFrom(getEnv()));
}
