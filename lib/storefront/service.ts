import type { TenantId } from "@/lib/tenancy/store";
import "server-only";
import type { CategoryNode } from "@/lib/catalog/smart";
import { smartCriteriaSql } from "@/lib/catalog/smart-sql";
import { toHeroBanner } from "@/lib/hero-banners/schemas";
import { htmlToText, sanitizeRichText } from "@/lib/sanitize";
import { shownStock } from "@/lib/cache/tags";
import { categoryPath, subtreeIds, treeOrder, visibleCategories } from "./category-tree";
import * as repo from "./repository";
import { groupRows, translateBanners, translateCard, translateCollections, translateMenus, translatePage, translateProduct, translateTree, type ContentLang } from "./translate";
import type {
  ListingPage,
  ListingQuery,
  StoreCard,
  StoreCategoryTree,
  StoreCategory,
  StoreCollection,
  StoreHero,
  StoreMenu,
  StoreMenus,
  StorePage,
  StorePageLink,
  StoreProductDetail,
  StoreProductPage,
  StoreShell,
} from "./schemas";

/**
 * Builds what the storefront shows from the tenant-scoped reads (lib/storefront/repository.ts).
 * Uncached: lib/storefront/data.ts caches these per store; tests call them directly.
 */

const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

/** Plain text of rich HTML with block boundaries kept as spaces ("wash.</p><ul><li>Regular" -> "wash. Regular"). */
export const plainText = (html: string | null | undefined) =>
  htmlToText((html ?? "").replace(/<\/(p|div|li|h[1-6]|blockquote|pre|td|th|tr|figcaption)>|<br\s*\/?>|<hr\s*\/?>/gi, "$& "));

/**
 * The store's shell rows (menus, categories with counts, collections, banners, themes) in one statement; in a
 * language (not the default) their texts translated field by field, read in the same statement.
 */
export async function loadStoreShell(tenantId: TenantId, lang: ContentLang = null): Promise<StoreShell> {
  const rows = await repo.findStoreShell(tenantId, lang);
  const tr = groupRows(rows.translations);
  return {
    menus: translateMenus(menusOf(rows), tr.get("menu-item")),
    tree: translateTree(categoryTreeOf(rows), tr.get("category")),
    collections: translateCollections(collectionsOf(rows), tr.get("collection")),
    banners: translateBanners(rows.banners.map(toHeroBanner), tr.get("hero-banner")),
    themes: rows.themes,
  };
}

export const loadCategoryTree = async (tenantId: TenantId, lang: ContentLang = null) => (await loadStoreShell(tenantId, lang)).tree;
export const loadCollections = async (tenantId: TenantId, lang: ContentLang = null) => (await loadStoreShell(tenantId, lang)).collections;
export const loadMenus = async (tenantId: TenantId, lang: ContentLang = null) => (await loadStoreShell(tenantId, lang)).menus;

/** Categories with their product counts (counted per category in SQL, rolled up the tree here). */
function categoryTreeOf({ categories: categoryRows, counts }: repo.StoreShellRows): StoreCategoryTree {
  const own = new Map(counts.map((c) => [c.categoryId, c.n]));
  const byId = new Map(categoryRows.map((c) => [c.id, c]));
  const visible = treeOrder(visibleCategories(categoryRows));
  const categories: StoreCategory[] = visible.map((c) => {
    let productCount = 0;
    for (const id of subtreeIds(c.id, visible)) productCount += own.get(id) ?? 0;
    return {
      id: c.id,
      name: c.name,
      slug: c.slug,
      description: c.description,
      image: c.image,
      parentId: c.parentId && byId.get(c.parentId) ? c.parentId : null,
      sortOrder: c.sortOrder,
      path: categoryPath(c.id, byId),
      productCount,
      seoTitle: c.seoTitle,
      seoDescription: c.seoDescription,
      updatedAt: iso(c.updatedAt),
    };
  });
  const nodes: CategoryNode[] = categoryRows.map((c) => ({ id: c.id, name: c.name, slug: c.slug, parentId: c.parentId }));
  return { categories, nodes, activeProducts: counts.reduce((n, c) => n + c.n, 0) };
}

function collectionsOf({ collections }: repo.StoreShellRows): StoreCollection[] {
  return collections.map((c) => ({
    id: c.id,
    name: c.name,
    slug: c.slug,
    description: c.description,
    type: c.type === "smart" ? "smart" : "manual",
    criteria: c.type === "smart" ? (c.criteria ?? null) : null,
    image: c.image,
    sortOrder: c.sortOrder,
    seoTitle: c.seoTitle,
    seoDescription: c.seoDescription,
    updatedAt: iso(c.updatedAt),
  }));
}

