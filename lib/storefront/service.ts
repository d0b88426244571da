import type { TenantId } from "@/lib/tenancy/store";
import "server-only";
import type { CategoryNode } from "@/lib/catalog/smart";
import { smartCriteriaSql } from "@/lib/catalog/smart-sql";
import { htmlToText, sanitizeRichText } from "@/lib/sanitize";
import { categoryPath, subtreeIds, treeOrder, visibleCategories } from "./category-tree";
import * as repo from "./repository";
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
} from "./schemas";

/**
 * Builds what the storefront shows from the tenant-scoped reads (lib/storefront/repository.ts).
 * Uncached: lib/storefront/data.ts caches these per store; tests call them directly.
 */

const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

/** Plain text of rich HTML with block boundaries kept as spaces ("wash.</p><ul><li>Regular" -> "wash. Regular"). */
export const plainText = (html: string | null | undefined) =>
  htmlToText((html ?? "").replace(/<\/(p|div|li|h[1-6]|blockquote|pre|td|th|tr|figcaption)>|<br\s*\/?>|<hr\s*\/?>/gi, "$& "));

/** Categories with their product counts (one grouped query, rolled up the tree here). */
export async function loadCategoryTree(tenantId: TenantId): Promise<StoreCategoryTree> {
  const [categoryRows, counts] = await Promise.all([repo.listCategoryRows(tenantId), repo.countActiveByCategory(tenantId)]);
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

export async function loadCollections(tenantId: TenantId): Promise<StoreCollection[]> {
  const rows = await repo.listActiveCollectionRows(tenantId);
  return rows.map((c) => ({
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
 * Turns a normalised listing query into the repository's filter. `null`: the query cannot match anything
 * (draft/archived asked for, an unknown category or collection), so no statement runs.
 */
export function listingFilter(q: ListingQuery, tree: StoreCategoryTree, collections: StoreCollection[]): repo.ListingFilter | null {
  if (!q.statusOk) return null;
  const f: repo.ListingFilter = { search: q.search || undefined, min: q.min || undefined, max: q.max || undefined };
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
export async function loadCards(tenantId: TenantId, ids: string[]): Promise<StoreCard[]> {
  const rows = await repo.listCardRows(tenantId, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is (typeof rows)[number] => !!r);
}

/** Newest product ids of each group of categories (the home page's category tabs). */
export async function loadNewestPerGroup(tenantId: TenantId, groups: { key: string; categoryIds: string[] }[], limit: number): Promise<Record<string, string[]>> {
  const rows = await repo.listNewestPerGroup(tenantId, groups, limit);
  const out: Record<string, string[]> = Object.fromEntries(groups.map((g) => [g.key, []]));
  for (const r of rows) out[r.key]?.push(r.id);
  return out;
}

export const loadRelatedIds = repo.listRelatedIds;

export async function loadProductSlugs(tenantId: TenantId) {
  const rows = await repo.listActiveProductSlugs(tenantId);
  return rows.map((r) => ({ slug: r.slug, updatedAt: iso(r.updatedAt) }));
}

export const loadProductIdBySlug = repo.findActiveProductIdBySlug;

export async function loadProduct(tenantId: TenantId, id: string): Promise<StoreProductDetail | null> {
  const p = await repo.findActiveProduct(tenantId, id);
  if (!p) return null;
  return {
    id: p.id,
    name: p.name,
    slug: p.slug,
    price: p.price,
    compareAtPrice: p.compareAtPrice,
    images: p.images,
    shortDescription: p.shortDescription,
    description: sanitizeRichText(p.description),
    descriptionText: plainText(p.description),
    quantity: p.quantity,
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
  };
}

async function loadMenuLocation(tenantId: TenantId, location: "header" | "footer"): Promise<StoreMenu[]> {
  const { menus, items } = await repo.listActiveMenuRows(tenantId, location);
  const link = (i: (typeof items)[number]) => ({ id: i.id, label: i.label, href: i.linkTarget, openInNewTab: i.openInNewTab });
  return menus.map((m) => {
    const own = items.filter((i) => i.menuId === m.id);
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
export async function loadMenus(tenantId: TenantId): Promise<StoreMenus> {
  const [header, footer] = await Promise.all([loadMenuLocation(tenantId, "header"), loadMenuLocation(tenantId, "footer")]);
  return { header, footer: footer.slice(0, 2) };
}

/** The home hero: the active hero banner, else the active theme's banner settings. */
export async function loadHero(tenantId: TenantId, activeTheme: string): Promise<StoreHero> {
  const [banner, settings] = await Promise.all([repo.findActiveHeroBanner(tenantId), repo.findThemeSettings(tenantId, activeTheme)]);
  return {
    title: banner?.title || settings?.bannerText || null,
    subtitle: banner?.subtitle || settings?.bannerSubtitle || null,
    buttonLabel: banner?.buttonLabel || settings?.bannerButtonLabel || null,
    buttonUrl: banner?.buttonUrl || null,
    image: banner?.desktopImages[0] || settings?.bannerImage || null,
    mobileImage: banner?.mobileImages[0] || null,
  };
}

export async function loadPage(tenantId: TenantId, slug: string): Promise<StorePage | null> {
  const p = await repo.findPublishedPage(tenantId, slug);
  if (!p) return null;
  return { id: p.id, title: p.title, slug: p.slug, content: sanitizeRichText(p.content), metaDescription: p.metaDescription, updatedAt: iso(p.updatedAt) };
}

export async function loadPageLinks(tenantId: TenantId): Promise<StorePageLink[]> {
  const rows = await repo.listPublishedPages(tenantId);
  return rows.map((r) => ({ slug: r.slug, title: r.title, updatedAt: iso(r.updatedAt) }));
}
