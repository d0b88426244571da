import "server-only";
import { acrossStores } from "@/db/fan-out";
import { and, eq, lt, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { orderRequests } from "@/db/schema";
import type { TenantId } from "@/lib/tenancy/store";

/**
 * The `order_requests` table: requests made with an Idempotency-Key (POST /api/orders, and the owner's refund,
 * cancel, shipment and status change of an order), and what they answered.
 */

export type RequestKey = { tenantId: TenantId; userId: string; key: string };
export type StoredRequest = { requestHash: string; responseStatus: number; responseBody: Record<string, unknown>; orderId: string | null };

const sameKey = (k: RequestKey) => and(eq(orderRequests.tenantId, k.tenantId), eq(orderRequests.userId, k.userId), eq(orderRequests.key, k.key));

const isLockTimeout = (err: unknown) => {
  for (let e: unknown = err, i = 0; i < 4 && e && typeof e === "object"; i++, e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "55P03") return true;
  }
  return false;
};

/**
 * Claim the key inside the order's transaction. The row is inserted before anything else, so a second
 * request with the same key waits on the unique index until the first one commits (then it reads what
 * the first answered) or rolls back (then it goes ahead itself). It waits at most `waitMs`: after that it
 * answers "busy" (the caller's transaction is then unusable and must be rolled back).
 * Answers "claimed", the stored request of an earlier commit, or "busy".
 */
export async function claimRequestKey(
  tx: Tx,
  k: RequestKey,
  requestHash: string,
  ttlHours: number,
  waitMs: number,
): Promise<{ kind: "claimed" } | { kind: "busy" } | { kind: "stored"; stored: StoredRequest }> {
  // One round trip in the common case (a new key): the wait bound is set (set_config(…, true) is SET LOCAL) by
  // the statement that claims the key. These statements run while the order's transaction is young, but every
  // round trip of it costs the checkout time under load (issue 35).
  const claim = () =>
    tx.execute(sql`with wait as (select set_config('lock_timeout', ${String(Math.max(1, Math.floor(waitMs)))}, true))
      insert into ${orderRequests} (tenant_id, user_id, key, request_hash, response_status, response_body)
      select ${k.tenantId}, ${k.userId}, ${k.key}, ${requestHash}, 0, '{}'::jsonb from wait
      on conflict (tenant_id, user_id, key) do nothing returning id`) as unknown as Promise<{ rows: unknown[] }>;
  try {
    if ((await claim()).rows.length > 0) return { kind: "claimed" };
    // The key exists. Older than its lifetime, it is forgotten and this request may place a new order.
    const gone = await tx
      .delete(orderRequests)
      .where(and(sameKey(k), lt(orderRequests.createdAt, sql`now() - make_interval(hours => ${ttlHours})`)))
      .returning({ id: orderRequests.id });
    if (gone.length > 0 && (await claim()).rows.length > 0) return { kind: "claimed" };
  } catch (err) {
    if (isLockTimeout(err)) return { kind: "busy" };
    throw err;
  }
  const [row] = await tx
    .select({
      requestHash: orderRequests.requestHash,
      responseStatus: orderRequests.responseStatus,
      responseBody: orderRequests.responseBody,
      orderId: orderRequests.orderId,
    })
    .from(orderRequests)
    .where(sameKey(k))
    .limit(1);
  // Deleted between the two statements (expired by another request): nothing to replay, so it is busy.
  return row ? { kind: "stored", stored: row } : { kind: "busy" };
}

/** The stored request of this key, outside any transaction (a flow of several steps looks before its first). */
export async function findRequestKey(k: RequestKey): Promise<(StoredRequest & { createdAt: Date }) | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      requestHash: orderRequests.requestHash,
      responseStatus: orderRequests.responseStatus,
      responseBody: orderRequests.responseBody,
      orderId: orderRequests.orderId,
      createdAt: orderRequests.createdAt,
    })
    .from(orderRequests)
    .where(sameKey(k))
    .limit(1);
  return row ?? null;
}

/** What the claimed request answered; committed with the order, so the two exist together or not at all. */
export async function storeResponse(tx: Tx, k: RequestKey, orderId: string, status: number, body: Record<string, unknown>) {
  await tx.update(orderRequests).set({ orderId, responseStatus: status, responseBody: body }).where(sameKey(k));
}

/** Forget keys older than `before` (run by the jobs timer). Answers how many went. */
export async function deleteRequestKeysBefore(before: Date): Promise<number> {
  // The sweep over every store (record 0138 "Queries that fan out").
  const gone = await acrossStores((db) => db.delete(orderRequests).where(lt(orderRequests.createdAt, before)).returning({ id: orderRequests.id }));
  return gone.length;
}
