import { createHmac } from "node:crypto";
import { validatePaymentVerification, validateWebhookSignature } from "razorpay/dist/utils/razorpay-utils";

/**
 * Razorpay signature checks through the razorpay package's own utilities (the SDK is a dependency for
 * these; its API client fixes its host, so the REST calls stay in providers/razorpay.ts). The utilities
 * throw on missing input; here that is a refusal. Stripe webhooks are verified by the Stripe SDK
 * (providers/stripe.ts), PayPal webhooks by PayPal's verification API (providers/paypal.ts).
 *
 * Razorpay Checkout: signature = hex HMAC-SHA256(key_secret, `${order_id}|${payment_id}`).
 * Razorpay webhooks: X-Razorpay-Signature = hex HMAC-SHA256(webhook_secret, raw body).
 */
export function verifyRazorpayPayment(keySecret: string, orderId: string, paymentId: string, signature: string): boolean {
  if (!keySecret || !orderId || !paymentId || !signature) return false;
  try {
    return validatePaymentVerification({ order_id: orderId, payment_id: paymentId }, signature, keySecret);
  } catch {
    return false;
  }
}

export function verifyRazorpayWebhook(webhookSecret: string, rawBody: string, signature: string | null): boolean {
  if (!webhookSecret || !signature) return false;
  try {
    return validateWebhookSignature(rawBody, signature, webhookSecret);
  } catch {
    return false;
  }
}

/** What Razorpay sends (tests and the fake provider sign with it). */
export function hmacHex(secret: string, payload: string): string {
  return createHmac("sha256", secret).update(payload, "utf8").digest("hex");
}

export function razorpayPaymentSignature(keySecret: string, orderId: string, paymentId: string): string {
  return hmacHex(keySecret, `${orderId}|${paymentId}`);
}
