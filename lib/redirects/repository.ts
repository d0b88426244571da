import "server-only";
import { and, asc, count, eq, ilike, inArray, isNotNull, or, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { redirectSets, redirects, tenants, type RedirectRow } from "@/db/schema";
import type { TenantRef } from "@/lib/tenancy/tenant-key";
import type { TenantId } from "@/lib/tenancy/store";

/** The redirects' tables (record 0149): the store's redirects and its version row. */

export function transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  return getDb().then((db) => db.transaction(fn));
}

/** Held to the end of the transaction: one change of a store's redirects at a time (chains and the limit hold). */
export async function lockStoreRedirects(tx: Tx, tenantId: TenantId) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`redirects:${tenantId}`}))`);
}

/** The store's version goes up (in the change's transaction): every instance's map of it reloads. */
export async function bumpVersion(tx: Tx, tenantId: TenantId) {
  await tx
    .insert(redirectSets)
    .values({ tenantId, version: 1 })
    .onConflictDoUpdate({ target: redirectSets.tenantId, set: { version: sql`${redirectSets.version} + 1`, updatedAt: new Date() } });
}

export async function countRedirects(tenantId: TenantId, tx?: Tx): Promise<number> {
  const [r] = await (tx ?? (await getDb())).select({ n: count() }).from(redirects).where(eq(redirects.tenantId, tenantId));
  return r?.n ?? 0;
}

export async function findByFrom(tx: Tx, tenantId: TenantId, fromPaths: string[]): Promise<RedirectRow[]> {
  if (!fromPaths.length) return [];
  return tx.select().from(redirects).where(and(eq(redirects.tenantId, tenantId), inArray(redirects.fromPath, fromPaths)));
}

export async function insertRedirects(tx: Tx, rows: (typeof redirects.$inferInsert)[]): Promise<RedirectRow[]> {
  if (!rows.length) return [];
  return tx.insert(redirects).values(rows).returning();
}

/** Redirects whose target path is `path` (with or without a query): what a new hop must carry forward. */
export async function findPointingAt(tx: Tx, tenantId: TenantId, path: string): Promise<RedirectRow[]> {
  const like = `${path.replace(/[\\%_]/g, (c) => `\\${c}`)}`;
  return tx
    .select()
    .from(redirects)
    .where(
      and(
        eq(redirects.tenantId, tenantId),
        or(sql`lower(${redirects.toTarget}) = ${path}`, sql`lower(${redirects.toTarget}) = ${`${path}/`}`, ilike(redirects.toTarget, `${like}?%`), ilike(redirects.toTarget, `${like}#%`)),
      ),
    );
}

export async function retarget(tx: Tx, tenantId: TenantId, ids: string[], toTarget: string) {
  if (!ids.length) return;
  await tx.update(redirects).set({ toTarget, updatedAt: new Date() }).where(and(eq(redirects.tenantId, tenantId), inArray(redirects.id, ids)));
}

export async function deleteByFrom(tx: Tx, tenantId: TenantId, fromPath: string): Promise<RedirectRow | null> {
  const [row] = await tx.delete(redirects).where(and(eq(redirects.tenantId, tenantId), eq(redirects.fromPath, fromPath))).returning();
  return row ?? null;
}

export async function deleteRedirect(tx: Tx, tenantId: TenantId, id: string): Promise<RedirectRow | null> {
  const [row] = await tx.delete(redirects).where(and(eq(redirects.tenantId, tenantId), eq(redirects.id, id))).returning();
  return row ?? null;
}

export async function listRedirects(tenantId: TenantId, search: string, limit: number, offset: number): Promise<{ rows: RedirectRow[]; total: number }> {
  const db = await getDb();
  const term = search.trim().toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  const where = term
    ? and(eq(redirects.tenantId, tenantId), or(ilike(redirects.fromPath, `%${term}%`), ilike(redirects.toTarget, `%${term}%`)))
    : eq(redirects.tenantId, tenantId);
  const rows = await db.select().from(redirects).where(where).orderBy(asc(redirects.fromPath)).limit(limit).offset(offset);
  const [{ n }] = await db.select({ n: count() }).from(redirects).where(where);
  return { rows, total: n };
}

/** Every redirect of the store, in batches (the export and the proxy's map). */
export async function* allRedirects(tenantId: TenantId, batch = 2000): AsyncGenerator<{ fromPath: string; toTarget: string }[], void, unknown> {
  let after = "";
  for (;;) {
    const rows = await (await getDb())
      .select({ fromPath: redirects.fromPath, toTarget: redirects.toTarget })
      .from(redirects)
      .where(and(eq(redirects.tenantId, tenantId), sql`${redirects.fromPath} > ${after}`))
      .orderBy(asc(redirects.fromPath))
      .limit(batch);
    if (!rows.length) return;
    yield rows;
    if (rows.length < batch) return;
    after = rows[rows.length - 1].fromPath;
  }
}

/**
 * The store a tenant key names and its redirects' version (0 when it never had any), in one read: what the
 * proxy's map checks every couple of seconds. A custom domain names its store only once verified (as
 * lib/tenancy's findTenantByRef).
 */
export async function storeVersion(ref: TenantRef): Promise<{ tenantId: TenantId; version: number } | null> {
  const where = ref.mode === "domain" ? and(eq(tenants.customDomain, ref.domain), isNotNull(tenants.customDomainVerifiedAt)) : eq(tenants.slug, ref.slug);
  // Two reads: on Citus `tenants` (a reference table) left-joined to `redirect_sets` (distributed) is refused, and
  // the store's row then names the one shard to read (record 0138).
  const db = await getDb();
  const [store] = await db.select({ id: tenants.id }).from(tenants).where(where).limit(1);
  if (!store) return null;
  const [set] = await db.select({ version: redirectSets.version }).from(redirectSets).where(eq(redirectSets.tenantId, store.id)).limit(1);
  return { tenantId: store.id as TenantId, version: set?.version ?? 0 };
}
