import { and, count, desc, eq, gte, lt, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { platformInvoices, tenantSubscriptions, transactions, type SubscriptionPlan } from "@/db/schema";
import type { TenantId } from "@/lib/tenancy/store";
import type { PlatformInvoiceRow, SubscriptionRow } from "./schemas";

/** Subscriptions and platform invoices: the billing slice's only Drizzle code. */

export type NewSubscription = {
  plan: SubscriptionPlan;
  status: string;
  amount: string;
  gst: string;
  totalAmount: string;
  start: Date;
  next: Date;
  paymentMethod: string;
  razorpayOrderId?: string | null;
  razorpayPaymentId?: string | null;
};

export async function insertSubscription(tx: Tx, tenantId: TenantId, v: NewSubscription): Promise<SubscriptionRow> {
  const [row] = await tx
    .insert(tenantSubscriptions)
    .values({
      tenantId,
      plan: v.plan,
      status: v.status,
      amount: v.amount,
      gst: v.gst,
      totalAmount: v.totalAmount,
      currency: "INR",
      billingCycle: v.plan,
      startDate: v.start,
      endDate: v.next,
      nextBillingDate: v.next,
      razorpaySubscriptionId: v.razorpayOrderId ?? null,
      razorpayCustomerId: v.razorpayPaymentId ?? null,
      paymentMethod: v.paymentMethod,
    })
    .returning();
  return row;
}

/** A trial that a payment replaces is closed, so the store has one current row. */
export async function endTrials(tx: Tx, tenantId: TenantId, at: Date) {
  await tx
    .update(tenantSubscriptions)
    .set({ status: "converted", endDate: at })
    .where(and(eq(tenantSubscriptions.tenantId, tenantId), eq(tenantSubscriptions.status, "trial")));
}

export async function insertPlatformInvoice(
  tx: Tx,
  tenantId: TenantId,
  v: { period: string; totalRevenue: string; totalFees: string; transactionCount: number; status: string; dueDate: Date | null; paidAt: Date | null },
): Promise<PlatformInvoiceRow> {
  const [row] = await tx
    .insert(platformInvoices)
    .values({ tenantId, ...v })
    .onConflictDoUpdate({
      target: [platformInvoices.tenantId, platformInvoices.period],
      set: { totalRevenue: v.totalRevenue, totalFees: v.totalFees, transactionCount: v.transactionCount, status: v.status, dueDate: v.dueDate, paidAt: v.paidAt },
    })
    .returning();
  return row;
}

/** The store's current subscription: the newest row. */
export async function currentSubscription(tenantId: TenantId): Promise<SubscriptionRow | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(tenantSubscriptions)
    .where(eq(tenantSubscriptions.tenantId, tenantId))
    .orderBy(desc(tenantSubscriptions.createdAt))
    .limit(1);
  return row ?? null;
}

/** Every store's newest subscription row (the admin screen). */
export async function currentSubscriptions(): Promise<SubscriptionRow[]> {
  const db = await getDb();
  return db
    .selectDistinctOn([tenantSubscriptions.tenantId])
    .from(tenantSubscriptions)
    .orderBy(tenantSubscriptions.tenantId, desc(tenantSubscriptions.createdAt));
}

export async function listPlatformInvoices(tenantId: TenantId): Promise<PlatformInvoiceRow[]> {
  const db = await getDb();
  return db.select().from(platformInvoices).where(eq(platformInvoices.tenantId, tenantId)).orderBy(desc(platformInvoices.createdAt));
}

/** The store's net sales and platform fees in [from, to): payments minus reversals (completed rows). */
export async function feeTotals(tenantId: TenantId, from: Date, to: Date) {
  const db = await getDb();
  const [r] = await db
    .select({
      revenue: sql<string>`coalesce(sum(${transactions.amount}), 0)`,
      fees: sql<string>`coalesce(sum(${transactions.platformFee}), 0)`,
      n: count(),
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.tenantId, tenantId),
        eq(transactions.status, "completed"),
        gte(transactions.createdAt, from),
        lt(transactions.createdAt, to),
      ),
    );
  return { revenue: r.revenue, fees: r.fees, count: r.n };
}

/** Writes (or refreshes) one month's fee statement outside any other transaction. */
export async function saveFeeStatement(
  tenantId: TenantId,
  v: { period: string; totalRevenue: string; totalFees: string; transactionCount: number; status: string; dueDate: Date | null },
) {
  const db = await getDb();
  return db.transaction((tx) => insertPlatformInvoice(tx, tenantId, { ...v, paidAt: null }));
}
