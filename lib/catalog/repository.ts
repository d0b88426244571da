import { and, asc, count, desc, eq, inArray, like, ne, or, type SQL } from "drizzle-orm";
import { getDb, type Db, type Tx } from "@/db/client";
import { productSearchCondition } from "@/lib/storefront/search-sql";
import { categories, collectionProducts, collections, products, taxRules, type ProductStatus } from "@/db/schema";

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

export async function listCategories(tenantId: string, opts: { activeOnly: boolean }) {
  const db = await getDb();
  const where = [eq(categories.tenantId, tenantId)];
  if (opts.activeOnly) where.push(eq(categories.isActive, true));
  return db
    .select()
    .from(categories)
    .where(and(...where))
    .orderBy(asc(categories.sortOrder), asc(categories.name));
}

export async function findCategory(tenantId: string, id: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.tenantId, tenantId), eq(categories.id, id)))
    .limit(1);
  return row ?? null;
}

export async function categorySlugTaken(tenantId: string, slug: string, exceptId?: string) {
  const db = await getDb();
  const where = [eq(categories.tenantId, tenantId), eq(categories.slug, slug)];
  if (exceptId) where.push(ne(categories.id, exceptId));
  const [row] = await db.select({ id: categories.id }).from(categories).where(and(...where)).limit(1);
  return !!row;
}

export async function countSubcategories(tenantId: string, parentId: string) {
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(categories)
    .where(and(eq(categories.tenantId, tenantId), eq(categories.parentId, parentId)));
  return Number(row?.n ?? 0);
}

export async function insertCategory(tenantId: string, values: Omit<CategoryInsert, "tenantId" | "id">) {
  const db = await getDb();
  const [row] = await db
    .insert(categories)
    .values({ ...values, tenantId })
    .returning();
  return row;
}

