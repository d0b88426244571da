import type { Tx } from "@/db/client";
import { getEnv } from "@/lib/env";
import { badRequest, conflict, notFound, unprocessable } from "@/lib/http/errors";
import type { Store } from "@/lib/tenancy/store";
import { toMinor } from "@/lib/money";
import {
  closeUnpaidOrder,
  findOrder,
  findOrderByGatewayOrderId,
  findOrderByPaymentIntent,
  recordMismatchedPayment,
  recordPayment,
  setGatewayRefs,
} from "@/lib/orders/service";
import type { OrderRow } from "@/lib/orders/schemas";
import { invalidateStock } from "@/lib/storefront/cache";
import { fromProviderAmount, platformFee } from "./fee";
import { gatewayFor, type Outcome } from "./gateway";
import type { OnlineMethod } from "./methods";
import { onceForEvent } from "./repository";
import { razorpayKeys, stripeKeys } from "./settings/service";
import { verifyRazorpayWebhook, verifyStripeWebhook } from "./signatures";

/**
 * Payment flows on top of lib/payments/gateway. Order status moves only on the server's own evidence:
 *   pending -> paid     a verified payment for exactly the order's total and currency (one transaction row)
 *   pending -> failed   a final failure (forged signature, refused capture, cancelled intent, wrong amount);
 *                       the stock goes back once
 *   pending -> cancelled the shopper gave up and the provider confirms nothing was paid; stock goes back once
 */
export type PaymentResult = { orderId: string; status: OrderRow["status"]; paid: boolean };

async function customerOrder(store: Store, customerId: string, orderId: string, method: OnlineMethod): Promise<OrderRow> {
  const order = await findOrder(store.id, orderId, customerId);
  if (!order) throw notFound("Order not found");
  if (order.paymentMethod !== method) throw badRequest("This order is not paid with this method");
  return order;
}

/** Apply what the provider said to the stored order. */
export async function applyOutcome(store: Store, order: OrderRow, method: OnlineMethod, outcome: Outcome, tx?: Tx): Promise<PaymentResult> {
  const tenantId = store.id;
  if (outcome.state === "paid") {
    const expected = toMinor(order.total);
    if (outcome.amount !== expected || outcome.currency.toUpperCase() !== order.currency.toUpperCase()) {
      console.error(`[payments] ${method} paid ${outcome.amount} ${outcome.currency} for order ${order.id} of ${expected} ${order.currency}`);
      await recordMismatchedPayment({
        tenantId,
        orderId: order.id,
        paymentMethod: method,
        gatewayTransactionId: outcome.gatewayTransactionId,
        amount: outcome.amount,
        currency: outcome.currency.toUpperCase(),
      }, tx);
      const closed = await closeUnpaidOrder(tenantId, order.id, "failed", tx);
      invalidateStock(tenantId);
      return { orderId: order.id, status: closed?.status ?? order.status, paid: false };
    }
    const { fee } = platformFee(outcome.amount, getEnv().PLATFORM_FEE_PERCENT, order.currency);
    const r = await recordPayment(
      { tenantId, orderId: order.id, paymentMethod: method, gatewayTransactionId: outcome.gatewayTransactionId, amount: outcome.amount, fee, currency: order.currency },
      tx,
    );
    const status = r.order?.status ?? order.status;
    return { orderId: order.id, status, paid: status === "paid" };
  }
  if (outcome.state === "failed") {
    const closed = await closeUnpaidOrder(tenantId, order.id, "failed", tx);
    invalidateStock(tenantId);
    return { orderId: order.id, status: closed?.status ?? order.status, paid: closed?.status === "paid" };
  }
  return { orderId: order.id, status: order.status, paid: order.status === "paid" };
}

/** Create the provider's payment object for a pending order of this customer. */
export async function startPayment(store: Store, customerId: string, orderId: string, method: OnlineMethod) {
  const order = await customerOrder(store, customerId, orderId, method);
  if (order.status !== "pending") throw conflict(order.status === "paid" ? "This order is already paid" : "This order can no longer be paid");
  const gateway = gatewayFor(method, store.row);
  const started = await gateway.start(order, store.row.name);
  const saved = await setGatewayRefs(store.id, order.id, started.refs);
  if (!saved) throw conflict("This order can no longer be paid");
  return { orderId: order.id, ...started.client };
}

/** The browser says it paid: check with the provider (signature, retrieve, capture) and apply that. */
export async function confirmPayment(store: Store, customerId: string, orderId: string, method: OnlineMethod, proof?: unknown) {
  const order = await customerOrder(store, customerId, orderId, method);
  if (order.status === "paid") return { orderId: order.id, status: order.status, paid: true } satisfies PaymentResult;
  if (order.status !== "pending") throw conflict("This order can no longer be paid");
  const outcome = await gatewayFor(method, store.row).confirm(order, proof);
  return applyOutcome(store, order, method, outcome);
}

/** PayPal's capture call names the PayPal order; the stored order is found by it (never by the body). */
export async function capturePayPal(store: Store, customerId: string, paypalOrderId: string) {
  const order = await findOrderByGatewayOrderId(store.id, "paypal", paypalOrderId);
  if (!order || order.userId !== customerId) throw notFound("Order not found");
  return confirmPayment(store, customerId, order.id, "paypal");
}

