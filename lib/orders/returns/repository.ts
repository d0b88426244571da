import "server-only";
import { and, count, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { fulfillmentItems, fulfillments, orderEvents, returnItems, returns, type ReturnItemRow, type ReturnReason, type ReturnRow, type ReturnStatus } from "@/db/schema";
import type { TenantId } from "@/lib/tenancy/store";

/** The `returns` and `return_items` tables (record 0154); the store's id in every WHERE and JOIN. */

export async function insertReturn(
  tx: Tx,
  tenantId: TenantId,
  r: { orderId: string; requestedBy: "customer" | "owner"; note: string | null; createdBy: string | null },
  lines: { orderItemId: string; quantity: number; reason: ReturnReason }[],
): Promise<{ row: ReturnRow; lines: ReturnItemRow[] }> {
  const [row] = await tx
    .insert(returns)
    .values({ ...r, tenantId })
    .returning();
  const items = await tx
    .insert(returnItems)
    .values(lines.map((l) => ({ ...l, tenantId, returnId: row.id })))
    .returning();
  return { row, lines: items };
}

/** Units each order item is held by the order's returns that were not declined (in the caller's transaction, the order locked). */
export async function heldQuantities(tx: Tx, tenantId: TenantId, orderId: string): Promise<Map<string, number>> {
  const rows = await tx
    .select({ orderItemId: returnItems.orderItemId, n: sql<number>`sum(${returnItems.quantity})`.mapWith(Number) })
    .from(returnItems)
    .innerJoin(returns, and(eq(returns.tenantId, returnItems.tenantId), eq(returns.id, returnItems.returnId)))
    .where(and(eq(returnItems.tenantId, tenantId), eq(returns.tenantId, tenantId), eq(returns.orderId, orderId), ne(returns.status, "declined")))
    .groupBy(returnItems.orderItemId);
  return new Map(rows.map((r) => [r.orderItemId, r.n]));
}

/** When the order last moved to `delivered` (its timeline), or null. */
export async function orderDeliveredAt(tx: Tx | null, tenantId: TenantId, orderId: string): Promise<Date | null> {
  const db = tx ?? (await getDb());
  const [r] = await db
    .select({ at: sql<Date | null>`max(${orderEvents.createdAt})`.mapWith((v) => (v ? new Date(v) : null)) })
    .from(orderEvents)
    .where(and(eq(orderEvents.tenantId, tenantId), eq(orderEvents.orderId, orderId), eq(orderEvents.type, "status_changed"), sql`${orderEvents.data}->>'to' = 'delivered'`));
  return r?.at ?? null;
}

/** The order's shipments with when each was delivered, and their lines. */
export async function shipmentsDelivered(tx: Tx | null, tenantId: TenantId, orderId: string) {
  const db = tx ?? (await getDb());
  const rows = await db
    .select({ id: fulfillments.id, deliveredAt: fulfillments.deliveredAt, orderItemId: fulfillmentItems.orderItemId, quantity: fulfillmentItems.quantity })
    .from(fulfillments)
    .innerJoin(fulfillmentItems, and(eq(fulfillmentItems.tenantId, fulfillments.tenantId), eq(fulfillmentItems.fulfillmentId, fulfillments.id)))
    .where(and(eq(fulfillments.tenantId, tenantId), eq(fulfillmentItems.tenantId, tenantId), eq(fulfillments.orderId, orderId)));
  const byId = new Map<string, { deliveredAt: Date | null; items: { orderItemId: string; quantity: number }[] }>();
  for (const r of rows) {
    const s = byId.get(r.id) ?? { deliveredAt: r.deliveredAt, items: [] };
    s.items.push({ orderItemId: r.orderItemId, quantity: r.quantity });
    byId.set(r.id, s);
  }
  return [...byId.values()];
}

/** Mark one shipment of the order delivered (once; the first time counts). Null: no such shipment. */
export async function markShipmentDelivered(tx: Tx, tenantId: TenantId, orderId: string, fulfillmentId: string): Promise<{ deliveredAt: Date } | null> {
  const [row] = await tx
    .update(fulfillments)
    // The app's clock: Citus refuses now() inside COALESCE (record 0138).
    .set({ deliveredAt: sql`coalesce(${fulfillments.deliveredAt}, ${new Date().toISOString()}::timestamptz)` })
    .where(and(eq(fulfillments.tenantId, tenantId), eq(fulfillments.orderId, orderId), eq(fulfillments.id, fulfillmentId)))
    .returning({ deliveredAt: fulfillments.deliveredAt });
  return row?.deliveredAt ? { deliveredAt: row.deliveredAt } : null;
}

/** One return, locked for the change (the caller has locked its order first). */
export async function lockReturn(tx: Tx, tenantId: TenantId, id: string): Promise<ReturnRow | null> {
  const [row] = await tx
    .select()
    .from(returns)
    .where(and(eq(returns.tenantId, tenantId), eq(returns.id, id)))
    .for("update")
    .limit(1);
  return row ?? null;
}

export async function findReturn(tenantId: TenantId, id: string): Promise<ReturnRow | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(returns)
    .where(and(eq(returns.tenantId, tenantId), eq(returns.id, id)))
    .limit(1);
  return row ?? null;
}

export async function findReturnLines(tenantId: TenantId, returnIds: string[], tx?: Tx): Promise<ReturnItemRow[]> {
  if (!returnIds.length) return [];
  const db = tx ?? (await getDb());
  return db
    .select()
    .from(returnItems)
    .where(and(eq(returnItems.tenantId, tenantId), inArray(returnItems.returnId, returnIds)));
}

export async function updateReturn(
  tx: Tx,
  tenantId: TenantId,
  id: string,
  change: Partial<Pick<ReturnRow, "status" | "declineReason" | "refundAmount" | "approvedAt" | "declinedAt" | "receivedAt" | "refundedAt">>,
): Promise<ReturnRow> {
  const [row] = await tx
    .update(returns)
    .set(change)
    .where(and(eq(returns.tenantId, tenantId), eq(returns.id, id)))
    .returning();
  return row;
}

export async function setLineReceived(tx: Tx, tenantId: TenantId, lineId: string, receivedQuantity: number, restockedQuantity: number) {
  await tx
    .update(returnItems)
    .set({ receivedQuantity, restockedQuantity })
    .where(and(eq(returnItems.tenantId, tenantId), eq(returnItems.id, lineId)));
}

/** The store's returns, newest first, by status and/or order; one page. */
export async function listReturns(tenantId: TenantId, f: { status?: ReturnStatus; orderId?: string }, limit: number, offset: number): Promise<{ rows: ReturnRow[]; total: number }> {
  const db = await getDb();
  const where = and(eq(returns.tenantId, tenantId), f.status ? eq(returns.status, f.status) : undefined, f.orderId ? eq(returns.orderId, f.orderId) : undefined);
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(returns).where(where).orderBy(desc(returns.createdAt), desc(returns.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(returns).where(where),
  ]);
  return { rows, total: n };
}