/**
 * Turns a normalised listing query into the repository's filter (always active products only). `null`: the
 * query cannot match anything (an unknown category or collection), so no statement runs.
 */
export function listingFilter(q: ListingQuery, tree: StoreCategoryTree, collections: StoreCollection[], lang: ContentLang = null): repo.ListingFilter | null {
  const f: repo.ListingFilter = { search: q.search || undefined, lang: q.search ? lang : undefined, min: q.min || undefined, max: q.max || undefined };
  if (q.scope.kind === "category") {
    const id = q.scope.categoryId;
    if (!tree.categories.some((c) => c.id === id)) return null;
    f.categoryIds = [...subtreeIds(id, tree.categories)];
  } else if (q.scope.kind === "collection") {
    const id = q.scope.collectionId;
    const col = collections.find((c) => c.id === id);
    if (!col) return null;
    if (col.type === "smart") f.condition = smartCriteriaSql(col.criteria, new Map(tree.nodes.map((n) => [n.id, n])));
    else f.manualCollectionId = col.id;
  }
  return f;
}

/** One page of a listing (ids in order) and the total count. */
export async function loadListingPage(tenantId: TenantId, q: ListingQuery, filter: repo.ListingFilter | null): Promise<ListingPage> {
  if (!filter) return { ids: [], total: 0 };
  // Manual order exists only inside a manual collection; a smart one shows its newest first.
  const sort = q.sort === "manual" && !filter.manualCollectionId ? "newest" : q.sort;
  const offset = (q.page - 1) * q.pageSize;
  const exact = await repo.listProductPage(tenantId, filter, sort, q.pageSize, offset);
  // A search nothing matches word for word may be a typo: look again for close words.
  if (exact.total > 0 || !filter.search) return exact;
  return repo.listProductPage(tenantId, { ...filter, closeMatches: true }, sort, q.pageSize, offset);
}

/** Cards of these products in the given order (ids no longer active are left out). */
export async function loadCards(tenantId: TenantId, ids: string[], lang: ContentLang = null): Promise<StoreCard[]> {
  const rows = await repo.listCardRows(tenantId, ids, lang);
  const byId = new Map(rows.map(({ tr, ...card }) => [card.id, translateCard(card, tr ?? undefined)]));
  return ids.map((id) => byId.get(id)).filter((r): r is StoreCard => !!r);
}

/**
 * The first products of several listings (a home page's sections) in one statement. A listing whose filter
 * is null matches nothing. No close-match fallback: sections do not search.
 */
export async function loadListingIdsMany(tenantId: TenantId, qs: ListingQuery[], filters: (repo.ListingFilter | null)[]): Promise<string[][]> {
  const live = qs.flatMap((q, i) => {
    const filter = filters[i];
    return filter ? [{ i, filter, sort: q.sort === "manual" && !filter.manualCollectionId ? ("newest" as const) : q.sort, limit: q.pageSize }] : [];
  });
  const found = await repo.listProductIdsMany(tenantId, live);
  const out: string[][] = qs.map(() => []);
  live.forEach((l, k) => (out[l.i] = found[k] ?? []));
  return out;
}

export async function loadProductSlugs(tenantId: TenantId) {
  const rows = await repo.listActiveProductSlugs(tenantId);
  return rows.map((r) => ({ slug: r.slug, updatedAt: iso(r.updatedAt) }));
}

/** The active product of a slug and the ids of up to `relatedLimit` related products (same category, newest first). */
export const loadProductRef = (tenantId: TenantId, slug: string, relatedLimit = 4) => repo.findActiveProductRef(tenantId, slug, relatedLimit);

export const loadProductIdBySlug = async (tenantId: TenantId, slug: string) => (await loadProductRef(tenantId, slug, 0))?.id ?? null;

