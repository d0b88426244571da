import { createHash } from "node:crypto";
import type { PayPalKeys } from "../settings/service";
import { apiBase, basicAuth, providerFetch } from "./http";

/**
 * PayPal's Orders v2 REST API (https://developer.paypal.com/docs/api/orders/v2/) over fetch, with the base
 * URL from PAYPAL_API_BASE. An OAuth token from the store's client id and secret (cached until shortly
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
