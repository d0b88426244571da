import type { RazorpayKeys } from "../settings/service";
import { apiBase, basicAuth, providerFetch } from "./http";

/**
 * Razorpay's documented REST API (https://razorpay.com/docs/api/) over fetch: the official Node SDK
 * hard-codes its host, and tests must point the app at a local fake (RAZORPAY_API_BASE). Basic auth
 * with the store's key id and secret; amounts in the currency's subunit.
 */
export type RazorpayOrder = { id: string; amount: number; currency: string; status: string; receipt?: string };
export type RazorpayPayment = { id: string; order_id: string; amount: number; currency: string; status: string };

export function createRazorpayOrder(keys: RazorpayKeys, body: { amount: number; currency: string; receipt: string; notes: Record<string, string> }) {
  return providerFetch<RazorpayOrder>("razorpay", `${apiBase("razorpay")}/v1/orders`, {
    method: "POST",
    headers: { Authorization: basicAuth(keys.keyId, keys.keySecret), "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

export function fetchRazorpayOrderPayments(keys: RazorpayKeys, orderId: string) {
  return providerFetch<{ items: RazorpayPayment[] }>("razorpay", `${apiBase("razorpay")}/v1/orders/${encodeURIComponent(orderId)}/payments`, {
    method: "GET",
    headers: { Authorization: basicAuth(keys.keyId, keys.keySecret) },
  });
}

export type RazorpayRefund = { id: string; payment_id: string; amount: number; currency: string; status: string };

/**
 * Refund (part of) a captured payment. Razorpay has no idempotency header for refunds; the `receipt`
 * names our attempt so a duplicate is visible in the dashboard, and the caller holds the order's row lock
 * while asking, so one store cannot send two refunds for the same order at once.
 */
export function refundRazorpayPayment(keys: RazorpayKeys, p: { paymentId: string; amount: number; receipt: string }) {
  return providerFetch<RazorpayRefund>("razorpay", `${apiBase("razorpay")}/v1/payments/${encodeURIComponent(p.paymentId)}/refund`, {
    method: "POST",
    headers: { Authorization: basicAuth(keys.keyId, keys.keySecret), "Content-Type": "application/json" },
    body: JSON.stringify({ amount: p.amount, speed: "normal", receipt: p.receipt.slice(0, 40) }),
  });
}
