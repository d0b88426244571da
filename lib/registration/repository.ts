import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { tenants, tenantSubscriptions } from "@/db/schema";
import { fromMinor, toMinor } from "@/lib/money";
import type { Plan, Pricing } from "./pricing";
import type { TenantId } from "@/lib/tenancy/store";

/** The registration slice's only Drizzle code: a new store's plan and its paid subscription. */

export async function setTrialPlan(tenantId: TenantId, plan: Plan) {
  const db = await getDb();
  await db.update(tenants).set({ subscriptionPlan: plan }).where(eq(tenants.id, tenantId));
}

/** The store's plan becomes active until `next`, with the subscription row that records the payment. */
export async function activatePaidSubscription(
  tenantId: TenantId,
  v: { plan: Plan; start: Date; next: Date; pricing: Pricing; razorpayOrderId: string; razorpayPaymentId: string },
) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx
      .update(tenants)
      .set({ subscriptionPlan: v.plan, subscriptionStatus: "active", purchaseDate: v.start, nextDueDate: v.next, subscriptionEndsAt: v.next })
      .where(eq(tenants.id, tenantId));
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
  });
}
