import "server-only";
import { and, count, desc, eq, gte, lt, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { platformInvoices, tenants, tenantSubscriptions, transactions, type SubscriptionPlan } from "@/db/schema";
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

/**
 * Stores made before subscription rows existed (or seeded directly) get one from their own columns:
 * plan (monthly when unset), status, start and due date. One statement; rerunning it adds nothing.
 */
export async function backfillSubscriptions(prices: Record<SubscriptionPlan, { amount: string; gst: string; total: string }>) {
  const db = await getDb();
  const plan = sql`coalesce(${tenants.subscriptionPlan}, 'monthly')`;
  const price = (k: "amount" | "gst" | "total") =>
    sql.raw(`case when coalesce(subscription_plan, 'monthly') = 'yearly' then ${prices.yearly[k]} else ${prices.monthly[k]} end`);
  await db.execute(sql`
    insert into ${tenantSubscriptions} (tenant_id, plan, status, amount, gst, total_amount, currency, billing_cycle, start_date, end_date, next_billing_date, payment_method)
    select ${tenants.id}, ${plan}, ${tenants.subscriptionStatus}, ${price("amount")}, ${price("gst")}, ${price("total")}, 'INR', ${plan},
           coalesce(${tenants.purchaseDate}, ${tenants.createdAt}),
           coalesce(${tenants.nextDueDate}, ${tenants.trialEndsAt}, ${tenants.createdAt} + interval '14 days'),
           coalesce(${tenants.nextDueDate}, ${tenants.trialEndsAt}, ${tenants.createdAt} + interval '14 days'),
           'none'
    from ${tenants}
    where not exists (select 1 from ${tenantSubscriptions} s where s.tenant_id = ${tenants.id})`);
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

/** Moves the due date of the store's current (newest) subscription row: the admin's "extend" action. */
export async function moveCurrentDueDate(tenantId: TenantId, until: Date): Promise<void> {
  const db = await getDb();
  await db.execute(sql`
    update ${tenantSubscriptions} set next_billing_date = ${until}, end_date = ${until}
    where id = (select id from ${tenantSubscriptions} where tenant_id = ${tenantId} order by created_at desc limit 1)`);
}
