import "server-only";
import { matchesCriteria, type CategoryNode } from "@/lib/catalog/smart";
import { htmlToText, sanitizeRichText } from "@/lib/sanitize";
import { categoryPath, subtreeIds, treeOrder, visibleCategories } from "./category-tree";
import * as repo from "./repository";
import type {
  StoreCatalog,
  StoreCategory,
  StoreCollection,
  StoreHero,
  StoreMenu,
  StoreMenus,
  StorePage,
  StorePageLink,
  StoreProduct,
  StoreProductDetail,
} from "./types";

/**
 * Builds what the storefront shows from the tenant-scoped reads (lib/storefront/repository.ts).
 * Uncached: lib/storefront/data.ts caches these per store; tests call them directly.
 */

const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

/** Plain text of rich HTML with block boundaries kept as spaces ("wash.</p><ul><li>Regular" -> "wash. Regular"). */
export const plainText = (html: string | null | undefined) =>
  htmlToText((html ?? "").replace(/<\/(p|div|li|h[1-6]|blockquote|pre|td|th|tr|figcaption)>|<br\s*\/?>|<hr\s*\/?>/gi, "$& "));

function toStoreProduct(r: repo.ProductListRow): StoreProduct {
  return {
    id: r.id,
    name: r.name,
    slug: r.slug,
    price: r.price,
    compareAtPrice: r.compareAtPrice,
    image: r.images[0] ?? null,
    shortDescription: r.shortDescription,
    quantity: r.quantity,
    trackQuantity: r.trackQuantity,
    categoryId: r.categoryId,
    status: r.status,
    createdAt: iso(r.createdAt),
    searchText: [r.name, r.shortDescription ?? "", plainText(r.description)].join(" \n ").toLowerCase(),
  };
}

export async function loadCatalog(tenantId: string): Promise<StoreCatalog> {
  const [rows, categoryRows, collectionRows] = await Promise.all([
    repo.listActiveProductRows(tenantId),
    repo.listCategoryRows(tenantId),
    repo.listActiveCollectionRows(tenantId),
  ]);
  const products = rows.map(toStoreProduct);

  const byId = new Map(categoryRows.map((c) => [c.id, c]));
  const visible = treeOrder(visibleCategories(categoryRows));
  const categories: StoreCategory[] = visible.map((c) => {
    const ids = subtreeIds(c.id, visible);
    return {
      id: c.id,
      name: c.name,
      slug: c.slug,
      description: c.description,
      image: c.image,
      parentId: c.parentId && byId.get(c.parentId) ? c.parentId : null,
      sortOrder: c.sortOrder,
      path: categoryPath(c.id, byId),
      productCount: products.filter((p) => p.categoryId !== null && ids.has(p.categoryId)).length,
      seoTitle: c.seoTitle,
      seoDescription: c.seoDescription,
      updatedAt: iso(c.updatedAt),
    };
  });

  const links = await repo.listCollectionLinks(
    tenantId,
    collectionRows.filter((c) => c.type !== "smart").map((c) => c.id),
  );
  const activeIds = new Set(rows.map((r) => r.id));
  const smartCategories = new Map<string, CategoryNode>(categoryRows.map((c) => [c.id, { id: c.id, name: c.name, slug: c.slug, parentId: c.parentId }]));
  const collections: StoreCollection[] = collectionRows.map((c) => {
    const productIds =
      c.type === "smart"
        ? rows.filter((r) => matchesCriteria(r, c.criteria, smartCategories)).map((r) => r.id)
        : links.filter((l) => l.collectionId === c.id && activeIds.has(l.productId)).map((l) => l.productId);
    return {
      id: c.id,
      name: c.name,
      slug: c.slug,
      description: c.description,
      type: c.type === "smart" ? "smart" : "manual",
      image: c.image,
      sortOrder: c.sortOrder,
      productIds: [...new Set(productIds)],
      seoTitle: c.seoTitle,
      seoDescription: c.seoDescription,
      updatedAt: iso(c.updatedAt),
    };
  });

  return { products, categories, collections };
}

export async function loadProduct(tenantId: string, slug: string): Promise<StoreProductDetail | null> {
  const p = await repo.findActiveProductBySlug(tenantId, slug);
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

async function loadMenuLocation(tenantId: string, location: "header" | "footer"): Promise<StoreMenu[]> {
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

/** Active header menus (by sortOrder) and at most 2 footer menus (spec 1 §2.4, §9). */
export async function loadMenus(tenantId: string): Promise<StoreMenus> {
  const [header, footer] = await Promise.all([loadMenuLocation(tenantId, "header"), loadMenuLocation(tenantId, "footer")]);
  return { header, footer: footer.slice(0, 2) };
}

/** The home hero: the active hero banner, else the active theme's banner settings. */
export async function loadHero(tenantId: string, activeTheme: string): Promise<StoreHero> {
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

export async function loadPage(tenantId: string, slug: string): Promise<StorePage | null> {
  const p = await repo.findPublishedPage(tenantId, slug);
  if (!p) return null;
  return { id: p.id, title: p.title, slug: p.slug, content: sanitizeRichText(p.content), metaDescription: p.metaDescription, updatedAt: iso(p.updatedAt) };
}

export async function loadPageLinks(tenantId: string): Promise<StorePageLink[]> {
  const rows = await repo.listPublishedPages(tenantId);
  return rows.map((r) => ({ slug: r.slug, title: r.title, updatedAt: iso(r.updatedAt) }));
}
