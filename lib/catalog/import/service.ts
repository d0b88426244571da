import "server-only";
import { withActivity } from "@/lib/activity/record";
import { randomBytes } from "node:crypto";
import type { ImportProblem, ProductImportResult } from "@/db/schema";
import { invalidateStore } from "@/lib/cache/tags";
import { getEnv } from "@/lib/env";
import { AppError, badRequest, conflict, notFound, uniqueViolation } from "@/lib/errors";
import { fetchRemoteImage } from "@/lib/storage/remote-image";
import { getStorage } from "@/lib/storage";
import { readUploadedFile } from "@/lib/storage/upload";
import type { TenantId } from "@/lib/tenancy/store";
import { createCategory, listCategories } from "../categories/service";
import { productsBySlugs, writeImportedProduct } from "../products/service";
import * as repo from "./repository";
import { CsvFileError, decodeCsvInTurns, groupByHandle, readRecords, timeSlicer, type Column, type CsvText } from "./csv-read";
import { decide, ownImage, problemsOf, type Ctx, type Existing } from "./decide";
import { draftProduct, type ProductDraft } from "./shopify-csv";

/**
 * Product CSV import (issue 29, record 0110): preview (dry run) and the committed import, run as a job.
 * Both read the file the same way (shopify-csv.ts) and decide each product the same way (`decide`), so the
 * preview's counts are what the import does, images apart (fetched only when importing).
 */

/** Shopify's own limit for a product CSV; 10,000 rows with descriptions are ~5 MB. */
export const IMPORT_MAX_BYTES = 15 * 1024 * 1024;
/** Problems kept per list (the counts stay exact). */
const MAX_PROBLEMS = 1000;
const PREVIEW_PRODUCTS = 200;
const BATCH = 100;
const STALE_MINUTES = 10;

export type ImportAction = "new" | "updated" | "unchanged" | "error";

// ----- the file -----

/** The uploaded file's name and text: multipart field "file", a CSV of at most 15 MB. */
export async function readImportUpload(req: Request): Promise<{ fileName: string; text: CsvText }> {
  const file = await readUploadedFile(req, {
    field: "file",
    maxBytes: IMPORT_MAX_BYTES,
    tooLarge: () => new AppError(413, "The file is too large: the limit is 15 MB (about 30,000 rows). Split it into several files.", { file: "The file is too large" }, "too_large"),
    what: "the CSV file",
    missing: "Choose a CSV file to import",
    empty: "The file is empty",
  });
  const fileName = (file.name || "products.csv").slice(0, 200);
  // Reading and splitting the body and decoding it are tens of ms each for 15 MB and would otherwise run back to
  // back without a turn of the event loop (record 0121). The file's bytes are a view into the body: no copy.
  const turn = () => new Promise((resolve) => setImmediate(resolve));
  await turn();
  try {
    const text = await decodeCsvInTurns(file.bytes);
    await turn();
    return { fileName, text };
  } catch (err) {
    throw fileError(err);
  }
}

function fileError(err: unknown): unknown {
  return err instanceof CsvFileError ? badRequest(err.message, { file: err.message }) : err;
}

type Analysis = { rows: number; drafts: ProductDraft[]; problems: ImportProblem[] };

/** The file read into product drafts, giving the event loop a turn every few milliseconds (record 0121). */
async function analyze(text: CsvText): Promise<Analysis> {
  try {
    // A column counts as present when the header names it, even if every cell is empty (it clears the field).
    let present = new Set<Column>();
    const { groups, rows, problems } = await groupByHandle(readRecords(text, (c) => (present = c)));
    const pause = timeSlicer();
    const drafts: ProductDraft[] = [];
    for (const g of groups) {
      drafts.push(draftProduct(g, (c) => present.has(c)));
      await pause();
    }
    return { rows, drafts, problems };
  } catch (err) {
    throw fileError(err);
  }
}

async function categoryMap(tenantId: TenantId): Promise<Map<string, string>> {
  const list = await listCategories({ tenantId, manager: true });
  return new Map(list.map((c) => [c.name.toLowerCase(), c.id]));
}

function imageSources(drafts: ProductDraft[]): string[] {
  return drafts.flatMap((d) => (d.images ?? []).map((i) => i.src));
}

// ----- preview -----

export type ImportPreview = {
  dryRun: true;
  counts: { rows: number; products: number; new: number; updated: number; unchanged: number; errors: number };
  errors: ImportProblem[];
  warnings: ImportProblem[];
  /** Categories the import will create for Type values the store does not have. */
  newCategories: string[];
  products: { handle: string; title: string; action: ImportAction; variants: number; images: number }[];
};

