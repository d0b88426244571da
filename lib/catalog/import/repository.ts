import "server-only";
import { and, desc, eq, inArray, lt, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { productImportImages, productImports, type ProductImportResult } from "@/db/schema";
import type { TenantId } from "@/lib/tenancy/store";

/** Product imports and the images they fetched: the only Drizzle code for these tables; the store's id in every WHERE. */

export type ProductImportRow = typeof productImports.$inferSelect;

/** A queued import, or null when one of the store's is already queued or running (the partial unique index). */
export async function insertImport(tenantId: TenantId, v: { fileName: string; source: string; total: number; createdBy: string | null }) {
  const db = await getDb();
  const rows = await db
    .insert(productImports)
    .values({ tenantId, ...v, status: "queued" })
    .onConflictDoNothing()
    .returning();
  return rows[0] ?? null;
}

export async function findImport(tenantId: TenantId, id: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(productImports)
    .where(and(eq(productImports.tenantId, tenantId), eq(productImports.id, id)))
    .limit(1);
  return row ?? null;
}

/** The job's own read: the worker knows only the import's id (its store comes from the row). */
export async function findImportForJob(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(productImports).where(eq(productImports.id, id)).limit(1);
  return row ?? null;
}

export async function listImports(tenantId: TenantId, limit: number) {
  const db = await getDb();
  return db
    .select({
      id: productImports.id,
      status: productImports.status,
      fileName: productImports.fileName,
      total: productImports.total,
      processed: productImports.processed,
      result: productImports.result,
      error: productImports.error,
      createdAt: productImports.createdAt,
      finishedAt: productImports.finishedAt,
      updatedAt: productImports.updatedAt,
    })
    .from(productImports)
    .where(eq(productImports.tenantId, tenantId))
    .orderBy(desc(productImports.createdAt))
    .limit(limit);
}

/** queued → running (or running again after a crash): answers the row, or null when it has ended. */
export async function startImport(tenantId: TenantId, id: string) {
  const db = await getDb();
  const [row] = await db
    .update(productImports)
    .set({ status: "running", startedAt: sql`coalesce(${productImports.startedAt}, now())` })
    .where(and(eq(productImports.tenantId, tenantId), eq(productImports.id, id), inArray(productImports.status, ["queued", "running"])))
    .returning();
  return row ?? null;
}

/** The checkpoint: products done so far and the result up to them. Also the heartbeat (updated_at). */
export async function saveProgress(tenantId: TenantId, id: string, processed: number, result: ProductImportResult) {
  const db = await getDb();
  await db
    .update(productImports)
    .set({ processed, result })
    .where(and(eq(productImports.tenantId, tenantId), eq(productImports.id, id), eq(productImports.status, "running")));
}

/** The end: done with its result, or failed with a message; the file's text is dropped either way. */
export async function finishImport(tenantId: TenantId, id: string, end: { status: "done"; result: ProductImportResult; processed: number } | { status: "failed"; error: string }) {
  const db = await getDb();
  await db
    .update(productImports)
    .set({ ...end, source: null, finishedAt: new Date() })
    .where(and(eq(productImports.tenantId, tenantId), eq(productImports.id, id), inArray(productImports.status, ["queued", "running"])));
}

/**
 * Imports of the store that stopped answering (no checkpoint for `staleMinutes`: their worker died and the
 * queue gave up) are failed, so the store may import again.
 */
export async function failStaleImports(tenantId: TenantId, staleMinutes: number) {
  const db = await getDb();
  await db
    .update(productImports)
    .set({ status: "failed", error: "The import stopped responding; run it again (products already imported are kept)", source: null, finishedAt: new Date() })
    .where(
      and(
        eq(productImports.tenantId, tenantId),
        inArray(productImports.status, ["queued", "running"]),
        lt(productImports.updatedAt, new Date(Date.now() - staleMinutes * 60_000)),
      ),
    );
}

/** Copies already made of these source URLs (source → stored URL). */
export async function importedImages(tenantId: TenantId, sources: string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (sources.length === 0) return out;
  const db = await getDb();
  const rows = await db
    .select({ sourceUrl: productImportImages.sourceUrl, url: productImportImages.url })
    .from(productImportImages)
    .where(and(eq(productImportImages.tenantId, tenantId), inArray(productImportImages.sourceUrl, [...new Set(sources)])));
  for (const r of rows) out.set(r.sourceUrl, r.url);
  return out;
}

export async function rememberImportedImage(tenantId: TenantId, sourceUrl: string, url: string) {
  const db = await getDb();
  await db
    .insert(productImportImages)
    .values({ tenantId, sourceUrl, url })
    .onConflictDoUpdate({ target: [productImportImages.tenantId, productImportImages.sourceUrl], set: { url } });
}
