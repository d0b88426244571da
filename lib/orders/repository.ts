import "server-only";
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { acrossStores } from "@/db/fan-out";
import { orderItems, orders, returnItems, users, type OrderSource, type OrderStatus } from "@/db/schema";
import { toMinor, fromMinor } from "@/lib/money";
import type { NewOrder, OrderItemRow, OrderRow } from "./schemas";
import type { TenantId } from "@/lib/tenancy/store";

/**
 * The `orders` and `order_items` tables: writing a placed order, reading orders, locking one. Stock is the
 * catalogue's (lib/catalog/inventory), the invoice counters are ./invoice-counter, the money ledger is
 * ./ledger; the rules that combine them are in the services.
 */

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
  await keepCustomerFigures(tx, tenantId, null, order);
  const items = await tx
    .insert(orderItems)
    .values(lines.map((i) => ({ ...i, tenantId, orderId: order.id })))
    .returning();
  return { order, items };
}

/** A placed order's invoice number (numbered last in its transaction: lib/orders/changes.ts numberPlacedOrder). */
export async function setInvoiceNumber(tx: Tx, tenantId: TenantId, orderId: string, invoiceNumber: string): Promise<OrderRow | null> {
  const [row] = await tx
    .update(orders)
    .set({ invoiceNumber })
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId)))
    .returning();
  return row ?? null;
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

/** An order's lines in the caller's transaction. */
export async function findItemsTx(tx: Tx, tenantId: TenantId, orderId: string): Promise<OrderItemRow[]> {
  return tx
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.tenantId, tenantId), eq(orderItems.orderId, orderId)))
    .orderBy(asc(orderItems.productName));
}

/** The store's orders, newest first (owner). */
export async function findStoreOrders(tenantId: TenantId, limit = 500): Promise<OrderRow[]> {
  const db = await getDb();
  return db.select().from(orders).where(eq(orders.tenantId, tenantId)).orderBy(desc(orders.createdAt)).limit(limit);
}

/** One customer's orders in this store, newest first (the newest `limit`). */
export async function findCustomerOrders(tenantId: TenantId, userId: string, limit = 100): Promise<OrderRow[]> {
  const db = await getDb();
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.userId, userId)))
    .orderBy(desc(orders.createdAt))
    .limit(limit);
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

/**
 * The order's lines less the units its returns have already put back in stock (record 0154), so a restock after a
 * full refund does not count a returned-and-restocked unit twice. Two reads, both within the order's store (its
 * shard on Citus).
 */
export async function orderLinesToRestock(tx: Tx, tenantId: TenantId, orderId: string) {
  const lines = await tx
    .select({ id: orderItems.id, productId: orderItems.productId, variantId: orderItems.variantId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(and(eq(orderItems.tenantId, tenantId), eq(orderItems.orderId, orderId)));
  if (!lines.length) return [];
  const back = await tx
    .select({ orderItemId: returnItems.orderItemId, restocked: sql<number>`sum(${returnItems.restockedQuantity})::int` })
    .from(returnItems)
    .where(and(eq(returnItems.tenantId, tenantId), inArray(returnItems.orderItemId, lines.map((l) => l.id))))
    .groupBy(returnItems.orderItemId);
  const restocked = new Map(back.map((b) => [b.orderItemId, Number(b.restocked)]));
  return lines
    .map((l) => ({ productId: l.productId, variantId: l.variantId, quantity: l.quantity - (restocked.get(l.id) ?? 0) }))
    .filter((l) => l.quantity > 0);
}

export type OrderChange = Partial<
  Pick<OrderRow, "status" | "platformFee" | "netAmount" | "paidAt" | "paidInvoiceNumber" | "stockRestored" | "refundedAmount" | "fulfillmentStatus" | "cancelledAt">
>;

export async function updateOrder(tx: Tx, tenantId: TenantId, id: string, change: OrderChange): Promise<OrderRow> {
  // What the customer's figures count (status, paid_at, refunded_amount) is read, locked, before it changes.
  const counts = "status" in change || "paidAt" in change || "refundedAmount" in change;
  const before = counts ? await lockOrder(tx, tenantId, id) : null;
  const [row] = await tx
    .update(orders)
    .set(change)
    .where(and(eq(orders.id, id), eq(orders.tenantId, tenantId)))
    .returning();
  if (before && row) await keepCustomerFigures(tx, tenantId, before, row);
  return row;
}

/**
 * A registered customer's order figures (`users.orders_count`, `total_spent`, `last_order_at`; record 0152) kept
 * in the write path, in the order's transaction, as deltas: every write of an order's status, payment or refunds
 * goes through insertOrder/updateOrder, which call this. It was an AFTER trigger on `orders` (migration 0023); on
 * Citus a trigger on a distributed table may not write `users` (a reference table), so migration 0030 dropped it
 * (record 0138). An order belongs to the account that placed it signed in, else to the store's registered
 * customer with the order's e-mail; it counts unless cancelled or failed, and adds total - refunded once paid.
 * Two orders at once serialise on the customer's row (`orders_count = orders_count + 1`), so neither is lost.
 */
type FigureRow = Pick<OrderRow, "userId" | "customerEmail" | "customerPhone" | "status" | "paidAt" | "total" | "refundedAmount" | "createdAt">;

const counted = (o: FigureRow | null) => (o && o.status !== "cancelled" && o.status !== "failed" ? 1 : 0);
const spentMinor = (o: FigureRow | null) => (o && o.paidAt ? toMinor(o.total) - toMinor(o.refundedAmount) : 0);

/** The registered customer an order counts for (the account it was placed from, else its e-mail's), or null. */
async function orderCustomer(tx: Tx, tenantId: TenantId, o: FigureRow): Promise<string | null> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        eq(users.role, "customer"),
        sql`position('#guest-' in ${users.email}) = 0`,
        o.userId ? or(eq(users.id, o.userId), sql`lower(${users.email}) = lower(${o.customerEmail})`) : sql`lower(${users.email}) = lower(${o.customerEmail})`,
      ),
    )
    .orderBy(o.userId ? sql`(${users.id} = ${o.userId}) desc` : sql`1`)
    .limit(1);
  return row?.id ?? null;
}

