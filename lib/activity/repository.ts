import "server-only";
import { acrossStores } from "@/db/fan-out";
import { and, count, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import { getDb, type Db, type Tx } from "@/db/client";
import { activityEntries, platformActivity, webhookDeliveries, webhookEvents, webhooks, type ActivityChanges, type ActivityActorType } from "@/db/schema";

/** The activity log's tables (record 0143): the store's entries, keyed by store, and the platform's own. */

export type ActivityRow = typeof activityEntries.$inferSelect;
export type PlatformActivityRow = typeof platformActivity.$inferSelect;

export type ActivityValues = {
  actorType: ActivityActorType;
  actorId: string | null;
  actorEmail: string | null;
  actorName: string | null;
  action: string;
  resourceType: string;
  resourceId: string | null;
  summary: string;
  changes: ActivityChanges;
  ip: string | null;
  userAgent: string | null;
};

export async function insertStoreEntries(tx: Tx, tenantId: string, rows: ActivityValues[]) {
  if (rows.length) await tx.insert(activityEntries).values(rows.map((r) => ({ ...r, tenantId })));
}

export async function insertPlatformEntries(tx: Tx, tenantId: string | null, rows: ActivityValues[]) {
  if (rows.length) await tx.insert(platformActivity).values(rows.map((r) => ({ ...r, tenantId })));
}

/**
 * The webhooks' outbox (record 0146): one event of `topic` and one delivery per enabled webhook of the store
 * subscribed to it, in the change's transaction. When none is (the usual case) that is one look-up on
 * webhooks_tenant_idx and nothing is written. Plain statements on one store's rows: single-shard on Citus.
 */
export async function insertWebhookEvent(tx: Tx, tenantId: string, topic: string, resourceType: string, resourceId: string | null) {
  await insertWebhookEvents(tx, tenantId, topic, resourceType, [resourceId]);
}

/** One event per resource (an order's products' stock), after one look-up of the webhooks subscribed to the topic. */
export async function insertWebhookEvents(tx: Tx, tenantId: string, topic: string, resourceType: string, resourceIds: readonly (string | null)[]) {
  if (!resourceIds.length) return;
  const subscribed = await tx
    .select({ id: webhooks.id })
    .from(webhooks)
    .where(and(eq(webhooks.tenantId, tenantId), eq(webhooks.enabled, true), sql`${webhooks.topics} @> ${JSON.stringify([topic])}::jsonb`));
  if (!subscribed.length) return;
  const events = await tx
    .insert(webhookEvents)
    .values(resourceIds.map((resourceId) => ({ tenantId, topic, resourceType, resourceId })))
    .returning({ id: webhookEvents.id });
  await tx.insert(webhookDeliveries).values(events.flatMap((event) => subscribed.map((w) => ({ tenantId, webhookId: w.id, eventId: event.id }))));
}

/** A transaction for a write that had none: the change and its entry commit together or not at all. */
export async function inTransaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  return (await getDb()).transaction(fn);
}

export type ActivityFilter = {
  actorId?: string;
  actorType?: ActivityActorType;
  action?: string;
  resourceType?: string;
  resourceId?: string;
  from?: Date;
  /** Exclusive. */
  to?: Date;
};

type Cols = typeof activityEntries | typeof platformActivity;

function conditions(t: Cols, f: ActivityFilter): SQL[] {
  const where: SQL[] = [];
  if (f.actorId) where.push(eq(t.actorId, f.actorId));
  if (f.actorType) where.push(eq(t.actorType, f.actorType));
  if (f.action) where.push(eq(t.action, f.action));
  if (f.resourceType) where.push(eq(t.resourceType, f.resourceType));
  if (f.resourceId) where.push(eq(t.resourceId, f.resourceId));
  if (f.from) where.push(gte(t.createdAt, f.from));
  if (f.to) where.push(lt(t.createdAt, f.to));
  return where;
}

/** How far `total` counts: past it the answer says "more than" (counting a million rows would cost more than the page). */
export const COUNT_CAP = 10_000;

async function cappedCount(where: SQL | undefined, t: Cols, on?: Db): Promise<number> {
  const db = on ?? (await getDb());
  const inner = db.select({ one: sql`1` }).from(t).where(where).limit(COUNT_CAP + 1).as("capped");
  const [r] = await db.select({ n: count() }).from(inner);
  return Number(r?.n ?? 0);
}

/** One page of a store's entries, newest first, and how many match (up to COUNT_CAP + 1). */
export async function listStoreEntries(tenantId: string, f: ActivityFilter, offset: number, limit: number) {
  const db = await getDb();
  const where = and(eq(activityEntries.tenantId, tenantId), ...conditions(activityEntries, f));
  const [rows, total] = await Promise.all([
    db.select().from(activityEntries).where(where).orderBy(desc(activityEntries.createdAt), desc(activityEntries.id)).limit(limit).offset(offset),
    cappedCount(where, activityEntries),
  ]);
  return { rows, total };
}

/** Every store's entries (or one store's), for the admin: the first `take` newest of them, and a capped count. */
export async function listAllStoreEntries(tenantId: string | undefined, f: ActivityFilter, take: number) {
  const where = and(tenantId ? eq(activityEntries.tenantId, tenantId) : undefined, ...conditions(activityEntries, f));
  const read = async (db: Db) => {
    const rows = await db.select().from(activityEntries).where(where).orderBy(desc(activityEntries.createdAt), desc(activityEntries.id)).limit(take);
    return { rows, total: await cappedCount(where, activityEntries, db) };
  };
  // Without a store: the platform admin's log over every store (record 0138 "Queries that fan out").
  return tenantId ? read(await getDb()) : acrossStores(read);
}

export async function listPlatformEntries(tenantId: string | undefined, f: ActivityFilter, take: number) {
  const db = await getDb();
  const where = and(tenantId ? eq(platformActivity.tenantId, tenantId) : undefined, ...conditions(platformActivity, f));
  const [rows, total] = await Promise.all([
    db.select().from(platformActivity).where(where).orderBy(desc(platformActivity.createdAt), desc(platformActivity.id)).limit(take),
    cappedCount(where, platformActivity),
  ]);
  return { rows, total };
}

/** A store's entries under the filters, newest first, after a (createdAt, id) key: the CSV export's batches. */
export async function storeEntriesBatch(tenantId: string, f: ActivityFilter, after: { createdAt: Date; id: string } | null, limit: number) {
  const db = await getDb();
  const where = and(
    eq(activityEntries.tenantId, tenantId),
    ...conditions(activityEntries, f),
    after ? sql`(${activityEntries.createdAt}, ${activityEntries.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)` : undefined,
  );
  return db.select().from(activityEntries).where(where).orderBy(desc(activityEntries.createdAt), desc(activityEntries.id)).limit(limit);
}

