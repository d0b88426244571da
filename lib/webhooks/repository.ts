import "server-only";
import { and, count, desc, eq, sql } from "drizzle-orm";
import { acrossStores } from "@/db/fan-out";
import { getDb, type Db, type Tx } from "@/db/client";
import { tenants, webhookDeliveries, webhookEvents, webhooks, type WebhookDeliveryRow, type WebhookEventRow, type WebhookRow } from "@/db/schema";

/** The webhooks' tables (record 0146): subscriptions, the events' outbox and one delivery row per webhook and event. */

export type NewWebhook = typeof webhooks.$inferInsert;

export async function countWebhooks(tenantId: string, tx?: Tx): Promise<number> {
  const [r] = await (tx ?? (await getDb())).select({ n: count() }).from(webhooks).where(eq(webhooks.tenantId, tenantId));
  return r?.n ?? 0;
}

/** Held to the end of the transaction: one creation at a time per store (the limit of 20 holds). */
export async function lockStoreWebhooks(tx: Tx, tenantId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`webhooks:${tenantId}`}))`);
}

export async function insertWebhook(tx: Tx, values: NewWebhook): Promise<WebhookRow> {
  const [row] = await tx.insert(webhooks).values(values).returning();
  return row;
}

export async function listWebhooks(tenantId: string): Promise<WebhookRow[]> {
  return (await getDb()).select().from(webhooks).where(eq(webhooks.tenantId, tenantId)).orderBy(webhooks.createdAt, webhooks.id);
}

export async function findWebhook(tenantId: string, id: string, tx?: Tx | Db, lock = false): Promise<WebhookRow | null> {
  const q = (tx ?? (await getDb())).select().from(webhooks).where(and(eq(webhooks.tenantId, tenantId), eq(webhooks.id, id)));
  const [row] = lock ? await q.for("update") : await q;
  return row ?? null;
}

export async function updateWebhook(tx: Tx, tenantId: string, id: string, values: Partial<NewWebhook>): Promise<WebhookRow | null> {
  const [row] = await tx.update(webhooks).set(values).where(and(eq(webhooks.tenantId, tenantId), eq(webhooks.id, id))).returning();
  return row ?? null;
}

export async function deleteWebhook(tx: Tx, tenantId: string, id: string): Promise<WebhookRow | null> {
  const [row] = await tx.delete(webhooks).where(and(eq(webhooks.tenantId, tenantId), eq(webhooks.id, id))).returning();
  return row ?? null;
}

/** An event for one webhook alone (the test call's ping), with its delivery. */
export async function insertDirectEvent(tenantId: string, webhookId: string, topic: string, data: Record<string, unknown>): Promise<{ event: WebhookEventRow; delivery: WebhookDeliveryRow }> {
  return (await getDb()).transaction(async (tx) => {
    const [event] = await tx.insert(webhookEvents).values({ tenantId, topic, data }).returning();
    const [delivery] = await tx.insert(webhookDeliveries).values({ tenantId, webhookId, eventId: event.id }).returning();
    return { event, delivery };
  });
}

export type DeliveryListRow = WebhookDeliveryRow & { topic: string };

export async function listDeliveries(tenantId: string, webhookId: string, limit: number, offset: number): Promise<{ rows: DeliveryListRow[]; total: number }> {
  const db = await getDb();
  const where = and(eq(webhookDeliveries.tenantId, tenantId), eq(webhookDeliveries.webhookId, webhookId));
  const rows = await db
    .select({ d: webhookDeliveries, topic: webhookEvents.topic })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, and(eq(webhookEvents.tenantId, webhookDeliveries.tenantId), eq(webhookEvents.id, webhookDeliveries.eventId)))
    .where(where)
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit)
    .offset(offset);
  const [{ n }] = await db.select({ n: count() }).from(webhookDeliveries).where(where);
  return { rows: rows.map((r) => ({ ...r.d, topic: r.topic })), total: n };
}

export async function findDelivery(tenantId: string, webhookId: string, id: string): Promise<DeliveryListRow | null> {
  const [r] = await (await getDb())
    .select({ d: webhookDeliveries, topic: webhookEvents.topic })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, and(eq(webhookEvents.tenantId, webhookDeliveries.tenantId), eq(webhookEvents.id, webhookDeliveries.eventId)))
    .where(and(eq(webhookDeliveries.tenantId, tenantId), eq(webhookDeliveries.webhookId, webhookId), eq(webhookDeliveries.id, id)));
  return r ? { ...r.d, topic: r.topic } : null;
}

/** Send a delivery again: a fresh run of attempts, now (the event, hence the webhook-id, is the same). */
export async function requeueDelivery(tenantId: string, id: string): Promise<WebhookDeliveryRow | null> {
  const [row] = await (await getDb())
    .update(webhookDeliveries)
    .set({ status: "pending", attempts: 0, nextAttemptAt: sql`now()`, claimId: null, claimedUntil: null })
    .where(and(eq(webhookDeliveries.tenantId, tenantId), eq(webhookDeliveries.id, id)))
    .returning();
  return row ?? null;
}

export type ClaimedDelivery = { tenantId: string; id: string; webhookId: string; eventId: string; attempts: number };

const rowsOf = <T>(r: unknown): T[] => (Array.isArray(r) ? r : (r as { rows: T[] }).rows) as T[];

/**
 * The stores with due deliveries, the longest waiting first, leaving out `busy` ones (at their share of this
 * process's slots). Not a locking query: it only says where to claim (grouped by the distribution column, so
 * Citus runs it on every shard and merges).
 */
export async function dueStores(limit: number, busy: string[]): Promise<string[]> {
  if (limit <= 0) return [];
  const busyList = busy.length ? sql`and tenant_id <> all(${`{${busy.join(",")}}`}::uuid[])` : sql``;
  // The dispatcher's scan over every store (record 0138 "Queries that fan out").
  const r = await acrossStores((db) => db.execute(sql`
    select tenant_id as "tenantId" from webhook_deliveries
    where status = 'pending' and next_attempt_at <= now() ${busyList}
    group by tenant_id order by min(next_attempt_at) limit ${limit}`));
  return rowsOf<{ tenantId: string }>(r).map((x) => x.tenantId);
}

/**
 * Claim up to `limit` due deliveries of one store for one attempt each: SKIP LOCKED, so instances never take the
 * same row; the claim pushes next_attempt_at to the end of the lease, so an attempt whose process died is due
 * again then. One store per statement: a single-shard query on Citus, where a locking query across shards is
 * refused.
 */
export async function claimDueOfStore(tenantId: string, claimId: string, limit: number, leaseMs: number): Promise<ClaimedDelivery[]> {
  if (limit <= 0) return [];
  const lease = `${leaseMs} milliseconds`;
  const r = await (await getDb()).execute(sql`
    update webhook_deliveries d
    set claim_id = ${claimId}, claimed_until = now() + ${lease}::interval, next_attempt_at = now() + ${lease}::interval
    from (
      select tenant_id, id from webhook_deliveries
      where tenant_id = ${tenantId} and status = 'pending' and next_attempt_at <= now()
      order by next_attempt_at
      limit ${limit}
      for update skip locked
    ) c
    where d.tenant_id = ${tenantId} and d.tenant_id = c.tenant_id and d.id = c.id
    returning d.tenant_id as "tenantId", d.id, d.webhook_id as "webhookId", d.event_id as "eventId", d.attempts`);
  return rowsOf<ClaimedDelivery>(r).map((d) => ({ ...d, attempts: Number(d.attempts) }));
}

/** What one attempt needs, in one query: the webhook, the event and the store's slug. */
export async function loadAttempt(tenantId: string, webhookId: string, eventId: string): Promise<{ webhook: WebhookRow; event: WebhookEventRow; slug: string } | null> {
  const [r] = await (await getDb())
    .select({ webhook: webhooks, event: webhookEvents, slug: tenants.slug })
    .from(webhooks)
    .innerJoin(webhookEvents, and(eq(webhookEvents.tenantId, webhooks.tenantId), eq(webhookEvents.id, eventId)))
    .innerJoin(tenants, eq(tenants.id, webhooks.tenantId))
    .where(and(eq(webhooks.tenantId, tenantId), eq(webhooks.id, webhookId)));
  return r ?? null;
}

/** The event's data, set once (a concurrent first attempt elsewhere keeps whichever was written first), as stored. */
export async function setEventData(tenantId: string, id: string, data: Record<string, unknown>): Promise<Record<string, unknown>> {
  const db = await getDb();
  const [set] = await db
    .update(webhookEvents)
    .set({ data })
    .where(and(eq(webhookEvents.tenantId, tenantId), eq(webhookEvents.id, id), sql`${webhookEvents.data} is null`))
    .returning({ data: webhookEvents.data });
  // As stored (jsonb orders keys its own way): the first attempt sends the same bytes as every later one.
  if (set?.data) return set.data;
  const [row] = await db.select({ data: webhookEvents.data }).from(webhookEvents).where(and(eq(webhookEvents.tenantId, tenantId), eq(webhookEvents.id, id)));
  return row?.data ?? data;
}

export type AttemptOutcome = { statusCode: number | null; error: string | null; excerpt: string | null; durationMs: number };

/**
 * Write an attempt's outcome under its claim (a late write of a lost claim changes nothing): delivered, failed for
 * good, or pending again at `nextAttemptAt`. Answers the row written, or null when the claim was no longer held.
 */
export async function finishAttempt(
  tx: Tx | Db,
  tenantId: string,
  id: string,
  claimId: string,
  status: "delivered" | "failed" | "pending",
  o: AttemptOutcome,
  nextAttemptAt: Date | null,
): Promise<WebhookDeliveryRow | null> {
  const [row] = await tx
    .update(webhookDeliveries)
    .set({
      status,
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      lastStatusCode: o.statusCode,
      lastError: o.error,
      responseExcerpt: o.excerpt,
      durationMs: o.durationMs,
      claimId: null,
      claimedUntil: null,
      ...(status === "delivered" ? { deliveredAt: sql`now()` } : {}),
      ...(nextAttemptAt ? { nextAttemptAt } : {}),
    })
    .where(and(eq(webhookDeliveries.tenantId, tenantId), eq(webhookDeliveries.id, id), eq(webhookDeliveries.claimId, claimId)))
    .returning();
  return row ?? null;
}

/** A delivery that will not be attempted (its webhook is disabled or gone): failed, with why. */
export async function dropDelivery(tenantId: string, id: string, claimId: string, reason: string): Promise<void> {
  await (await getDb())
    .update(webhookDeliveries)
    .set({ status: "failed", lastError: reason, claimId: null, claimedUntil: null })
    .where(and(eq(webhookDeliveries.tenantId, tenantId), eq(webhookDeliveries.id, id), eq(webhookDeliveries.claimId, claimId)));
}

/**
 * The retention sweep (record 0146): events older than `before` none of whose deliveries is still pending go, with
 * their deliveries (the foreign key cascades). Each store's rows are its own (tenant_id joins both sides), so on
 * Citus it is one colocated statement per shard. Answers how many events went.
 */
export async function deleteSettledEventsBefore(before: Date): Promise<number> {
  const rows = await acrossStores((db) => db
    .delete(webhookEvents)
    .where(
      and(
        sql`${webhookEvents.createdAt} < ${before.toISOString()}::timestamptz`,
        sql`not exists (select 1 from ${webhookDeliveries} d where d.tenant_id = ${webhookEvents.tenantId} and d.event_id = ${webhookEvents.id} and d.status = 'pending')`,
      ),
    )
    .returning({ id: webhookEvents.id }));
  return rows.length;
}

export async function database(): Promise<Db> {
  return getDb();
}

export function transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  return getDb().then((db) => db.transaction(fn));
}
