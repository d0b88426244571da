import "server-only";
import { and, asc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import { getDb, type Db, type Tx } from "@/db/client";
import { collectionProducts, collections, products, type ProductStatus } from "@/db/schema";
import type { TenantId } from "@/lib/tenancy/store";

/**
 * Collections and their product links: the only Drizzle code for these tables. Every query has the store's id in its WHERE clause; the
 * id always comes from the resolved store (ctx.store), never from request input.
 */

type Conn = Db | Tx;
type CollectionInsert = typeof collections.$inferInsert;

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
    .innerJoin(products, and(eq(products.tenantId, collectionProducts.tenantId), eq(products.id, collectionProducts.productId)))
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

/**
 * Creates a collection and (manual) its ordered links in one transaction. Without a sort order it goes after the
 * store's last one (max + 1), read in the same transaction just before: Citus plans no subquery inside an INSERT
 * on a distributed table (record 0138). Two collections created at the same moment may share a place; lists
 * order ties by creation (as they do for the sort order 0 most stores leave).
 */
export async function insertCollection(tenantId: TenantId, values: Omit<CollectionInsert, "tenantId" | "id">, productIds: string[], tx?: Tx) {
  const db = tx ?? (await getDb());
  return db.transaction(async (tx) => {
    let sortOrder = values.sortOrder;
    if (sortOrder == null) {
      const [last] = await tx
        .select({ next: sql<number>`coalesce(max(${collections.sortOrder}), -1) + 1`.mapWith(Number) })
        .from(collections)
        .where(eq(collections.tenantId, tenantId));
      sortOrder = last?.next ?? 0;
    }
    const [row] = await tx
      .insert(collections)
      .values({ ...values, sortOrder, tenantId })
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
  tx?: Tx,
) {
  const db = tx ?? (await getDb());
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

export async function deleteCollection(tenantId: TenantId, id: string, tx?: Tx) {
  const db = tx ?? (await getDb());
  const rows = await db
    .delete(collections)
    .where(and(eq(collections.tenantId, tenantId), eq(collections.id, id)))
    .returning();
  return rows[0] ?? null;
}

/** The store's collections among the ids (type and rules), to check references and evaluate membership. */
export async function findCollectionsByIds(tenantId: TenantId, ids: string[]) {
  if (ids.length === 0) return [];
  const db = await getDb();
  return db
    .select({ id: collections.id, type: collections.type, criteria: collections.criteria, isActive: collections.isActive })
    .from(collections)
    .where(and(eq(collections.tenantId, tenantId), inArray(collections.id, [...new Set(ids)])));
}

/** Which of the products meet a smart collection's rules (as SQL, lib/catalog/smart-sql.ts). */
export async function productIdsMatching(tenantId: TenantId, productIds: string[], condition: SQL): Promise<string[]> {
  if (productIds.length === 0) return [];
  const db = await getDb();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), inArray(products.id, productIds), condition));
  return rows.map((r) => r.id);
}