/** A product page: the product and the cards of the given related products (in that order), in one statement. */
export async function loadProductPage(tenantId: TenantId, id: string, relatedIds: string[], lang: ContentLang = null): Promise<StoreProductPage | null> {
  const row = await repo.findActiveProductWithCards(tenantId, id, relatedIds, lang);
  if (!row) return null;
  const p = row.product;
  const cards = new Map(row.cards.map(({ tr, ...c }) => [c.id, translateCard(c, tr ?? undefined)]));
  return {
    product: translateProduct({
      id: p.id,
      name: p.name,
      slug: p.slug,
      price: p.price,
      priceMax: p.priceMax,
      compareAtPrice: p.compareAtPrice,
      images: p.images,
      options: p.options.map((o) => ({ name: o.name, values: o.values })),
      // Money from json_build_object is numeric::text ("599.00"); a variant's image must still be one of the product's.
      variants: row.variants.map((v) => ({ ...v, image: v.image && p.images.includes(v.image) ? v.image : null })),
      shortDescription: p.shortDescription,
      description: sanitizeRichText(p.description),
      descriptionText: plainText(p.description),
      quantity: shownStock(p.quantity),
      trackQuantity: p.trackQuantity,
      categoryId: p.categoryId,
      status: p.status,
      createdAt: iso(p.createdAt),
      updatedAt: iso(p.updatedAt),
      sku: p.sku,
      weight: p.weight,
      weightUnit: p.weightUnit,
      tags: p.tags,
      requiresShipping: p.requiresShipping,
      seoTitle: p.seoTitle,
      seoDescription: p.seoDescription,
      ratingAverage: p.ratingAverage,
      ratingCount: p.ratingCount,
      ratingCounts: p.ratingCounts,
      reviews: row.reviews,
    }, row.tr ?? undefined, { sanitize: sanitizeRichText, text: plainText }),
    related: relatedIds.flatMap((rid) => cards.get(rid) ?? []),
  };
}

export const loadProduct = async (tenantId: TenantId, id: string, lang: ContentLang = null): Promise<StoreProductDetail | null> =>
  (await loadProductPage(tenantId, id, [], lang))?.product ?? null;

function menuLocation(rows: repo.StoreShellRows, location: "header" | "footer"): StoreMenu[] {
  const link = (i: (typeof rows.menuItems)[number]) => ({ id: i.id, label: i.label, href: i.linkTarget, openInNewTab: i.openInNewTab });
  return rows.menus
    .filter((m) => m.location === location)
    .map((m) => {
      const own = rows.menuItems.filter((i) => i.menuId === m.id);
      // A child whose parent is inactive (or gone) is hidden with it.
      const top = own.filter((i) => !i.parentId);
      const menuItems = top.map((t) => ({ ...link(t), children: own.filter((c) => c.parentId === t.id).map(link) }));
      // A menu with no items that is itself a link shows as one entry.
      if (menuItems.length === 0 && m.linkTarget && m.linkType !== "dropdown") {
        menuItems.push({ id: m.id, label: m.name, href: m.linkTarget, openInNewTab: m.linkType === "external", children: [] });
      }
      return { id: m.id, name: m.name, items: menuItems };
    });
}

/** Active header menus (by sortOrder) and at most 2 footer menus (the footer has room for two). */
function menusOf(rows: repo.StoreShellRows): StoreMenus {
  return { header: menuLocation(rows, "header"), footer: menuLocation(rows, "footer").slice(0, 2) };
}

/** The home hero: the first active hero banner, else the active theme's banner settings. */
export function heroOf(shell: StoreShell, activeTheme: string): StoreHero {
  const banner = shell.banners[0];
  const settings = shell.themes.find((t) => t.themeId === activeTheme);
  return {
    title: banner?.title || settings?.bannerText || null,
    subtitle: banner?.subtitle || settings?.bannerSubtitle || null,
    buttonLabel: banner?.buttonLabel || settings?.bannerButtonLabel || null,
    buttonUrl: banner?.buttonUrl || null,
    image: banner?.desktopImages[0] || settings?.bannerImage || null,
    mobileImage: banner?.mobileImages[0] || null,
  };
}

export const loadHero = async (tenantId: TenantId, activeTheme: string, lang: ContentLang = null) => heroOf(await loadStoreShell(tenantId, lang), activeTheme);

export async function loadPage(tenantId: TenantId, slug: string, lang: ContentLang = null): Promise<StorePage | null> {
  const row = await repo.findPublishedPage(tenantId, slug, lang);
  if (!row) return null;
  const p = row.page;
  const page = { id: p.id, title: p.title, slug: p.slug, content: sanitizeRichText(p.content), metaDescription: p.metaDescription, updatedAt: iso(p.updatedAt) };
  return translatePage(page, row.tr ?? undefined, sanitizeRichText);
}

export async function loadPageLinks(tenantId: TenantId, lang: ContentLang = null): Promise<StorePageLink[]> {
  const rows = await repo.listPublishedPages(tenantId, lang);
  return rows.map((r) => ({ slug: r.slug, title: r.tr?.title?.trim() ? r.tr.title : r.title, updatedAt: iso(r.updatedAt) }));
}
