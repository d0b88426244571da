import type { TenantId } from "@/lib/tenancy/store";
import "server-only";
import { and, asc, count, desc, eq, gte, inArray, lte, ne, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import { categories, collectionProducts, collections, heroBanners, menuItems, menus, pages, products, themeSettings } from "@/db/schema";
import { productSearchRank, searchCloseCondition, searchExactCondition } from "./search-sql";
import type { ListingSort } from "./schemas";

/**
 * The storefront's reads. The tenant is in every WHERE; shoppers only ever get active products, active
 * categories/collections/menus/items and published pages. No read returns the whole catalogue: listings
 * filter, sort, count and paginate here, in SQL. lib/storefront/service.ts
 * shapes these rows into the cached DTOs of lib/storefront/types.ts.
 */

/** What a product card shows. */
const cardColumns = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  price: products.price,
  compareAtPrice: products.compareAtPrice,
  image: sql<string | null>`${products.images}[1]`,
  shortDescription: products.shortDescription,
  quantity: products.quantity,
  trackQuantity: products.trackQuantity,
};

const activeProduct = (tenantId: TenantId) => and(eq(products.tenantId, tenantId), eq(products.status, "active"));

/** Which products a listing selects (besides the store and active status). */
export type ListingFilter = {
  /** Products in any of these categories (a category and its subcategories). */
  categoryIds?: string[];
  /** A manual collection: its linked products, in the owner's order. */
  manualCollectionId?: string;
  /** A smart collection's rules as SQL (lib/catalog/smart-sql.ts). */
  condition?: SQL;
  search?: string;
  /** Match the search's words approximately (the fallback when nothing matches exactly). */
  closeMatches?: boolean;
  /** Inclusive price bounds, decimal strings. */
  min?: string;
  max?: string;
};

function listingWhere(tenantId: TenantId, f: ListingFilter): SQL {
  return and(
    activeProduct(tenantId),
    f.categoryIds ? (f.categoryIds.length > 0 ? inArray(products.categoryId, f.categoryIds) : sql`false`) : undefined,
    f.condition,
    f.search ? (f.closeMatches ? searchCloseCondition(f.search) : searchExactCondition(f.search)) : undefined,
    f.min ? gte(products.price, f.min) : undefined,
    f.max ? lte(products.price, f.max) : undefined,
  )!;
}

function listingOrder(sort: ListingSort, search: string | undefined): SQL[] {
  const name = sql`lower(${products.name})`;
  const tie = [asc(products.name), asc(products.id)];
  switch (sort) {
    case "name-asc":
      return [asc(name), ...tie];
    case "name-desc":
      return [desc(name), ...tie];
    case "price-asc":
      return [asc(products.price), asc(name), ...tie];
    case "price-desc":
      return [desc(products.price), asc(name), ...tie];
    case "newest":
      return [desc(products.createdAt), asc(name), ...tie];
    case "oldest":
      return [asc(products.createdAt), asc(name), ...tie];
    case "relevance":
      return [...(search ? productSearchRank(search) : []), asc(name), ...tie];
    case "manual":
      return [asc(collectionProducts.sortOrder), asc(collectionProducts.id)];
  }
}

/**
 * One page of a listing and the number of matches, in one statement (the count is a window over the
 * filtered rows). Past the last page there are no rows to carry the count, so it is counted apart.
 */
export async function listProductPage(tenantId: TenantId, f: ListingFilter, sort: ListingSort, limit: number, offset: number) {
  const db = await getDb();
  const where = listingWhere(tenantId, f);
  const base = db.select({ id: products.id, total: sql<number>`count(*) over ()`.mapWith(Number) }).from(products);
  const joined = f.manualCollectionId
    ? base.innerJoin(
        collectionProducts,
        and(
          eq(collectionProducts.productId, products.id),
          eq(collectionProducts.tenantId, tenantId),
          eq(collectionProducts.collectionId, f.manualCollectionId),
        ),
      )
    : base;
  const order = sort === "manual" && !f.manualCollectionId ? listingOrder("newest", f.search) : listingOrder(sort, f.search);
  const rows = await joined
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  if (rows.length > 0 || offset === 0) return { ids: rows.map((r) => r.id), total: rows[0]?.total ?? 0 };
  const counted = f.manualCollectionId
    ? db
        .select({ n: count() })
        .from(products)
        .innerJoin(
          collectionProducts,
          and(eq(collectionProducts.productId, products.id), eq(collectionProducts.tenantId, tenantId), eq(collectionProducts.collectionId, f.manualCollectionId)),
        )
    : db.select({ n: count() }).from(products);
  const [{ n }] = await counted.where(where);
  return { ids: [], total: n };
}

