import "server-only";
import { and, asc, desc, eq, ne } from "drizzle-orm";
import { getDb } from "@/db/client";
import { addresses, wishlistItems } from "@/db/schema";
import type { AddressRow, AddressValues } from "./schemas";
import type { TenantId } from "@/lib/tenancy/store";

export type WishlistItemRow = typeof wishlistItems.$inferSelect;

/**
 * A customer's own records: every query names the store AND the customer, so one customer can never
 * reach another's rows (a foreign id simply matches nothing).
 */
type Owner = { tenantId: TenantId; userId: string };

export async function listAddresses(o: Owner): Promise<AddressRow[]> {
  const db = await getDb();
  return db
    .select()
    .from(addresses)
    .where(and(eq(addresses.tenantId, o.tenantId), eq(addresses.userId, o.userId)))
    .orderBy(desc(addresses.isDefault), asc(addresses.createdAt));
}

/** Insert; the first address, or one marked default, becomes the only default. */
export async function insertAddress(o: Owner, v: AddressValues): Promise<AddressRow> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const existing = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(eq(addresses.tenantId, o.tenantId), eq(addresses.userId, o.userId)))
      .limit(1);
    const isDefault = v.isDefault || existing.length === 0;
    if (isDefault) {
      await tx.update(addresses).set({ isDefault: false }).where(and(eq(addresses.tenantId, o.tenantId), eq(addresses.userId, o.userId)));
    }
    const [row] = await tx
      .insert(addresses)
      .values({ ...v, isDefault, tenantId: o.tenantId, userId: o.userId })
      .returning();
    return row;
  });
}

export async function updateAddress(o: Owner, id: string, v: AddressValues): Promise<AddressRow | null> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const mine = and(eq(addresses.tenantId, o.tenantId), eq(addresses.userId, o.userId));
    const [current] = await tx.select().from(addresses).where(and(eq(addresses.id, id), mine)).for("update").limit(1);
    if (!current) return null;
    // Un-ticking "default" on the default address keeps it default: there is always one.
    const isDefault = v.isDefault || current.isDefault;
    if (isDefault && !current.isDefault) await tx.update(addresses).set({ isDefault: false }).where(and(mine, ne(addresses.id, id)));
    const [row] = await tx
      .update(addresses)
      .set({ ...v, isDefault })
      .where(and(eq(addresses.id, id), mine))
      .returning();
    return row ?? null;
  });
}

export async function setDefaultAddress(o: Owner, id: string): Promise<AddressRow | null> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const mine = and(eq(addresses.tenantId, o.tenantId), eq(addresses.userId, o.userId));
    const [current] = await tx.select({ id: addresses.id }).from(addresses).where(and(eq(addresses.id, id), mine)).limit(1);
    if (!current) return null;
    await tx.update(addresses).set({ isDefault: false }).where(and(mine, ne(addresses.id, id)));
    const [row] = await tx.update(addresses).set({ isDefault: true }).where(and(eq(addresses.id, id), mine)).returning();
    return row ?? null;
  });
}

export async function deleteAddress(o: Owner, id: string): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const mine = and(eq(addresses.tenantId, o.tenantId), eq(addresses.userId, o.userId));
    const [gone] = await tx.delete(addresses).where(and(eq(addresses.id, id), mine)).returning();
    if (!gone) return false;
    if (gone.isDefault) {
      const [next] = await tx.select({ id: addresses.id }).from(addresses).where(mine).orderBy(asc(addresses.createdAt)).limit(1);
      if (next) await tx.update(addresses).set({ isDefault: true }).where(and(eq(addresses.id, next.id), mine));
    }
    return true;
  });
}

// ---- wishlist

/** The customer's wishlist entries, newest first (the products are the catalogue's to load). */
export async function listWishlistItems(o: Owner): Promise<WishlistItemRow[]> {
  const db = await getDb();
  return db
    .select()
    .from(wishlistItems)
    .where(and(eq(wishlistItems.tenantId, o.tenantId), eq(wishlistItems.userId, o.userId)))
    .orderBy(desc(wishlistItems.createdAt));
}

/** Add (adding twice is harmless); the service has checked that the product is for sale in this store. */
export async function addToWishlist(o: Owner, productId: string): Promise<void> {
  const db = await getDb();
  await db
    .insert(wishlistItems)
    .values({ tenantId: o.tenantId, userId: o.userId, productId })
    .onConflictDoNothing({ target: [wishlistItems.userId, wishlistItems.productId] });
}

export async function removeFromWishlist(o: Owner, productId: string): Promise<boolean> {
  const db = await getDb();
  const gone = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.tenantId, o.tenantId), eq(wishlistItems.userId, o.userId), eq(wishlistItems.productId, productId)))
    .returning({ id: wishlistItems.id });
  return gone.length > 0;
}
