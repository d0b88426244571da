import "server-only";
import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { heroBanners } from "@/db/schema";
import type { TenantId } from "@/lib/tenancy/store";

/** Hero banners of one store; the tenant is in every WHERE. */

type HeroInsert = typeof heroBanners.$inferInsert;
type HeroLayout = HeroInsert["layout"] & string;

export async function listBanners(tenantId: TenantId) {
  const db = await getDb();
  return db
    .select()
    .from(heroBanners)
    .where(eq(heroBanners.tenantId, tenantId))
    .orderBy(asc(heroBanners.sortOrder), desc(heroBanners.createdAt));
}

export async function findBanner(tenantId: TenantId, id: string, tx?: Tx) {
  const db = tx ?? (await getDb());
  const [b] = await db
    .select()
    .from(heroBanners)
    .where(and(eq(heroBanners.tenantId, tenantId), eq(heroBanners.id, id)))
    .limit(1);
  return b ?? null;
}

/**
 * Runs `fn` in a transaction holding a lock on this store's banners of one layout, so two uploads at once
 * cannot both pass the per-layout image limit.
 */
export async function withLayoutLock<T>(tenantId: TenantId, layout: HeroLayout, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`hero:${tenantId}:${layout}`}))`);
    return fn(tx);
  });
}

/** Image counts of the other banners of a layout (all but `exceptId`). */
export async function otherImageCounts(tx: Tx, tenantId: TenantId, layout: HeroLayout, exceptId?: string) {
  const where = [eq(heroBanners.tenantId, tenantId), eq(heroBanners.layout, layout)];
  if (exceptId) where.push(ne(heroBanners.id, exceptId));
  const [r] = await tx
    .select({
      desktop: sql<number>`coalesce(sum(cardinality(${heroBanners.desktopImages})), 0)::int`,
      mobile: sql<number>`coalesce(sum(cardinality(${heroBanners.mobileImages})), 0)::int`,
    })
    .from(heroBanners)
    .where(and(...where));
  return { desktop: Number(r?.desktop ?? 0), mobile: Number(r?.mobile ?? 0) };
}

export async function insertBanner(tx: Tx, tenantId: TenantId, v: Omit<HeroInsert, "id" | "tenantId" | "createdAt" | "updatedAt">) {
  const [row] = await tx
    .insert(heroBanners)
    .values({ ...v, tenantId })
    .returning();
  return row;
}

export async function updateBanner(tx: Tx, tenantId: TenantId, id: string, v: Partial<Omit<HeroInsert, "id" | "tenantId" | "layout" | "createdAt">>) {
  const [row] = await tx
    .update(heroBanners)
    .set({ ...v, updatedAt: new Date() })
    .where(and(eq(heroBanners.tenantId, tenantId), eq(heroBanners.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteBanner(tenantId: TenantId, id: string, tx?: Tx) {
  const db = tx ?? (await getDb());
  const rows = await db
    .delete(heroBanners)
    .where(and(eq(heroBanners.tenantId, tenantId), eq(heroBanners.id, id)))
    .returning();
  return rows[0] ?? null;
}

/** Whether the store has at least one active banner with an image (the storefront readiness check). */
export async function hasActiveBanner(tenantId: TenantId) {
  const db = await getDb();
  const [r] = await db
    .select({ id: heroBanners.id })
    .from(heroBanners)
    .where(
      and(
        eq(heroBanners.tenantId, tenantId),
        eq(heroBanners.isActive, true),
        sql`(cardinality(${heroBanners.desktopImages}) > 0 or cardinality(${heroBanners.mobileImages}) > 0)`,
      ),
    )
    .limit(1);
  return !!r;
}
