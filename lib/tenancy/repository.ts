import "server-only";
import type { TenantId } from "./store";
import { and, eq, gte, inArray, isNotNull, isNull, lt, or } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { tenants } from "@/db/schema";
import type { TenantRef } from "./tenant-key";
import type { TenantRow } from "./schemas";

export async function findTenantByRef(ref: TenantRef): Promise<TenantRow | null> {
  const db = await getDb();
  // A custom domain names its store only once verified: typing a domain into settings proves nothing.
  const where =
    ref.mode === "domain" ? and(eq(tenants.customDomain, ref.domain), isNotNull(tenants.customDomainVerifiedAt)) : eq(tenants.slug, ref.slug);
  const [row] = await db.select().from(tenants).where(where).limit(1);
  return row ?? null;
}

export async function updateTenant(id: TenantId, values: Partial<Omit<TenantRow, "id" | "createdAt">>, tx?: Tx): Promise<TenantRow | null> {
  const db = tx ?? (await getDb());
  const [row] = await db.update(tenants).set(values).where(eq(tenants.id, id)).returning();
  return row ?? null;
}

/** The store's owner changes, only if `fromUserId` still owns it (two transfers at once: one wins). */
export async function setOwnerIf(tx: Tx, id: TenantId, fromUserId: string, toUserId: string): Promise<TenantRow | null> {
  const [row] = await tx
    .update(tenants)
    .set({ ownerId: toUserId, updatedAt: new Date() })
    // A store of the older kind is owned through its owner's users.tenant_id, with no owner_id yet.
    .where(and(eq(tenants.id, id), or(eq(tenants.ownerId, fromUserId), isNull(tenants.ownerId))))
    .returning();
  return row ?? null;
}

/** Which of slug / subdomain another store already uses.*/
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

export type NewTenantValues = {
  name: string;
  slug: string;
  subdomain: string;
  description: string | null;
  ownerId: string;
  subscriptionPlan?: "monthly" | "yearly";
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

/** Creating a store touches several slices' tables (owner, store, subscription): one transaction for all. */
export async function inTransaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  const db = await getDb();
  return db.transaction(fn);
}

export async function findTenantById(id: TenantId): Promise<TenantRow | null> {
  const db = await getDb();
  const [row] = await db.select().from(tenants).where(eq(tenants.id, id)).limit(1);
  return row ?? null;
}

/** The names of the stores with these ids (the admin's lists name stores, not ids); unknown ids are left out. */
export async function findTenantNames(ids: readonly TenantId[]): Promise<{ id: TenantId; name: string }[]> {
  if (ids.length === 0) return [];
  const db = await getDb();
  const rows = await db.select({ id: tenants.id, name: tenants.name }).from(tenants).where(inArray(tenants.id, [...ids]));
  return rows.map((r) => ({ id: r.id as TenantId, name: r.name }));
}

/** Stores on a trial (no plan bought) whose trial ends within [from, to): the trial-ending reminder. */
export async function findTrialsEndingBetween(from: Date, to: Date): Promise<{ id: TenantId; trialEndsAt: Date }[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: tenants.id, trialEndsAt: tenants.trialEndsAt })
    .from(tenants)
    .where(and(eq(tenants.subscriptionStatus, "trial"), gte(tenants.trialEndsAt, from), lt(tenants.trialEndsAt, to)));
  return rows.map((r) => ({ id: r.id as TenantId, trialEndsAt: r.trialEndsAt! }));
}

/** Verified custom domains whose proof was last found before `before` (or never re-checked): the daily re-check. */
export async function findDomainsCheckedBefore(before: Date, limit = 500): Promise<TenantRow[]> {
  const db = await getDb();
  return db
    .select()
    .from(tenants)
    .where(
      and(
        isNotNull(tenants.customDomain),
        isNotNull(tenants.customDomainVerifiedAt),
        or(isNull(tenants.customDomainCheckedAt), lt(tenants.customDomainCheckedAt, before)),
      ),
    )
    .orderBy(tenants.customDomainCheckedAt)
    .limit(limit);
}

/**
 * The outcome of a re-check, written only while the store still has the domain that was checked (an owner
 * who changed it meanwhile started over). Null when the domain changed.
 */
export async function saveDomainCheck(id: TenantId, domain: string, lost: boolean): Promise<TenantRow | null> {
  const db = await getDb();
  const now = new Date();
  const [row] = await db
    .update(tenants)
    .set(lost ? { customDomainVerifiedAt: null, customDomainCheckedAt: now } : { customDomainCheckedAt: now })
    .where(and(eq(tenants.id, id), eq(tenants.customDomain, domain), isNotNull(tenants.customDomainVerifiedAt)))
    .returning();
  return row ?? null;
}
