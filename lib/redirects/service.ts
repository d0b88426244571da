import "server-only";
import { parse } from "csv-parse/sync";
import type { Tx } from "@/db/client";
import type { RedirectRow } from "@/db/schema";
import { recordActivity } from "@/lib/activity/record";
import { getEnv } from "@/lib/env";
import { AppError, badRequest, notFound } from "@/lib/errors";
import { readUploadedFile } from "@/lib/storage/upload";
import type { Store, TenantId } from "@/lib/tenancy/store";
import { forgetRedirects } from "./lookup";
import { checkFrom, checkTo, MAX_REDIRECTS_PER_STORE, normalizePath, targetPath, type StoreHosts } from "./paths";
import * as repo from "./repository";
import { REDIRECTS_PAGE_SIZE, toRedirectDto, type CreateRedirectInput, type RedirectDto, type RedirectImportResult } from "./schemas";

/**
 * A store's redirects (issue 45, record 0149): the owner's own (list, add, delete, CSV import and export) and the
 * automatic ones a slug change leaves (`slugsChanged`, called by the catalogue and pages in their transaction).
 * Every change keeps chains collapsed (A→B, B→C is stored A→C), refuses loops, holds the store's limit and bumps
 * the store's version in the same transaction, so every instance's proxy map reloads.
 */

const NOT_FOUND = "Redirect not found";
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;

export function storeHosts(store: Store): StoreHosts {
  return {
    slug: store.row.slug,
    subdomain: store.row.subdomain,
    rootDomain: getEnv().ROOT_DOMAIN,
    customDomain: store.row.customDomain && store.row.customDomainVerifiedAt ? store.row.customDomain : null,
  };
}

type Pair = { from: string; to: string };
type Mode = "manual" | "import" | "auto";

class RedirectProblem extends Error {
  constructor(
    message: string,
    readonly field: "from" | "to",
    readonly status = 400,
  ) {
    super(message);
  }
}

/**
 * Adds `from → to` in `tx` (under the store's lock): the target carried past an existing hop, earlier redirects to
 * `from` carried on to the new target, a loop refused. A `from` that already redirects: 409 for the owner's form,
 * replaced by an import or a slug change. Answers the row and whether it replaced one.
 */
async function addOne(tx: Tx, tenantId: TenantId, pair: Pair, mode: Mode): Promise<{ row: RedirectRow; replaced: boolean }> {
  const { from } = pair;
  let to = pair.to;
  const [hop] = await repo.findByFrom(tx, tenantId, [targetPath(to)]);
  if (hop) to = hop.toTarget;
  if (targetPath(to) === from) throw new RedirectProblem("This redirect would make a loop", "to");
  const [existing] = await repo.findByFrom(tx, tenantId, [from]);
  if (existing) {
    if (mode === "manual") throw new RedirectProblem("A redirect from this path already exists", "from", 409);
    await repo.deleteRedirect(tx, tenantId, existing.id);
  }
  const pointing = await repo.findPointingAt(tx, tenantId, from);
  await repo.retarget(
    tx,
    tenantId,
    pointing.map((p) => p.id),
    to,
  );
  const [row] = await repo.insertRedirects(tx, [{ tenantId, fromPath: from, toTarget: to, kind: mode === "auto" ? "auto" : "manual" }]);
  return { row, replaced: !!existing };
}

async function checkLimit(tx: Tx, tenantId: TenantId) {
  if ((await repo.countRedirects(tenantId, tx)) > MAX_REDIRECTS_PER_STORE) {
    throw badRequest(`A store can have at most ${MAX_REDIRECTS_PER_STORE.toLocaleString("en")} redirects`, { from: `At most ${MAX_REDIRECTS_PER_STORE} redirects` });
  }
}

function checked(store: Store, input: CreateRedirectInput): Pair {
  const hosts = storeHosts(store);
  const from = checkFrom(input.from, hosts);
  const to = checkTo(input.to, hosts);
  const errors: Record<string, string> = {};
  if (!from.ok) errors.from = from.message;
  if (!to.ok) errors.to = to.message;
  if (!from.ok || !to.ok) throw badRequest(Object.values(errors)[0], errors);
  if (targetPath(to.value) === from.value) throw badRequest("A path cannot redirect to itself", { to: "A path cannot redirect to itself" });
  return { from: from.value, to: to.value };
}

export async function listRedirects(store: Store, query: { search: string; page: number }): Promise<{ items: RedirectDto[]; total: number; page: number; pageSize: number }> {
  const { rows, total } = await repo.listRedirects(store.id, query.search, REDIRECTS_PAGE_SIZE, (query.page - 1) * REDIRECTS_PAGE_SIZE);
  return { items: rows.map(toRedirectDto), total, page: query.page, pageSize: REDIRECTS_PAGE_SIZE };
}

export async function createRedirect(store: Store, input: CreateRedirectInput): Promise<RedirectDto> {
  const pair = checked(store, input);
  const row = await repo.transaction(async (tx) => {
    await repo.lockStoreRedirects(tx, store.id);
    let added: RedirectRow;
    try {
      ({ row: added } = await addOne(tx, store.id, pair, "manual"));
    } catch (err) {
      if (err instanceof RedirectProblem) throw new AppError(err.status, err.message, { [err.field]: err.message }, err.status === 409 ? "conflict" : "bad_request");
      throw err;
    }
    await checkLimit(tx, store.id);
    await repo.bumpVersion(tx, store.id);
    await recordActivity(tx, store.id, {
      action: "redirect.created",
      resourceType: "redirect",
      resourceId: added.id,
      summary: `added redirect ${added.fromPath} → ${added.toTarget}`,
      changes: { from: [null, added.fromPath], to: [null, added.toTarget] },
    });
    return added;
  });
  forgetRedirects(store.id);
  return toRedirectDto(row);
}