/** POST /api/products/import?dryRun=true: what the import would do, nothing written. */
export async function previewImport(tenantId: TenantId, text: CsvText): Promise<ImportPreview> {
  const a = await analyze(text);
  const ctx: Ctx = { tenantId, categories: await categoryMap(tenantId), images: await repo.importedImages(tenantId, imageSources(a.drafts)), preview: true };
  const out: ImportPreview = {
    dryRun: true,
    counts: { rows: a.rows, products: a.drafts.length, new: 0, updated: 0, unchanged: 0, errors: 0 },
    errors: [...a.problems],
    warnings: [],
    newCategories: [],
    products: [],
  };
  const newCategories = new Map<string, string>();
  // On the embedded database queries settle as microtasks: without these turns a preview of a large file
  // would hold every other request until it ends.
  const pause = timeSlicer();
  for (let i = 0; i < a.drafts.length; i += BATCH) {
    const batch = a.drafts.slice(i, i + BATCH);
    const existing = await productsBySlugs(
      tenantId,
      batch.map((d) => d.handle),
    );
    for (const d of batch) {
      await pause();
      const decision = decide(d, existing.get(d.handle), ctx);
      const action: ImportAction = decision.action;
      if (action === "error") {
        out.counts.errors++;
        out.errors.push(...(decision as { errors: ImportProblem[] }).errors);
      } else out.counts[action]++;
      if ("newCategory" in decision && decision.newCategory) newCategories.set(decision.newCategory.toLowerCase(), decision.newCategory);
      out.warnings.push(...d.warnings);
      if (out.products.length < PREVIEW_PRODUCTS) {
        out.products.push({ handle: d.handle, title: d.name ?? existing.get(d.handle)?.row.name ?? "", action, variants: d.variants.length, images: d.images?.length ?? 0 });
      }
    }
  }
  out.errors = out.errors.slice(0, MAX_PROBLEMS);
  out.warnings = out.warnings.slice(0, MAX_PROBLEMS);
  out.newCategories = [...newCategories.values()];
  return out;
}

// ----- the committed import -----

export type ImportDto = {
  id: string;
  status: "queued" | "running" | "done" | "failed";
  fileName: string;
  progress: { processed: number; total: number };
  result: ProductImportResult | null;
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
};

function importDto(r: Pick<repo.ProductImportRow, "id" | "status" | "fileName" | "total" | "processed" | "result" | "error" | "createdAt" | "finishedAt">): ImportDto {
  return {
    id: r.id,
    status: r.status,
    fileName: r.fileName,
    progress: { processed: r.processed, total: r.total },
    result: r.result ?? null,
    error: r.error,
    createdAt: r.createdAt.toISOString(),
    finishedAt: r.finishedAt ? r.finishedAt.toISOString() : null,
  };
}

/**
 * POST /api/products/import: the file is checked (it must read as a product CSV) and kept with a queued
 * import; the job runs it. One import per store at a time: a second one while the first is queued or
 * running is a 409.
 */
export async function queueImport(tenantId: TenantId, staffId: string | null, file: { fileName: string; text: CsvText }): Promise<{ jobId: string; status: "queued" }> {
  await repo.failStaleImports(tenantId, STALE_MINUTES);
  // Refused before the file is read: reading it costs seconds of CPU for an answer known now.
  if (await repo.hasActiveImport(tenantId)) throw conflict("An import is already running for this store: wait for it to finish", { file: "An import is already running for this store" });
  const a = await analyze(file.text);
  const row = await withActivity(
    tenantId,
    (tx) => repo.insertImport(tenantId, { fileName: file.fileName, source: typeof file.text === "string" ? file.text : file.text.join(""), total: a.drafts.length, createdBy: staffId }, tx),
    (r) =>
      r && {
        action: "product.import_started",
        resourceType: "product_import",
        resourceId: r.id,
        summary: `started importing ${a.drafts.length} product${a.drafts.length === 1 ? "" : "s"} from ${file.fileName}`,
      },
  );
  if (!row) throw conflict("An import is already running for this store: wait for it to finish", { file: "An import is already running for this store" });
  const { enqueue } = await import("@/lib/queue/queue");
  await enqueue("products.import", { id: row.id, tenantId }, { id: row.id });
  return { jobId: row.id, status: "queued" };
}

