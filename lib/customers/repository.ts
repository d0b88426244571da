import "server-only";
import { and, asc, desc, eq, gt, ne, notLike } from "drizzle-orm";
import { getDb } from "@/db/client";
import { addresses, users, wishlistItems } from "@/db/schema";
import { GUEST_MARK } from "@/lib/auth/guest";
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
    .onConflictDoNothing({ target: [wishlistItems.tenantId, wishlistItems.userId, wishlistItems.productId] });
}

export async function removeFromWishlist(o: Owner, productId: string): Promise<boolean> {
  const db = await getDb();
  const gone = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.tenantId, o.tenantId), eq(wishlistItems.userId, o.userId), eq(wishlistItems.productId, productId)))
    .returning({ id: wishlistItems.id });
  return gone.length > 0;
}

// ---- the owner's export

/** A registered customer with their order figures (money as PostgreSQL's numeric text). */
export type CustomerFiguresRow = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  createdAt: Date;
  orders: number;
  spent: string;
};

/**
 * The store's registered customers (guest-checkout rows left out), `batchSize` at a time in e-mail order:
 * keyset on the store's unique (tenant_id, email) index, so each batch is one index range however many
 * customers there are. Their figures are the columns the database keeps on the customer's row (record 0152):
 * orders that stand (not cancelled or failed) and what they spent (paid orders less refunds), counting the orders
 * placed signed in to the account and the guest checkouts with its e-mail.
 */
export async function* customerBatches(tenantId: TenantId, batchSize = 500): AsyncGenerator<CustomerFiguresRow[]> {
  const db = await getDb();
  let after: string | null = null;
  for (;;) {
    const people: CustomerFiguresRow[] = await db
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        createdAt: users.createdAt,
        orders: users.ordersCount,
        spent: users.totalSpent,
      })
      .from(users)
      .where(
        and(
          eq(users.tenantId, tenantId),
          eq(users.role, "customer"),
          notLike(users.email, `%${GUEST_MARK}%`),
          after === null ? undefined : gt(users.email, after),
        ),
      )
      .orderBy(asc(users.email))
      .limit(batchSize);
    if (people.length === 0) return;
    yield people;
    if (people.length < batchSize) return;
    after = people[people.length - 1].email;
  }
}
