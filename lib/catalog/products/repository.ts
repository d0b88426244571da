import "server-only";
import { and, asc, count, desc, eq, gte, inArray, like, ne, or, sql, type SQL } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { products, productVariants, type ProductStatus } from "@/db/schema";
import { productSearchCondition, translatedNameMatch } from "@/lib/catalog/products/search-sql";
import type { TenantId } from "@/lib/tenancy/store";
import type { ProductRow, VariantRow } from "./schemas";

/**
 * Products: the only Drizzle code for these tables. Every query has the store's id in its WHERE clause; the
 * id always comes from the resolved store (ctx.store), never from request input.
 */

type ProductInsert = typeof products.$inferInsert;

/** Escape LIKE wildcards so a search for "50%" means the text "50%". */
function likeEscape(s: string) {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export type ProductFilter = {
  /** Statuses to include; undefined: every status. */
  statuses?: ProductStatus[];
  /** Products in any of these categories. */
  categoryIds?: string[];
  search?: string;
  /** A language (not the default): the search also matches product names translated into it (record 0164). */
  lang?: string | null;
};

function filterConditions(tenantId: TenantId, filter: ProductFilter): SQL[] | null {
  const where: SQL[] = [eq(products.tenantId, tenantId)];
  if (filter.statuses) where.push(inArray(products.status, filter.statuses));
  if (filter.categoryIds) {
    if (filter.categoryIds.length === 0) return null;
    where.push(inArray(products.categoryId, filter.categoryIds));
  }
  if (filter.search) {
    // The storefront's search (name, every variant's SKU and barcode, tags, descriptions; typo-tolerant), so the API finds what the pages find.
    const activeOnly = filter.statuses?.length === 1 && filter.statuses[0] === "active";
    const match = productSearchCondition(tenantId, filter.search, { activeOnly });
    if (match) where.push(filter.lang ? or(match, translatedNameMatch(tenantId, filter.lang, filter.search, false))! : match);
  }
  return where;
}

export async function listProducts(tenantId: TenantId, filter: ProductFilter = {}) {
  const where = filterConditions(tenantId, filter);
  if (!where) return [];
  const db = await getDb();
  return db
    .select()
    .from(products)
    .where(and(...where))
    .orderBy(desc(products.createdAt), asc(products.name));
}

/**
 * Filtered products in (created_at, id) order after the product `afterId` (keyset): the export's batches. The
 * key is compared in SQL: created_at has microseconds, which a JavaScript Date would round away.
 */
export async function listProductsAfter(tenantId: TenantId, filter: ProductFilter, afterId: string | null, limit: number) {
  const where = filterConditions(tenantId, filter);
  if (!where) return [];
  if (afterId) {
    where.push(sql`(${products.createdAt}, ${products.id}) > (select p.created_at, p.id from products p where p.tenant_id = ${tenantId} and p.id = ${afterId})`);
  }
  const db = await getDb();
  return db
    .select()
    .from(products)
    .where(and(...where))
    .orderBy(asc(products.createdAt), asc(products.id))
    .limit(limit);
}

export async function findProductsBySlugs(tenantId: TenantId, slugs: string[]) {
  if (slugs.length === 0) return [];
  const db = await getDb();
  return db
    .select()
    .from(products)
    .where(and(eq(products.tenantId, tenantId), inArray(products.slug, [...new Set(slugs)])));
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
async function productSlugsLike(tx: Tx, tenantId: TenantId, base: string, exceptId?: string) {
  const where = [eq(products.tenantId, tenantId), or(eq(products.slug, base), like(products.slug, `${likeEscape(base)}-%`))!];
  if (exceptId) where.push(ne(products.id, exceptId));
  const rows = await tx
    .select({ slug: products.slug })
    .from(products)
    .where(and(...where));
  return rows.map((r) => r.slug);
}

/**
 * Runs `write` with the first free slug of the `base`-family ("mug", "mug-2", "mug-3"…) in a transaction
 * holding a lock on that family in this store. Without the lock, concurrent creates of one name all read
 * the same taken slugs, picked the same next one and all but one failed on the unique index, again on
 * every retry (13 of 20 concurrent creates answered 409). Other stores and other names do not wait.
 */
export async function withFreeProductSlug<T>(
  tenantId: TenantId,
  base: string,
  exceptId: string | undefined,
  pick: (taken: string[]) => string,
  write: (tx: Tx, slug: string) => Promise<T>,
): Promise<T> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`product-slug:${tenantId}:${base}`}))`);
    return write(tx, pick(await productSlugsLike(tx, tenantId, base, exceptId)));
  });
}

export async function insertProduct(tx: Tx, tenantId: TenantId, values: Omit<ProductInsert, "tenantId" | "id">) {
  const [row] = await tx
    .insert(products)
    .values({ ...values, tenantId })
    .returning();
  return row;
}

export async function updateProduct(tenantId: TenantId, id: string, values: Partial<Omit<ProductInsert, "tenantId" | "id">>, tx?: Tx) {
  const db = tx ?? (await getDb());
  const [row] = await db
    .update(products)
    .set(values)
    .where(and(eq(products.tenantId, tenantId), eq(products.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteProduct(tenantId: TenantId, id: string, tx?: Tx) {
  const db = tx ?? (await getDb());
  const rows = await db
    .delete(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.id, id)))
    .returning({ id: products.id, name: products.name });
  return rows[0] ?? null;
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

/**
 * Variants running low: stock tracked, 1..max left, product not archived; fewest first (the owner's
 * overview). A product without options has one variant, so it reads as before; `variantTitle` is null for it.
 */
export async function listLowStock(tenantId: TenantId, max: number, limit: number) {
  const db = await getDb();
  return db
    .select({
      id: products.id,
      variantId: productVariants.id,
      name: products.name,
      variantTitle: sql<string | null>`case when ${productVariants.option1} is null then null else ${productVariants.title} end`,
      quantity: productVariants.quantity,
      images: products.images,
      variantImage: productVariants.image,
      status: products.status,
    })
    .from(productVariants)
    .innerJoin(products, and(eq(products.id, productVariants.productId), eq(products.tenantId, tenantId)))
    .where(
      and(
        eq(productVariants.tenantId, tenantId),
        eq(productVariants.trackQuantity, true),
        gte(productVariants.quantity, 1),
        sql`${productVariants.quantity} <= ${max}`,
        ne(products.status, "archived"),
      ),
    )
    .orderBy(asc(productVariants.quantity), asc(products.name), asc(productVariants.position))
    .limit(limit);
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

type VariantInsert = typeof productVariants.$inferInsert;
export type VariantWrite = Partial<Omit<VariantInsert, "tenantId" | "productId" | "id" | "createdAt" | "updatedAt">>;

/** The products' variants, in each product's position order (grouped by product id). */
export async function listVariants(tenantId: TenantId, productIds: string[], tx?: Tx): Promise<Map<string, VariantRow[]>> {
  const out = new Map<string, VariantRow[]>();
  if (productIds.length === 0) return out;
  const db = tx ?? (await getDb());
  const rows = await db
    .select()
    .from(productVariants)
    .where(and(eq(productVariants.tenantId, tenantId), inArray(productVariants.productId, [...new Set(productIds)])))
    .orderBy(asc(productVariants.productId), asc(productVariants.position), asc(productVariants.id));
  for (const r of rows) {
    const list = out.get(r.productId);
    if (list) list.push(r);
    else out.set(r.productId, [r]);
  }
  return out;
}

/** A write transaction on the store's product, its row locked (null when it is not this store's). */
export async function withLockedProduct<T>(tenantId: TenantId, id: string, fn: (tx: Tx, row: ProductRow) => Promise<T>): Promise<T | null> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const row = await lockProduct(tx, tenantId, id);
    return row ? fn(tx, row) : null;
  });
}

export async function lockProduct(tx: Tx, tenantId: TenantId, id: string): Promise<ProductRow | null> {
  const [row] = await tx
    .select()
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.id, id)))
    .for("update")
    .limit(1);
  return row ?? null;
}

/**
 * Replace a product's variants by plan in the caller's transaction: delete, update in place, insert. The
 * option-values unique constraint is deferred to commit (it is DEFERRABLE), so values may swap between
 * variants within one edit.
 */
export async function writeVariants(
  tx: Tx,
  tenantId: TenantId,
  productId: string,
  plan: { remove: string[]; update: { id: string; values: VariantWrite }[]; insert: (VariantWrite & { title: string; price: string })[] },
) {
  await tx.execute(sql`set constraints product_variants_options_uq deferred`);
  if (plan.remove.length) {
    await tx
      .delete(productVariants)
      .where(and(eq(productVariants.tenantId, tenantId), eq(productVariants.productId, productId), inArray(productVariants.id, plan.remove)));
  }
  for (const u of plan.update) {
    if (Object.keys(u.values).length === 0) continue;
    await tx
      .update(productVariants)
      .set(u.values)
      .where(and(eq(productVariants.tenantId, tenantId), eq(productVariants.productId, productId), eq(productVariants.id, u.id)));
  }
  if (plan.insert.length) await tx.insert(productVariants).values(plan.insert.map((v) => ({ ...v, tenantId, productId })));
}

/** Variants on sale among the ids (of this store's active products), with what pricing needs of the product. */
export async function loadActiveVariants(tenantId: TenantId, variantIds: string[]) {
  const unique = [...new Set(variantIds)];
  if (unique.length === 0) return [];
  const db = await getDb();
  return db
    .select({
      variantId: productVariants.id,
      productId: products.id,
      price: productVariants.price,
      taxRuleId: products.taxRuleId,
      taxable: products.taxable,
      // What a draft order's line shows (lib/draft-orders), as an order's line would (inventory's takeLine).
      name: products.name,
      variantTitle: sql<string | null>`case when jsonb_array_length(${products.options}) > 0 then ${productVariants.title} end`,
      sku: productVariants.sku,
      image: sql<string | null>`coalesce(${productVariants.image}, ${products.images}[1])`,
      // Stock and the product's slug: what a recovered checkout's cart needs (lib/checkouts, record 0156).
      slug: products.slug,
      trackQuantity: productVariants.trackQuantity,
      quantity: productVariants.quantity,
    })
    .from(productVariants)
    .innerJoin(products, and(eq(products.tenantId, productVariants.tenantId), eq(products.id, productVariants.productId)))
    .where(and(eq(productVariants.tenantId, tenantId), eq(products.tenantId, tenantId), eq(products.status, "active"), inArray(productVariants.id, unique)));
}

/** A gift-card product's variants are not stocked (record 0158): every variant untracked, in the product's write. */
export async function untrackVariants(tx: Tx, tenantId: TenantId, productId: string): Promise<void> {
  await tx
    .update(productVariants)
    .set({ trackQuantity: false })
    .where(and(eq(productVariants.tenantId, tenantId), eq(productVariants.productId, productId), eq(productVariants.trackQuantity, true)));
}