export async function updateCategory(tenantId: string, id: string, values: Partial<Omit<CategoryInsert, "tenantId" | "id">>) {
  const db = await getDb();
  const [row] = await db
    .update(categories)
    .set(values)
    .where(and(eq(categories.tenantId, tenantId), eq(categories.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteCategory(tenantId: string, id: string) {
  const db = await getDb();
  const rows = await db
    .delete(categories)
    .where(and(eq(categories.tenantId, tenantId), eq(categories.id, id)))
    .returning({ id: categories.id });
  return rows.length > 0;
}

/** Active products per category id (direct membership only). */
export async function countActiveProductsByCategory(tenantId: string) {
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

export async function listProducts(tenantId: string, filter: ProductFilter = {}) {
  const db = await getDb();
  const where: SQL[] = [eq(products.tenantId, tenantId)];
  if (filter.statuses) where.push(inArray(products.status, filter.statuses));
  if (filter.categoryIds) {
    if (filter.categoryIds.length === 0) return [];
    where.push(inArray(products.categoryId, filter.categoryIds));
  }
  if (filter.search) {
    // The storefront's search (name, SKU, tags, descriptions; typo-tolerant), so the API finds what the pages find.
    const activeOnly = filter.statuses?.length === 1 && filter.statuses[0] === "active";
    const match = productSearchCondition(tenantId, filter.search, { activeOnly });
    if (match) where.push(match);
  }
  return db
    .select()
    .from(products)
    .where(and(...where))
    .orderBy(desc(products.createdAt), asc(products.name));
}

export async function findProduct(tenantId: string, id: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.id, id)))
    .limit(1);
  return row ?? null;
}

export async function findProductsByIds(tenantId: string, ids: string[]) {
  if (ids.length === 0) return [];
  const db = await getDb();
  return db
    .select()
    .from(products)
    .where(and(eq(products.tenantId, tenantId), inArray(products.id, ids)));
}

/** Slugs of the store equal to `base` or starting with `base-` (for the -2, -3… rule). */
export async function productSlugsLike(tenantId: string, base: string, exceptId?: string) {
  const db = await getDb();
  const where = [eq(products.tenantId, tenantId), or(eq(products.slug, base), like(products.slug, `${likeEscape(base)}-%`))!];
  if (exceptId) where.push(ne(products.id, exceptId));
  const rows = await db
    .select({ slug: products.slug })
    .from(products)
    .where(and(...where));
  return rows.map((r) => r.slug);
}

export async function insertProduct(tenantId: string, values: Omit<ProductInsert, "tenantId" | "id">) {
  const db = await getDb();
  const [row] = await db
    .insert(products)
    .values({ ...values, tenantId })
    .returning();
  return row;
}

export async function updateProduct(tenantId: string, id: string, values: Partial<Omit<ProductInsert, "tenantId" | "id">>) {
  const db = await getDb();
  const [row] = await db
    .update(products)
    .set(values)
    .where(and(eq(products.tenantId, tenantId), eq(products.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteProduct(tenantId: string, id: string) {
  const db = await getDb();
  const rows = await db
    .delete(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.id, id)))
    .returning({ id: products.id });
  return rows.length > 0;
}

// ------------------------------------------------------------------ tax rules (the product editor's select)

export async function listTaxRules(tenantId: string) {
  const db = await getDb();
  return db
    .select({ id: taxRules.id, name: taxRules.name })
    .from(taxRules)
    .where(eq(taxRules.tenantId, tenantId))
    .orderBy(asc(taxRules.name));
}

export async function taxRuleExists(tenantId: string, id: string) {
  const db = await getDb();
  const [row] = await db
    .select({ id: taxRules.id })
    .from(taxRules)
    .where(and(eq(taxRules.tenantId, tenantId), eq(taxRules.id, id)))
    .limit(1);
  return !!row;
}

// ------------------------------------------------------------------ collections

export async function listCollections(tenantId: string, opts: { activeOnly: boolean }) {
  const db = await getDb();
  const where = [eq(collections.tenantId, tenantId)];
  if (opts.activeOnly) where.push(eq(collections.isActive, true));
  return db
    .select()
    .from(collections)
    .where(and(...where))
    .orderBy(asc(collections.sortOrder), asc(collections.createdAt));
}

export async function findCollection(tenantId: string, id: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(collections)
    .where(and(eq(collections.tenantId, tenantId), eq(collections.id, id)))
    .limit(1);
  return row ?? null;
}

export async function findCollectionBySlug(tenantId: string, slug: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(collections)
    .where(and(eq(collections.tenantId, tenantId), eq(collections.slug, slug)))
    .limit(1);
  return row ?? null;
}

export async function collectionSlugTaken(tenantId: string, slug: string, exceptId?: string) {
  const db = await getDb();
  const where = [eq(collections.tenantId, tenantId), eq(collections.slug, slug)];
  if (exceptId) where.push(ne(collections.id, exceptId));
  const [row] = await db.select({ id: collections.id }).from(collections).where(and(...where)).limit(1);
  return !!row;
}

/** Links of the given collections (all of the store's when omitted), in link order. */
export async function listCollectionLinks(tenantId: string, collectionIds?: string[]) {
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
export async function listLinkedProducts(tenantId: string, collectionId: string, statuses?: ProductStatus[]) {
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

async function replaceLinks(tx: Conn, tenantId: string, collectionId: string, productIds: string[]) {
  await tx.delete(collectionProducts).where(and(eq(collectionProducts.tenantId, tenantId), eq(collectionProducts.collectionId, collectionId)));
  if (productIds.length) {
    await tx.insert(collectionProducts).values(productIds.map((productId, i) => ({ tenantId, collectionId, productId, sortOrder: i })));
  }
}

/** Create a collection and (manual) its ordered links in one transaction. */
export async function insertCollection(tenantId: string, values: Omit<CollectionInsert, "tenantId" | "id">, productIds: string[]) {
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
  tenantId: string,
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

export async function deleteCollection(tenantId: string, id: string) {
  const db = await getDb();
  const rows = await db
    .delete(collections)
    .where(and(eq(collections.tenantId, tenantId), eq(collections.id, id)))
    .returning({ id: collections.id });
  return rows.length > 0;
}

/** Every category of the store as the smart-collection evaluator's tree nodes. */
export async function listCategoryNodes(tenantId: string) {
  const db = await getDb();
  return db
    .select({ id: categories.id, name: categories.name, slug: categories.slug, parentId: categories.parentId })
    .from(categories)
    .where(eq(categories.tenantId, tenantId));
}
