import "server-only";
import { acrossStores } from "@/db/fan-out";
import { and, count, eq, gte, inArray, lt, notInArray, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { orders, tenants, transactions, users } from "@/db/schema";
import type { TenantRow } from "@/lib/tenancy/schemas";

/**
 * The platform admin's read model: platform-wide figures over every store's tenants, orders and
 * transactions (aggregates no single slice owns). Writes go through the slices that own the
 * tables (auth, tenancy).
 */

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
  // Across stores by design: record 0138 "Queries that fan out".
  return acrossStores(async (db) => {
    const [row] = await db.select({ n: count() }).from(orders);
    return row.n;
  });
}

/**
 * Revenue of the orders placed in [from, to), per currency (stores sell in their own currencies). Sums stay
 * PostgreSQL's exact decimal strings ("1234.50"): the service counts them in minor units, never as floats.
 */
export async function revenueByCurrency(from: Date, to: Date): Promise<{ currency: string; amount: string }[]> {
  // Across stores by design: record 0138 "Queries that fan out".
  return acrossStores(async (db) => {
    const rows = await db
      .select({ currency: orders.currency, amount: sql<string>`coalesce(sum(${orders.total} - ${orders.refundedAmount}), 0)::text` })
      .from(orders)
      .where(and(gte(orders.createdAt, from), lt(orders.createdAt, to), notInArray(orders.status, [...NOT_REVENUE])))
      .groupBy(orders.currency);
    return rows.map((r) => ({ currency: r.currency, amount: r.amount }));
  });
}

/**
 * Platform fees of the completed transactions made in [from, to), per currency: payments minus refunds and
 * the reversals of an owner's "paid → unpaid" (both negative rows), so an order paid then reverted nets to 0.
 */
export async function platformFeesByCurrency(from: Date, to: Date): Promise<{ currency: string; amount: string }[]> {
  // Across stores by design: record 0138 "Queries that fan out".
  return acrossStores(async (db) => {
    const rows = await db
      .select({ currency: transactions.currency, amount: sql<string>`coalesce(sum(${transactions.platformFee}), 0)::text` })
      .from(transactions)
      .where(
        and(
          gte(transactions.createdAt, from),
          lt(transactions.createdAt, to),
          inArray(transactions.type, ["payment", "refund", "reversal"]),
          eq(transactions.status, EARNED),
        ),
      )
      .groupBy(transactions.currency);
    return rows.map((r) => ({ currency: r.currency, amount: r.amount }));
  });
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

/** One store with its owner's email (the admin's store actions answer the updated card). */
export async function findTenantWithOwner(id: string): Promise<{ tenant: TenantRow; ownerEmail: string | null } | null> {
  const db = await getDb();
  const [row] = await db.select({ tenant: tenants, ownerEmail: users.email }).from(tenants).leftJoin(users, eq(users.id, tenants.ownerId)).where(eq(tenants.id, id)).limit(1);
  return row ?? null;
}
