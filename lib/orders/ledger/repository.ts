import "server-only";
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { orders, transactions } from "@/db/schema";
import type { OrderRow, TransactionRow } from "../schemas";
import type { TenantId } from "@/lib/tenancy/store";

/** The `transactions` table: every movement of an order's money (payments, refunds, reversals), signed. */

export type NewTransaction = {
  tenantId: TenantId;
  orderId: string;
  amount: string;
  platformFee: string;
  netAmount: string;
  currency: string;
  type: "payment" | "refund" | "reversal";
  status: "completed" | "amount_mismatch";
  paymentMethod: string;
  gatewayTransactionId: string | null;
};

/**
 * Insert one movement, unless the provider's id is already recorded for this store and method (a webhook
 * replayed, a payment confirmed by both verify and webhook). Answers whether it was inserted.
 */
export async function insertTransaction(db: Tx, t: NewTransaction): Promise<boolean> {
  const inserted = await db
    .insert(transactions)
    .values(t)
    .onConflictDoNothing({ target: [transactions.tenantId, transactions.paymentMethod, transactions.gatewayTransactionId] })
    .returning({ id: transactions.id });
  return inserted.length > 0;
}

/** The order's completed movements, oldest first. */
export async function completedTransactions(tx: Tx, tenantId: TenantId, orderId: string): Promise<TransactionRow[]> {
  return tx
    .select()
    .from(transactions)
    .where(and(eq(transactions.tenantId, tenantId), eq(transactions.orderId, orderId), eq(transactions.status, "completed")))
    .orderBy(asc(transactions.createdAt));
}

/** Sums over the order's completed movements (decimal strings, as the database adds them exactly) and their count. */
export async function completedSums(tx: Tx, tenantId: TenantId, orderId: string) {
  const [r] = await tx
    .select({
      amount: sql<string>`coalesce(sum(${transactions.amount}), 0)`,
      fee: sql<string>`coalesce(sum(${transactions.platformFee}), 0)`,
      net: sql<string>`coalesce(sum(${transactions.netAmount}), 0)`,
      n: count(),
    })
    .from(transactions)
    .where(and(eq(transactions.tenantId, tenantId), eq(transactions.orderId, orderId), eq(transactions.status, "completed")));
  return r;
}

/** Every movement of these orders, oldest first (order lists and DTOs). */
export async function findTransactions(tenantId: TenantId, orderIds: string[]): Promise<TransactionRow[]> {
  if (orderIds.length === 0) return [];
  const db = await getDb();
  return db
    .select()
    .from(transactions)
    .where(and(eq(transactions.tenantId, tenantId), inArray(transactions.orderId, orderIds)))
    .orderBy(asc(transactions.createdAt));
}

/** The order that holds the store's movement with this provider id (a PayPal refund event names its capture). */
export async function findOrderByTransaction(tenantId: TenantId, method: string, gatewayTransactionId: string): Promise<OrderRow | null> {
  const db = await getDb();
  const [row] = await db
    .select({ order: orders })
    .from(transactions)
    .innerJoin(orders, and(eq(orders.tenantId, transactions.tenantId), eq(orders.id, transactions.orderId)))
    .where(and(eq(transactions.tenantId, tenantId), eq(orders.tenantId, tenantId), eq(transactions.paymentMethod, method), eq(transactions.gatewayTransactionId, gatewayTransactionId)))
    .limit(1);
  return row?.order ?? null;
}
