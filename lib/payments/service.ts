import type { Tx } from "@/db/client";
import { getEnv } from "@/lib/env";
import { AppError, badRequest, conflict, notFound, unprocessable } from "@/lib/http/errors";
import type { PaymentStore as Store } from "@/lib/tenancy/store";
import { toMinor } from "@/lib/money";
import {
  closeUnpaidOrder,
  findOrder,
  findOrderByGatewayOrderId,
  findOrderByPaymentIntent,
  findOrderByTransaction,
  recordMismatchedPayment,
  recordPayment,
  recordRefund,
  setGatewayRefs,
  withLockedOrder,
} from "@/lib/orders/service";
import type { OrderRow } from "@/lib/orders/schemas";
import { invalidateStock } from "@/lib/storefront/cache";
import { fromPayPalValue, fromProviderAmount, platformFee } from "./fee";
import { gatewayFor, type Outcome } from "./gateway";
import type { OnlineMethod } from "./methods";
import { onceForEvent } from "./repository";
import { ProviderError } from "./providers/http";
import { verifyPayPalWebhook } from "./providers/paypal";
import { verifiedStripeEvent } from "./providers/stripe";
import { paypalKeys, razorpayKeys, stripeKeys } from "./settings/service";
import { verifyRazorpayWebhook } from "./signatures";

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

/** POST /api/stripe/webhook: Stripe-Signature checked by the Stripe SDK with the store's endpoint secret. */
export async function stripeWebhook(store: Store, raw: string, headers: Headers): Promise<WebhookAnswer> {
  const keys = stripeKeys(store.row);
  if (!keys?.webhookSecret) return { status: 400, body: { message: "Webhook secret not configured" } };
  const event = verifiedStripeEvent(keys.webhookSecret, raw, headers.get("stripe-signature"));
  if (!event) return { status: 400, body: { message: "Invalid signature" } };
  const type = event.type;
  if (type !== "payment_intent.succeeded" && type !== "payment_intent.canceled") return { status: 200, body: { received: true, ignored: true } };
  const pi = event.data.object;
  const order = await findOrderByPaymentIntent(store.id, pi.id);
  if (!order || (pi.metadata?.orderId && pi.metadata.orderId !== order.id)) return { status: 200, body: { received: true, ignored: true } };
  const currency = (pi.currency ?? "").toUpperCase();
  const outcome: Outcome =
    type === "payment_intent.succeeded"
      ? { state: "paid", gatewayTransactionId: pi.id, amount: fromProviderAmount(Number(pi.amount_received ?? pi.amount), currency), currency }
      : { state: "failed", reason: "canceled" };
  const r = await onceForEvent(
    { tenantId: store.id, provider: "stripe", eventId: event.id, type, orderId: order.id, payload: JSON.parse(raw) as Record<string, unknown> },
    (tx) => applyOutcome(store, order, "stripe", outcome, tx),
  );
  return { status: 200, body: { received: true, duplicate: r.duplicate } };
}

type PayPalWebhookEvent = {
  id?: string;
  event_type?: string;
  resource?: {
    id?: string;
    status?: string;
    amount?: { currency_code?: string; value?: string };
    custom_id?: string;
    supplementary_data?: { related_ids?: { order_id?: string } };
    links?: { rel?: string; href?: string }[];
  };
};

/**
 * POST /api/paypal/webhook: verified by PayPal's own verification API with the store's webhook id, then
 * applied once per event id (replays are acknowledged and skipped):
 *   PAYMENT.CAPTURE.COMPLETED  the order is paid (for its exact amount and currency, as everywhere)
 *   PAYMENT.CAPTURE.DENIED     an unpaid order fails and its stock goes back once
 *   PAYMENT.CAPTURE.REFUNDED   a refund made at PayPal is recorded (once per PayPal refund id)
 * A refund that arrives before its capture is answered 409 without being recorded, so PayPal delivers it
 * again later, after the capture.
 */
