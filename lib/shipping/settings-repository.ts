import { and, asc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { shippingTiers } from "@/db/schema";
import type { TierValues } from "./settings-schemas";

/** The owner's shipping tiers: every query is scoped to the store. */

export type TierRow = typeof shippingTiers.$inferSelect;

export async function listTiers(tenantId: string, shippingType?: "domestic" | "international"): Promise<TierRow[]> {
  const db = await getDb();
  const where = shippingType
    ? and(eq(shippingTiers.tenantId, tenantId), eq(shippingTiers.shippingType, shippingType))
    : eq(shippingTiers.tenantId, tenantId);
  return db.select().from(shippingTiers).where(where).orderBy(asc(shippingTiers.sortOrder), asc(shippingTiers.createdAt));
}

export async function findTier(tenantId: string, id: string): Promise<TierRow | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(shippingTiers)
    .where(and(eq(shippingTiers.tenantId, tenantId), eq(shippingTiers.id, id)))
    .limit(1);
  return row ?? null;
}

export async function insertTier(tenantId: string, values: TierValues): Promise<TierRow> {
  const db = await getDb();
  const [row] = await db
    .insert(shippingTiers)
    .values({ ...values, tenantId })
    .returning();
  return row!;
}

export async function updateTier(tenantId: string, id: string, values: TierValues): Promise<TierRow | null> {
  const db = await getDb();
  const [row] = await db
    .update(shippingTiers)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(shippingTiers.tenantId, tenantId), eq(shippingTiers.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteTier(tenantId: string, id: string): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .delete(shippingTiers)
    .where(and(eq(shippingTiers.tenantId, tenantId), eq(shippingTiers.id, id)))
    .returning({ id: shippingTiers.id });
  return rows.length > 0;
}
