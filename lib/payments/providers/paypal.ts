import { createHash } from "node:crypto";
import type { PayPalKeys } from "../settings/service";
import { apiBase, basicAuth, providerFetch } from "./http";

/**
 * PayPal's Orders v2 REST API (https://developer.paypal.com/docs/api/orders/v2/) over fetch, with the base
 * URL from PAYPAL_API_BASE. Not the official @paypal/paypal-server-sdk: its client (2.5.0) knows only two
 * hosts (api-m.paypal.com and the sandbox; any other environment throws), so it cannot be pointed at the
 * local fake every payment test runs against, and it has no webhook verification call. An OAuth token from the store's client id and secret (cached until shortly
 * before it expires), then create and capture on the server.
 */
export type PayPalAmount = { currency_code: string; value: string };
export type PayPalCapture = { id: string; status: string; amount: PayPalAmount };
export type PayPalOrder = {
  id: string;
  status: string;
  purchase_units?: { reference_id?: string; custom_id?: string; amount?: PayPalAmount; payments?: { captures?: PayPalCapture[] } }[];
};

const tokens = new Map<string, { token: string; until: number }>();

async function accessToken(keys: PayPalKeys): Promise<string> {
  // Keyed by the credentials themselves (hashed), so a changed secret never reuses an old token.
  const cacheKey = createHash("sha256").update(`${apiBase("paypal")}|${keys.clientId}|${keys.clientSecret}`).digest("hex");
  const hit = tokens.get(cacheKey);
  if (hit && hit.until > Date.now()) return hit.token;
  const res = await providerFetch<{ access_token: string; expires_in?: number }>("paypal", `${apiBase("paypal")}/v1/oauth2/token`, {
    method: "POST",
    headers: { Authorization: basicAuth(keys.clientId, keys.clientSecret), "Content-Type": "application/x-www-form-urlencoded" },
    body: "grant_type=client_credentials",
  });
  tokens.set(cacheKey, { token: res.access_token, until: Date.now() + Math.max(0, (res.expires_in ?? 300) - 60) * 1000 });
  return res.access_token;
}

export async function createPayPalOrder(keys: PayPalKeys, p: { orderId: string; amount: PayPalAmount; description: string }) {
  const token = await accessToken(keys);
  return providerFetch<PayPalOrder>("paypal", `${apiBase("paypal")}/v2/checkout/orders`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", "PayPal-Request-Id": `create-${p.orderId}-${p.amount.value}` },
    body: JSON.stringify({
      intent: "CAPTURE",
      purchase_units: [{ reference_id: p.orderId, custom_id: p.orderId, description: p.description.slice(0, 127), amount: p.amount }],
    }),
  });
}

export async function capturePayPalOrder(keys: PayPalKeys, paypalOrderId: string) {
  const token = await accessToken(keys);
  return providerFetch<PayPalOrder>("paypal", `${apiBase("paypal")}/v2/checkout/orders/${encodeURIComponent(paypalOrderId)}/capture`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", "PayPal-Request-Id": `capture-${paypalOrderId}` },
    body: "{}",
  });
}

export async function getPayPalOrder(keys: PayPalKeys, paypalOrderId: string) {
  const token = await accessToken(keys);
  return providerFetch<PayPalOrder>("paypal", `${apiBase("paypal")}/v2/checkout/orders/${encodeURIComponent(paypalOrderId)}`, {
    method: "GET",
    headers: { Authorization: `Bearer ${token}` },
  });
}

/** The completed capture of an order, if any. */
export function completedCapture(order: PayPalOrder): PayPalCapture | null {
  for (const pu of order.purchase_units ?? []) {
    for (const c of pu.payments?.captures ?? []) if (c.status === "COMPLETED") return c;
  }
  return null;
}

export type PayPalRefund = { id: string; status: string; amount?: PayPalAmount };

/** Refund (part of) a capture. PayPal-Request-Id makes a retried refund return the first one. */
export async function refundPayPalCapture(keys: PayPalKeys, p: { captureId: string; amount: PayPalAmount; requestId: string }) {
  const token = await accessToken(keys);
  return providerFetch<PayPalRefund>("paypal", `${apiBase("paypal")}/v2/payments/captures/${encodeURIComponent(p.captureId)}/refund`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", "PayPal-Request-Id": p.requestId },
    body: JSON.stringify({ amount: p.amount }),
  });
}

/**
 * PayPal's own webhook check (POST /v1/notifications/verify-webhook-signature): PayPal verifies the
 * transmission headers and the certificate chain against the store's webhook id and answers SUCCESS or
 * FAILURE. The event is sent back exactly as received (parsed), as PayPal requires.
 */
export async function verifyPayPalWebhook(keys: PayPalKeys, webhookId: string, headers: Headers, event: unknown): Promise<boolean> {
  const h = (n: string) => headers.get(n) ?? "";
  const needed = ["paypal-transmission-id", "paypal-transmission-time", "paypal-transmission-sig", "paypal-cert-url", "paypal-auth-algo"];
  if (needed.some((n) => !h(n))) return false;
  const token = await accessToken(keys);
  const r = await providerFetch<{ verification_status?: string }>("paypal", `${apiBase("paypal")}/v1/notifications/verify-webhook-signature`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: JSON.stringify({
      auth_algo: h("paypal-auth-algo"),
      cert_url: h("paypal-cert-url"),
      transmission_id: h("paypal-transmission-id"),
      transmission_sig: h("paypal-transmission-sig"),
      transmission_time: h("paypal-transmission-time"),
      webhook_id: webhookId,
      webhook_event: event,
    }),
  });
  return r.verification_status === "SUCCESS";
}
