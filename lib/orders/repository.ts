import { and, asc, count, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { getDb, getDbHandle, type Tx } from "@/db/client";
import { orderItems, orders, products, tenants, transactions, type OrderStatus, type TaxBreakdownLine } from "@/db/schema";
import { fromMinor, toMinor } from "@/lib/money";
import { formatInvoiceNumber, orderInvoiceFormat } from "./invoice-number";
import { mayMoveOrder, UNPAID_STATUSES } from "./transitions";
import type { OrderItemRow, OrderRow, TransactionRow } from "./schemas";
import type { TenantId } from "@/lib/tenancy/store";

/** Orders, their lines and transactions, and the stock they take: the orders slice's only Drizzle code. */

export type TakenProduct = {
  id: string;
  name: string;
  price: string;
  images: string[];
  taxRuleId: string | null;
  taxable: boolean;
  trackQuantity: boolean;
};

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
  total: string;
  paymentMethod: string;
  items: { productId: string; productName: string; productImage: string | null; price: string; quantity: number }[];
};

/**
 * Take the stock of every line and write the order, in ONE transaction. Each line is a conditional
 * `UPDATE products SET quantity = quantity - n WHERE … AND quantity >= n` (rows locked in product-id
 * order, so two orders never deadlock); a line that cannot be taken aborts the whole transaction, so an
 * order is never half-written and stock never goes below zero, however many shoppers race for it.
 * `price` computes the order from the rows as they were locked (catalogue prices, tax rules).
 */
/** Why a line could not be taken: the product is gone or inactive, or fewer are left than asked. */
export type StockShortage = { kind: "unavailable" } | { kind: "short"; name: string; left: number };

export type PlaceOrderResult = { ok: true; order: OrderRow; items: OrderItemRow[] } | { ok: false; shortage: StockShortage };

/** Thrown inside the transaction only to roll it back; turned into a result before it leaves this module. */
class ShortageAbort extends Error {
  constructor(readonly shortage: StockShortage) {
    super("stock shortage");
  }
}

export async function placeOrderAtomically(
  tenantId: TenantId,
  lines: { productId: string; quantity: number }[],
  price: (taken: Map<string, TakenProduct>, tx: Tx) => Promise<NewOrder>,
): Promise<PlaceOrderResult> {
  const db = await getDb();
  const sorted = [...lines].sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0));
  try {
    return await placeInTransaction(db, tenantId, sorted, price);
  } catch (err) {
    if (err instanceof ShortageAbort) return { ok: false, shortage: err.shortage };
    throw err;
  }
}

async function placeInTransaction(
  db: Awaited<ReturnType<typeof getDb>>,
  tenantId: TenantId,
  sorted: { productId: string; quantity: number }[],
  price: (taken: Map<string, TakenProduct>, tx: Tx) => Promise<NewOrder>,
): Promise<PlaceOrderResult> {
  return db.transaction(async (tx) => {
    const taken = new Map<string, TakenProduct>();
    for (const line of sorted) {
      const [row] = await tx
        .update(products)
        .set({ quantity: sql`case when ${products.trackQuantity} then ${products.quantity} - ${line.quantity} else ${products.quantity} end` })
        .where(
          and(
            eq(products.id, line.productId),
            eq(products.tenantId, tenantId),
            eq(products.status, "active"),
            sql`(not ${products.trackQuantity} or ${products.quantity} >= ${line.quantity})`,
          ),
        )
        .returning({
          id: products.id,
          name: products.name,
          price: products.price,
          images: products.images,
          taxRuleId: products.taxRuleId,
          taxable: products.taxable,
          trackQuantity: products.trackQuantity,
        });
      if (!row) {
        const [p] = await tx
          .select({ name: products.name, quantity: products.quantity, status: products.status })
          .from(products)
          .where(and(eq(products.id, line.productId), eq(products.tenantId, tenantId)))
          .limit(1);
        if (!p || p.status !== "active") throw new ShortageAbort({ kind: "unavailable" });
        throw new ShortageAbort({ kind: "short", name: p.name, left: p.quantity });
      }
      taken.set(row.id, row);
    }

    const o = await price(taken, tx);
    const invoiceNumber = await takeInvoiceNumber(tx, tenantId);
    const [order] = await tx
      .insert(orders)
      .values({
        tenantId,
        userId: o.userId,
        customerEmail: o.customerEmail,
        customerName: o.customerName,
        customerAddress: o.customerAddress,
        customerPhone: o.customerPhone,
        shippingCountry: o.shippingCountry,
        shippingState: o.shippingState,
        currency: o.currency,
        subtotal: o.subtotal,
        shipping: o.shipping,
        tax: o.tax,
        taxBreakdown: o.taxBreakdown,
        codCharges: o.codCharges,
        total: o.total,
        paymentMethod: o.paymentMethod,
        status: "pending",
        invoiceNumber,
      })
      .returning();
    const items = await tx
      .insert(orderItems)
      .values(o.items.map((i) => ({ ...i, tenantId, orderId: order.id })))
      .returning();
    return { ok: true as const, order, items };
  });
}

