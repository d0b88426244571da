import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { getDb } from "@/db/client";
import { orderEvents, orders, type OrderEventType } from "@/db/schema";
import type { TenantId } from "@/lib/tenancy/store";

/** The order timeline's events: the only Drizzle code for order_events. */
export type OrderEventRow = typeof orderEvents.$inferSelect;
export type NewOrderEvent = {
  type: OrderEventType;
  message: string;
  data?: Record<string, unknown>;
  actorId?: string | null;
  actorName?: string | null;
};

/** Written in the caller's transaction, so an event exists exactly when what it tells of happened. */
export async function addEvent(tx: Tx, tenantId: TenantId, orderId: string, e: NewOrderEvent) {
  await tx.insert(orderEvents).values({ tenantId, orderId, type: e.type, message: e.message, data: e.data ?? {}, actorId: e.actorId ?? null, actorName: e.actorName ?? null });
}

export async function listEvents(tenantId: TenantId, orderId: string): Promise<OrderEventRow[]> {
  const db = await getDb();
  return db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.tenantId, tenantId), eq(orderEvents.orderId, orderId)))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
}

/** The order's invoice number, the number the owner knows it by (null before it is numbered). */
export async function findInvoiceNumber(tx: Tx, tenantId: TenantId, orderId: string): Promise<string | null> {
  const [o] = await tx
    .select({ n: orders.invoiceNumber })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId)))
    .limit(1);
  return o?.n ?? null;
}
