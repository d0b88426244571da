import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { getDb } from "@/db/client";
import { fulfillmentItems, fulfillments } from "@/db/schema";
import type { TenantId } from "@/lib/tenancy/store";

/** Fulfillments and their items: the only Drizzle code for these tables; the store's id in every WHERE. */
export type FulfillmentRow = typeof fulfillments.$inferSelect;
export type FulfillmentItemRow = typeof fulfillmentItems.$inferSelect;

export async function findFulfillments(tenantId: TenantId, orderIds: string[], tx?: Tx): Promise<{ fulfillments: FulfillmentRow[]; items: FulfillmentItemRow[] }> {
  if (orderIds.length === 0) return { fulfillments: [], items: [] };
  const db = tx ?? (await getDb());
  const rows = await db
    .select()
    .from(fulfillments)
    .where(and(eq(fulfillments.tenantId, tenantId), inArray(fulfillments.orderId, orderIds)))
    .orderBy(asc(fulfillments.createdAt), asc(fulfillments.id));
  if (rows.length === 0) return { fulfillments: [], items: [] };
  const items = await db
    .select()
    .from(fulfillmentItems)
    .where(and(eq(fulfillmentItems.tenantId, tenantId), inArray(fulfillmentItems.fulfillmentId, rows.map((r) => r.id))));
  return { fulfillments: rows, items };
}

/** Quantities already shipped per order item of an order (in the caller's transaction, the order locked). */
export async function shippedQuantities(tx: Tx, tenantId: TenantId, orderId: string): Promise<Map<string, number>> {
  const rows = await tx
    .select({ orderItemId: fulfillmentItems.orderItemId, n: sql<number>`sum(${fulfillmentItems.quantity})`.mapWith(Number) })
    .from(fulfillmentItems)
    .innerJoin(fulfillments, and(eq(fulfillments.tenantId, fulfillmentItems.tenantId), eq(fulfillments.id, fulfillmentItems.fulfillmentId)))
    .where(and(eq(fulfillmentItems.tenantId, tenantId), eq(fulfillments.tenantId, tenantId), eq(fulfillments.orderId, orderId)))
    .groupBy(fulfillmentItems.orderItemId);
  return new Map(rows.map((r) => [r.orderItemId, r.n]));
}

export async function insertFulfillment(
  tx: Tx,
  tenantId: TenantId,
  f: { orderId: string; carrier: string | null; trackingNumber: string | null; trackingUrl: string | null; createdBy: string | null },
  items: { orderItemId: string; quantity: number }[],
): Promise<FulfillmentRow> {
  const [row] = await tx
    .insert(fulfillments)
    .values({ ...f, tenantId })
    .returning();
  await tx.insert(fulfillmentItems).values(items.map((i) => ({ ...i, tenantId, fulfillmentId: row.id })));
  return row;
}