/**
 * The store's invoice counter lives on its row (tax settings). Moving it with an UPDATE in the order's
 * transaction locks that row until commit, so concurrent orders of one store take consecutive numbers,
 * and an order rolled back (out of stock) gives its number back: unique and without gaps.
 */
async function takeInvoiceNumber(tx: Tx, tenantId: TenantId, now = new Date()): Promise<string | null> {
  const [t] = await tx
    .update(tenants)
    .set({ nextInvoiceNumber: sql`${tenants.nextInvoiceNumber} + 1` })
    .where(eq(tenants.id, tenantId))
    .returning({
      n: sql<number>`${tenants.nextInvoiceNumber} - 1`.mapWith(Number),
      custom: tenants.customInvoiceNumbering,
      format: tenants.invoiceNumberFormat,
    });
  if (!t) return null;
  return formatInvoiceNumber(orderInvoiceFormat({ customInvoiceNumbering: t.custom, invoiceNumberFormat: t.format }), t.n, now);
}

/** The paid invoice number, when the store numbers paid invoices separately (custom numbering with a paid format). */
async function takePaidInvoiceNumber(tx: Tx, tenantId: TenantId, now = new Date()): Promise<string | null> {
  const [t] = await tx
    .update(tenants)
    .set({ nextPaidInvoiceNumber: sql`${tenants.nextPaidInvoiceNumber} + 1` })
    .where(and(eq(tenants.id, tenantId), eq(tenants.customInvoiceNumbering, true), isNotNull(tenants.paidInvoiceNumberFormat)))
    .returning({ n: sql<number>`${tenants.nextPaidInvoiceNumber} - 1`.mapWith(Number), format: tenants.paidInvoiceNumberFormat });
  return t?.format ? formatInvoiceNumber(t.format, t.n, now) : null;
}

export type OrderBundle = { order: OrderRow; items: OrderItemRow[]; transactions: TransactionRow[] };

async function bundles(tenantId: TenantId, rows: OrderRow[]): Promise<OrderBundle[]> {
  if (rows.length === 0) return [];
  const db = await getDb();
  const ids = rows.map((r) => r.id);
  const [items, txs] = await Promise.all([
    db
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.tenantId, tenantId), inArray(orderItems.orderId, ids)))
      .orderBy(asc(orderItems.productName)),
    db
      .select()
      .from(transactions)
      .where(and(eq(transactions.tenantId, tenantId), inArray(transactions.orderId, ids)))
      .orderBy(asc(transactions.createdAt)),
  ]);
  return rows.map((order) => ({
    order,
    items: items.filter((i) => i.orderId === order.id),
    transactions: txs.filter((t) => t.orderId === order.id),
  }));
}

/** The store's orders, newest first (owner). */
export async function listStoreOrders(tenantId: TenantId, limit = 500): Promise<OrderBundle[]> {
  const db = await getDb();
  const rows = await db.select().from(orders).where(eq(orders.tenantId, tenantId)).orderBy(desc(orders.createdAt)).limit(limit);
  return bundles(tenantId, rows);
}

/** One customer's orders in this store, newest first. */
export async function listCustomerOrders(tenantId: TenantId, userId: string): Promise<OrderBundle[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.userId, userId)))
    .orderBy(desc(orders.createdAt));
  return bundles(tenantId, rows);
}

export async function findOrder(tenantId: TenantId, id: string, userId?: string): Promise<OrderRow | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.tenantId, tenantId), userId ? eq(orders.userId, userId) : undefined))
    .limit(1);
  return row ?? null;
}

