import "server-only";
import { cache } from "react";
import { getCardsMany, getCategoryTree, getCollections, getHero, getHeroBanners, getListingIds, getShellTheme } from "@/lib/storefront/data";
import { listingQuery } from "@/lib/storefront/filter";
import type { ListingQuery, StoreCard, StoreCategoryTree, StoreCollection, StoreHero } from "@/lib/storefront/schemas";
import * as storefront from "@/lib/storefront/service";
import type { TenantId } from "@/lib/tenancy/store";
import type { Section } from "./schemas";
import type { SectionData, SectionsData } from "./view-types";
import * as svc from "./service";

/**
 * The storefront's cached reads of published content (tagged with the store, so Publish expires them with
 * the store's pages), and the data the sections show, read through the storefront's paginated, cached
 * reads: each collection or category section asks for `itemsToShow` products, never the catalogue.
 * Drafts are never read here: this module serves the shared, anonymous pages.
 */

/** Published content, from the store's cached shell (Publish expires the store's tag). */
export const getPublishedContent = cache(async (tenantId: TenantId, themeId: string) => svc.publishedFrom((await getShellTheme(tenantId, themeId))?.editableContent ?? null));

export const getHasActiveBanner = cache(async (tenantId: TenantId) => (await getHeroBanners(tenantId)).length > 0);

/** Collections the "collections" section shows, and products per carousel there. */
const MAX_COLLECTIONS = 4;
const COLLECTIONS_PRODUCTS = 8;

const NO_FILTER = { search: "", min: "", max: "", page: "1" };

/** How sections read the catalogue: the shared cache for visitors' pages, straight reads for the owner's editor. */
type Reads = {
  categoryTree(t: TenantId): Promise<StoreCategoryTree>;
  collections(t: TenantId): Promise<StoreCollection[]>;
  hero(t: TenantId, theme: string): Promise<StoreHero>;
  /** The first products of each listing, in one read. */
  listingIds(t: TenantId, qs: ListingQuery[], tree: StoreCategoryTree, cols: StoreCollection[]): Promise<string[][]>;
  cards(t: TenantId, ids: string[]): Promise<Map<string, StoreCard>>;
};

const cachedReads: Reads = {
  categoryTree: getCategoryTree,
  collections: getCollections,
  hero: getHero,
  listingIds: (t, qs) => getListingIds(t, qs),
  cards: getCardsMany,
};

/** The owner's editor: a private request, so it reads the database directly (and sees the latest catalogue). */
const directReads: Reads = {
  categoryTree: storefront.loadCategoryTree,
  collections: storefront.loadCollections,
  hero: storefront.loadHero,
  listingIds: (t, qs, tree, cols) =>
    storefront.loadListingIdsMany(
      t,
      qs,
      qs.map((q) => storefront.listingFilter(q, tree, cols)),
    ),
  cards: async (t, ids) => new Map((ids.length ? await storefront.loadCards(t, [...new Set(ids)]) : []).map((c) => [c.id, c])),
};

/** Published sections of a visitor's page, through the storefront's cache. */
export const loadSectionsData = (tenantId: TenantId, activeTheme: string, sections: Section[]) => sectionsData(cachedReads, tenantId, activeTheme, sections);

/** The owner's draft sections (editor preview), read directly. */
export const loadDraftSectionsData = (tenantId: TenantId, activeTheme: string, sections: Section[]) => sectionsData(directReads, tenantId, activeTheme, sections);

/** Everything the given sections show, keyed by section id, plus the choices the editor's menus offer. */
async function sectionsData(reads: Reads, tenantId: TenantId, activeTheme: string, sections: Section[]): Promise<SectionsData> {
  const [tree, collections] = await Promise.all([reads.categoryTree(tenantId), reads.collections(tenantId)]);
  const needsHero = sections.some((s) => s.type === "hero");
  const hero = needsHero ? await reads.hero(tenantId, activeTheme) : null;
  const collectionQuery = (id: string, type: "manual" | "smart", size: number) => ({
    ...listingQuery({ kind: "collection", collectionId: id }, NO_FILTER, type === "manual" ? "manual" : { by: "date", order: "desc" }),
    pageSize: size,
  });

  // Which listings each section shows (one or, for "collections", several), then every listing's ids in one
  // read and all their cards in one more.
  const plans = sections.map((s): { queries: ListingQuery[]; groupIds?: string[] } => {
    const n = s.content.itemsToShow ?? 4;
    if (s.type === "collection" && s.content.collectionId) {
      const col = collections.find((c) => c.id === s.content.collectionId);
      return { queries: col ? [collectionQuery(col.id, col.type, n)] : [] };
    }
    if (s.type === "category" && s.content.categoryId) {
      const cat = tree.categories.find((c) => c.id === s.content.categoryId);
      return { queries: cat ? [{ ...listingQuery({ kind: "category", categoryId: cat.id }, NO_FILTER, { by: "date", order: "desc" }), pageSize: n }] : [] };
    }
    if (s.type === "collections") {
      const shown = collections.slice(0, MAX_COLLECTIONS);
      return { queries: shown.map((c) => collectionQuery(c.id, c.type, COLLECTIONS_PRODUCTS)), groupIds: shown.map((c) => c.id) };
    }
    return { queries: [] };
  });
  const found = await reads.listingIds(tenantId, plans.flatMap((p) => p.queries), tree, collections);
  let next = 0;
  const wanted = plans.map((p) => {
    const lists = p.queries.map(() => found[next++] ?? []);
    return { ids: lists.flat(), groups: p.groupIds?.map((id, i) => ({ id, ids: lists[i] })) };
  });
  const cards = await reads.cards(tenantId, wanted.flatMap((w) => w.ids));
  const cardsOf = (ids: string[]) => ids.map((id) => cards.get(id)).filter((c): c is StoreCard => !!c);

  const byId: Record<string, SectionData> = {};
  sections.forEach((s, i) => {
    const w = wanted[i];
    if (s.type === "hero") byId[s.id] = { hero };
    else if (s.type === "collection") {
      const col = collections.find((c) => c.id === s.content.collectionId);
      byId[s.id] = { collection: col ? { id: col.id, name: col.name, slug: col.slug } : null, cards: cardsOf(w.ids) };
    } else if (s.type === "category") {
      const cat = tree.categories.find((c) => c.id === s.content.categoryId);
      byId[s.id] = { category: cat ? { id: cat.id, name: cat.name, path: cat.path } : null, cards: cardsOf(w.ids) };
    } else if (s.type === "collections") {
      byId[s.id] = {
        collections: (w.groups ?? []).flatMap((g) => {
          const col = collections.find((c) => c.id === g.id);
          return col ? [{ collection: { id: col.id, name: col.name, slug: col.slug, description: col.description }, cards: cardsOf(g.ids) }] : [];
        }),
      };
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
