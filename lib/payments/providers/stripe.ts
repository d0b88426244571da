import type { StripeKeys } from "../settings/service";
import { apiBase, providerFetch } from "./http";

/**
 * Stripe's documented REST API (https://docs.stripe.com/api/payment_intents) over fetch, with the base
 * URL from STRIPE_API_BASE (tests use a local fake). Bearer auth with the store's secret key;
 * form-encoded bodies; amounts in the smallest unit (whole yen for JPY).
 */
export type StripeIntent = {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_received?: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  last_payment_error?: { message?: string } | null;
};

function form(data: Record<string, string | number>): string {
  return new URLSearchParams(Object.entries(data).map(([k, v]) => [k, String(v)])).toString();
}

export function createPaymentIntent(
  keys: StripeKeys,
  p: { amount: number; currency: string; orderId: string; tenantId: string; description: string },
) {
  return providerFetch<StripeIntent>("stripe", `${apiBase("stripe")}/v1/payment_intents`, {
    method: "POST",
    headers: {
      Authorization: `Bearer ${keys.secretKey}`,
      "Content-Type": "application/x-www-form-urlencoded",
      // One intent per order and amount, even if the browser asks twice.
      "Idempotency-Key": `order-${p.orderId}-${p.amount}-${p.currency}`,
    },
    body: form({
      amount: p.amount,
      currency: p.currency.toLowerCase(),
      description: p.description,
      "metadata[orderId]": p.orderId,
      "metadata[tenantId]": p.tenantId,
      "payment_method_types[]": "card",
    }),
  });
}

export function retrievePaymentIntent(keys: StripeKeys, id: string) {
  return providerFetch<StripeIntent>("stripe", `${apiBase("stripe")}/v1/payment_intents/${encodeURIComponent(id)}`, {
    method: "GET",
    headers: { Authorization: `Bearer ${keys.secretKey}` },
  });
}

export function cancelPaymentIntent(keys: StripeKeys, id: string) {
  return providerFetch<StripeIntent>("stripe", `${apiBase("stripe")}/v1/payment_intents/${encodeURIComponent(id)}/cancel`, {
    method: "POST",
    headers: { Authorization: `Bearer ${keys.secretKey}`, "Content-Type": "application/x-www-form-urlencoded" },
    body: "",
  });
}
