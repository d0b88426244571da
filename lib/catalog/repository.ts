import type { TenantId } from "@/lib/tenancy/store";
import { and, asc, count, desc, eq, gte, ilike, inArray, like, ne, or, sql, type SQL } from "drizzle-orm";
import { getDb, type Db, type Tx } from "@/db/client";
import { categories, collectionProducts, collections, products, type ProductStatus } from "@/db/schema";
import type { ProductRow } from "./schemas";

/**
 * The catalogue's only Drizzle code. Every query has the store's id in its WHERE clause; the id always
 * comes from the resolved store (ctx.store), never from request input.
 */

type Conn = Db | Tx;
type ProductInsert = typeof products.$inferInsert;
type CategoryInsert = typeof categories.$inferInsert;
type CollectionInsert = typeof collections.$inferInsert;

/** Escape LIKE wildcards so a search for "50%" means the text "50%". */
function likeEscape(s: string) {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

// ------------------------------------------------------------------ storefront (used by the home page)

// ------------------------------------------------------------------ categories

export async function listCategories(tenantId: TenantId, opts: { activeOnly: boolean }) {
  const db = await getDb();
  const where = [eq(categories.tenantId, tenantId)];
  if (opts.activeOnly) where.push(eq(categories.isActive, true));
  return db
    .select()
    .from(categories)
    .where(and(...where))
    .orderBy(asc(categories.sortOrder), asc(categories.name));
}

export async function findCategory(tenantId: TenantId, id: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.tenantId, tenantId), eq(categories.id, id)))
    .limit(1);
  return row ?? null;
}

export async function categorySlugTaken(tenantId: TenantId, slug: string, exceptId?: string) {
  const db = await getDb();
  const where = [eq(categories.tenantId, tenantId), eq(categories.slug, slug)];
  if (exceptId) where.push(ne(categories.id, exceptId));
  const [row] = await db.select({ id: categories.id }).from(categories).where(and(...where)).limit(1);
  return !!row;
}

export async function insertCategory(tenantId: TenantId, values: Omit<CategoryInsert, "tenantId" | "id">) {
  const db = await getDb();
  const [row] = await db
    .insert(categories)
    .values({ ...values, tenantId })
    .returning();
  return row;
}

export async function updateCategory(tenantId: TenantId, id: string, values: Partial<Omit<CategoryInsert, "tenantId" | "id">>) {
  const db = await getDb();
  const [row] = await db
    .update(categories)
    .set(values)
    .where(and(eq(categories.tenantId, tenantId), eq(categories.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteCategory(tenantId: TenantId, id: string) {
  const db = await getDb();
  const rows = await db
    .delete(categories)
    .where(and(eq(categories.tenantId, tenantId), eq(categories.id, id)))
    .returning({ id: categories.id });
  return rows.length > 0;
}

/** Active products per category id (direct membership only). */
export async function countActiveProductsByCategory(tenantId: TenantId) {
  const db = await getDb();
  const rows = await db
    .select({ categoryId: products.categoryId, n: count() })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.status, "active")))
    .groupBy(products.categoryId);
  const out = new Map<string, number>();
  for (const r of rows) if (r.categoryId) out.set(r.categoryId, Number(r.n));
  return out;
}

// ------------------------------------------------------------------ products

export type ProductFilter = {
  /** Statuses to include; undefined: every status. */
  statuses?: ProductStatus[];
  /** Products in any of these categories. */
  categoryIds?: string[];
  search?: string;
};

export async function listProducts(tenantId: TenantId, filter: ProductFilter = {}) {
  const db = await getDb();
  const where: SQL[] = [eq(products.tenantId, tenantId)];
  if (filter.statuses) where.push(inArray(products.status, filter.statuses));
  if (filter.categoryIds) {
    if (filter.categoryIds.length === 0) return [];
    where.push(inArray(products.categoryId, filter.categoryIds));
  }
  if (filter.search) {
    const pattern = `%${likeEscape(filter.search)}%`;
    where.push(or(ilike(products.name, pattern), ilike(products.description, pattern))!);
  }
  return db
    .select()
    .from(products)
    .where(and(...where))
    .orderBy(desc(products.createdAt), asc(products.name));
}

export async function findProduct(tenantId: TenantId, id: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.id, id)))
    .limit(1);
  return row ?? null;
}

export async function findProductsByIds(tenantId: TenantId, ids: string[]) {
  if (ids.length === 0) return [];
  const db = await getDb();
  return db
    .select()
    .from(products)
    .where(and(eq(products.tenantId, tenantId), inArray(products.id, ids)));
}

/** Slugs of the store equal to `base` or starting with `base-` (for the -2, -3… rule). */
export async function productSlugsLike(tenantId: TenantId, base: string, exceptId?: string) {
  const db = await getDb();
  const where = [eq(products.tenantId, tenantId), or(eq(products.slug, base), like(products.slug, `${likeEscape(base)}-%`))!];
  if (exceptId) where.push(ne(products.id, exceptId));
  const rows = await db
    .select({ slug: products.slug })
    .from(products)
    .where(and(...where));
  return rows.map((r) => r.slug);
}

export async function insertProduct(tenantId: TenantId, values: Omit<ProductInsert, "tenantId" | "id">) {
  const db = await getDb();
  const [row] = await db
    .insert(products)
    .values({ ...values, tenantId })
    .returning();
  return row;
}

