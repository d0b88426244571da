import "server-only";
import { cache } from "react";
import { getCardsMany, getCategoryTree, getCollections, getHero, getHeroBanners, getListingIds, getShellTheme } from "@/lib/storefront/data";
import { listingQuery } from "@/lib/storefront/filter";
import type { ListingQuery, StoreCard, StoreCategoryTree, StoreCollection, StoreHero } from "@/lib/storefront/schemas";
import * as storefront from "@/lib/storefront/service";
import type { TenantId } from "@/lib/tenancy/store";
import type { ContentLang } from "@/lib/storefront/translate";
import type { Section } from "./schemas";
import type { SectionBanner, SectionData, SectionsData } from "./view-types";
import * as svc from "./service";

/**
 * The storefront's cached reads of published content (tagged with the store, so Publish expires them with
 * the store's pages), and the data the sections show, read through the storefront's paginated, cached
 * reads: each collection or category section asks for `itemsToShow` products, never the catalogue.
 * Drafts are never read here: this module serves the shared, anonymous pages.
 */

/** Published content, from the store's cached shell (Publish expires the store's tag). */
export const getPublishedContent = cache(async (tenantId: TenantId, themeId: string, lang?: ContentLang) =>
  svc.publishedFrom((await getShellTheme(tenantId, themeId, lang))?.editableContent ?? null),
);

export const getHasActiveBanner = cache(async (tenantId: TenantId, lang?: ContentLang) => (await getHeroBanners(tenantId, lang)).length > 0);

/** Collections the "collections" section shows (the first that have products, of the first candidates), and products per carousel. */
const MAX_COLLECTIONS = 4;
const COLLECTION_CANDIDATES = 12;
const COLLECTIONS_PRODUCTS = 8;
/** "category-tabs": the first top-level categories with products (of the first candidates), products per tab. */
const MAX_CATEGORY_SECTIONS = 3;
const CATEGORY_CANDIDATES = 6;
const TAB_PRODUCTS = 8;
/** "collections" without any collection that has products: this many of the newest products instead. */
const NEWEST_PRODUCTS = 8;

const NO_FILTER = { search: "", min: "", max: "", page: "1" };

/**
 * How sections read the catalogue: the shared cache for visitors' pages, straight reads for the owner's editor.
 * `lang`: the page's content language (null for the default), for the names and texts the sections show.
 */
type Reads = {
  categoryTree(t: TenantId, lang: ContentLang): Promise<StoreCategoryTree>;
  collections(t: TenantId, lang: ContentLang): Promise<StoreCollection[]>;
  hero(t: TenantId, theme: string, lang: ContentLang): Promise<StoreHero>;
  banners(t: TenantId, lang: ContentLang): Promise<SectionBanner[]>;
  /** The first products of each listing, in one read. */
  listingIds(t: TenantId, qs: ListingQuery[], tree: StoreCategoryTree, cols: StoreCollection[], lang: ContentLang): Promise<string[][]>;
  cards(t: TenantId, ids: string[], lang: ContentLang): Promise<Map<string, StoreCard>>;
};

const cachedReads: Reads = {
  categoryTree: getCategoryTree,
  collections: getCollections,
  hero: getHero,
  banners: getHeroBanners,
  listingIds: (t, qs, _tree, _cols, lang) => getListingIds(t, qs, lang),
  cards: getCardsMany,
};

/** The owner's editor: a private request, so it reads the database directly (and sees the latest catalogue). */
const directReads: Reads = {
  categoryTree: storefront.loadCategoryTree,
  collections: storefront.loadCollections,
  hero: storefront.loadHero,
  banners: async (t) => (await storefront.loadStoreShell(t)).banners.filter((b) => b.desktopImages.length > 0 || b.mobileImages.length > 0),
  listingIds: (t, qs, tree, cols) =>
    storefront.loadListingIdsMany(
      t,
      qs,
      qs.map((q) => storefront.listingFilter(q, tree, cols)),
    ),
  cards: async (t, ids) => new Map((ids.length ? await storefront.loadCards(t, [...new Set(ids)]) : []).map((c) => [c.id, c])),
};

/** Published sections of a visitor's page, through the storefront's cache, in the page's content language. */
export const loadSectionsData = (tenantId: TenantId, activeTheme: string, sections: Section[], store: StoreInfo, lang: ContentLang = null) =>
  sectionsData(cachedReads, tenantId, activeTheme, sections, store, lang);

/** The owner's draft sections (editor preview), read directly, in the default language. */
export const loadDraftSectionsData = (tenantId: TenantId, activeTheme: string, sections: Section[], store: StoreInfo) => sectionsData(directReads, tenantId, activeTheme, sections, store, null);

type StoreInfo = { name: string; description: string | null };