export async function findOrderBundle(tenantId: TenantId, id: string): Promise<OrderBundle | null> {
  const row = await findOrder(tenantId, id);
  return row ? (await bundles(tenantId, [row]))[0] : null;
}

export async function findOrderByGatewayOrderId(tenantId: TenantId, method: string, gatewayOrderId: string): Promise<OrderRow | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.paymentMethod, method), eq(orders.gatewayOrderId, gatewayOrderId)))
    .limit(1);
  return row ?? null;
}

export async function findOrderByPaymentIntent(tenantId: TenantId, intentId: string): Promise<OrderRow | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.paymentMethod, "stripe"), eq(orders.paymentIntentId, intentId)))
    .limit(1);
  return row ?? null;
}

/** Remember the provider's order (Razorpay order, PayPal order) or payment intent for this order. */
export async function setGatewayRefs(tenantId: TenantId, id: string, refs: { gatewayOrderId?: string; paymentIntentId?: string }) {
  const db = await getDb();
  const [row] = await db
    .update(orders)
    .set(refs)
    .where(and(eq(orders.id, id), eq(orders.tenantId, tenantId), eq(orders.status, "pending")))
    .returning();
  return row ?? null;
}

async function lockOrder(tx: Tx, tenantId: TenantId, id: string) {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.tenantId, tenantId)))
    .for("update")
    .limit(1);
  return row ?? null;
}

async function orderLines(tx: Tx, tenantId: TenantId, orderId: string) {
  return tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(and(eq(orderItems.tenantId, tenantId), eq(orderItems.orderId, orderId)));
}

/** Give an order's stock back (tracked products only). */
async function restock(tx: Tx, tenantId: TenantId, orderId: string, sign: 1 | -1) {
  const lines = (await orderLines(tx, tenantId, orderId)).filter((l) => l.productId);
  lines.sort((a, b) => (a.productId! < b.productId! ? -1 : 1));
  for (const l of lines) {
    const qty =
      sign === 1 ? sql`${products.quantity} + ${l.quantity}` : sql`greatest(${products.quantity} - ${l.quantity}, 0)`;
    await tx
      .update(products)
      .set({ quantity: qty })
      .where(and(eq(products.id, l.productId!), eq(products.tenantId, tenantId), eq(products.trackQuantity, true)));
  }
}

/**
 * End an unpaid order (payment failed for good, or abandoned): status failed/cancelled and its stock given
 * back exactly once (orders.stock_restored). A paid order is never touched. Returns the row after.
 */
export async function closeUnpaidOrder(tenantId: TenantId, id: string, status: "failed" | "cancelled", tx?: Tx): Promise<OrderRow | null> {
  const run = async (t: Tx) => {
    const o = await lockOrder(t, tenantId, id);
    if (!o) return null;
    if (o.status !== "pending") return o;
    if (!o.stockRestored) await restock(t, tenantId, id, 1);
    const [row] = await t
      .update(orders)
      .set({ status, stockRestored: true })
      .where(and(eq(orders.id, id), eq(orders.tenantId, tenantId)))
      .returning();
    return row;
  };
  if (tx) return run(tx);
  return (await getDb()).transaction(run);
}

export type PaymentRecord = {
  tenantId: TenantId;
  orderId: string;
  paymentMethod: string;
  gatewayTransactionId: string | null;
  /** Minor units. */
  amount: number;
  fee: number;
  currency: string;
};

/**
 * Record a verified payment and mark the order paid, once: the transaction row is unique per
 * (store, method, gateway transaction id), so a webhook replayed or a payment confirmed by both the
 * browser's verify call and the webhook is recorded one time. The order's platformFee and netAmount are
 * the sums over its completed transactions. An order whose stock had been given back (failed, then paid
 * after all) takes it again. Returns whether this call recorded it.
 */
