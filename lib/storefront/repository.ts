import "server-only";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { categories, collectionProducts, collections, heroBanners, menuItems, menus, pages, products, themeSettings } from "@/db/schema";

/**
 * The storefront's reads (issue 3). The tenant is in every WHERE; shoppers only ever get active
 * products, active categories/collections/menus/items and published pages. lib/storefront/service.ts
 * shapes these rows into the cached DTOs of lib/storefront/types.ts.
 */

const productListColumns = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  price: products.price,
  compareAtPrice: products.compareAtPrice,
  images: products.images,
  shortDescription: products.shortDescription,
  description: products.description,
  quantity: products.quantity,
  trackQuantity: products.trackQuantity,
  categoryId: products.categoryId,
  status: products.status,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
  // For smart collections (lib/catalog/smart.ts).
  tags: products.tags,
  weight: products.weight,
};

const activeProduct = (tenantId: string) => and(eq(products.tenantId, tenantId), eq(products.status, "active"));

export async function listActiveProductRows(tenantId: string) {
  const db = await getDb();
  return db.select(productListColumns).from(products).where(activeProduct(tenantId)).orderBy(desc(products.createdAt), asc(products.name));
}

export type ProductListRow = Awaited<ReturnType<typeof listActiveProductRows>>[number];

export async function findActiveProductBySlug(tenantId: string, slug: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(products)
    .where(and(activeProduct(tenantId), eq(products.slug, slug)))
    .limit(1);
  return row ?? null;
}

/** Every category of the store (active or not: paths are built from the whole chain). */
export async function listCategoryRows(tenantId: string) {
  const db = await getDb();
  return db
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      description: categories.description,
      image: categories.image,
      parentId: categories.parentId,
      sortOrder: categories.sortOrder,
      isActive: categories.isActive,
      seoTitle: categories.seoTitle,
      seoDescription: categories.seoDescription,
      updatedAt: categories.updatedAt,
    })
    .from(categories)
    .where(eq(categories.tenantId, tenantId))
    .orderBy(asc(categories.sortOrder), asc(categories.name));
}

export async function listActiveCollectionRows(tenantId: string) {
  const db = await getDb();
  return db
    .select()
    .from(collections)
    .where(and(eq(collections.tenantId, tenantId), eq(collections.isActive, true)))
    .orderBy(asc(collections.sortOrder), asc(collections.createdAt));
}

/** Manual collections' product links, in the owner's order. */
export async function listCollectionLinks(tenantId: string, collectionIds: string[]) {
  if (collectionIds.length === 0) return [];
  const db = await getDb();
  return db
    .select({ collectionId: collectionProducts.collectionId, productId: collectionProducts.productId })
    .from(collectionProducts)
    .where(and(eq(collectionProducts.tenantId, tenantId), inArray(collectionProducts.collectionId, collectionIds)))
    .orderBy(asc(collectionProducts.sortOrder), asc(collectionProducts.id));
}

export async function listActiveMenuRows(tenantId: string, location: "header" | "footer") {
  const db = await getDb();
  const ms = await db
    .select({ id: menus.id, name: menus.name, linkType: menus.linkType, linkTarget: menus.linkTarget })
    .from(menus)
    .where(and(eq(menus.tenantId, tenantId), eq(menus.location, location), eq(menus.isActive, true)))
    .orderBy(asc(menus.sortOrder), asc(menus.createdAt));
  if (ms.length === 0) return { menus: ms, items: [] };
  const items = await db
    .select({
      id: menuItems.id,
      menuId: menuItems.menuId,
      parentId: menuItems.parentId,
      label: menuItems.label,
      linkTarget: menuItems.linkTarget,
      openInNewTab: menuItems.openInNewTab,
    })
    .from(menuItems)
    .where(
      and(
        eq(menuItems.tenantId, tenantId),
        inArray(
          menuItems.menuId,
          ms.map((m) => m.id),
        ),
        eq(menuItems.isActive, true),
      ),
    )
    .orderBy(asc(menuItems.sortOrder), asc(menuItems.createdAt));
  return { menus: ms, items };
}

export async function findActiveHeroBanner(tenantId: string) {
  const db = await getDb();
  const [b] = await db
    .select()
    .from(heroBanners)
    .where(and(eq(heroBanners.tenantId, tenantId), eq(heroBanners.isActive, true)))
    .orderBy(asc(heroBanners.sortOrder), desc(heroBanners.createdAt))
    .limit(1);
  return b ?? null;
}

export async function findThemeSettings(tenantId: string, themeId: string) {
  const db = await getDb();
  const [s] = await db
    .select({
      bannerText: themeSettings.bannerText,
      bannerSubtitle: themeSettings.bannerSubtitle,
      bannerButtonLabel: themeSettings.bannerButtonLabel,
      bannerImage: themeSettings.bannerImage,
    })
    .from(themeSettings)
    .where(and(eq(themeSettings.tenantId, tenantId), eq(themeSettings.themeId, themeId)))
    .limit(1);
  return s ?? null;
}

export async function findPublishedPage(tenantId: string, slug: string) {
  const db = await getDb();
  const [p] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.tenantId, tenantId), eq(pages.slug, slug), eq(pages.isPublished, true)))
    .limit(1);
  return p ?? null;
}

export async function listPublishedPages(tenantId: string) {
  const db = await getDb();
  return db
    .select({ slug: pages.slug, title: pages.title, updatedAt: pages.updatedAt })
    .from(pages)
    .where(and(eq(pages.tenantId, tenantId), eq(pages.isPublished, true)))
    .orderBy(asc(pages.sortOrder), asc(pages.title));
}
