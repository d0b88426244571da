import { z } from "zod";

/**
 * The payment routes' request bodies. Only the order's id is read from the browser: amount and currency always
 * come from the stored order (a PayPal component's amount, currency and intent are dropped with unknown keys).
 */

/** POST /api/create-payment-intent, /api/razorpay/create-order, /api/stripe/confirm. */
export const orderPaymentSchema = z.object({ orderId: z.uuid("Invalid order") });

/** POST /api/paypal/order: without orderId, the customer's newest pending PayPal order is meant. */
export const paypalOrderSchema = z.object({ orderId: z.uuid("Invalid order").optional() });

/** POST /api/razorpay/verify-payment: Razorpay Checkout's answer, checked against the order's stored Razorpay order. */
export const razorpayVerifySchema = z.object({
  orderId: z.uuid("Invalid order"),
  razorpay_order_id: z.string().trim().min(1).max(100),
  razorpay_payment_id: z.string().trim().min(1).max(100),
  razorpay_signature: z.string().trim().min(1).max(200),
});

/** What the browser needs to open each provider's payment window, beside the order's id (POST /api/create-payment-intent, /api/razorpay/create-order, /api/paypal/order). */
type PaymentClient = {
  stripe: { clientSecret: string; publishableKey: string };
  razorpay: { key: string; amount: number; currency: string; id: string };
  paypal: { id: string };
};
export type StartedPayment<M extends keyof PaymentClient> = { orderId: string } & PaymentClient[M];

/** POST /api/paypal/order/{id}/capture: PayPal's order id (not ours). */
export const paypalOrderParams = z.object({ id: z.string().trim().min(1).max(100) });
