import "server-only";
import { amountDueOnline } from "@/lib/money";
import type { OrderRow } from "@/lib/orders/schemas";
import { storedOrder } from "@/lib/orders/service";
import type { TenantId } from "@/lib/tenancy/store";
import type { Attempt } from "./gateway";
import type { OnlineMethod } from "@/lib/checkout/payment-methods";
import { findAttempts, findOrderIdByAttempt, insertAttempt } from "./repository";

/**
 * Every provider object created to pay an order (docs/decisions/0040-order-and-payment-idempotency.md).
 * Starting a payment twice must never orphan the first object: a shopper may pay it in a tab left open,
 * or its webhook may arrive after the second was made. So each object is recorded when created, and a
 * payment is recognised (browser verify, webhook, the abandoned-order check) on ANY of the order's objects.
 */

/** Record a provider object made for the order (a repeat of the same object is recorded once). */
export async function recordAttempt(tenantId: TenantId, order: OrderRow, method: OnlineMethod, ref: string): Promise<void> {
  await insertAttempt({ tenantId, orderId: order.id, method, providerRef: ref, amount: amountDueOnline(order), currency: order.currency.toUpperCase() });
}

/**
 * The order's provider objects, newest first. The ref stored on the order row itself is included for
 * orders started before attempts were recorded (the migration also copied those).
 */
export async function attemptsOf(tenantId: TenantId, order: OrderRow, method: OnlineMethod): Promise<Attempt[]> {
  const rows = await findAttempts(tenantId, order.id, method);
  const out: Attempt[] = rows.map((r) => ({ ref: r.providerRef, amount: r.amount, currency: r.currency }));
  const legacy = method === "stripe" ? order.paymentIntentId : order.gatewayOrderId;
  if (legacy && !out.some((a) => a.ref === legacy)) out.push({ ref: legacy, amount: amountDueOnline(order), currency: order.currency.toUpperCase() });
  return out;
}

/** The store's order that a provider object belongs to (webhooks, PayPal's capture call), or null. */
export async function orderOfAttempt(tenantId: TenantId, method: OnlineMethod, ref: string): Promise<OrderRow | null> {
  const orderId = await findOrderIdByAttempt(tenantId, method, ref);
  return orderId ? storedOrder(tenantId, orderId) : null;
}
