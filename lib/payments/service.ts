import "server-only";
import { createHash } from "node:crypto";
import type { Tx } from "@/db/client";
import { getEnv } from "@/lib/env";
import { AppError, badRequest, conflict, notFound, unprocessable } from "@/lib/errors";
import { getStoreById } from "@/lib/tenancy/payment-store";
import { tenantIdOf, type PaymentStore as Store } from "@/lib/tenancy/store";
import { amountDueOnline, fromMinor, toMinor } from "@/lib/money";
import { recordMismatchedPayment, recordPayment, recordRefund, withLockedOrder } from "@/lib/orders/ledger/service";
import type { OrderRow } from "@/lib/orders/schemas";
import { storedOrder } from "@/lib/orders/service";
import { rememberGatewayRefs } from "@/lib/orders/changes";
import type { Keyed, KeyedRequest } from "@/lib/orders/idempotency/service";
import { closeUnpaidOrder } from "@/lib/orders/status";
import { invalidateStock } from "@/lib/cache/tags";
import { kickMail, queueMail } from "@/lib/mail/service";
import { attemptsOf, orderOfAttempt, recordAttempt } from "./attempts";
import { platformFee } from "@/lib/checkout/fee";
import { gatewayFor, type Outcome } from "./gateway";
import type { OnlineMethod } from "@/lib/checkout/payment-methods";
import { ProviderError } from "./providers/http";
import type { StartedPayment } from "./schemas";

/**
 * Payment flows on top of lib/payments/gateway. Order status moves only on the server's own evidence:
 *   pending -> paid     a verified payment for exactly what is due online (total less gift cards) and the currency
 *   pending -> failed   a final failure (forged signature, refused capture, cancelled intent, wrong amount);
 *                       the stock goes back once
 *   pending -> cancelled the shopper gave up and the provider confirms nothing was paid; stock goes back once
 */
export type PaymentResult = { orderId: string; status: OrderRow["status"]; paid: boolean };

async function customerOrder(store: Store, customerId: string, orderId: string, method: OnlineMethod): Promise<OrderRow> {
  const order = await storedOrder(store.id, orderId, customerId);
  if (!order) throw notFound("Order not found");
  if (order.paymentMethod !== method) throw badRequest("This order is not paid with this method");
  return order;
}

/** Apply what the provider said to the stored order. */
export async function applyOutcome(store: Store, order: OrderRow, method: OnlineMethod, outcome: Outcome, tx?: Tx): Promise<PaymentResult> {
  const tenantId = store.id;
  if (outcome.state === "paid") {
    // Gift cards paid their part at placement (record 0158): the provider is owed the rest.
    const expected = amountDueOnline(order);
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
    if (status === "paid" && order.status !== "paid") {
      // 'Payment received' for online payments, once per order. Inside the caller's transaction when there
      // is one (then the sweep sends it if this early kick finds it not yet committed).
      kickMail([await queueMail({ tenantId, kind: "payment-received", payload: { orderId: order.id }, dedupeKey: `payment-received:${order.id}` }, tx)]);
    }
    return { orderId: order.id, status, paid: status === "paid" };
  }
  if (outcome.state === "failed") {
    const closed = await closeUnpaidOrder(tenantId, order.id, "failed", tx);
    invalidateStock(tenantId);
    return { orderId: order.id, status: closed?.status ?? order.status, paid: closed?.status === "paid" };
  }
  return { orderId: order.id, status: order.status, paid: order.status === "paid" };
}

/**
 * Create (or reuse) the provider's payment object for a pending order of this customer. Started twice,
 * a Razorpay order made earlier for the same amount is handed out again; Stripe and PayPal answer the
 * same object for the same idempotency key. Every object made is recorded (./attempts.ts), so should a
 * second one be made all the same (two tabs at once), a payment on either is the order's payment.
 */
export async function startPayment<M extends OnlineMethod>(store: Store, customerId: string, orderId: string, method: M): Promise<StartedPayment<M>> {
  const order = await customerOrder(store, customerId, orderId, method);
  if (order.status !== "pending") throw conflict(order.status === "paid" ? "This order is already paid" : "This order can no longer be paid");
  const gateway = gatewayFor(method, store.row);
  const due = amountDueOnline(order);
  const earlier = (await attemptsOf(store.id, order, method)).find((a) => a.amount === due && a.currency === order.currency.toUpperCase());
  // Each gateway's browser part is PaymentClient[method] (gateway.ts builds it; its interface keeps it a record).
  if (earlier && gateway.reuse) return { orderId: order.id, ...gateway.reuse(earlier) } as StartedPayment<M>;
  const started = await gateway.start(order, store.row.name);
  const ref = started.refs.gatewayOrderId ?? started.refs.paymentIntentId;
  if (ref) await recordAttempt(store.id, order, method, ref);
  const saved = await rememberGatewayRefs(store.id, order.id, started.refs);
  if (!saved) throw conflict("This order can no longer be paid");
  return { orderId: order.id, ...started.client } as StartedPayment<M>;
}