/** Everything the given sections show, keyed by section id, plus the choices the editor's menus offer. */
async function sectionsData(reads: Reads, tenantId: TenantId, activeTheme: string, sections: Section[], store: StoreInfo, lang: ContentLang): Promise<SectionsData> {
  const [tree, collections] = await Promise.all([reads.categoryTree(tenantId, lang), reads.collections(tenantId, lang)]);
  const needsHero = sections.some((s) => s.type === "hero" || s.type === "banners");
  const [hero, banners] = await Promise.all([
    needsHero ? reads.hero(tenantId, activeTheme, lang) : null,
    sections.some((s) => s.type === "banners") ? reads.banners(tenantId, lang) : [],
  ]);
  const newestSort = { by: "date", order: "desc" } as const;
  const collectionQuery = (id: string, type: "manual" | "smart", size: number) => ({
    ...listingQuery({ kind: "collection", collectionId: id }, NO_FILTER, type === "manual" ? "manual" : newestSort),
    pageSize: size,
  });
  const categoryQuery = (id: string, size: number) => ({ ...listingQuery({ kind: "category", categoryId: id }, NO_FILTER, newestSort), pageSize: size });

  // Which listings each section reads (one or several, each under a key), then every listing's ids in one
  // read and all their cards in one more.
  const candidateCollections = collections.slice(0, COLLECTION_CANDIDATES);
  const topCategories = tree.categories.filter((c) => !c.parentId).slice(0, CATEGORY_CANDIDATES);
  const subsOf = (id: string) => tree.categories.filter((c) => c.parentId === id);
  const plans = sections.map((s): { key: string; q: ListingQuery }[] => {
    const n = s.content.itemsToShow ?? 4;
    if (s.type === "collection" && s.content.collectionId) {
      const col = collections.find((c) => c.id === s.content.collectionId);
      return col ? [{ key: col.id, q: collectionQuery(col.id, col.type, n) }] : [];
    }
    if (s.type === "category" && s.content.categoryId) {
      const cat = tree.categories.find((c) => c.id === s.content.categoryId);
      return cat ? [{ key: cat.id, q: categoryQuery(cat.id, n) }] : [];
    }
    if (s.type === "collections") {
      return [
        ...candidateCollections.map((c) => ({ key: c.id, q: collectionQuery(c.id, c.type, COLLECTIONS_PRODUCTS) })),
        { key: "newest", q: { ...listingQuery({ kind: "all" }, NO_FILTER, newestSort), pageSize: NEWEST_PRODUCTS } },
      ];
    }
    if (s.type === "category-tabs") {
      return topCategories.flatMap((cat) => [cat, ...subsOf(cat.id)].map((c) => ({ key: c.id, q: categoryQuery(c.id, TAB_PRODUCTS) })));
    }
    return [];
  });
  const found = await reads.listingIds(tenantId, plans.flatMap((p) => p.map((x) => x.q)), tree, collections, lang);
  let next = 0;
  const lists = plans.map((p) => new Map(p.map((x) => [x.key, found[next++] ?? []])));
  const cards = await reads.cards(tenantId, [...new Set(lists.flatMap((m) => [...m.values()].flat()))], lang);
  const cardsOf = (ids: string[] = []) => ids.map((id) => cards.get(id)).filter((c): c is StoreCard => !!c);

  const byId: Record<string, SectionData> = {};
  sections.forEach((s, i) => {
    const list = lists[i];
    if (s.type === "hero") byId[s.id] = { hero };
    else if (s.type === "banners") byId[s.id] = { hero, store, banners: banners.map(bannerOf) };
    else if (s.type === "collection") {
      const col = collections.find((c) => c.id === s.content.collectionId);
      byId[s.id] = { collection: col ? { id: col.id, name: col.name, slug: col.slug } : null, cards: col ? cardsOf(list.get(col.id)) : [] };
    } else if (s.type === "category") {
      const cat = tree.categories.find((c) => c.id === s.content.categoryId);
      byId[s.id] = { category: cat ? { id: cat.id, name: cat.name, path: cat.path } : null, cards: cat ? cardsOf(list.get(cat.id)) : [] };
    } else if (s.type === "collections") {
      // An empty collection is left out rather than shown as an empty row, and does not take a place.
      const rows = candidateCollections
        .map((col) => ({ collection: { id: col.id, name: col.name, slug: col.slug, description: col.description }, cards: cardsOf(list.get(col.id)) }))
        .filter((r) => r.cards.length > 0)
        .slice(0, MAX_COLLECTIONS);
      byId[s.id] = { collections: rows, newest: rows.length === 0 ? cardsOf(list.get("newest")) : [], store };
    } else if (s.type === "category-tabs") {
      // A category shows only when its ALL tab has products; empty subcategory tabs are left out.
      const tabs = topCategories
        .map((cat) => ({
          category: { id: cat.id, name: cat.name, path: cat.path },
          cards: cardsOf(list.get(cat.id)),
          subs: subsOf(cat.id)
            .map((sub) => ({ id: sub.id, name: sub.name, cards: cardsOf(list.get(sub.id)) }))
            .filter((sub) => sub.cards.length > 0),
        }))
        .filter((t) => t.cards.length > 0)
        .slice(0, MAX_CATEGORY_SECTIONS);
      byId[s.id] = { tabs };
    } else if (s.type === "categories") {
      byId[s.id] = { categories: tree.categories.map((c) => ({ id: c.id, name: c.name, path: c.path, image: c.image, productCount: c.productCount })) };
    }
  });

  return {
    byId,
    choices: {
      collections: collections.map((c) => ({ id: c.id, name: c.name })),
      categories: tree.categories.map((c) => ({ id: c.id, name: c.name })),
    },
  };
}

const bannerOf = (b: SectionBanner): SectionBanner => ({
  id: b.id,
  layout: b.layout,
  desktopImages: b.desktopImages,
  mobileImages: b.mobileImages,
  title: b.title,
  subtitle: b.subtitle,
  buttonLabel: b.buttonLabel,
  buttonUrl: b.buttonUrl,
});
