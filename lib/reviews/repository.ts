import "server-only";
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { fulfillments, orderItems, orders, productReviews, products, tenants, type ProductReviewRow, type ReviewStatus } from "@/db/schema";
import type { TenantId } from "@/lib/tenancy/store";

/**
 * Reviews' only Drizzle code (record 0157); the store's id in every WHERE. A product's rating figures are the
 * published reviews' count, average and per-star counts, written on its row by refreshRating inside the
 * transaction that changed a review, so no storefront read ever counts review rows.
 */

export const PAGE_SIZE = 25;
export const PUBLIC_PAGE_SIZE = 10;

/** The store's active product (a review of a draft, or of another store's product, finds nothing). */
export async function findActiveProduct(tenantId: TenantId, productId: string) {
  const db = await getDb();
  const [row] = await db
    .select({ id: products.id, name: products.name, slug: products.slug })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.id, productId), eq(products.status, "active")))
    .limit(1);
  return row ?? null;
}

/**
 * The customer's first order of this product that counts as a purchase: paid (an online payment, or a COD order
 * marked paid), or delivered; never a cancelled, failed or refunded one.
 */
export async function findPurchase(tenantId: TenantId, userId: string, productId: string): Promise<string | null> {
  const db = await getDb();
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderItems, and(eq(orderItems.tenantId, orders.tenantId), eq(orderItems.orderId, orders.id)))
    .where(
      and(
        eq(orders.tenantId, tenantId),
        eq(orders.userId, userId),
        eq(orderItems.productId, productId),
        sql`${orders.status} not in ('cancelled', 'failed', 'refunded')`,
        sql`(${orders.paidAt} is not null or ${orders.status} in ('paid', 'delivered'))`,
      ),
    )
    .orderBy(orders.createdAt)
    .limit(1);
  return row?.id ?? null;
}

export async function lockOwnReview(tx: Tx, tenantId: TenantId, productId: string, userId: string): Promise<ProductReviewRow | null> {
  const [row] = await tx
    .select()
    .from(productReviews)
    .where(and(eq(productReviews.tenantId, tenantId), eq(productReviews.productId, productId), eq(productReviews.userId, userId)))
    .limit(1)
    .for("update");
  return row ?? null;
}

export async function lockReview(tx: Tx, tenantId: TenantId, id: string): Promise<ProductReviewRow | null> {
  const [row] = await tx
    .select()
    .from(productReviews)
    .where(and(eq(productReviews.tenantId, tenantId), eq(productReviews.id, id)))
    .limit(1)
    .for("update");
  return row ?? null;
}

type NewReview = Omit<typeof productReviews.$inferInsert, "id" | "tenantId" | "createdAt" | "updatedAt">;

export async function insertReview(tx: Tx, tenantId: TenantId, values: NewReview): Promise<ProductReviewRow> {
  const [row] = await tx.insert(productReviews).values({ ...values, tenantId }).returning();
  return row;
}

export async function updateReview(tx: Tx, tenantId: TenantId, id: string, values: Partial<NewReview>, now: Date): Promise<ProductReviewRow> {
  const [row] = await tx
    .update(productReviews)
    .set({ ...values, updatedAt: now })
    .where(and(eq(productReviews.tenantId, tenantId), eq(productReviews.id, id)))
    .returning();
  return row;
}

/**
 * The product's figures from its published reviews, written on its row in the caller's transaction. The product's
 * row is locked first, so the count (a statement of its own, with a snapshot taken after the lock) sees every
 * change committed by a moderation of the same product that held the lock before: the figures are never a
 * change behind.
 */