export async function getImport(tenantId: TenantId, id: string): Promise<ImportDto> {
  const row = /^[0-9a-f-]{36}$/i.test(id) ? await repo.findImport(tenantId, id) : null;
  if (!row) throw notFound("Import not found");
  return importDto(row);
}

/** The store's latest imports (newest first), without their problem lists. */
export async function listImports(tenantId: TenantId): Promise<ImportDto[]> {
  const rows = await repo.listImports(tenantId, 10);
  return rows.map((r) => {
    const dto = importDto(r);
    return { ...dto, result: dto.result ? { counts: dto.result.counts, errors: [], warnings: [] } : null };
  });
}

const emptyResult = (rows: number, products: number): ProductImportResult => ({
  counts: { rows, products, created: 0, updated: 0, unchanged: 0, failed: 0 },
  errors: [],
  warnings: [],
});

function push(list: ImportProblem[], items: ImportProblem[]) {
  for (const p of items) if (list.length < MAX_PROBLEMS) list.push(p);
}

/** Fetch the draft's images that have no copy yet; failures become warnings on their rows. */
async function fetchImages(ctx: Ctx, d: ProductDraft, existing: Existing | undefined, warnings: ImportProblem[]) {
  const wanted = (d.images ?? []).filter((img) => !ownImage(existing, img.src) && !ctx.images.has(img.src));
  const storage = getStorage();
  let next = 0;
  const worker = async () => {
    while (next < wanted.length) {
      const img = wanted[next++];
      const got = await fetchRemoteImage(img.src);
      if (!got.ok) {
        warnings.push({ row: img.row, column: "Image Src", handle: d.handle, message: `${got.message}; the product is imported without this image` });
        continue;
      }
      const url = await storage.put(`${ctx.tenantId}/${randomBytes(16).toString("hex")}.${got.ext}`, got.bytes, got.contentType);
      await repo.rememberImportedImage(ctx.tenantId, img.src, url);
      ctx.images.set(img.src, url);
    }
  };
  await Promise.all([worker(), worker(), worker()]);
}

/** One product of the file: decided, then written in its own transaction. */
async function importOne(ctx: Ctx, d: ProductDraft, existing: Existing | undefined, result: ProductImportResult) {
  const warnings: ImportProblem[] = [...d.warnings];
  if (!d.errors.length) await fetchImages(ctx, d, existing, warnings);
  let decision = decide(d, existing, ctx);
  if (decision.action !== "error" && decision.action !== "unchanged" && decision.newCategory) {
    const cat = await createCategory({ tenantId: ctx.tenantId, manager: true }, { name: decision.newCategory } as Parameters<typeof createCategory>[1]).catch(() => null);
    ctx.categories = cat ? ctx.categories.set(cat.name.toLowerCase(), cat.id) : await categoryMap(ctx.tenantId);
    decision = decide(d, existing, ctx);
  }
  push(result.warnings, warnings);
  if (decision.action === "unchanged") {
    result.counts.unchanged++;
    return;
  }
  if (decision.action === "error") {
    result.counts.failed++;
    push(result.errors, decision.errors);
    return;
  }
  try {
    await writeImportedProduct(ctx.tenantId, existing?.row.id ?? null, d.handle, decision.values, { taxable: decision.taxable });
    if (decision.action === "new") result.counts.created++;
    else result.counts.updated++;
  } catch (err) {
    result.counts.failed++;
    if (err instanceof AppError && err.status < 500) push(result.errors, err.errors ? problemsOf(d, err.errors) : [{ row: d.firstRow, column: "Handle", handle: d.handle, message: err.message }]);
    else if (uniqueViolation(err)) push(result.errors, [{ row: d.firstRow, column: "Handle", handle: d.handle, message: "Another product took this handle while importing; import the file again" }]);
    else throw err;
  }
}

/**
 * How a run shows it is alive, and when a silent one counts as dead (record 0121): every 10 s and after 30 s
 * unless IMPORT_HEARTBEAT_SECONDS / IMPORT_STALE_SECONDS say otherwise (tests make them short).
 */
export function importLease(): { heartbeatSeconds: number; staleSeconds: number } {
  const env = getEnv();
  return { heartbeatSeconds: env.IMPORT_HEARTBEAT_SECONDS, staleSeconds: env.IMPORT_STALE_SECONDS };
}
/** Hand-overs after which an import that keeps killing its worker is failed. */
const MAX_TAKEOVERS = 5;

