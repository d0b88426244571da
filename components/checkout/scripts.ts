"use client";

/**
 * The providers' browser scripts (Razorpay Checkout, Stripe.js, the PayPal JS SDK), loaded once per URL
 * from the URL the server configured (RAZORPAY_CHECKOUT_JS_URL, STRIPE_JS_URL, PAYPAL_JS_SDK_URL).
 */
const loading = new Map<string, Promise<void>>();

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
      reject(new Error("Failed to load payment system. Please check your internet connection."));
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

export type StripeCard = { mount(el: HTMLElement): void; destroy(): void; on?(ev: string, fn: (e: unknown) => void): void };
export type StripeInstance = {
  elements(): { create(type: "card", opts?: Record<string, unknown>): StripeCard };
  confirmCardPayment(
    clientSecret: string,
    data: { payment_method: { card: StripeCard; billing_details?: { name?: string; email?: string } } },
  ): Promise<{ error?: { message?: string }; paymentIntent?: { id: string; status: string } }>;
};

export type PayPalButtonsOptions = {
  style?: Record<string, unknown>;
  createOrder: () => Promise<string>;
  onApprove: (data: { orderID: string }) => Promise<void>;
  onCancel?: () => void;
  onError?: (err: unknown) => void;
};
export type PayPalNamespace = { Buttons(opts: PayPalButtonsOptions): { render(el: HTMLElement): Promise<void>; close?(): Promise<void> } };

type ProviderGlobals = {
  Razorpay?: new (o: RazorpayOptions) => RazorpayInstance;
  Stripe?: (publishableKey: string) => StripeInstance;
  paypal?: PayPalNamespace;
};

export const providerGlobals = () => window as unknown as ProviderGlobals;
