"use client";

/**
 * The one hand-written script loader, for the two scripts no npm package loads from a configurable URL:
 *   - Razorpay Checkout (checkout.js) is a script by design; Razorpay publishes no browser package.
 *   - Stripe.js when STRIPE_JS_URL names another host (the fake provider in tests): @stripe/stripe-js
 *     always injects https://js.stripe.com, but uses a Stripe.js already on the page, so the configured
 *     script is loaded here first and @stripe/stripe-js's loadStripe() picks it up.
 * The PayPal JS SDK is loaded by @paypal/react-paypal-js (its sdkBaseUrl option takes PAYPAL_JS_SDK_URL).
 * Loaded once per URL.
 */
const loading = new Map<string, Promise<void>>();

/** Why a payment script did not load (shown in the page's language by checkout-actions). */
export const LOAD_FAILED = "Failed to load payment system. Please check your internet connection.";

export function loadScript(src: string): Promise<void> {
  const hit = loading.get(src);
  if (hit) return hit;
  const p = new Promise<void>((resolve, reject) => {
    const el = document.createElement("script");
    el.src = src;
    el.async = true;
    el.onload = () => resolve();
    el.onerror = () => {
      loading.delete(src);
      el.remove();
      reject(new Error(LOAD_FAILED));
    };
    document.head.appendChild(el);
  });
  loading.set(src, p);
  return p;
}

export type RazorpayResponse = { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
export type RazorpayOptions = {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description?: string;
  prefill?: { name?: string; email?: string };
  theme?: { color?: string };
  handler: (r: RazorpayResponse) => void;
  modal?: { ondismiss?: () => void };
};
export type RazorpayInstance = { open(): void; on(event: string, fn: (e: { error?: { description?: string } }) => void): void };
type RazorpayConstructor = new (o: RazorpayOptions) => RazorpayInstance;

/** Razorpay Checkout's constructor, once its script (RAZORPAY_CHECKOUT_JS_URL) has loaded. */
export async function loadRazorpay(src: string): Promise<RazorpayConstructor> {
  await loadScript(src);
  const Razorpay = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (!Razorpay) throw new Error(LOAD_FAILED);
  return Razorpay;
}

/** Stripe.js's own address: anything else is a configured stand-in that must be loaded first. */
export const isStripeHostedJs = (src: string) => /^https:\/\/js\.stripe\.com\//.test(src);

/** What the PayPal buttons call (the checkout form keeps the latest in a ref; they read it at click time). */
export type PayPalButtonsOptions = {
  createOrder: () => Promise<string>;
  onApprove: (data: { orderID: string }) => Promise<void>;
  onCancel?: () => void;
  onError?: (err: unknown) => void;
};