/**
 * The shopper closed the payment window or the provider refused: ask the provider first (money may have
 * moved after all), then cancel at the provider where possible and give the stock back.
 */
export async function abandonPayment(store: Store, customerId: string, orderId: string) {
  const order = await findOrder(store.id, orderId, customerId);
  if (!order) throw notFound("Order not found");
  if (order.status !== "pending") return { orderId: order.id, status: order.status, paid: order.status === "paid" };
  if (order.paymentMethod === "cod" || !order.paymentMethod) throw unprocessable("A cash on delivery order cannot be cancelled here");
  const method = order.paymentMethod as OnlineMethod;
  const gateway = gatewayFor(method, store.row);
  const now = await gateway.check(order);
  if (now.state === "paid") return applyOutcome(store, order, method, now);
  await gateway.cancel(order);
  const closed = await closeUnpaidOrder(store.id, order.id, "cancelled");
  invalidateStock(store.id);
  return { orderId: order.id, status: closed?.status ?? order.status, paid: false };
}

// ---- webhooks

type WebhookAnswer = { status: number; body: Record<string, unknown> };

/** POST /api/razorpay/webhook: X-Razorpay-Signature over the raw body with the store's webhook secret. */
export async function razorpayWebhook(store: Store, raw: string, headers: Headers): Promise<WebhookAnswer> {
  const keys = razorpayKeys(store.row);
  if (!keys?.webhookSecret) return { status: 400, body: { message: "Webhook secret not configured" } };
  if (!verifyRazorpayWebhook(keys.webhookSecret, raw, headers.get("x-razorpay-signature"))) {
    return { status: 400, body: { message: "Invalid signature" } };
  }
  let event: { event?: string; payload?: { payment?: { entity?: { id?: string; order_id?: string; amount?: number; currency?: string; status?: string } } } };
  try {
    event = JSON.parse(raw);
  } catch {
    return { status: 400, body: { message: "Malformed JSON body" } };
  }
  const payment = event.payload?.payment?.entity;
  const type = event.event ?? "unknown";
  if (!["payment.captured", "order.paid"].includes(type) || !payment?.id || !payment.order_id) {
    return { status: 200, body: { received: true, ignored: true } };
  }
  const order = await findOrderByGatewayOrderId(store.id, "razorpay", payment.order_id);
  if (!order) return { status: 200, body: { received: true, ignored: true } };
  const eventId = headers.get("x-razorpay-event-id") || `${type}:${payment.id}`;
  const currency = (payment.currency ?? "").toUpperCase();
  const outcome: Outcome = {
    state: "paid",
    gatewayTransactionId: payment.id,
    amount: fromProviderAmount(Number(payment.amount), currency),
    currency,
  };
  const r = await onceForEvent(
    { tenantId: store.id, provider: "razorpay", eventId, type, orderId: order.id, payload: event as Record<string, unknown> },
    (tx) => applyOutcome(store, order, "razorpay", outcome, tx),
  );
  return { status: 200, body: { received: true, duplicate: r.duplicate } };
}

/** POST /api/stripe/webhook: Stripe-Signature checked with the store's endpoint secret. */
export async function stripeWebhook(store: Store, raw: string, headers: Headers): Promise<WebhookAnswer> {
  const keys = stripeKeys(store.row);
  if (!keys?.webhookSecret) return { status: 400, body: { message: "Webhook secret not configured" } };
  if (!verifyStripeWebhook(keys.webhookSecret, raw, headers.get("stripe-signature"))) {
    return { status: 400, body: { message: "Invalid signature" } };
  }
  let event: { id?: string; type?: string; data?: { object?: { id?: string; object?: string; amount?: number; amount_received?: number; currency?: string; metadata?: Record<string, string> } } };
  try {
    event = JSON.parse(raw);
  } catch {
    return { status: 400, body: { message: "Malformed JSON body" } };
  }
  const pi = event.data?.object;
  const type = event.type ?? "unknown";
  if (!event.id || !pi?.id || !["payment_intent.succeeded", "payment_intent.canceled"].includes(type)) {
    return { status: 200, body: { received: true, ignored: true } };
  }
  const order = await findOrderByPaymentIntent(store.id, pi.id);
  if (!order || (pi.metadata?.orderId && pi.metadata.orderId !== order.id)) return { status: 200, body: { received: true, ignored: true } };
  const currency = (pi.currency ?? "").toUpperCase();
  const outcome: Outcome =
    type === "payment_intent.succeeded"
      ? { state: "paid", gatewayTransactionId: pi.id, amount: fromProviderAmount(Number(pi.amount_received ?? pi.amount), currency), currency }
      : { state: "failed", reason: "canceled" };
  const r = await onceForEvent(
    { tenantId: store.id, provider: "stripe", eventId: event.id, type, orderId: order.id, payload: event as Record<string, unknown> },
    (tx) => applyOutcome(store, order, "stripe", outcome, tx),
  );
  return { status: 200, body: { received: true, duplicate: r.duplicate } };
}
