import "server-only";
import { getEnv } from "@/lib/env";
import { orderOfTransaction, recordRefund } from "@/lib/orders/ledger/service";
import type { PaymentStore as Store } from "@/lib/tenancy/store";
import { orderOfAttempt } from "./attempts";
import { fromPayPalValue, fromProviderAmount, platformFee } from "@/lib/checkout/fee";
import type { Outcome } from "./gateway";
import { onceForEvent } from "./repository";
import { verifyPayPalWebhook } from "./providers/paypal";
import { verifiedStripeEvent } from "./providers/stripe";
import { applyOutcome } from "./service";
import { paypalKeys, razorpayKeys, stripeKeys } from "./settings/service";
import { verifyRazorpayWebhook } from "./signatures";

/**
 * Provider webhooks, each verified with the store's own secret and applied once per event id. The order
 * is found by the provider object the event names, among every object ever made for it
 * (./attempts.ts), so a payment on an older attempt is recognised like one on the newest.
 */
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
  const order = await orderOfAttempt(store.id, "razorpay", payment.order_id);
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
  const order = await orderOfAttempt(store.id, "stripe", pi.id);
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
    const order = paypalOrderId ? await orderOfAttempt(store.id, "paypal", paypalOrderId) : null;
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
    const order = await orderOfTransaction(store.id, "paypal", decodeURIComponent(captureId));
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