export async function refreshRating(tx: Tx, tenantId: TenantId, productId: string): Promise<void> {
  await tx.select({ id: products.id }).from(products).where(and(eq(products.tenantId, tenantId), eq(products.id, productId))).for("update");
  await tx.execute(sql`update ${products} set
      rating_count = s.n,
      rating_average = s.average,
      rating_counts = s.counts
    from (
      select count(*)::int as n,
        round(avg(r.rating), 2) as average,
        array[count(*) filter (where r.rating = 1), count(*) filter (where r.rating = 2), count(*) filter (where r.rating = 3),
              count(*) filter (where r.rating = 4), count(*) filter (where r.rating = 5)]::integer[] as counts
      from ${productReviews} as r
      where r.tenant_id = ${tenantId} and r.product_id = ${productId} and r.status = 'published'
    ) as s
    where ${products.tenantId} = ${tenantId} and ${products.id} = ${productId}`);
}

export async function listReviews(tenantId: TenantId, q: { status?: ReviewStatus | ""; productId?: string; page: number }) {
  const db = await getDb();
  const where = and(
    eq(productReviews.tenantId, tenantId),
    q.status ? eq(productReviews.status, q.status) : undefined,
    q.productId ? eq(productReviews.productId, q.productId) : undefined,
  );
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ review: productReviews, productName: products.name })
      .from(productReviews)
      .leftJoin(products, and(eq(products.tenantId, productReviews.tenantId), eq(products.id, productReviews.productId)))
      .where(where)
      .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
      .limit(PAGE_SIZE)
      .offset((q.page - 1) * PAGE_SIZE),
    db.select({ n: count() }).from(productReviews).where(where),
  ]);
  return { rows, total: n };
}

export async function productNameOf(tenantId: TenantId, productId: string): Promise<string | null> {
  const db = await getDb();
  const [row] = await db.select({ name: products.name }).from(products).where(and(eq(products.tenantId, tenantId), eq(products.id, productId))).limit(1);
  return row?.name ?? null;
}

/** A page of a product's published reviews, newest first (the storefront's pages after the first). */
export async function listPublished(tenantId: TenantId, productId: string, page: number) {
  const db = await getDb();
  return db
    .select()
    .from(productReviews)
    .where(and(eq(productReviews.tenantId, tenantId), eq(productReviews.productId, productId), eq(productReviews.status, "published")))
    .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
    .limit(PUBLIC_PAGE_SIZE)
    .offset((page - 1) * PUBLIC_PAGE_SIZE);
}

/** Products' names and slugs by id (the review request mail's lines). */
export async function productsByIds(tenantId: TenantId, ids: string[]) {
  if (!ids.length) return [];
  const db = await getDb();
  return db
    .select({ id: products.id, name: products.name, slug: products.slug })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), inArray(products.id, ids), eq(products.status, "active")));
}

/**
 * Delivered orders due a review request (record 0157): of stores that ask for reviews, delivered (the last parcel
 * marked delivered, else the order's last change) between `days` and `days + 3` days before `now`, so turning
 * the setting on does not write to every past buyer. At most `limit` a run; the outbox's dedupe key sends each once.
 */
export async function ordersDueReviewRequest(now: Date, limit: number): Promise<{ tenantId: TenantId; orderId: string }[]> {
  const db = await getDb();
  const deliveredAt = sql`coalesce((select max(${fulfillments.deliveredAt}) from ${fulfillments} where ${fulfillments.tenantId} = ${orders.tenantId} and ${fulfillments.orderId} = ${orders.id}), ${orders.updatedAt})`;
  const rows = await db
    .select({ tenantId: orders.tenantId, orderId: orders.id })
    .from(orders)
    .innerJoin(tenants, eq(tenants.id, orders.tenantId))
    .where(
      and(
        eq(tenants.reviewRequestEnabled, true),
        eq(orders.status, "delivered"),
        sql`${deliveredAt} <= ${now}::timestamptz - make_interval(days => ${tenants.reviewRequestDays})`,
        sql`${deliveredAt} > ${now}::timestamptz - make_interval(days => ${tenants.reviewRequestDays} + 3)`,
      ),
    )
    .limit(limit);
  return rows.map((r) => ({ tenantId: r.tenantId as TenantId, orderId: r.orderId }));
}