export async function recordPayment(p: PaymentRecord, tx?: Tx): Promise<{ recorded: boolean; order: OrderRow | null }> {
  const run = async (t: Tx) => {
    const o = await lockOrder(t, p.tenantId, p.orderId);
    if (!o) return { recorded: false, order: null };
    const inserted = await t
      .insert(transactions)
      .values({
        tenantId: p.tenantId,
        orderId: p.orderId,
        amount: fromMinor(p.amount),
        platformFee: fromMinor(p.fee),
        netAmount: fromMinor(p.amount - p.fee),
        currency: p.currency,
        type: "payment",
        status: "completed",
        paymentMethod: p.paymentMethod,
        gatewayTransactionId: p.gatewayTransactionId,
      })
      .onConflictDoNothing({ target: [transactions.tenantId, transactions.paymentMethod, transactions.gatewayTransactionId] })
      .returning({ id: transactions.id });
    if (inserted.length === 0) return { recorded: false, order: o };
    if (o.stockRestored) await restock(t, p.tenantId, p.orderId, -1);
    const paidInvoiceNumber = o.paidInvoiceNumber ?? (await takePaidInvoiceNumber(t, p.tenantId));
    const [sums] = await t
      .select({
        fee: sql<string>`coalesce(sum(${transactions.platformFee}), 0)`,
        net: sql<string>`coalesce(sum(${transactions.netAmount}), 0)`,
      })
      .from(transactions)
      .where(and(eq(transactions.tenantId, p.tenantId), eq(transactions.orderId, p.orderId), eq(transactions.status, "completed")));
    const [order] = await t
      .update(orders)
      .set({ status: "paid", paidAt: o.paidAt ?? new Date(), platformFee: sums.fee, netAmount: sums.net, stockRestored: false, paidInvoiceNumber })
      .where(and(eq(orders.id, p.orderId), eq(orders.tenantId, p.tenantId)))
      .returning();
    return { recorded: true, order };
  };
  if (tx) return run(tx);
  return (await getDb()).transaction(run);
}

/** A provider reported money for the wrong amount or currency: kept for the owner to refund, never "paid". */
export async function recordMismatchedPayment(p: Omit<PaymentRecord, "fee">, tx?: Tx) {
  const db = tx ?? (await getDb());
  await db
    .insert(transactions)
    .values({
      tenantId: p.tenantId,
      orderId: p.orderId,
      amount: fromMinor(p.amount),
      platformFee: "0",
      netAmount: fromMinor(p.amount),
      currency: p.currency,
      type: "payment",
      status: "amount_mismatch",
      paymentMethod: p.paymentMethod,
      gatewayTransactionId: p.gatewayTransactionId,
    })
    .onConflictDoNothing({ target: [transactions.tenantId, transactions.paymentMethod, transactions.gatewayTransactionId] });
}

export async function hasCompletedPayment(tenantId: TenantId, orderId: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(eq(transactions.tenantId, tenantId), eq(transactions.orderId, orderId), eq(transactions.status, "completed")))
    .limit(1);
  return !!row;
}

/** The owner sets a status: any value at any time (the owner records what happened offline). */
export async function setOrderStatus(tenantId: TenantId, id: string, status: OrderStatus): Promise<OrderRow | null> {
  const db = await getDb();
  const [row] = await db
    .update(orders)
    .set({ status, ...(status === "paid" ? { paidAt: sql`coalesce(${orders.paidAt}, now())` } : {}) })
    .where(and(eq(orders.id, id), eq(orders.tenantId, tenantId)))
    .returning();
  return row ?? null;
}

// ---- refunds

/** The order's money so far, in minor units: completed payments and refunds (refunds as a positive sum). */
async function moneyOf(t: Tx, tenantId: TenantId, orderId: string) {
  const rows = await t
    .select()
    .from(transactions)
    .where(and(eq(transactions.tenantId, tenantId), eq(transactions.orderId, orderId), eq(transactions.status, "completed")))
    .orderBy(asc(transactions.createdAt));
  const minor = (v: string) => Math.round(Number(v) * 100);
  const payments = rows.filter((r) => r.type === "payment");
  return {
    payments,
    paid: payments.reduce((n, r) => n + minor(r.amount), 0),
    refunded: -rows.filter((r) => r.type === "refund").reduce((n, r) => n + minor(r.amount), 0),
  };
}
export type OrderMoney = Awaited<ReturnType<typeof moneyOf>>;

/**
 * Run `fn` with the order's row locked (FOR UPDATE) and its money read inside the same transaction, so
 * two refunds of one order are decided one after the other. Whatever `fn` throws rolls everything back.
 */
