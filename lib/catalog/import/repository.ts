import "server-only";
import { acrossStores } from "@/db/fan-out";
import { and, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { productImportImages, productImports, type ProductImportResult } from "@/db/schema";
import type { TenantId } from "@/lib/tenancy/store";

/** Product imports and the images they fetched: the only Drizzle code for these tables; the store's id in every WHERE. */

export type ProductImportRow = typeof productImports.$inferSelect;

/** A queued import, or null when one of the store's is already queued or running (the partial unique index). */
export async function insertImport(tenantId: TenantId, v: { fileName: string; source: string; total: number; createdBy: string | null }, tx?: Tx) {
  const db = tx ?? (await getDb());
  const rows = await db
    .insert(productImports)
    .values({ tenantId, ...v, status: "queued" })
    .onConflictDoNothing()
    .returning();
  return rows[0] ?? null;
}

/** Is one of the store's imports queued or running? */
export async function hasActiveImport(tenantId: TenantId): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .select({ id: productImports.id })
    .from(productImports)
    .where(and(eq(productImports.tenantId, tenantId), inArray(productImports.status, ["queued", "running"])))
    .limit(1);
  return rows.length > 0;
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
export async function findImportForJob(id: string, tenantId?: TenantId) {
  if (tenantId) {
    const db = await getDb();
    const [row] = await db.select().from(productImports).where(and(eq(productImports.tenantId, tenantId), eq(productImports.id, id))).limit(1);
    return row ?? null;
  }
  // A job sent before jobs carried the store: found by id alone, on every shard on Citus.
  const [row] = await acrossStores((db) => db.select().from(productImports).where(eq(productImports.id, id)).limit(1));
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

/**
 * Take the import's lease for a run (record 0121): queued → running, or running again when no run holds it
 * (a retry, a hand-over after a crash) or its holder's heartbeat is `staleSeconds` old. Answers the row, or
 * null when it has ended or a live run holds it.
 */
export async function claimImport(tenantId: TenantId, id: string, runner: string, staleSeconds: number) {
  const db = await getDb();
  const [row] = await db
    .update(productImports)
    .set({ status: "running", runner, heartbeatAt: sql`now()`, startedAt: sql`coalesce(${productImports.startedAt}, ${new Date().toISOString()}::timestamptz)` }) // the app's clock: Citus refuses now() in COALESCE (record 0138)
    .where(
      and(
        eq(productImports.tenantId, tenantId),
        eq(productImports.id, id),
        inArray(productImports.status, ["queued", "running"]),
        or(isNull(productImports.runner), lt(productImports.heartbeatAt, sql`now() - make_interval(secs => ${staleSeconds})`)),
      ),
    )
    .returning();
  return row ?? null;
}

const held = (tenantId: TenantId, id: string, runner: string) =>
  and(eq(productImports.tenantId, tenantId), eq(productImports.id, id), eq(productImports.runner, runner), eq(productImports.status, "running"));

/** The run is alive: false when it no longer holds the lease (then it stops). */
export async function heartbeat(tenantId: TenantId, id: string, runner: string): Promise<boolean> {
  const db = await getDb();
  const rows = await db.update(productImports).set({ heartbeatAt: sql`now()` }).where(held(tenantId, id, runner)).returning({ id: productImports.id });
  return rows.length > 0;
}

/** A run that stops without finishing (an error the queue retries) lets the next one claim at once. */
export async function releaseImport(tenantId: TenantId, id: string, runner: string) {
  const db = await getDb();
  await db.update(productImports).set({ runner: null }).where(held(tenantId, id, runner));
}

/** The checkpoint: products done so far and the result up to them. False when the run lost its lease. */
export async function saveProgress(tenantId: TenantId, id: string, runner: string, processed: number, result: ProductImportResult): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .update(productImports)
    .set({ processed, result, heartbeatAt: sql`now()` })
    .where(held(tenantId, id, runner))
    .returning({ id: productImports.id });
  return rows.length > 0;
}

/** The end: done with its result, or failed with a message; the file's text is dropped either way. */
export async function finishImport(tenantId: TenantId, id: string, end: { status: "done"; result: ProductImportResult; processed: number } | { status: "failed"; error: string }, runner?: string) {
  const db = await getDb();
  await db
    .update(productImports)
    .set({ ...end, source: null, runner: null, finishedAt: new Date() })
    .where(
      runner
        ? held(tenantId, id, runner)
        : and(eq(productImports.tenantId, tenantId), eq(productImports.id, id), inArray(productImports.status, ["queued", "running"])),
    );
}

/**
 * The sweep's hand-over, across stores (it knows no store; each row names its own): running imports whose
 * run's heartbeat is `staleSeconds` old lose their lease, so a new job may claim them. Those handed over
 * `maxTakeovers` times already (a file that kills its worker every time) are failed instead.
 */
export async function releaseStalledImports(staleSeconds: number, maxTakeovers: number): Promise<{ released: { id: string; tenantId: TenantId }[]; failed: number }> {
  // Across stores by design: record 0138 "Queries that fan out".
  return acrossStores(async (db) => {
    const stalled = and(
      eq(productImports.status, "running"),
      isNotNull(productImports.runner),
      lt(productImports.heartbeatAt, sql`now() - make_interval(secs => ${staleSeconds})`),
    );
    const failed = await db
      .update(productImports)
      .set({ status: "failed", error: "The import stopped several times while running; check the file, or split it, and run it again (products already imported are kept)", source: null, runner: null, finishedAt: new Date() })
      .where(and(stalled, sql`${productImports.takeovers} >= ${maxTakeovers}`))
      .returning({ id: productImports.id });
    const released = await db
      .update(productImports)
      .set({ runner: null, heartbeatAt: sql`now()`, takeovers: sql`${productImports.takeovers} + 1` })
      .where(stalled)
      .returning({ id: productImports.id, tenantId: productImports.tenantId });
    return { released: released.map((r) => ({ id: r.id, tenantId: r.tenantId as TenantId })), failed: failed.length };
  });
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