/** Cards of these products (active ones of this store only), in no particular order. */
export async function listCardRows(tenantId: TenantId, ids: string[]) {
  if (ids.length === 0) return [];
  const db = await getDb();
  return db
    .select(cardColumns)
    .from(products)
    .where(and(activeProduct(tenantId), inArray(products.id, ids)));
}

/** Active products per category (null: uncategorised), one grouped query. */
export async function countActiveByCategory(tenantId: TenantId) {
  const db = await getDb();
  return db
    .select({ categoryId: products.categoryId, n: count() })
    .from(products)
    .where(activeProduct(tenantId))
    .groupBy(products.categoryId);
}

/**
 * The newest products of several category groups at once (the home page's tabs): for each group, at
 * most `limit` ids, newest first. One statement: a LATERAL subquery per group, each served by the
 * (tenant, category, status, created_at) index.
 */
export async function listNewestPerGroup(tenantId: TenantId, groups: { key: string; categoryIds: string[] }[], limit: number) {
  const live = groups.filter((g) => g.categoryIds.length > 0);
  if (live.length === 0) return [];
  const db = await getDb();
  const values = sql.join(
    live.map((g) => sql`(${g.key}, ${`{${g.categoryIds.join(",")}}`}::uuid[])`),
    sql`, `,
  );
  // Both drivers answer execute() with { rows }.
  const result = (await db.execute(sql`
    select g.key, p.id from (values ${values}) as g(key, ids)
    cross join lateral (
      select ${products.id} as id from ${products}
      where ${products.tenantId} = ${tenantId} and ${products.status} = 'active' and ${products.categoryId} = any(g.ids)
      order by ${products.createdAt} desc, lower(${products.name}), ${products.name}, ${products.id}
      limit ${limit}
    ) p`)) as unknown as { rows: { key: string; id: string }[] };
  return result.rows;
}

/** Up to `limit` other active products of the category (the product page's related products). */
export async function listRelatedIds(tenantId: TenantId, categoryId: string, productId: string, limit: number) {
  const db = await getDb();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(activeProduct(tenantId), eq(products.categoryId, categoryId), ne(products.id, productId)))
    .orderBy(desc(products.createdAt), asc(products.name), asc(products.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Slugs of the active products (the sitemap). */
export async function listActiveProductSlugs(tenantId: TenantId) {
  const db = await getDb();
  return db
    .select({ slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .where(activeProduct(tenantId))
    .orderBy(asc(products.slug));
}

export async function findActiveProductIdBySlug(tenantId: TenantId, slug: string) {
  const db = await getDb();
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(activeProduct(tenantId), eq(products.slug, slug)))
    .limit(1);
  return row?.id ?? null;
}

export async function findActiveProduct(tenantId: TenantId, id: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(products)
    .where(and(activeProduct(tenantId), eq(products.id, id)))
    .limit(1);
  return row ?? null;
}

/** Every category of the store (active or not: paths are built from the whole chain). */
export async function listCategoryRows(tenantId: TenantId) {
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

export async function listActiveCollectionRows(tenantId: TenantId) {
  const db = await getDb();
  return db
    .select()
    .from(collections)
    .where(and(eq(collections.tenantId, tenantId), eq(collections.isActive, true)))
    .orderBy(asc(collections.sortOrder), asc(collections.createdAt));
}

export async function listActiveMenuRows(tenantId: TenantId, location: "header" | "footer") {
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

export async function findActiveHeroBanner(tenantId: TenantId) {
  const db = await getDb();
  const [b] = await db
    .select()
    .from(heroBanners)
    .where(and(eq(heroBanners.tenantId, tenantId), eq(heroBanners.isActive, true)))
    .orderBy(asc(heroBanners.sortOrder), desc(heroBanners.createdAt))
    .limit(1);
  return b ?? null;
}

export async function findThemeSettings(tenantId: TenantId, themeId: string) {
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

export async function findPublishedPage(tenantId: TenantId, slug: string) {
  const db = await getDb();
  const [p] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.tenantId, tenantId), eq(pages.slug, slug), eq(pages.isPublished, true)))
    .limit(1);
  return p ?? null;
}

export async function listPublishedPages(tenantId: TenantId) {
  const db = await getDb();
  return db
    .select({ slug: pages.slug, title: pages.title, updatedAt: pages.updatedAt })
    .from(pages)
    .where(and(eq(pages.tenantId, tenantId), eq(pages.isPublished, true)))
    .orderBy(asc(pages.sortOrder), asc(pages.title));
}