export async function withLockedOrder<T>(tenantId: TenantId, orderId: string, fn: (tx: Tx, order: OrderRow, money: OrderMoney) => Promise<T>): Promise<T | null> {
  return (await getDb()).transaction(async (t) => {
    const o = await lockOrder(t, tenantId, orderId);
    if (!o) return null;
    return fn(t, o, await moneyOf(t, tenantId, orderId));
  });
}

export type RefundRecord = {
  tenantId: TenantId;
  orderId: string;
  paymentMethod: string;
  /** The provider's refund id: a refund reported twice (our call, then its webhook) is recorded once. */
  gatewayTransactionId: string;
  /** Minor units, positive. */
  amount: number;
  /** The platform fee given back with it, minor units, positive. */
  fee: number;
  currency: string;
};

/**
 * Record a refund once, as a negative completed transaction, and update the order: refunded_amount, the
 * summed platform fee and net, and status `refunded` once everything paid has been given back. Refunds
 * never return stock (the owner decides what came back).
 */
export async function recordRefund(p: RefundRecord, tx?: Tx): Promise<{ recorded: boolean; order: OrderRow | null }> {
  const run = async (t: Tx) => {
    const o = await lockOrder(t, p.tenantId, p.orderId);
    if (!o) return { recorded: false, order: null };
    const inserted = await t
      .insert(transactions)
      .values({
        tenantId: p.tenantId,
        orderId: p.orderId,
        amount: fromMinor(-p.amount),
        platformFee: fromMinor(-p.fee),
        netAmount: fromMinor(-(p.amount - p.fee)),
        currency: p.currency,
        type: "refund",
        status: "completed",
        paymentMethod: p.paymentMethod,
        gatewayTransactionId: p.gatewayTransactionId,
      })
      .onConflictDoNothing({ target: [transactions.tenantId, transactions.paymentMethod, transactions.gatewayTransactionId] })
      .returning({ id: transactions.id });
    if (inserted.length === 0) return { recorded: false, order: o };
    const m = await moneyOf(t, p.tenantId, p.orderId);
    const [sums] = await t
      .select({
        fee: sql<string>`coalesce(sum(${transactions.platformFee}), 0)`,
        net: sql<string>`coalesce(sum(${transactions.netAmount}), 0)`,
      })
      .from(transactions)
      .where(and(eq(transactions.tenantId, p.tenantId), eq(transactions.orderId, p.orderId), eq(transactions.status, "completed")));
    const [order] = await t
      .update(orders)
      .set({
        refundedAmount: fromMinor(m.refunded),
        platformFee: sums.fee,
        netAmount: sums.net,
        ...(m.paid > 0 && m.refunded >= m.paid ? { status: "refunded" as const } : {}),
      })
      .where(and(eq(orders.id, p.orderId), eq(orders.tenantId, p.tenantId)))
      .returning();
    return { recorded: true, order };
  };
  if (tx) return run(tx);
  return (await getDb()).transaction(run);
}

/** The store's completed transaction with this provider id (a PayPal refund event names its capture). */
export async function findOrderByTransaction(tenantId: TenantId, method: string, gatewayTransactionId: string): Promise<OrderRow | null> {
  const db = await getDb();
  const [row] = await db
    .select({ order: orders })
    .from(transactions)
    .innerJoin(orders, eq(orders.id, transactions.orderId))
    .where(and(eq(transactions.tenantId, tenantId), eq(transactions.paymentMethod, method), eq(transactions.gatewayTransactionId, gatewayTransactionId)))
    .limit(1);
  return row?.order ?? null;
}

// ---- abandoned orders (a platform job: it reads every store's orders, and acts on each in its own store)

/** Unpaid online orders created before `before`, oldest first. */
export async function listAbandonedOrders(before: Date, methods: readonly string[], limit = 200): Promise<OrderRow[]> {
  const db = await getDb();
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.status, "pending"), inArray(orders.paymentMethod, [...methods]), sql`${orders.createdAt} < ${before}`))
    .orderBy(asc(orders.createdAt))
    .limit(limit);
}

/**
 * Run `fn` only if no other instance is running it: a PostgreSQL advisory lock held by an open
 * transaction for the run (released at its end, or when the connection dies). Answers null when another
 * instance holds it. PGlite is one process with one connection, so an in-process flag stands in there.
 */
