import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { shippingTiers } from "@/db/schema";
import { toMinor } from "@/lib/money";
import type { TierInput } from "./calculate";
import type { TierValues } from "./schemas";
import type { TenantId } from "@/lib/tenancy/store";

/** The store's active shipping tiers as the pure calculator takes them (money in minor units). */
export async function loadActiveTiers(tenantId: TenantId, tx?: Tx): Promise<TierInput[]> {
  const db = tx ?? (await getDb());
  const rows = await db
    .select()
    .from(shippingTiers)
    .where(and(eq(shippingTiers.tenantId, tenantId), eq(shippingTiers.isActive, true)))
    .orderBy(asc(shippingTiers.sortOrder), asc(shippingTiers.createdAt));
  return rows.map((t) => ({
    id: t.id,
    name: t.name,
    shippingType: t.shippingType,
    pricingType: t.pricingType,
    fixedPrice: t.fixedPrice === null ? null : toMinor(t.fixedPrice),
    freeAbove: t.freeAbove === null ? null : toMinor(t.freeAbove),
    priceRanges: Array.isArray(t.priceRanges) ? t.priceRanges : [],
    countries: t.countries ?? [],
    isActive: t.isActive,
    deliveryTime: t.deliveryTime,
  }));
}

// The owner's shipping tiers: every query is scoped to the store.


export type TierRow = typeof shippingTiers.$inferSelect;

export async function listTiers(tenantId: TenantId, shippingType?: "domestic" | "international"): Promise<TierRow[]> {
  const db = await getDb();
  const where = shippingType
    ? and(eq(shippingTiers.tenantId, tenantId), eq(shippingTiers.shippingType, shippingType))
    : eq(shippingTiers.tenantId, tenantId);
  return db.select().from(shippingTiers).where(where).orderBy(asc(shippingTiers.sortOrder), asc(shippingTiers.createdAt));
}

export async function findTier(tenantId: TenantId, id: string): Promise<TierRow | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(shippingTiers)
    .where(and(eq(shippingTiers.tenantId, tenantId), eq(shippingTiers.id, id)))
    .limit(1);
  return row ?? null;
}

export async function insertTier(tenantId: TenantId, values: TierValues): Promise<TierRow> {
  const db = await getDb();
  const [row] = await db
    .insert(shippingTiers)
    .values({ ...values, tenantId })
    .returning();
  return row!;
}

export async function updateTier(tenantId: TenantId, id: string, values: TierValues): Promise<TierRow | null> {
  const db = await getDb();
  const [row] = await db
    .update(shippingTiers)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(shippingTiers.tenantId, tenantId), eq(shippingTiers.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteTier(tenantId: TenantId, id: string): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .delete(shippingTiers)
    .where(and(eq(shippingTiers.tenantId, tenantId), eq(shippingTiers.id, id)))
    .returning({ id: shippingTiers.id });
  return rows.length > 0;
}
