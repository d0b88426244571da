import "server-only";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { orderItems, orders, type OrderDiscountLine, type TaxBreakdownLine } from "@/db/schema";
import type { OrderItemRow, OrderRow } from "./schemas";
import type { TenantId } from "@/lib/tenancy/store";

/**
 * The `orders` and `order_items` tables: writing a placed order, reading orders, locking one. Stock is the
 * catalogue's (lib/catalog/inventory), the invoice counters are ./invoice-counter, the money ledger is
 * ./ledger; the rules that combine them are in the services.
 */

export type NewOrder = {
  userId: string;
  customerEmail: string;
  customerName: string;
  customerAddress: string;
  customerPhone: string | null;
  shippingCountry: string;
  shippingState: string | null;
  currency: string;
  subtotal: string;
  shipping: string;
  tax: string;
  taxBreakdown: TaxBreakdownLine[];
  codCharges: string;
  discountCode: string | null;
  discountTotal: string;
  shippingDiscount: string;
  discounts: OrderDiscountLine[];
  total: string;
  paymentMethod: string;
  items: {
    productId: string;
    productName: string;
    productImage: string | null;
    variantId: string;
    variantTitle: string | null;
    sku: string | null;
    price: string;
    quantity: number;
    discount: string;
  }[];
};

/** One transaction for everything an order placement writes (stock, counter, order, lines, idempotency key). */
export async function inTransaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  return (await getDb()).transaction(fn);
}

export async function insertOrder(tx: Tx, tenantId: TenantId, o: NewOrder, invoiceNumber: string | null): Promise<{ order: OrderRow; items: OrderItemRow[] }> {
  const { items: lines, ...fields } = o;
  const [order] = await tx
    .insert(orders)
    .values({ ...fields, tenantId, status: "pending", invoiceNumber })
    .returning();
  const items = await tx
    .insert(orderItems)
    .values(lines.map((i) => ({ ...i, tenantId, orderId: order.id })))
    .returning();
  return { order, items };
}

export async function findItems(tenantId: TenantId, orderIds: string[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  const db = await getDb();
  return db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.tenantId, tenantId), inArray(orderItems.orderId, orderIds)))
    .orderBy(asc(orderItems.productName));
}

/** The store's orders, newest first (owner). */
export async function findStoreOrders(tenantId: TenantId, limit = 500): Promise<OrderRow[]> {
  const db = await getDb();
  return db.select().from(orders).where(eq(orders.tenantId, tenantId)).orderBy(desc(orders.createdAt)).limit(limit);
}

/** One customer's orders in this store, newest first. */
export async function findCustomerOrders(tenantId: TenantId, userId: string): Promise<OrderRow[]> {
  const db = await getDb();
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.userId, userId)))
    .orderBy(desc(orders.createdAt));
}

export async function findOrder(tenantId: TenantId, id: string, userId?: string, tx?: Tx): Promise<OrderRow | null> {
  const db = tx ?? (await getDb());
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.tenantId, tenantId), userId ? eq(orders.userId, userId) : undefined))
    .limit(1);
  return row ?? null;
}

/** Remember the provider's current object (Razorpay order, PayPal order) or payment intent on a pending order. */
export async function setGatewayRefs(tenantId: TenantId, id: string, refs: { gatewayOrderId?: string; paymentIntentId?: string }) {
  const db = await getDb();
  const [row] = await db
    .update(orders)
    .set(refs)
    .where(and(eq(orders.id, id), eq(orders.tenantId, tenantId), eq(orders.status, "pending")))
    .returning();
  return row ?? null;
}

/** The order's row, locked (FOR UPDATE) until the transaction ends: status and money change one at a time. */
export async function lockOrder(tx: Tx, tenantId: TenantId, id: string): Promise<OrderRow | null> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.tenantId, tenantId)))
    .for("update")
    .limit(1);
  return row ?? null;
}

export async function orderLines(tx: Tx, tenantId: TenantId, orderId: string) {
  return tx
    .select({ productId: orderItems.productId, variantId: orderItems.variantId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(and(eq(orderItems.tenantId, tenantId), eq(orderItems.orderId, orderId)));
}

export type OrderChange = Partial<
  Pick<OrderRow, "status" | "platformFee" | "netAmount" | "paidAt" | "paidInvoiceNumber" | "stockRestored" | "refundedAmount">
>;

export async function updateOrder(tx: Tx, tenantId: TenantId, id: string, change: OrderChange): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set(change)
    .where(and(eq(orders.id, id), eq(orders.tenantId, tenantId)))
    .returning();
  return row;
}

/** Unpaid online orders of every store created before `before`, oldest first (the abandoned-order job). */
export async function findStalePendingOrders(before: Date, methods: readonly string[], limit = 200): Promise<OrderRow[]> {
  const db = await getDb();
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.status, "pending"), inArray(orders.paymentMethod, [...methods]), sql`${orders.createdAt} < ${before}`))
    .orderBy(asc(orders.createdAt))
    .limit(limit);
}
