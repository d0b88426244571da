import type { platformInvoices, SubscriptionPlan, tenantSubscriptions } from "@/db/schema";

/**
 * The platform's side of a store's money: its subscription (tenant_subscriptions) and the invoices the
 * platform issues to it (platform_invoices).
 *
 * Trials: every store opens with a subscription row in status `trial`, due 14 days after creation. When
 * the trial ends without a payment the store stays online and keeps selling (nothing is deleted and
 * shoppers are not cut off); its subscription reads `trial_ended` to the owner and the admin, with the
 * past due date, until a plan is paid. Paid registrations get an `active` row for the plan, due one
 * plan period later, and a paid platform invoice for the charge.
 *
 * Platform invoices are of two kinds, told apart by `period`:
 *   "subscription {start}/{end}"  the plan's charge (totalFees = amount billed incl. GST), paid at registration;
 *   "YYYY-MM"                     a month's platform fees on the store's net card/cash sales (totalRevenue,
 *                                 totalFees, transactionCount), `open` during the month, `issued` after it,
 *                                 due on the 15th of the next month.
 */
export { TRIAL_DAYS } from "@/lib/billing/pricing";

export type SubscriptionRow = typeof tenantSubscriptions.$inferSelect;
export type PlatformInvoiceRow = typeof platformInvoices.$inferSelect;

export type EffectiveStatus = "trial" | "trial_ended" | "active" | "past_due" | string;

export type SubscriptionDto = {
  plan: SubscriptionPlan;
  status: EffectiveStatus;
  amount: string;
  gst: string;
  totalAmount: string;
  currency: string;
  startDate: string | null;
  nextDueDate: string | null;
};

export type PlatformInvoiceDto = {
  id: string;
  period: string;
  kind: "subscription" | "fees";
  totalRevenue: string;
  totalFees: string;
  transactionCount: number;
  status: string;
  dueDate: string | null;
  paidAt: string | null;
};

/** GET /api/tenant/billing (owner): the plan, what happens next, and the platform's invoices. */
export type BillingDto = {
  subscription: SubscriptionDto | null;
  /** The trial-end rule in words, shown to the owner. */
  policy: string;
  invoices: PlatformInvoiceDto[];
};

export const TRIAL_POLICY =
  "Your store opens on a 14-day free trial. When the trial ends your store stays online and keeps selling; your plan shows as 'trial ended' until you pay for a monthly or yearly plan. Nothing is deleted.";

/** A trial or paid period that has run out reads as such, without a job having to rewrite the row. */
export function effectiveStatus(row: Pick<SubscriptionRow, "status" | "nextBillingDate">, now = new Date()): EffectiveStatus {
  const due = row.nextBillingDate;
  if (due && due.getTime() < now.getTime()) {
    if (row.status === "trial") return "trial_ended";
    if (row.status === "active") return "past_due";
  }
  return row.status;
}

export function toSubscriptionDto(row: SubscriptionRow, now = new Date()): SubscriptionDto {
  return {
    plan: row.plan,
    status: effectiveStatus(row, now),
    amount: row.amount,
    gst: row.gst,
    totalAmount: row.totalAmount,
    currency: row.currency,
    startDate: row.startDate?.toISOString() ?? null,
    nextDueDate: row.nextBillingDate?.toISOString() ?? null,
  };
}

export function toPlatformInvoiceDto(row: PlatformInvoiceRow): PlatformInvoiceDto {
  return {
    id: row.id,
    period: row.period,
    kind: row.period.startsWith("subscription") ? "subscription" : "fees",
    totalRevenue: row.totalRevenue,
    totalFees: row.totalFees,
    transactionCount: row.transactionCount,
    status: row.status,
    dueDate: row.dueDate?.toISOString() ?? null,
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}