const running = new Set<number>();
export async function runExclusively<T>(lockKey: number, fn: () => Promise<T>): Promise<T | null> {
  const handle = await getDbHandle();
  if (handle.kind === "pglite") {
    if (running.has(lockKey)) return null;
    running.add(lockKey);
    try {
      return await fn();
    } finally {
      running.delete(lockKey);
    }
  }
  return handle.db.transaction(async (t) => {
    const r = await t.execute(sql`select pg_try_advisory_xact_lock(${lockKey}) as locked`);
    const rows = (Array.isArray(r) ? r : (r as unknown as { rows: { locked: boolean }[] }).rows) as { locked: boolean }[];
    if (!rows[0]?.locked) return null;
    return fn();
  });
}

/** What an owner's status change did: the order after it, or why it was refused. */
export type StatusChange = { ok: true; order: OrderRow } | { ok: false; from: OrderStatus } | null;

/**
 * The owner moves an order by hand (lib/orders/transitions.ts), in ONE transaction with the order row
 * locked: the move is checked against the table, money follows the status (a manual payment on `paid`, a
 * negative reversal of everything kept when leaving it for an unpaid status), a cancellation gives the
 * stock back once, and the order's fee and net are re-summed from its transactions.
 */
export async function changeStatusByHand(
  tenantId: TenantId,
  id: string,
  to: OrderStatus,
  feeFor: (amountMinor: number, currency: string) => number,
): Promise<StatusChange> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const o = await lockOrder(tx, tenantId, id);
    if (!o) return null;
    if (!mayMoveOrder(o.status, to)) return { ok: false as const, from: o.status };
    if (o.status === to) return { ok: true as const, order: o };

    const done = and(eq(transactions.tenantId, tenantId), eq(transactions.orderId, id), eq(transactions.status, "completed"));
    const kept = async () => {
      const [r] = await tx
        .select({
          amount: sql<string>`coalesce(sum(${transactions.amount}), 0)`,
          fee: sql<string>`coalesce(sum(${transactions.platformFee}), 0)`,
          net: sql<string>`coalesce(sum(${transactions.netAmount}), 0)`,
          n: count(),
        })
        .from(transactions)
        .where(done);
      return { amount: toMinor(r.amount), fee: toMinor(r.fee), net: toMinor(r.net), n: r.n };
    };
    const before = await kept();
    const method = o.paymentMethod ?? "manual";
    let paidInvoiceNumber = o.paidInvoiceNumber;

    if (to === "paid" && before.amount <= 0) {
      const amount = toMinor(o.total);
      const fee = feeFor(amount, o.currency);
      await tx.insert(transactions).values({
        tenantId,
        orderId: id,
        amount: fromMinor(amount),
        platformFee: fromMinor(fee),
        netAmount: fromMinor(amount - fee),
        currency: o.currency,
        type: "payment",
        status: "completed",
        paymentMethod: method,
        gatewayTransactionId: before.n === 0 ? `manual-${id}` : `manual-${id}-${before.n + 1}`,
      });
      paidInvoiceNumber ??= await takePaidInvoiceNumber(tx, tenantId);
    } else if (UNPAID_STATUSES.includes(to) && before.amount > 0) {
      await tx.insert(transactions).values({
        tenantId,
        orderId: id,
        amount: fromMinor(-before.amount),
        platformFee: fromMinor(-before.fee),
        netAmount: fromMinor(-before.net),
        currency: o.currency,
        type: "reversal",
        status: "completed",
        paymentMethod: method,
        gatewayTransactionId: `reversal-${id}-${before.n + 1}`,
      });
    }
    const restoreStock = to === "cancelled" && !o.stockRestored;
    if (restoreStock) await restock(tx, tenantId, id, 1);

    const after = await kept();
    const [row] = await tx
      .update(orders)
      .set({
        status: to,
        platformFee: fromMinor(after.fee),
        netAmount: after.amount > 0 ? fromMinor(after.net) : null,
        paidAt: after.amount > 0 ? (o.paidAt ?? new Date()) : null,
        paidInvoiceNumber,
        ...(restoreStock ? { stockRestored: true } : {}),
      })
      .where(and(eq(orders.id, id), eq(orders.tenantId, tenantId)))
      .returning();
    return { ok: true as const, order: row };
  });
}
