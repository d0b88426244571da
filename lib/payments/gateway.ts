import { unprocessable } from "@/lib/http/errors";
import { toMinor } from "@/lib/money";
import type { OrderRow } from "@/lib/orders/schemas";
import type { TenantRow } from "@/lib/tenancy/schemas";
import { fromPayPalValue, fromProviderAmount, toPayPalValue, toProviderAmount } from "./fee";
import type { OnlineMethod } from "./methods";
import { ProviderError } from "./providers/http";
import { completedCapture, capturePayPalOrder, createPayPalOrder, getPayPalOrder, refundPayPalCapture } from "./providers/paypal";
import { createRazorpayOrder, fetchRazorpayOrderPayments, refundRazorpayPayment } from "./providers/razorpay";
import { cancelPaymentIntent, createPaymentIntent, refundPaymentIntent, retrievePaymentIntent } from "./providers/stripe";
import { paypalKeys, razorpayKeys, stripeKeys } from "./settings/service";
import { verifyRazorpayPayment } from "./signatures";

/**
 * One interface for the online providers. Each works from the STORED order (its total and currency) and
 * the store's own keys; nothing the browser says about amounts is used.
 *   start    create the provider's object for the order (Razorpay order, Stripe PaymentIntent, PayPal order)
 *   confirm  the server-side proof that money moved (Razorpay signature, Stripe retrieve, PayPal capture)
 *   check    what the provider says now (used before giving up on an order)
 *   cancel   make sure no money can be taken later, where the provider allows it
 *   refund   give (part of) a recorded payment back; `key` makes a retried refund the same refund
 */
export type Started = { refs: { gatewayOrderId?: string; paymentIntentId?: string }; client: Record<string, unknown> };

/** What the provider says. Amounts in our minor units. */
export type Outcome =
  | { state: "paid"; gatewayTransactionId: string; amount: number; currency: string }
  | { state: "pending" }
  | { state: "failed"; reason: string };

export type RazorpayProof = { razorpayOrderId: string; razorpayPaymentId: string; razorpaySignature: string };

export interface PaymentGateway {
  readonly method: OnlineMethod;
  start(order: OrderRow, storeName: string): Promise<Started>;
  confirm(order: OrderRow, proof?: unknown): Promise<Outcome>;
  check(order: OrderRow): Promise<Outcome>;
  cancel(order: OrderRow): Promise<void>;
  refund(order: OrderRow, r: RefundRequest): Promise<{ refundId: string }>;
}

/** A refund of `amount` (our minor units) of the payment the provider knows as `gatewayTransactionId`. */
export type RefundRequest = { gatewayTransactionId: string; amount: number; key: string };

const notConfigured = (name: string) => unprocessable(`${name} is not properly configured. Please contact support.`);

function razorpay(store: TenantRow): PaymentGateway {
  const keys = razorpayKeys(store);
  if (!store.razorpayEnabled || !keys) throw notConfigured("Razorpay");
  return {
    method: "razorpay",
    async start(order) {
      const amount = toProviderAmount(toMinor(order.total), order.currency);
      const rp = await createRazorpayOrder(keys, {
        amount,
        currency: order.currency,
        receipt: order.id.slice(0, 40),
        notes: { orderId: order.id, tenantId: store.id },
      });
      return { refs: { gatewayOrderId: rp.id }, client: { key: keys.keyId, amount: rp.amount, currency: rp.currency, id: rp.id } };
    },
    async confirm(order, proof) {
      const p = proof as RazorpayProof;
      // The signature binds the payment to the provider order we created for THIS order's amount.
      if (!order.gatewayOrderId || p.razorpayOrderId !== order.gatewayOrderId) return { state: "failed", reason: "order mismatch" };
      if (!verifyRazorpayPayment(keys.keySecret, order.gatewayOrderId, p.razorpayPaymentId, p.razorpaySignature)) {
        return { state: "failed", reason: "bad signature" };
      }
      return { state: "paid", gatewayTransactionId: p.razorpayPaymentId, amount: toMinor(order.total), currency: order.currency };
    },
    async check(order) {
      if (!order.gatewayOrderId) return { state: "pending" };
      const { items } = await fetchRazorpayOrderPayments(keys, order.gatewayOrderId);
      const paid = items.find((i) => i.status === "captured" && i.order_id === order.gatewayOrderId);
      if (!paid) return { state: "pending" };
      return {
        state: "paid",
        gatewayTransactionId: paid.id,
        amount: fromProviderAmount(paid.amount, paid.currency),
        currency: paid.currency.toUpperCase(),
      };
    },
    async cancel() {
      // Razorpay orders cannot be cancelled; a late payment is recorded by the webhook.
    },
    async refund(order, r) {
      const rf = await refundRazorpayPayment(keys, { paymentId: r.gatewayTransactionId, amount: toProviderAmount(r.amount, order.currency), receipt: r.key });
      return { refundId: rf.id };
    },
  };
}