/** The browser says it paid: check with the provider (signature, retrieve, capture) and apply that. */
export async function confirmPayment(store: Store, customerId: string, orderId: string, method: OnlineMethod, proof?: unknown) {
  const order = await customerOrder(store, customerId, orderId, method);
  if (order.status === "paid") return { orderId: order.id, status: order.status, paid: true } satisfies PaymentResult;
  if (order.status !== "pending") throw conflict("This order can no longer be paid");
  const outcome = await gatewayFor(method, store.row).confirm(order, await attemptsOf(store.id, order, method), proof);
  return applyOutcome(store, order, method, outcome);
}

/** PayPal's capture call names the PayPal order; the stored order is found by it (never by the body). */
export async function capturePayPal(store: Store, customerId: string, paypalOrderId: string) {
  const order = await orderOfAttempt(store.id, "paypal", paypalOrderId);
  if (!order || order.userId !== customerId) throw notFound("Order not found");
  return confirmPayment(store, customerId, order.id, "paypal", { paypalOrderId });
}

/**
 * The shopper closed the payment window or the provider refused: ask the provider first (money may have
 * moved after all), then cancel at the provider where possible and give the stock back.
 */
export async function abandonPayment(store: Store, customerId: string, orderId: string) {
  const order = await storedOrder(store.id, orderId, customerId);
  if (!order) throw notFound("Order not found");
  if (order.status !== "pending") return { orderId: order.id, status: order.status, paid: order.status === "paid" };
  if (order.paymentMethod === "cod" || !order.paymentMethod) throw unprocessable("A cash on delivery order cannot be cancelled here");
  const method = order.paymentMethod as OnlineMethod;
  const gateway = gatewayFor(method, store.row);
  const attempts = await attemptsOf(store.id, order, method);
  const now = await gateway.check(order, attempts);
  if (now.state === "paid") return applyOutcome(store, order, method, now);
  await gateway.cancel(order, attempts);
  const closed = await closeUnpaidOrder(store.id, order.id, "cancelled");
  invalidateStock(store.id);
  return { orderId: order.id, status: closed?.status ?? order.status, paid: false };
}

/**
 * An online order left unpaid past its time (the abandoned-order job): ask the provider first (money may
 * have moved after all: then it is paid), otherwise cancel at the provider where possible and close the
 * order as `cancelled`, its stock given back once. A store that turned the method off or removed its keys
 * can no longer be asked, so nothing can be paid through us any more: the stock goes back.
 * Answers what happened; a provider that cannot be reached throws (the job leaves the order for later).
 */
/** The abandoned-order job's entry: the payments slice loads the store's keys itself (they stay in this slice). */
export async function settleAbandonedOrderOfStore(order: OrderRow): Promise<"paid" | "cancelled" | "unchanged" | "no-store"> {
  const store = await getStoreById(tenantIdOf({ id: order.tenantId }));
  return store ? settleAbandonedOrder(store, order) : "no-store";
}

export async function settleAbandonedOrder(store: Store, order: OrderRow): Promise<"paid" | "cancelled" | "unchanged"> {
  const method = order.paymentMethod as OnlineMethod;
  let gateway: ReturnType<typeof gatewayFor> | null;
  try {
    gateway = gatewayFor(method, store.row);
  } catch {
    gateway = null;
  }
  if (gateway) {
    const attempts = await attemptsOf(store.id, order, method);
    const now = await gateway.check(order, attempts);
    if (now.state === "paid") return (await applyOutcome(store, order, method, now)).paid ? "paid" : "unchanged";
    await gateway.cancel(order, attempts);
  }
  const closed = await closeUnpaidOrder(store.id, order.id, "cancelled");
  invalidateStock(store.id);
  return closed?.status === "cancelled" ? "cancelled" : "unchanged";
}

// ---- refunds

