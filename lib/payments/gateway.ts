import "server-only";
import { unprocessable } from "@/lib/errors";
import { amountDueOnline } from "@/lib/money";
import type { OrderRow } from "@/lib/orders/schemas";
import type { TenantRow } from "@/lib/tenancy/schemas";
import { fromPayPalValue, fromProviderAmount, toPayPalValue, toProviderAmount } from "@/lib/checkout/fee";
import type { OnlineMethod } from "@/lib/checkout/payment-methods";
import { ProviderError } from "./providers/http";
import { completedCapture, capturePayPalOrder, createPayPalOrder, getPayPalOrder, refundPayPalCapture } from "./providers/paypal";
import { createRazorpayOrder, fetchRazorpayOrderPayments, refundRazorpayPayment } from "./providers/razorpay";
import { cancelPaymentIntent, createPaymentIntent, refundPaymentIntent, retrievePaymentIntent } from "./providers/stripe";
import { paypalKeys, razorpayKeys, stripeKeys } from "./settings/service";
import { verifyRazorpayPayment } from "./signatures";
import { orderNumber } from "@/lib/orders/number";

/**
 * One interface for the online providers. Each works from the STORED order (what is due online: its total less gift cards, and currency) and
 * the store's own keys; nothing the browser says about amounts is used.
 *   start    create the provider's object for the order (Razorpay order, Stripe PaymentIntent, PayPal order)
 *   reuse    the browser's part of an object created earlier for the same amount, where the provider
 *            lets one object take the payment later (Razorpay), so a second start makes no second object
 *   confirm  the server-side proof that money moved (Razorpay signature, Stripe retrieve, PayPal capture)
 *   check    what the provider says now (used before giving up on an order)
 *   cancel   make sure no money can be taken later, where the provider allows it
 *   refund   give (part of) a recorded payment back; `key` makes a retried refund the same refund
 * `attempts` are every provider object ever created for the order (lib/payments/attempts.ts), newest
 * first: a payment on any of them is the order's payment.
 */
export type Started = { refs: { gatewayOrderId?: string; paymentIntentId?: string }; client: Record<string, unknown> };

/** What the provider says. Amounts in our minor units. */
export type Outcome =
  | { state: "paid"; gatewayTransactionId: string; amount: number; currency: string }
  | { state: "pending" }
  | { state: "failed"; reason: string };

export type RazorpayProof = { razorpayOrderId: string; razorpayPaymentId: string; razorpaySignature: string };
/** The PayPal order the shopper approved (the capture route names it). */
export type PayPalProof = { paypalOrderId: string };

/** A provider object created for the order: its id, and the amount (our minor units) and currency it asks. */
export type Attempt = { ref: string; amount: number; currency: string };

export interface PaymentGateway {
  readonly method: OnlineMethod;
  start(order: OrderRow, storeName: string): Promise<Started>;
  reuse?(attempt: Attempt): Record<string, unknown>;
  confirm(order: OrderRow, attempts: Attempt[], proof?: unknown): Promise<Outcome>;
  check(order: OrderRow, attempts: Attempt[]): Promise<Outcome>;
  cancel(order: OrderRow, attempts: Attempt[]): Promise<void>;
  refund(order: OrderRow, r: RefundRequest): Promise<{ refundId: string }>;
}

/**
 * A payment on any attempt wins; otherwise the newest attempt speaks (an older object left unpaid or
 * cancelled never fails an order that a newer one may still pay).
 */
async function firstPaid(attempts: Attempt[], ask: (a: Attempt) => Promise<Outcome>): Promise<Outcome> {
  let newest: Outcome = { state: "pending" };
  for (const [i, a] of attempts.entries()) {
    const out = await ask(a);
    if (out.state === "paid") return out;
    if (i === 0) newest = out;
  }
  return newest;
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
      const amount = toProviderAmount(amountDueOnline(order), order.currency);
      const rp = await createRazorpayOrder(keys, {
        amount,
        currency: order.currency,
        receipt: order.id.slice(0, 40),
        notes: { orderId: order.id, tenantId: store.id },
      });
      return { refs: { gatewayOrderId: rp.id }, client: { key: keys.keyId, amount: rp.amount, currency: rp.currency, id: rp.id } };
    },
    reuse(a) {
      return { key: keys.keyId, amount: toProviderAmount(a.amount, a.currency), currency: a.currency, id: a.ref };
    },
    async confirm(_order, attempts, proof) {
      const p = proof as RazorpayProof;
      // The signature binds the payment to a provider order we created for this order, for that order's amount.
      const attempt = attempts.find((a) => a.ref === p.razorpayOrderId);
      if (!attempt) return { state: "failed", reason: "order mismatch" };
      if (!verifyRazorpayPayment(keys.keySecret, attempt.ref, p.razorpayPaymentId, p.razorpaySignature)) {
        return { state: "failed", reason: "bad signature" };
      }
      return { state: "paid", gatewayTransactionId: p.razorpayPaymentId, amount: attempt.amount, currency: attempt.currency };
    },
    async check(_order, attempts) {
      return firstPaid(attempts, async (a) => {
        const { items } = await fetchRazorpayOrderPayments(keys, a.ref);
        const paid = items.find((i) => i.status === "captured" && i.order_id === a.ref);
        if (!paid) return { state: "pending" };
        return {
          state: "paid",
          gatewayTransactionId: paid.id,
          amount: fromProviderAmount(paid.amount, paid.currency),
          currency: paid.currency.toUpperCase(),
        };
      });
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
        amount: toProviderAmount(amountDueOnline(order), order.currency),
        currency: order.currency,
        orderId: order.id,
        tenantId: store.id,
        description: `${storeName} order ${orderNumber({ id: order.id, orderNumber: order.invoiceNumber })}`,
      });
      return { refs: { paymentIntentId: pi.id }, client: { clientSecret: pi.client_secret, publishableKey: keys.publishableKey } };
    },
    async confirm(order, attempts) {
      return firstPaid(attempts, async (a) => fromIntent(order, await retrievePaymentIntent(keys, a.ref)));
    },
    async check(order, attempts) {
      return firstPaid(attempts, async (a) => fromIntent(order, await retrievePaymentIntent(keys, a.ref)));
    },
    async cancel(_order, attempts) {
      for (const a of attempts) await cancelPaymentIntent(keys, a.ref);
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
        amount: { currency_code: order.currency, value: toPayPalValue(amountDueOnline(order), order.currency) },
        description: `${storeName} order ${orderNumber({ id: order.id, orderNumber: order.invoiceNumber })}`,
      });
      return { refs: { gatewayOrderId: po.id }, client: { id: po.id } };
    },
    async confirm(_order, attempts, proof) {
      // The PayPal order the shopper approved; only one of this order's own can be captured.
      const wanted = (proof as PayPalProof | undefined)?.paypalOrderId;
      const attempt = wanted ? attempts.find((a) => a.ref === wanted) : attempts[0];
      if (!attempt) return { state: "pending" };
      let captured: Awaited<ReturnType<typeof capturePayPalOrder>>;
      try {
        captured = await capturePayPalOrder(keys, attempt.ref);
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
    async check(_order, attempts) {
      return firstPaid(attempts, async (a) => fromOrder(await getPayPalOrder(keys, a.ref)));
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
