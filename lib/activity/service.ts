import "server-only";
import type { TenantId } from "@/lib/tenancy/store";
import type { Actor } from "./context";
import * as repo from "./repository";
import { rangeOf, type ActivityEntryDto, type ActivityExportQuery, type ActivityPage, type ActivityQuery, type AdminActivityEntryDto, type AdminActivityQuery } from "./schemas";

/** Reads of the activity log (issue 40, record 0143): a store's pages, the admin's, the CSV export's batches. */

type Row = repo.ActivityRow | repo.PlatformActivityRow;

function actorOf(r: Row): Actor {
  const a: Actor = { type: r.actorType, id: r.actorId };
  if (r.actorEmail) a.email = r.actorEmail;
  if (r.actorName) a.name = r.actorName;
  return a;
}

export function toEntryDto(r: Row): ActivityEntryDto {
  return {
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    actor: actorOf(r),
    action: r.action,
    resourceType: r.resourceType,
    resourceId: r.resourceId,
    summary: r.summary,
    changes: r.changes ?? {},
    ip: r.ip,
    userAgent: r.userAgent,
  };
}

function filterOf(q: Omit<ActivityExportQuery, never>): repo.ActivityFilter {
  const { from, to } = rangeOf(q);
  return { actorId: q.actorId, actorType: q.actorType, action: q.action, resourceType: q.resourceType, resourceId: q.resourceId, from, to };
}

function paged<T>(items: T[], total: number, q: { page: number; limit: number }): ActivityPage<T> {
  const capped = total > repo.COUNT_CAP;
  return { items, total: capped ? repo.COUNT_CAP : total, ...(capped ? { totalCapped: true } : {}), page: q.page, limit: q.limit };
}

/** GET /api/activity: one page of the store's entries, newest first. */
export async function listActivity(tenantId: TenantId, q: ActivityQuery): Promise<ActivityPage> {
  const { rows, total } = await repo.listStoreEntries(tenantId, filterOf(q), (q.page - 1) * q.limit, q.limit);
  return paged(rows.map(toEntryDto), total, q);
}

/**
 * GET /api/admin/activity: every store's entries and the platform's own, newest first. Two tables (one
 * distributed by store on Citus, one local), so each gives its newest page-deep rows and they are merged here.
 */
export async function listAdminActivity(q: AdminActivityQuery): Promise<ActivityPage<AdminActivityEntryDto>> {
  const take = q.page * q.limit;
  const f = filterOf(q);
  const [store, platform] = await Promise.all([repo.listAllStoreEntries(q.tenantId, f, take), repo.listPlatformEntries(q.tenantId, f, take)]);
  const merged: AdminActivityEntryDto[] = [
    ...store.rows.map((r) => ({ ...toEntryDto(r), tenantId: r.tenantId, scope: "store" as const })),
    ...platform.rows.map((r) => ({ ...toEntryDto(r), tenantId: r.tenantId, scope: "platform" as const })),
  ].sort((a, b) => (a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1));
  return paged(merged.slice((q.page - 1) * q.limit, take), store.total + platform.total, q);
}

export const EXPORT_COLUMNS = ["Time", "Actor type", "Actor email", "Actor name", "Action", "Resource type", "Resource id", "Summary", "Changes", "IP", "User agent"] as const;

/** The CSV export's rows, newest first, in keyset batches (memory flat however many entries match). */
export async function* activityExportRows(tenantId: TenantId, q: ActivityExportQuery, batch = 1000): AsyncGenerator<string[][], void, unknown> {
  const f = filterOf(q);
  let after: { createdAt: Date; id: string } | null = null;
  for (;;) {
    const rows = await repo.storeEntriesBatch(tenantId, f, after, batch);
    if (!rows.length) return;
    yield rows.map((r) => [
      r.createdAt.toISOString(),
      r.actorType,
      r.actorEmail ?? "",
      r.actorName ?? "",
      r.action,
      r.resourceType,
      r.resourceId ?? "",
      r.summary,
      Object.keys(r.changes ?? {}).length ? JSON.stringify(r.changes) : "",
      r.ip ?? "",
      r.userAgent ?? "",
    ]);
    if (rows.length < batch) return;
    const last = rows[rows.length - 1];
    after = { createdAt: last.createdAt, id: last.id };
  }
}
