import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { shippingTiers, type PriceRange, type StoredPriceRange } from "@/db/schema";
import { fromMinor, toMinor } from "@/lib/money";
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
    .orderBy(asc(shippingTiers.sortOrder), asc(shippingTiers.createdAt), asc(shippingTiers.id));
  return rows.map((t) => ({
    id: t.id,
    name: t.name,
    shippingType: t.shippingType,
    pricingType: t.pricingType,
    fixedPrice: t.fixedPrice === null ? null : toMinor(t.fixedPrice),
    freeAbove: t.freeAbove === null ? null : toMinor(t.freeAbove),
    priceRanges: storedRanges(t.priceRanges).map((r) => ({ from: toMinor(r.from), to: r.to === null ? null : toMinor(r.to), price: toMinor(r.price) })),
    countries: t.countries ?? [],
    isActive: t.isActive,
    deliveryTime: t.deliveryTime,
  }));
}

/**
 * A tier's stored ranges as decimal strings. Rows from before migration wave4_money_leftovers held JSON numbers
 * (5, 49.99); the migration rewrote them, and a number still read (an older process writing during a deploy) is
 * taken by its shortest decimal form, as toMinor reads numbers. A range whose `to` is empty has no upper bound.
 */
export function storedRanges(value: unknown): PriceRange[] {
  if (!Array.isArray(value)) return [];
  const amount = (v: unknown) => fromMinor(toMinor(typeof v === "number" ? v : String(v ?? "0") || "0"));
  return (value as StoredPriceRange[]).map((r) => ({
    from: amount(r.from),
    to: r.to === null || r.to === undefined || r.to === "" ? null : amount(r.to),
    price: amount(r.price),
  }));
}

// The owner's shipping tiers: every query is scoped to the store.


export type TierRow = typeof shippingTiers.$inferSelect;

export async function listTiers(tenantId: TenantId, shippingType?: "domestic" | "international"): Promise<TierRow[]> {
  const db = await getDb();
  const where = shippingType
    ? and(eq(shippingTiers.tenantId, tenantId), eq(shippingTiers.shippingType, shippingType))
    : eq(shippingTiers.tenantId, tenantId);
  return db.select().from(shippingTiers).where(where).orderBy(asc(shippingTiers.sortOrder), asc(shippingTiers.createdAt), asc(shippingTiers.id));
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

export async function insertTier(tenantId: TenantId, values: TierValues, tx?: Tx): Promise<TierRow> {
  const db = tx ?? (await getDb());
  const [row] = await db
    .insert(shippingTiers)
    .values({ ...values, tenantId })
    .returning();
  return row!;
}

export async function updateTier(tenantId: TenantId, id: string, values: TierValues, tx?: Tx): Promise<TierRow | null> {
  const db = tx ?? (await getDb());
  const [row] = await db
    .update(shippingTiers)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(shippingTiers.tenantId, tenantId), eq(shippingTiers.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteTier(tenantId: TenantId, id: string, tx?: Tx): Promise<TierRow | null> {
  const db = tx ?? (await getDb());
  const rows = await db
    .delete(shippingTiers)
    .where(and(eq(shippingTiers.tenantId, tenantId), eq(shippingTiers.id, id)))
    .returning();
  return rows[0] ?? null;
}
