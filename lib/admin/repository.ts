import { and, count, eq, gte, inArray, lt, notInArray, or, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { orders, tenants, transactions, users } from "@/db/schema";
import type { TenantRow } from "@/lib/tenancy/schemas";
import type { TenantId } from "@/lib/tenancy/store";

/** The platform admin slice's only Drizzle code: platform statistics and store creation. */

/** Orders that brought no money in (same rule as the store's own statistics). */
const NOT_REVENUE = ["failed", "cancelled"] as const;
/** A payment whose capture the server verified (lib/orders records these as "completed"). */
const EARNED = "completed";

export async function countActiveTenants(): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ n: count() }).from(tenants).where(eq(tenants.isActive, true));
  return row.n;
}

export async function countAllOrders(): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ n: count() }).from(orders);
  return row.n;
}

/** Revenue of the orders placed in [from, to), per currency (stores sell in their own currencies). */
export async function revenueByCurrency(from: Date, to: Date): Promise<{ currency: string; amount: number }[]> {
  const db = await getDb();
  const rows = await db
    .select({ currency: orders.currency, amount: sql<string>`coalesce(sum(${orders.total}), 0)` })
    .from(orders)
    .where(and(gte(orders.createdAt, from), lt(orders.createdAt, to), notInArray(orders.status, [...NOT_REVENUE])))
    .groupBy(orders.currency);
  return rows.map((r) => ({ currency: r.currency, amount: Number(r.amount) }));
}

/** Platform fees of the completed payment transactions made in [from, to), per currency. */
export async function platformFeesByCurrency(from: Date, to: Date): Promise<{ currency: string; amount: number }[]> {
  const db = await getDb();
  const rows = await db
    .select({ currency: transactions.currency, amount: sql<string>`coalesce(sum(${transactions.platformFee}), 0)` })
    .from(transactions)
    .where(
      and(
        gte(transactions.createdAt, from),
        lt(transactions.createdAt, to),
        eq(transactions.type, "payment"),
        eq(transactions.status, EARNED),
      ),
    )
    .groupBy(transactions.currency);
  return rows.map((r) => ({ currency: r.currency, amount: Number(r.amount) }));
}

/** Every store with its owner's email, oldest first. */
export async function listTenantsWithOwners(): Promise<{ tenant: TenantRow; ownerEmail: string | null }[]> {
  const db = await getDb();
  return db
    .select({ tenant: tenants, ownerEmail: users.email })
    .from(tenants)
    .leftJoin(users, eq(users.id, tenants.ownerId))
    .orderBy(tenants.createdAt);
}

/** The stores a staff user owns (by ownerId, or the store their account belongs to). */
export async function listStoresOwnedBy(userId: string, tenantId: string | null): Promise<TenantRow[]> {
  const db = await getDb();
  const owned = eq(tenants.ownerId, userId);
  return db
    .select()
    .from(tenants)
    .where(tenantId ? or(owned, eq(tenants.id, tenantId)) : owned)
    .orderBy(tenants.name);
}

export async function findUserById(id: string, tx?: Tx) {
  const db = tx ?? (await getDb());
  const [u] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return u ?? null;
}

/** A staff account (owner or admin) with this email, if any: staff emails are unique platform-wide. */
export async function staffEmailTaken(email: string, tx?: Tx): Promise<boolean> {
  const db = tx ?? (await getDb());
  const [u] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email.toLowerCase()), inArray(users.role, ["admin", "tenant"])))
    .limit(1);
  return !!u;
}

/** Which of slug / subdomain another store already uses. */
export async function takenStoreLabels(slug: string, subdomain: string, tx?: Tx): Promise<{ slug: boolean; subdomain: boolean }> {
  const db = tx ?? (await getDb());
  const rows = await db
    .select({ slug: tenants.slug, subdomain: tenants.subdomain })
    .from(tenants)
    .where(or(eq(tenants.slug, slug), eq(tenants.subdomain, subdomain), eq(tenants.slug, subdomain), eq(tenants.subdomain, slug)));
  return {
    slug: rows.some((r) => r.slug === slug || r.subdomain === slug),
    subdomain: rows.some((r) => r.subdomain === subdomain || r.slug === subdomain),
  };
}

export type NewTenantValues = {
  name: string;
  slug: string;
  subdomain: string;
  description: string | null;
  ownerId: string;
  purchaseDate: Date;
  trialEndsAt: Date;
  nextDueDate: Date;
};

export async function insertTenant(tx: Tx, v: NewTenantValues): Promise<TenantRow> {
  const [row] = await tx
    .insert(tenants)
    .values({ ...v, isActive: true, subscriptionStatus: "trial" })
    .returning();
  return row;
}

/** Link an owner account to its (first) store, as the seed does; an account with a store keeps it. */
export async function linkOwnerToTenant(tx: Tx, userId: string, tenantId: TenantId) {
  await tx
    .update(users)
    .set({ tenantId })
    .where(and(eq(users.id, userId), sql`${users.tenantId} is null`));
}

export async function inTransaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  const db = await getDb();
  return db.transaction(fn);
}