async function keepCustomerFigures(tx: Tx, tenantId: TenantId, before: FigureRow | null, after: FigureRow | null): Promise<void> {
  const [oCount, nCount, oSpent, nSpent] = [counted(before), counted(after), spentMinor(before), spentMinor(after)];
  const sameOwner = before && after && before.userId === after.userId && before.customerEmail.toLowerCase() === after.customerEmail.toLowerCase();
  if (sameOwner && oCount === nCount && oSpent === nSpent) return;
  const oId = before ? await orderCustomer(tx, tenantId, before) : null;
  const nId = after ? (sameOwner ? oId : await orderCustomer(tx, tenantId, after)) : null;
  if (oId && oId !== nId) {
    await tx
      .update(users)
      .set({ ordersCount: sql`${users.ordersCount} - ${oCount}`, totalSpent: sql`${users.totalSpent} - ${fromMinor(oSpent)}::numeric` })
      .where(and(eq(users.tenantId, tenantId), eq(users.id, oId)));
  }
  if (nId && after) {
    const [dCount, dSpent] = oId === nId ? [nCount - oCount, nSpent - oSpent] : [nCount, nSpent];
    await tx
      .update(users)
      .set({
        ordersCount: sql`${users.ordersCount} + ${dCount}`,
        totalSpent: sql`${users.totalSpent} + ${fromMinor(dSpent)}::numeric`,
        ...(nCount === 1 ? { lastOrderAt: sql`greatest(${users.lastOrderAt}, ${after.createdAt})` } : {}),
        ...(after.customerPhone ? { phone: sql`coalesce(${users.phone}, ${after.customerPhone})` } : {}),
      })
      .where(and(eq(users.tenantId, tenantId), eq(users.id, nId)));
  }
}

/** Unpaid online orders of every store created before `before`, oldest first (the abandoned-order job). */
export async function findStalePendingOrders(before: Date, methods: readonly string[], limit = 200): Promise<OrderRow[]> {
  // The sweep over every store (record 0138 "Queries that fan out"); each order is then handled in its own store.
  return acrossStores((db) => db
    .select()
    .from(orders)
    .where(and(eq(orders.status, "pending"), inArray(orders.paymentMethod, [...methods]), sql`${orders.createdAt} < ${before}`))
    .orderBy(asc(orders.createdAt))
    .limit(limit));
}

/** What the owner's order list filters by (all optional) and how it sorts. */
export type OrderListFilter = {
  search?: string;
  status?: OrderStatus;
  paymentMethod?: string;
  source?: OrderSource;
  /** true: paid at some point (paid_at set); false: never paid. */
  paid?: boolean;
  /** created_at >= from and < to (the caller makes `to` exclusive). */
  from?: Date;
  to?: Date;
  /** Only this customer's orders (the customer's own list). */
  userId?: string;
};
export type OrderSort = "newest" | "oldest" | "total-desc" | "total-asc";

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The WHERE of a filtered list. Search matches the order or invoice number exactly ("#IS001" or "is001"),
 * or part of the customer's e-mail or name (trigram indexes, migration 0007).
 */