/**
 * The owner refunds a paid order, fully (no amount) or partly. The provider is asked first, inside the
 * order's row lock; only its answer is recorded (a negative transaction with the platform fee given back
 * in proportion), so a refused refund writes nothing and shows the provider's message.
 *
 * Retries (docs/decisions/0134-flows-and-retries.md): with the owner's Idempotency-Key (`request`) the key is
 * claimed in the refund's own transaction, so a retry after the answer was lost replays instead of refunding
 * again, and the provider's idempotency key is derived from it, so a retry after the PROVIDER's answer was
 * lost (nothing recorded here) is the same refund there. Without a key the provider's key names the order,
 * the amount and what was refunded before: two refunds of the same amount are then two refunds.
 */
export async function refundOrder(store: Store, orderId: string, amount: string | undefined, request: KeyedRequest | null = null, plan?: RefundPlan): Promise<Keyed<OrderRow>> {
  return refund(store, orderId, amount, { request, providerKey: request ? derivedKey("refund", orderId, request.key) : null, plan });
}

/**
 * Another slice's part of a refund, run first inside the refund's transaction with the order locked (a return's
 * refund, lib/flows/refund-return.ts): it checks and writes its own rows and answers the amount to refund; a
 * refusal by the provider rolls its rows back with the refund. `refundable`: minor units still refundable.
 */
export type RefundPlan = (tx: Tx, order: OrderRow, refundable: number) => Promise<string>;

/**
 * The full refund a cancel starts with, decided inside the order's lock. An order that another request
 * cancelled meanwhile is 409 (as cancelling twice is), and one with nothing left to refund (a concurrent
 * cancel refunded it first) refunds nothing and lets the cancel go on, where the order's lock again picks one
 * winner. No 'Refund issued' mail (the cancellation says it in its own). `cancelKey`: the cancel's
 * Idempotency-Key, from which the provider's key is derived.
 */
export async function refundForCancel(store: Store, orderId: string, cancelKey: string | null): Promise<void> {
  await refund(store, orderId, undefined, { forCancel: true, notify: false, providerKey: cancelKey ? derivedKey("cancel", orderId, cancelKey) : null });
}

/** A provider key from the owner's key: short enough for every provider (Razorpay's receipt takes 40). */
const derivedKey = (what: string, orderId: string, key: string) =>
  `${what}-${createHash("sha256").update(`${orderId}:${key}`).digest("base64url").slice(0, 32)}`;

type RefundOptions = { forCancel?: boolean; notify?: boolean; request?: KeyedRequest | null; providerKey: string | null; plan?: RefundPlan };

async function refund(store: Store, orderId: string, amount: string | undefined, opts: RefundOptions): Promise<Keyed<OrderRow>> {
  let mail: string | null = null;
  const { forCancel = false } = opts;
  const result = await withLockedOrder(
    store.id,
    orderId,
    async (tx, order, money) => {
      if (forCancel && order.status === "cancelled") throw conflict("This order is already cancelled");
      if (forCancel && money.paid > 0 && money.paid - money.refunded <= 0) return order;
      if (money.paid <= 0 || !["paid", "processing", "on_hold", "shipped", "delivered"].includes(order.status)) {
        throw unprocessable("Only a paid order can be refunded");
      }
      const refundable = money.paid - money.refunded;
      if (opts.plan) amount = await opts.plan(tx, order, refundable);
      const want = amount === undefined || amount === "" ? refundable : toMinor(amount);
      if (!Number.isFinite(want) || want <= 0) throw unprocessable("Enter an amount above zero", { amount: "Enter an amount above zero" });
      if (want > refundable) {
        const msg = `At most ${fromMinor(refundable)} ${order.currency} can be refunded`;
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
            key: opts.providerKey ?? `refund-${order.id}-${money.refunded}-${want}`,
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
      // The shopper's 'Refund issued', in the refund's transaction; one per refund record. A cancellation says it in its own mail.
      const payload = { orderId: order.id, amount: fromMinor(want), method, manual: refundId.startsWith("manual-") };
      if (opts.notify !== false) mail = await queueMail({ tenantId: store.id, kind: "refunded", payload, dedupeKey: `refunded:${refundId}` }, tx);
      if (!r.order) throw notFound("Order not found");
      return r.order;
    },
    opts.request ?? null,
  );
  kickMail([mail]);
  return result;
}

const isOnline = (m: string): m is OnlineMethod => m === "razorpay" || m === "stripe" || m === "paypal";