export async function updateProduct(tenantId: TenantId, id: string, values: Partial<Omit<ProductInsert, "tenantId" | "id">>) {
  const db = await getDb();
  const [row] = await db
    .update(products)
    .set(values)
    .where(and(eq(products.tenantId, tenantId), eq(products.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteProduct(tenantId: TenantId, id: string) {
  const db = await getDb();
  const rows = await db
    .delete(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.id, id)))
    .returning({ id: products.id });
  return rows.length > 0;
}

// ------------------------------------------------------------------ collections

export async function listCollections(tenantId: TenantId, opts: { activeOnly: boolean }) {
  const db = await getDb();
  const where = [eq(collections.tenantId, tenantId)];
  if (opts.activeOnly) where.push(eq(collections.isActive, true));
  return db
    .select()
    .from(collections)
    .where(and(...where))
    .orderBy(asc(collections.sortOrder), asc(collections.createdAt));
}

export async function findCollection(tenantId: TenantId, id: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(collections)
    .where(and(eq(collections.tenantId, tenantId), eq(collections.id, id)))
    .limit(1);
  return row ?? null;
}

export async function findCollectionBySlug(tenantId: TenantId, slug: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(collections)
    .where(and(eq(collections.tenantId, tenantId), eq(collections.slug, slug)))
    .limit(1);
  return row ?? null;
}

export async function collectionSlugTaken(tenantId: TenantId, slug: string, exceptId?: string) {
  const db = await getDb();
  const where = [eq(collections.tenantId, tenantId), eq(collections.slug, slug)];
  if (exceptId) where.push(ne(collections.id, exceptId));
  const [row] = await db.select({ id: collections.id }).from(collections).where(and(...where)).limit(1);
  return !!row;
}

/** Links of the given collections (all of the store's when omitted), in link order. */
export async function listCollectionLinks(tenantId: TenantId, collectionIds?: string[]) {
  if (collectionIds && collectionIds.length === 0) return [];
  const db = await getDb();
  const where = [eq(collectionProducts.tenantId, tenantId)];
  if (collectionIds) where.push(inArray(collectionProducts.collectionId, collectionIds));
  return db
    .select({ collectionId: collectionProducts.collectionId, productId: collectionProducts.productId, sortOrder: collectionProducts.sortOrder })
    .from(collectionProducts)
    .where(and(...where))
    .orderBy(asc(collectionProducts.sortOrder), asc(collectionProducts.id));
}

/** The products linked to a manual collection, in link order; statuses as given (undefined: any). */
export async function listLinkedProducts(tenantId: TenantId, collectionId: string, statuses?: ProductStatus[]) {
  const db = await getDb();
  const where: SQL[] = [eq(collectionProducts.tenantId, tenantId), eq(collectionProducts.collectionId, collectionId), eq(products.tenantId, tenantId)];
  if (statuses) where.push(inArray(products.status, statuses));
  const rows = await db
    .select({ product: products })
    .from(collectionProducts)
    .innerJoin(products, eq(products.id, collectionProducts.productId))
    .where(and(...where))
    .orderBy(asc(collectionProducts.sortOrder), asc(collectionProducts.id));
  return rows.map((r) => r.product);
}

async function replaceLinks(tx: Conn, tenantId: TenantId, collectionId: string, productIds: string[]) {
  await tx.delete(collectionProducts).where(and(eq(collectionProducts.tenantId, tenantId), eq(collectionProducts.collectionId, collectionId)));
  if (productIds.length) {
    await tx.insert(collectionProducts).values(productIds.map((productId, i) => ({ tenantId, collectionId, productId, sortOrder: i })));
  }
}

/** Create a collection and (manual) its ordered links in one transaction. */
export async function insertCollection(tenantId: TenantId, values: Omit<CollectionInsert, "tenantId" | "id">, productIds: string[]) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(collections)
      .values({ ...values, tenantId })
      .returning();
    await replaceLinks(tx, tenantId, row.id, productIds);
    return row;
  });
}

/** Update a collection; `productIds` (when given) replaces its links, in one transaction. */
export async function updateCollection(
  tenantId: TenantId,
  id: string,
  values: Partial<Omit<CollectionInsert, "tenantId" | "id">>,
  productIds: string[] | undefined,
) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(collections)
      .set(values)
      .where(and(eq(collections.tenantId, tenantId), eq(collections.id, id)))
      .returning();
    if (!row) return null;
    if (productIds) await replaceLinks(tx, tenantId, id, productIds);
    return row;
  });
}

export async function deleteCollection(tenantId: TenantId, id: string) {
  const db = await getDb();
  const rows = await db
    .delete(collections)
    .where(and(eq(collections.tenantId, tenantId), eq(collections.id, id)))
    .returning({ id: collections.id });
  return rows.length > 0;
}

/** Every category of the store as the smart-collection evaluator's tree nodes. */
export async function listCategoryNodes(tenantId: TenantId) {
  const db = await getDb();
  return db
    .select({ id: categories.id, name: categories.name, slug: categories.slug, parentId: categories.parentId })
    .from(categories)
    .where(eq(categories.tenantId, tenantId));
}

/** Active products of this store among the ids (others are not for sale here and are left out). */
export async function loadActiveProducts(tenantId: TenantId, ids: string[]): Promise<Map<string, ProductRow>> {
  const out = new Map<string, ProductRow>();
  const unique = [...new Set(ids)];
  if (unique.length === 0) return out;
  const db = await getDb();
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.status, "active"), inArray(products.id, unique)));
  for (const r of rows) out.set(r.id, r);
  return out;
}

/** How many products the store has, and how many of them were created since a date (the owner's overview). */
export async function countProducts(tenantId: TenantId, since: Date): Promise<{ total: number; since: number }> {
  const db = await getDb();
  const [p] = await db
    .select({
      total: count(),
      since: sql<number>`count(*) filter (where ${gte(products.createdAt, since)})`.mapWith(Number),
    })
    .from(products)
    .where(eq(products.tenantId, tenantId));
  return p;
}
