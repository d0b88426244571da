import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { storeMembers, tenants } from "@/db/schema";
import type { TenantId } from "@/lib/tenancy/store";

/** Store members (record 0142): the staff slice's Drizzle code. The tenant is in every WHERE but the invite lookup. */

export type MemberRow = typeof storeMembers.$inferSelect;

/** The active membership of an account in one store, or null. */
export async function findActiveMember(tenantId: TenantId, userId: string, tx?: Tx): Promise<MemberRow | null> {
  const db = tx ?? (await getDb());
  const [m] = await db
    .select()
    .from(storeMembers)
    .where(and(eq(storeMembers.tenantId, tenantId), eq(storeMembers.userId, userId), eq(storeMembers.status, "active")))
    .limit(1);
  return m ?? null;
}

/** The stores an account is an active staff member of (not the ones it owns), for the store switcher. */
export async function listMemberStores(userId: string) {
  const db = await getDb();
  return db
    .select({ id: tenants.id, slug: tenants.slug, name: tenants.name, subdomain: tenants.subdomain, customDomain: tenants.customDomain, isActive: tenants.isActive })
    .from(storeMembers)
    .innerJoin(tenants, eq(tenants.id, storeMembers.tenantId))
    .where(and(eq(storeMembers.userId, userId), eq(storeMembers.status, "active")));
}
