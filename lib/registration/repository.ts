import type { Tx } from "@/db/client";
import { tenantSubscriptions } from "@/db/schema";
import { fromMinor, toMinor } from "@/lib/money";
import type { Plan, Pricing } from "./pricing";
import type { TenantId } from "@/lib/tenancy/store";

/** The registration slice's only Drizzle code: the subscription row a paid registration records. */

/** The row that records a paid subscription (inside the store's creation transaction). */
export async function insertPaidSubscription(
  tx: Tx,
  tenantId: TenantId,
  v: { plan: Plan; start: Date; next: Date; pricing: Pricing; razorpayOrderId: string; razorpayPaymentId: string },
) {
  await tx.insert(tenantSubscriptions).values({
    tenantId,
    plan: v.plan,
    status: "active",
    amount: fromMinor(toMinor(v.pricing.baseAmount)),
    gst: fromMinor(toMinor(v.pricing.gst)),
    totalAmount: fromMinor(toMinor(v.pricing.totalAmount)),
    currency: "INR",
    billingCycle: v.plan,
    startDate: v.start,
    endDate: v.next,
    nextBillingDate: v.next,
    razorpaySubscriptionId: v.razorpayOrderId,
    razorpayCustomerId: v.razorpayPaymentId,
    paymentMethod: "razorpay",
  });
}