export async function paypalWebhook(store: Store, raw: string, headers: Headers): Promise<WebhookAnswer> {
  const keys = paypalKeys(store.row);
  const webhookId = store.row.paypalWebhookId;
  if (!keys || !webhookId) return { status: 400, body: { message: "Webhook not configured" } };
  let event: PayPalWebhookEvent;
  try {
    event = JSON.parse(raw);
  } catch {
    return { status: 400, body: { message: "Malformed JSON body" } };
  }
  if (!(await verifyPayPalWebhook(keys, webhookId, headers, event))) return { status: 400, body: { message: "Invalid signature" } };
  const type = event.event_type ?? "unknown";
  const res = event.resource;
  if (!event.id || !res?.id) return { status: 200, body: { received: true, ignored: true } };
  const payload = event as Record<string, unknown>;

  if (type === "PAYMENT.CAPTURE.COMPLETED" || type === "PAYMENT.CAPTURE.DENIED") {
    const paypalOrderId = res.supplementary_data?.related_ids?.order_id;
    const order = paypalOrderId ? await findOrderByGatewayOrderId(store.id, "paypal", paypalOrderId) : null;
    if (!order || (res.custom_id && res.custom_id !== order.id)) return { status: 200, body: { received: true, ignored: true } };
    const currency = (res.amount?.currency_code ?? "").toUpperCase();
    const outcome: Outcome =
      type === "PAYMENT.CAPTURE.COMPLETED"
        ? { state: "paid", gatewayTransactionId: res.id, amount: fromPayPalValue(res.amount?.value ?? ""), currency }
        : { state: "failed", reason: "capture denied" };
    // A denial never undoes a payment already recorded (applyOutcome leaves paid orders alone).
    const r = await onceForEvent({ tenantId: store.id, provider: "paypal", eventId: event.id, type, orderId: order.id, payload }, (tx) =>
      applyOutcome(store, order, "paypal", outcome, tx),
    );
    return { status: 200, body: { received: true, duplicate: r.duplicate } };
  }

  if (type === "PAYMENT.CAPTURE.REFUNDED") {
    const up = res.links?.find((l) => l.rel === "up")?.href ?? "";
    const captureId = /\/captures\/([^/?]+)/.exec(up)?.[1];
    if (!captureId) return { status: 200, body: { received: true, ignored: true } };
    const order = await findOrderByTransaction(store.id, "paypal", decodeURIComponent(captureId));
    if (!order) {
      // The capture is not recorded yet (events out of order): let PayPal deliver this one again.
      return { status: 409, body: { message: "Capture not recorded yet; retry later" } };
    }
    const amount = fromPayPalValue(res.amount?.value ?? "");
    const currency = (res.amount?.currency_code ?? "").toUpperCase();
    if (!Number.isFinite(amount) || amount <= 0 || currency !== order.currency.toUpperCase()) return { status: 200, body: { received: true, ignored: true } };
    const { fee } = platformFee(amount, getEnv().PLATFORM_FEE_PERCENT, order.currency);
    const r = await onceForEvent({ tenantId: store.id, provider: "paypal", eventId: event.id, type, orderId: order.id, payload }, (tx) =>
      recordRefund({ tenantId: store.id, orderId: order.id, paymentMethod: "paypal", gatewayTransactionId: `refund:${res.id}`, amount, fee, currency: order.currency }, tx),
    );
    return { status: 200, body: { received: true, duplicate: r.duplicate } };
  }
  return { status: 200, body: { received: true, ignored: true } };
}

// ---- refunds

/**
 * The owner refunds a paid order, fully (no amount) or partly. The provider is asked first, inside the
 * order's row lock; only its answer is recorded (a negative transaction with the platform fee given back
 * in proportion), so a refused refund writes nothing and shows the provider's message. The idempotency
 * key names the order, the amount and what was refunded before, so a retried request is the same refund.
 */
export async function refundOrder(store: Store, orderId: string, amount?: string) {
  const result = await withLockedOrder(store.id, orderId, async (tx, order, money) => {
    if (money.paid <= 0 || !["paid", "processing", "on_hold", "shipped", "delivered"].includes(order.status)) {
      throw unprocessable("Only a paid order can be refunded");
    }
    const refundable = money.paid - money.refunded;
    const want = amount === undefined || amount === "" ? refundable : toMinor(amount);
    if (!Number.isFinite(want) || want <= 0) throw unprocessable("Enter an amount above zero", { amount: "Enter an amount above zero" });
    if (want > refundable) {
      const msg = `At most ${fromMinorText(refundable)} ${order.currency} can be refunded`;
      throw unprocessable(msg, { amount: msg });
    }
    const payment = money.payments[money.payments.length - 1];
    const method = payment.paymentMethod;
    let refundId: string;
    if (isOnline(method) && payment.gatewayTransactionId && !payment.gatewayTransactionId.startsWith("manual-")) {
      try {
        const r = await gatewayFor(method, store.row).refund(order, {
          gatewayTransactionId: payment.gatewayTransactionId,
          amount: want,
          key: `refund-${order.id}-${money.refunded}-${want}`,
        });
        refundId = `refund:${r.refundId}`;
      } catch (err) {
        if (err instanceof ProviderError) {
          const why = err.providerMessage ? `: ${err.providerMessage}` : "";
          throw new AppError(502, `The payment provider refused the refund${why}`, undefined, "provider_error");
        }
        throw err;
      }
    } else {
      // Cash collected by hand is given back by hand: the record is the refund.
      refundId = `manual-refund-${order.id}-${money.refunded}`;
    }
    const { fee } = platformFee(want, getEnv().PLATFORM_FEE_PERCENT, order.currency);
    const r = await recordRefund({ tenantId: store.id, orderId: order.id, paymentMethod: method, gatewayTransactionId: refundId, amount: want, fee, currency: order.currency }, tx);
    return r.order;
  });
  if (!result) throw notFound("Order not found");
  return result;
}

const isOnline = (m: string): m is OnlineMethod => m === "razorpay" || m === "stripe" || m === "paypal";
const fromMinorText = (n: number) => (n / 100).toFixed(2);
