import "server-only";
import { unstable_cache } from "next/cache";
import { cache } from "react";
import { storeTag } from "@/lib/storefront/cache";
import { getCardsMany, getCategoryTree, getCollections, getHero, getListing } from "@/lib/storefront/data";
import { listingQuery } from "@/lib/storefront/filter";
import type { ListingPage, ListingQuery, StoreCard, StoreCategoryTree, StoreCollection, StoreHero } from "@/lib/storefront/schemas";
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

const REVALIDATE = 60;

export const getPublishedContent = cache((tenantId: TenantId, themeId: string) =>
  unstable_cache(() => svc.loadPublished(tenantId, themeId), ["storefront", "editable-content", tenantId, themeId], {
    tags: [storeTag(tenantId)],
    revalidate: REVALIDATE,
  })(),
);

export const getHasActiveBanner = cache((tenantId: TenantId) =>
  unstable_cache(() => svc.hasActiveHeroBanner(tenantId), ["storefront", "has-banner", tenantId], { tags: [storeTag(tenantId)], revalidate: REVALIDATE })(),
);

/** Collections the "collections" section shows, and products per carousel there. */
const MAX_COLLECTIONS = 4;
const COLLECTIONS_PRODUCTS = 8;

const NO_FILTER = { search: "", min: "", max: "", page: "1" };

/** How sections read the catalogue: the shared cache for visitors' pages, straight reads for the owner's editor. */
type Reads = {
  categoryTree(t: TenantId): Promise<StoreCategoryTree>;
  collections(t: TenantId): Promise<StoreCollection[]>;
  hero(t: TenantId, theme: string): Promise<StoreHero>;
  listing(t: TenantId, q: ListingQuery, tree: StoreCategoryTree, cols: StoreCollection[]): Promise<ListingPage>;
  cards(t: TenantId, ids: string[]): Promise<Map<string, StoreCard>>;
};

const cachedReads: Reads = {
  categoryTree: getCategoryTree,
  collections: getCollections,
  hero: getHero,
  listing: (t, q) => getListing(t, q),
  cards: getCardsMany,
};

/** The owner's editor: a private request, so it reads the database directly (and sees the latest catalogue). */
const directReads: Reads = {
  categoryTree: storefront.loadCategoryTree,
  collections: storefront.loadCollections,
  hero: storefront.loadHero,
  listing: (t, q, tree, cols) => storefront.loadListingPage(t, q, storefront.listingFilter(q, tree, cols)),
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
  const getListing = (t: TenantId, q: ListingQuery) => reads.listing(t, q, tree, collections);

  const collectionListing = (id: string, type: "manual" | "smart", size: number) =>
    getListing(tenantId, { ...listingQuery({ kind: "collection", collectionId: id }, NO_FILTER, type === "manual" ? "manual" : { by: "date", order: "desc" }), pageSize: size });

  // Each section's product ids first (one listing page each), then all their cards in one batched read.
  const wanted = await Promise.all(
    sections.map(async (s): Promise<{ ids: string[]; groups?: { id: string; ids: string[] }[] }> => {
      const n = s.content.itemsToShow ?? 4;
      if (s.type === "collection" && s.content.collectionId) {
        const col = collections.find((c) => c.id === s.content.collectionId);
        return col ? { ids: (await collectionListing(col.id, col.type, n)).ids } : { ids: [] };
      }
      if (s.type === "category" && s.content.categoryId) {
        const cat = tree.categories.find((c) => c.id === s.content.categoryId);
        if (!cat) return { ids: [] };
        const page = await getListing(tenantId, { ...listingQuery({ kind: "category", categoryId: cat.id }, NO_FILTER, { by: "date", order: "desc" }), pageSize: n });
        return { ids: page.ids };
      }
      if (s.type === "collections") {
        const groups = await Promise.all(
          collections.slice(0, MAX_COLLECTIONS).map(async (c) => ({ id: c.id, ids: (await collectionListing(c.id, c.type, COLLECTIONS_PRODUCTS)).ids })),
        );
        return { ids: groups.flatMap((g) => g.ids), groups };
      }
      return { ids: [] };
    }),
  );
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