function stripe(store: TenantRow): PaymentGateway {
  const keys = stripeKeys(store);
  if (!store.stripeEnabled || !keys) throw notConfigured("Card payment");
  const fromIntent = (order: OrderRow, pi: Awaited<ReturnType<typeof retrievePaymentIntent>>): Outcome => {
    if (pi.metadata?.orderId && pi.metadata.orderId !== order.id) return { state: "failed", reason: "intent of another order" };
    if (pi.status === "succeeded") {
      return {
        state: "paid",
        gatewayTransactionId: pi.id,
        amount: fromProviderAmount(pi.amount_received ?? pi.amount, pi.currency),
        currency: pi.currency.toUpperCase(),
      };
    }
    if (pi.status === "canceled") return { state: "failed", reason: "canceled" };
    return { state: "pending" };
  };
  return {
    method: "stripe",
    async start(order, storeName) {
      const pi = await createPaymentIntent(keys, {
        amount: toProviderAmount(toMinor(order.total), order.currency),
        currency: order.currency,
        orderId: order.id,
        tenantId: store.id,
        description: `${storeName} order ${order.id.slice(0, 8)}`,
      });
      return { refs: { paymentIntentId: pi.id }, client: { clientSecret: pi.client_secret, publishableKey: keys.publishableKey } };
    },
    async confirm(order) {
      if (!order.paymentIntentId) return { state: "pending" };
      return fromIntent(order, await retrievePaymentIntent(keys, order.paymentIntentId));
    },
    async check(order) {
      if (!order.paymentIntentId) return { state: "pending" };
      return fromIntent(order, await retrievePaymentIntent(keys, order.paymentIntentId));
    },
    async cancel(order) {
      if (order.paymentIntentId) await cancelPaymentIntent(keys, order.paymentIntentId);
    },
    async refund(order, r) {
      const rf = await refundPaymentIntent(keys, { paymentIntentId: r.gatewayTransactionId, amount: toProviderAmount(r.amount, order.currency), idempotencyKey: r.key });
      return { refundId: rf.id };
    },
  };
}

function paypal(store: TenantRow): PaymentGateway {
  const keys = paypalKeys(store);
  if (!store.paypalEnabled || !keys) throw notConfigured("PayPal");
  const fromOrder = (o: Awaited<ReturnType<typeof getPayPalOrder>>): Outcome => {
    const capture = completedCapture(o);
    if (capture) {
      return {
        state: "paid",
        gatewayTransactionId: capture.id,
        amount: fromPayPalValue(capture.amount.value),
        currency: capture.amount.currency_code.toUpperCase(),
      };
    }
    if (o.status === "VOIDED") return { state: "failed", reason: "voided" };
    return { state: "pending" };
  };
  return {
    method: "paypal",
    async start(order, storeName) {
      const po = await createPayPalOrder(keys, {
        orderId: order.id,
        amount: { currency_code: order.currency, value: toPayPalValue(toMinor(order.total), order.currency) },
        description: `${storeName} order ${order.id.slice(0, 8)}`,
      });
      return { refs: { gatewayOrderId: po.id }, client: { id: po.id } };
    },
    async confirm(order) {
      if (!order.gatewayOrderId) return { state: "pending" };
      let captured: Awaited<ReturnType<typeof capturePayPalOrder>>;
      try {
        captured = await capturePayPalOrder(keys, order.gatewayOrderId);
      } catch (err) {
        // 4xx: PayPal refused the capture (declined, not approved); 5xx/network: unknown, try again later.
        if (err instanceof ProviderError && err.providerStatus && err.providerStatus < 500) {
          return { state: "failed", reason: `capture refused (${err.providerStatus})` };
        }
        throw err;
      }
      const out = fromOrder(captured);
      if (out.state === "pending" && captured.status !== "COMPLETED") return { state: "failed", reason: `capture ${captured.status}` };
      return out;
    },
    async check(order) {
      if (!order.gatewayOrderId) return { state: "pending" };
      return fromOrder(await getPayPalOrder(keys, order.gatewayOrderId));
    },
    async cancel() {
      // An approved-but-uncaptured PayPal order takes no money; we never capture a closed order.
    },
    async refund(order, r) {
      const rf = await refundPayPalCapture(keys, {
        captureId: r.gatewayTransactionId,
        amount: { currency_code: order.currency, value: toPayPalValue(r.amount, order.currency) },
        requestId: r.key,
      });
      return { refundId: rf.id };
    },
  };
}

export function gatewayFor(method: OnlineMethod, store: TenantRow): PaymentGateway {
  switch (method) {
    case "razorpay":
      return razorpay(store);
    case "stripe":
      return stripe(store);
    case "paypal":
      return paypal(store);
  }
}