export async function deleteRedirect(store: Store, id: string): Promise<{ ok: true }> {
  await repo.transaction(async (tx) => {
    await repo.lockStoreRedirects(tx, store.id);
    const row = await repo.deleteRedirect(tx, store.id, id);
    if (!row) throw notFound(NOT_FOUND);
    await repo.bumpVersion(tx, store.id);
    await recordActivity(tx, store.id, { action: "redirect.deleted", resourceType: "redirect", resourceId: id, summary: `deleted redirect ${row.fromPath} → ${row.toTarget}` });
  });
  forgetRedirects(store.id);
  return { ok: true };
}

/**
 * Slugs changed (a product, category, collection or page renamed), in the change's own transaction: each old
 * path redirects to its new one. A new path that redirected somewhere is live again, so that redirect goes.
 */
export async function slugsChanged(tx: Tx, tenantId: TenantId, moves: Pair[]): Promise<void> {
  const real = moves.map((m) => ({ from: normalizePath(m.from), to: m.to })).filter((m) => m.from !== targetPath(m.to));
  if (!real.length) return;
  await repo.lockStoreRedirects(tx, tenantId);
  for (const m of real) await repo.deleteByFrom(tx, tenantId, targetPath(m.to));
  for (const m of real) await addOne(tx, tenantId, m, "auto");
  await checkLimit(tx, tenantId);
  await repo.bumpVersion(tx, tenantId);
  forgetRedirects(tenantId);
}

/**
 * A product, category, collection or page was created at these paths: a redirect from one of them would hide it
 * (the proxy answers first), so it goes, in the creation's transaction.
 */
export async function pathsLive(tx: Tx, tenantId: TenantId, paths: string[]): Promise<void> {
  let gone = 0;
  for (const p of paths) if (await repo.deleteByFrom(tx, tenantId, normalizePath(p))) gone++;
  if (!gone) return;
  await repo.bumpVersion(tx, tenantId);
  forgetRedirects(tenantId);
}

/** GET /api/redirects/export: every redirect as `from,to` (the import's format). */
export async function* exportRedirectRows(store: Store): AsyncGenerator<string[][], void, unknown> {
  for await (const rows of repo.allRedirects(store.id)) yield rows.map((r) => [r.fromPath, r.toTarget]);
}

export const EXPORT_HEADER = ["from", "to"] as const;

/**
 * POST /api/redirects/import (multipart "file"): a CSV with `from` and `to` columns (a header row; "Redirect from"
 * and "Redirect to", Shopify's export, are read too). Valid rows are added in one transaction (an existing `from`
 * is replaced); rows that fail are answered with their line and reason. Over the store's limit: nothing is added.
 */
export async function importRedirects(store: Store, req: Request): Promise<RedirectImportResult> {
  const file = await readUploadedFile(req, {
    field: "file",
    maxBytes: IMPORT_MAX_BYTES,
    tooLarge: () => new AppError(413, "The file is too large: the limit is 2 MB", { file: "The file is too large" }, "too_large"),
    what: "the CSV file",
    missing: "Choose a CSV file to import",
    empty: "The file is empty",
  });
  let records: string[][];
  try {
    records = parse(Buffer.from(file.bytes), { bom: true, skip_empty_lines: true, relax_column_count: true, trim: true }) as string[][];
  } catch (err) {
    throw badRequest(`The file is not a valid CSV: ${(err as Error).message}`, { file: "Not a valid CSV" });
  }
  if (!records.length) throw badRequest("The file is empty", { file: "The file is empty" });
  const header = records[0].map((h) => h.toLowerCase());
  const fromCol = header.findIndex((h) => h === "from" || h === "redirect from");
  const toCol = header.findIndex((h) => h === "to" || h === "redirect to");
  if (fromCol === -1 || toCol === -1) throw badRequest('The first row must name the columns "from" and "to"', { file: 'Columns "from" and "to" are required' });
  if (records.length - 1 > MAX_REDIRECTS_PER_STORE) throw badRequest(`At most ${MAX_REDIRECTS_PER_STORE} rows`, { file: "Too many rows" });

  const errors: RedirectImportResult["errors"] = [];
  const pairs: { line: number; pair: Pair }[] = [];
  records.slice(1).forEach((r, i) => {
    const line = i + 2;
    try {
      pairs.push({ line, pair: checked(store, { from: r[fromCol] ?? "", to: r[toCol] ?? "" }) });
    } catch (err) {
      errors.push({ line, message: err instanceof Error ? err.message : String(err) });
    }
  });
  let created = 0;
  let replaced = 0;
  if (pairs.length) {
    await repo.transaction(async (tx) => {
      await repo.lockStoreRedirects(tx, store.id);
      for (const { line, pair } of pairs) {
        try {
          const r = await addOne(tx, store.id, pair, "import");
          if (r.replaced) replaced++;
          else created++;
        } catch (err) {
          if (!(err instanceof RedirectProblem)) throw err;
          errors.push({ line, message: err.message });
        }
      }
      await checkLimit(tx, store.id);
      await repo.bumpVersion(tx, store.id);
      await recordActivity(tx, store.id, {
        action: "redirect.imported",
        resourceType: "redirect",
        resourceId: null,
        summary: `imported ${created + replaced} redirects from ${file.name || "a CSV file"}`,
      });
    });
    forgetRedirects(store.id);
  }
  errors.sort((a, b) => a.line - b.line);
  return { created, replaced, errors };
}
