import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Provider signature checks (pure). Every comparison is constant-time and refuses malformed input.
 *
 * Razorpay Checkout: signature = hex HMAC-SHA256(key_secret, `${order_id}|${payment_id}`).
 * Razorpay webhooks: X-Razorpay-Signature = hex HMAC-SHA256(webhook_secret, raw body).
 * Stripe webhooks: Stripe-Signature "t=<unix>,v1=<hex>[,v1=…]", v1 = hex HMAC-SHA256(endpoint_secret,
 *   `${t}.${raw body}`), accepted within a tolerance (default 300 s) of now.
 */
export function hmacHex(secret: string, payload: string): string {
  return createHmac("sha256", secret).update(payload, "utf8").digest("hex");
}

export function safeEqualHex(a: string, b: string): boolean {
  if (!/^[0-9a-f]+$/i.test(a) || !/^[0-9a-f]+$/i.test(b) || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a.toLowerCase(), "hex"), Buffer.from(b.toLowerCase(), "hex"));
}

export function razorpayPaymentSignature(keySecret: string, orderId: string, paymentId: string): string {
  return hmacHex(keySecret, `${orderId}|${paymentId}`);
}

export function verifyRazorpayPayment(keySecret: string, orderId: string, paymentId: string, signature: string): boolean {
  if (!keySecret || !orderId || !paymentId || !signature) return false;
  return safeEqualHex(razorpayPaymentSignature(keySecret, orderId, paymentId), signature);
}

export function verifyRazorpayWebhook(webhookSecret: string, rawBody: string, signature: string | null): boolean {
  if (!webhookSecret || !signature) return false;
  return safeEqualHex(hmacHex(webhookSecret, rawBody), signature);
}

export function stripeSignatureHeader(endpointSecret: string, rawBody: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${hmacHex(endpointSecret, `${timestamp}.${rawBody}`)}`;
}

export function verifyStripeWebhook(
  endpointSecret: string,
  rawBody: string,
  header: string | null,
  opts: { toleranceSeconds?: number; now?: number } = {},
): boolean {
  if (!endpointSecret || !header) return false;
  let t: number | null = null;
  const sigs: string[] = [];
  for (const part of header.split(",")) {
    const i = part.indexOf("=");
    if (i < 0) continue;
    const k = part.slice(0, i).trim();
    const v = part.slice(i + 1).trim();
    if (k === "t" && /^\d+$/.test(v)) t = Number(v);
    else if (k === "v1") sigs.push(v);
  }
  if (t === null || sigs.length === 0) return false;
  const now = opts.now ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - t) > (opts.toleranceSeconds ?? 300)) return false;
  const expected = hmacHex(endpointSecret, `${t}.${rawBody}`);
  return sigs.some((s) => safeEqualHex(expected, s));
}
