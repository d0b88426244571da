import "server-only";
import type { Tx } from "@/db/client";
import type { SubscriptionPlan } from "@/db/schema";
import { fromMinor, toMinor } from "@/lib/money";
import { planPricing, type Pricing } from "@/lib/billing/pricing";
import { monthBounds } from "@/lib/stats/growth";
import type { Store, TenantId } from "@/lib/tenancy/store";
import {
  backfillSubscriptions,
  currentSubscription,
  currentSubscriptions,
  endTrials,
  feeTotals,
  insertPlatformInvoice,
  insertSubscription,
  listPlatformInvoices,
  saveFeeStatement,
  moveCurrentDueDate,
} from "./repository";
import { toPlatformInvoiceDto, toSubscriptionDto, TRIAL_POLICY, type BillingDto, type SubscriptionDto } from "./schemas";

const money = (rupees: number) => fromMinor(toMinor(rupees));

/** Every new store's first row: the trial, due when it ends, priced at the plan it will move to. */
export async function openTrialSubscription(tx: Tx, tenantId: TenantId, plan: SubscriptionPlan, start: Date, trialEndsAt: Date) {
  const p = planPricing(plan);
  await insertSubscription(tx, tenantId, {
    plan,
    status: "trial",
    amount: money(p.baseAmount),
    gst: money(p.gst),
    totalAmount: money(p.totalAmount),
    start,
    next: trialEndsAt,
    paymentMethod: "none",
  });
}

/**
 * A verified registration payment (in the store's creation transaction): the trial row is closed, the
 * plan's row is active until `next`, and a paid platform invoice records the charge.
 */
export async function recordSubscriptionPayment(
  tx: Tx,
  tenantId: TenantId,
  v: { plan: SubscriptionPlan; start: Date; next: Date; pricing: Pricing; razorpayOrderId: string; razorpayPaymentId: string },
) {
  await endTrials(tx, tenantId, v.start);
  await insertSubscription(tx, tenantId, {
    plan: v.plan,
    status: "active",
    amount: money(v.pricing.baseAmount),
    gst: money(v.pricing.gst),
    totalAmount: money(v.pricing.totalAmount),
    start: v.start,
    next: v.next,
    paymentMethod: "razorpay",
    razorpayOrderId: v.razorpayOrderId,
    razorpayPaymentId: v.razorpayPaymentId,
  });
  const day = (d: Date) => d.toISOString().slice(0, 10);
  await insertPlatformInvoice(tx, tenantId, {
    period: `subscription ${day(v.start)}/${day(v.next)}`,
    totalRevenue: "0",
    totalFees: money(v.pricing.totalAmount),
    transactionCount: 1,
    status: "paid",
    dueDate: v.start,
    paidAt: v.start,
  });
}

const monthKey = (d: Date) => `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}`;
const dueOn15th = (monthStart: Date) => new Date(Date.UTC(monthStart.getUTCFullYear(), monthStart.getUTCMonth(), 15));

/**
 * This month's and last month's fee statements, refreshed from the store's transactions (payments minus
 * reversals), when the month had any. Written when the owner or the admin looks, so no job is needed.
 */
async function refreshFeeStatements(tenantId: TenantId, now: Date) {
  const { lastMonthStart, thisMonthStart, nextMonthStart } = monthBounds(now);
  const months = [
    { from: lastMonthStart, to: thisMonthStart, status: "issued" },
    { from: thisMonthStart, to: nextMonthStart, status: "open" },
  ];
  for (const m of months) {
    const t = await feeTotals(tenantId, m.from, m.to);
    if (t.count === 0) continue;
    await saveFeeStatement(tenantId, {
      period: monthKey(m.from),
      totalRevenue: t.revenue,
      totalFees: t.fees,
      transactionCount: t.count,
      status: m.status,
      dueDate: dueOn15th(m.to),
    });
  }
}

/** Every store has a row: those that predate them get one from their own columns (see the repository). */
async function ensureSubscriptions() {
  const price = (plan: SubscriptionPlan) => {
    const p = planPricing(plan);
    return { amount: money(p.baseAmount), gst: money(p.gst), total: money(p.totalAmount) };
  };
  await backfillSubscriptions({ monthly: price("monthly"), yearly: price("yearly") });
}

/** GET /api/tenant/billing: the owner's plan, the trial rule, and the platform's invoices to the store. */
export async function billingOf(store: Store, now = new Date()): Promise<BillingDto> {
  await ensureSubscriptions();
  await refreshFeeStatements(store.id, now);
  const [sub, invoices] = await Promise.all([currentSubscription(store.id), listPlatformInvoices(store.id)]);
  return { subscription: sub ? toSubscriptionDto(sub, now) : null, policy: TRIAL_POLICY, invoices: invoices.map(toPlatformInvoiceDto) };
}

/** Every store's current subscription, by store id (the admin screen's plan, status and due date). */
export async function subscriptionsByStore(now = new Date()): Promise<Map<string, SubscriptionDto>> {
  await ensureSubscriptions();
  const rows = await currentSubscriptions();
  return new Map(rows.map((r) => [r.tenantId, toSubscriptionDto(r, now)]));
}

/** The admin extended a store's trial or due date: the subscription row, which the admin screen reads, follows. */
export async function extendCurrentSubscription(tenantId: TenantId, until: Date): Promise<void> {
  await ensureSubscriptions();
  await moveCurrentDueDate(tenantId, until);
}