function listWhere(tenantId: TenantId, f: OrderListFilter): SQL {
  const parts: (SQL | undefined)[] = [eq(orders.tenantId, tenantId)];
  if (f.userId) parts.push(eq(orders.userId, f.userId));
  if (f.status) parts.push(eq(orders.status, f.status));
  if (f.paymentMethod) parts.push(eq(orders.paymentMethod, f.paymentMethod));
  if (f.source) parts.push(eq(orders.source, f.source));
  if (f.paid === true) parts.push(isNotNull(orders.paidAt));
  if (f.paid === false) parts.push(isNull(orders.paidAt));
  if (f.from) parts.push(gte(orders.createdAt, f.from));
  if (f.to) parts.push(lt(orders.createdAt, f.to));
  const q = f.search?.trim().toLowerCase();
  if (q) {
    const number = q.replace(/^#/, "").toUpperCase();
    const like = `%${likeEscape(q)}%`;
    parts.push(
      or(
        eq(orders.invoiceNumber, number),
        eq(orders.paidInvoiceNumber, number),
        sql`lower(${orders.customerEmail}) like ${like}`,
        sql`lower(${orders.customerName}) like ${like}`,
      ),
    );
  }
  return and(...parts)!;
}

function listOrder(sort: OrderSort): SQL[] {
  switch (sort) {
    case "oldest":
      return [asc(orders.createdAt), asc(orders.id)];
    case "total-desc":
      return [desc(orders.total), desc(orders.createdAt), desc(orders.id)];
    case "total-asc":
      return [asc(orders.total), desc(orders.createdAt), desc(orders.id)];
    default:
      return [desc(orders.createdAt), desc(orders.id)];
  }
}

/** One page of the store's orders under the filter, and how many match in all (two statements, run together). */
export async function pageOrders(tenantId: TenantId, f: OrderListFilter, sort: OrderSort, page: number, limit: number): Promise<{ rows: OrderRow[]; total: number }> {
  const db = await getDb();
  const where = listWhere(tenantId, f);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(...listOrder(sort))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, total: Number(n) };
}

/** What the CSV export writes of an order (lib/orders/export.ts), and its key. */
const exportOrderColumns = {
  id: orders.id,
  invoiceNumber: orders.invoiceNumber,
  paidInvoiceNumber: orders.paidInvoiceNumber,
  createdAt: orders.createdAt,
  status: orders.status,
  fulfillmentStatus: orders.fulfillmentStatus,
  paymentMethod: orders.paymentMethod,
  source: orders.source,
  paidAt: orders.paidAt,
  customerName: orders.customerName,
  customerEmail: orders.customerEmail,
  customerPhone: orders.customerPhone,
  customerAddress: orders.customerAddress,
  currency: orders.currency,
  subtotal: orders.subtotal,
  discountCode: orders.discountCode,
  discountTotal: orders.discountTotal,
  shipping: orders.shipping,
  tax: orders.tax,
  codCharges: orders.codCharges,
  total: orders.total,
  refundedAmount: orders.refundedAmount,
};
/** What the CSV export writes of an order line. */
const exportItemColumns = {
  orderId: orderItems.orderId,
  productName: orderItems.productName,
  variantTitle: orderItems.variantTitle,
  sku: orderItems.sku,
  price: orderItems.price,
  quantity: orderItems.quantity,
  discount: orderItems.discount,
};
export type ExportOrderRow = Pick<OrderRow, keyof typeof exportOrderColumns>;
export type ExportItemRow = Pick<OrderItemRow, keyof typeof exportItemColumns>;

/**
 * Every order under the filter, oldest first, in batches with their items: the export reads 100,000 orders
 * without holding them (keyset pagination on created_at, id; one batch in memory at a time). Only the
 * columns the export writes: whole rows (jsonb breakdowns, ids, gateway fields) were most of what each
 * batch allocated (docs/decisions/0066-orders-at-scale.md, "Export memory"). Items come grouped by order
 * (order id, then product name).
 */
export async function* orderBatches(
  tenantId: TenantId,
  f: OrderListFilter,
  batchSize = 250,
): AsyncGenerator<{ orders: ExportOrderRow[]; items: ExportItemRow[] }> {
  const db = await getDb();
  // The last row's id: compared by its stored (microsecond) created_at, which a JS Date would truncate.
  let after: string | null = null;
  for (;;) {
    const where = and(
      listWhere(tenantId, f),
      after ? sql`(${orders.createdAt}, ${orders.id}) > (select o2.created_at, o2.id from ${orders} o2 where o2.id = ${after})` : undefined,
    );
    const rows = await db.select(exportOrderColumns).from(orders).where(where).orderBy(asc(orders.createdAt), asc(orders.id)).limit(batchSize);
    if (rows.length === 0) return;
    const items = await db
      .select(exportItemColumns)
      .from(orderItems)
      .where(
        and(
          eq(orderItems.tenantId, tenantId),
          inArray(
            orderItems.orderId,
            rows.map((r) => r.id),
          ),
        ),
      )
      .orderBy(asc(orderItems.orderId), asc(orderItems.productName));
    yield { orders: rows, items };
    if (rows.length < batchSize) return;
    after = rows[rows.length - 1].id;
  }
}
