import { and, asc, eq } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { shippingTiers } from "@/db/schema";
import { toMinor } from "@/lib/money";
import type { TierInput } from "./calculate";

/** The store's active shipping tiers as the pure calculator takes them (money in minor units). */
export async function loadActiveTiers(tenantId: string, tx?: Tx): Promise<TierInput[]> {
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