/**
 * The job ("products.import"): reads the kept file and imports product by product, in file order, saving
 * a checkpoint (products done, result so far) every 25 products. Run again after a crash, it resumes at the
 * checkpoint; a product done after the last checkpoint is done again, which writes the same values (the
 * import sets values, it never adds to them), so nothing is counted twice in the store.
 * A run holds the import's lease and renews it every heartbeat (importLease) from a timer (so a slow image fetch
 * is not mistaken for a death); every write it makes names its lease, so a run that lost it (it froze and
 * was taken over) stops at its next step instead of racing the new one.
 */
export async function runImportJob(id: string, storeId?: TenantId): Promise<void> {
  const found = await repo.findImportForJob(id, storeId);
  if (!found || found.status === "done" || found.status === "failed") return;
  const tenantId = found.tenantId as TenantId;
  const runner = randomBytes(12).toString("hex");
  const { heartbeatSeconds, staleSeconds } = importLease();
  const row = await repo.claimImport(tenantId, id, runner, staleSeconds);
  if (!row) return;
  if (row.source == null) {
    await repo.finishImport(tenantId, id, { status: "failed", error: "The file is no longer kept; run the import again" }, runner);
    return;
  }
  let lost = false;
  const beat = setInterval(() => {
    repo.heartbeat(tenantId, id, runner).then(
      (held) => void (lost ||= !held),
      (err: unknown) => console.error("[import] heartbeat failed", err instanceof Error ? err.message : err),
    );
  }, heartbeatSeconds * 1000);
  beat.unref();
  let ended = false;
  try {
    let a: Analysis;
    try {
      a = await analyze(row.source);
    } catch (err) {
      await repo.finishImport(tenantId, id, { status: "failed", error: err instanceof Error ? err.message : "The file could not be read" }, runner);
      ended = true;
      return;
    }
    const result = row.result ?? emptyResult(a.rows, a.drafts.length);
    if (!row.result) push(result.errors, a.problems);
    const ctx: Ctx = { tenantId, categories: await categoryMap(tenantId), images: await repo.importedImages(tenantId, imageSources(a.drafts)), preview: false };
    let done = row.processed;
    for (let i = done; i < a.drafts.length; i += BATCH) {
      const batch = a.drafts.slice(i, i + BATCH);
      const existing = await productsBySlugs(
        tenantId,
        batch.map((d) => d.handle),
      );
      for (const [k, d] of batch.entries()) {
        if (lost) return;
        await importOne(ctx, d, existing.get(d.handle), result);
        done = i + k + 1;
        // Let the server's other requests in: on the embedded database (PGlite runs in this thread and its
        // queries settle as microtasks) a loop of awaits never reaches the event loop's I/O phase, so every
        // request, the progress polls included, waited for the whole import.
        await new Promise((resolve) => setImmediate(resolve));
        // A checkpoint every 25 products, so the progress bar moves on a slow (image-heavy) import.
        if (done % 25 === 0 && done < i + batch.length && !(await repo.saveProgress(tenantId, id, runner, done, result))) return;
      }
      if (!(await repo.saveProgress(tenantId, id, runner, done, result))) return;
      invalidateStore(tenantId);
    }
    await repo.finishImport(tenantId, id, { status: "done", result, processed: done }, runner);
    ended = true;
  } finally {
    clearInterval(beat);
    // Stopped by an error the queue will retry: the retry may claim at once instead of after the stale time.
    if (!ended && !lost) await repo.releaseImport(tenantId, id, runner).catch(() => {});
    invalidateStore(tenantId);
  }
}

/**
 * The sweep, every IMPORT_SWEEP_SECONDS (15 s) in each worker process (lib/jobs/worker.ts): imports whose run
 * died (no heartbeat for the stale time, 30 s: the process was killed, or lost its database) get a new job,
 * which resumes at the checkpoint. So a dead run is taken over within stale + sweep + the queue's pick-up. The hand-over is
 * one UPDATE … RETURNING, so of several instances sweeping at once one enqueues each import.
 */
export async function resumeStalledImports(): Promise<number> {
  const { released } = await repo.releaseStalledImports(importLease().staleSeconds, MAX_TAKEOVERS);
  if (released.length === 0) return 0;
  const { enqueue } = await import("@/lib/queue/queue");
  // A new job id: the dead run's job is still "active" in the queue until it expires, and would swallow a
  // send with its id. When it does expire and is retried, its run finds the import claimed or done.
  for (const r of released) await enqueue("products.import", { id: r.id, tenantId: r.tenantId });
  return released.length;
}
