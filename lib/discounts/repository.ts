import "server-only";
import { and, asc, desc, eq, inArray, isNull, lt, ne, or, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { discountRedemptions, discounts, orders } from "@/db/schema";
import type { TenantId } from "@/lib/tenancy/store";
import type { DiscountRow } from "./schemas";

/**
 * Discounts and their redemptions: the only Drizzle code for these tables. The store's id is in every WHERE.
 * Uses are counted in the order's own transaction (redeem/giveBack take its `tx`).
 */
type DiscountInsert = typeof discounts.$inferInsert;
export type DiscountWrite = Partial<Omit<DiscountInsert, "id" | "tenantId" | "timesUsed" | "createdAt" | "updatedAt">>;

export async function listDiscounts(tenantId: TenantId): Promise<DiscountRow[]> {
  const db = await getDb();
  return db.select().from(discounts).where(eq(discounts.tenantId, tenantId)).orderBy(desc(discounts.createdAt), asc(discounts.id));
}

export async function findDiscount(tenantId: TenantId, id: string): Promise<DiscountRow | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(discounts)
    .where(and(eq(discounts.tenantId, tenantId), eq(discounts.id, id)))
    .limit(1);
  return row ?? null;
}

/** A code, whatever its case (the unique index is on lower(code)). */
export async function findByCode(tenantId: TenantId, code: string): Promise<DiscountRow | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(discounts)
    .where(and(eq(discounts.tenantId, tenantId), sql`lower(${discounts.code}) = lower(${code})`))
    .limit(1);
  return row ?? null;
}

export async function listActiveAutomatic(tenantId: TenantId): Promise<DiscountRow[]> {
  const db = await getDb();
  return db
    .select()
    .from(discounts)
    .where(and(eq(discounts.tenantId, tenantId), eq(discounts.automatic, true), eq(discounts.isActive, true)));
}

export async function insertDiscount(tenantId: TenantId, values: DiscountWrite & Pick<DiscountInsert, "type">, tx?: Tx): Promise<DiscountRow> {
  const db = tx ?? (await getDb());
  const [row] = await db
    .insert(discounts)
    .values({ ...values, tenantId })
    .returning();
  return row;
}

export async function updateDiscount(tenantId: TenantId, id: string, values: DiscountWrite, tx?: Tx): Promise<DiscountRow | null> {
  const db = tx ?? (await getDb());
  const [row] = await db
    .update(discounts)
    .set(values)
    .where(and(eq(discounts.tenantId, tenantId), eq(discounts.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteDiscount(tenantId: TenantId, id: string, tx?: Tx): Promise<DiscountRow | null> {
  const db = tx ?? (await getDb());
  const rows = await db
    .delete(discounts)
    .where(and(eq(discounts.tenantId, tenantId), eq(discounts.id, id)))
    .returning();
  return rows[0] ?? null;
}

/** The discounts (among ids) this customer has a use of on an order of this store. */
export async function usedByCustomer(tenantId: TenantId, userId: string, discountIds: string[]): Promise<Set<string>> {
  if (discountIds.length === 0) return new Set();
  const db = await getDb();
  const rows = await db
    .select({ id: discountRedemptions.discountId })
    .from(discountRedemptions)
    .where(and(eq(discountRedemptions.tenantId, tenantId), eq(discountRedemptions.userId, userId), inArray(discountRedemptions.discountId, discountIds)));
  return new Set(rows.map((r) => r.id));
}

/** Whether the customer has an order in this store that was not cancelled or failed. */
export async function hasOrdered(tenantId: TenantId, userId: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.userId, userId), sql`${orders.status} not in ('cancelled', 'failed')`))
    .limit(1);
  return !!row;
}

/**
 * Inside an order's transaction: take this customer's first-order claim in this store (an advisory lock held
 * until the transaction ends, so concurrent first-order-only redemptions of one customer run one after the
 * other) and answer whether this is still the customer's first order: no other order of theirs that was not
 * cancelled or failed.
 */
export async function claimFirstOrder(tx: Tx, tenantId: TenantId, userId: string, orderId: string): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`first-order:${tenantId}:${userId}`}))`);
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.userId, userId), ne(orders.id, orderId), sql`${orders.status} not in ('cancelled', 'failed')`))
    .limit(1);
  return !row;
}

/**
 * Count one use, or nothing: a conditional UPDATE (`times_used < usage_limit`) that locks the discount's row
 * until the order's transaction ends, so N concurrent orders for a code with k uses left give exactly k.
 * Answers false when no use is left (or the discount is gone or inactive).
 */
export async function takeUse(tx: Tx, tenantId: TenantId, id: string): Promise<boolean> {
  const rows = await tx
    .update(discounts)
    .set({ timesUsed: sql`${discounts.timesUsed} + 1` })
    .where(
      and(
        eq(discounts.tenantId, tenantId),
        eq(discounts.id, id),
        eq(discounts.isActive, true),
        or(isNull(discounts.usageLimit), lt(discounts.timesUsed, discounts.usageLimit)),
      ),
    )
    .returning({ id: discounts.id });
  return rows.length > 0;
}

/** Record the order's use (false when the customer already used a once-per-customer discount). */
export async function insertRedemption(tx: Tx, tenantId: TenantId, r: { discountId: string; orderId: string; userId: string | null; onceKey: string | null }): Promise<boolean> {
  const rows = await tx
    .insert(discountRedemptions)
    .values({ ...r, tenantId })
    .onConflictDoNothing()
    .returning({ id: discountRedemptions.id });
  return rows.length > 0;
}

/** Give the order's uses back, once: its redemptions are deleted and only what was deleted is counted back. */
export async function giveBackUses(tx: Tx, tenantId: TenantId, orderId: string): Promise<number> {
  const gone = await tx
    .delete(discountRedemptions)
    .where(and(eq(discountRedemptions.tenantId, tenantId), eq(discountRedemptions.orderId, orderId)))
    .returning({ discountId: discountRedemptions.discountId });
  if (gone.length === 0) return 0;
  await tx
    .update(discounts)
    .set({ timesUsed: sql`greatest(${discounts.timesUsed} - 1, 0)` })
    .where(and(eq(discounts.tenantId, tenantId), inArray(discounts.id, gone.map((g) => g.discountId))));
  return gone.length;
}

/** Count a use again without the limit (an order paid after its uses were given back: the money is taken). */
export async function retakeUse(tx: Tx, tenantId: TenantId, r: { discountId: string; orderId: string; userId: string | null }): Promise<void> {
  const rows = await tx
    .insert(discountRedemptions)
    .values({ ...r, onceKey: null, tenantId })
    .onConflictDoNothing()
    .returning({ id: discountRedemptions.id });
  if (rows.length === 0) return;
  await tx
    .update(discounts)
    .set({ timesUsed: sql`${discounts.timesUsed} + 1` })
    .where(and(eq(discounts.tenantId, tenantId), eq(discounts.id, r.discountId)));
}
