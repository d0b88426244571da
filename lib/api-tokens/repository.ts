import "server-only";
import { and, desc, eq, isNull, lt, or } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { apiTokens, users } from "@/db/schema";
import type { TenantId } from "@/lib/tenancy/store";

/** Access tokens (record 0145): the slice's Drizzle code. Every query names the store. */

export type ApiTokenRow = typeof apiTokens.$inferSelect;
type OwnerRow = typeof users.$inferSelect;

export async function inTransaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  return (await getDb()).transaction(fn);
}

export async function insertToken(tx: Tx, values: { tenantId: TenantId; name: string; scopes: string[]; tokenHash: string; prefix: string; createdBy: string | null }): Promise<ApiTokenRow> {
  const [row] = await tx.insert(apiTokens).values(values).returning();
  return row;
}

/** The store's live tokens (not revoked), newest first. */
export async function listLiveTokens(tenantId: TenantId): Promise<ApiTokenRow[]> {
  const db = await getDb();
  return db
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.tenantId, tenantId), isNull(apiTokens.revokedAt)))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
}

/** Revokes a live token; null when the store has no such live token. */
export async function revokeLiveToken(tx: Tx, tenantId: TenantId, id: string): Promise<ApiTokenRow | null> {
  const [row] = await tx
    .update(apiTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiTokens.tenantId, tenantId), eq(apiTokens.id, id), isNull(apiTokens.revokedAt)))
    .returning();
  return row ?? null;
}

/** The live token of this store with this hash (the unique (tenant_id, token_hash) index), or null. */
export async function findLiveToken(tenantId: TenantId, tokenHash: string): Promise<ApiTokenRow | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.tenantId, tenantId), eq(apiTokens.tokenHash, tokenHash), isNull(apiTokens.revokedAt)))
    .limit(1);
  return row ?? null;
}

/** The store's owner account: tenants.owner_id, else the account created with the store. */
export async function findOwnerAccount(tenantId: TenantId, ownerId: string | null): Promise<OwnerRow | null> {
  const db = await getDb();
  const where = ownerId ? eq(users.id, ownerId) : and(eq(users.tenantId, tenantId), eq(users.role, "tenant"));
  const [row] = await db.select().from(users).where(where).limit(1);
  return row ?? null;
}

/** Sets last_used_at unless it was set within the last minute (so a busy token writes at most once a minute). */
export async function touchToken(tenantId: TenantId, id: string, now: Date): Promise<void> {
  const db = await getDb();
  const minuteAgo = new Date(now.getTime() - 60_000);
  await db
    .update(apiTokens)
    .set({ lastUsedAt: now })
    .where(and(eq(apiTokens.tenantId, tenantId), eq(apiTokens.id, id), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, minuteAgo))));
}
