import { endpoint } from "@/lib/endpoint";
import type { idParams } from "@/lib/validation";
import type { orderPaymentSchema, paypalOrderParams, paypalOrderSchema, razorpayVerifySchema, StartedPayment } from "./schemas";
import type { abandonPayment, PaymentResult } from "./service";
import type { PaymentSettingsDto, paymentSettingsSchema } from "./settings/schemas";

/**
 * The payments' /api calls (docs/decisions/0137): the shopper's payment of a placed order at each provider, the
 * providers' webhooks, and the owner's gateway settings. The checkout (a storefront page on the first-load
 * budget) imports these by name and only on the click (components/checkout/flows/payment-calls.ts).
 */

/** The shopper gives up paying for a pending order (the checkout's "cancel" of a provider's window). */
export const abandon = endpoint<{ params: typeof idParams; response: Awaited<ReturnType<typeof abandonPayment>> }>()({
  method: "POST",
  path: "/api/customers/orders/{id}/cancel",
  auth: "customer",
  invalidates: ["/api/customers/orders"],
});

/** A paid order shows in the shopper's orders. */
const paid = ["/api/customers/orders"];

export const stripeIntent = endpoint<{ body: typeof orderPaymentSchema; response: StartedPayment<"stripe"> }>()({
  method: "POST",
  path: "/api/create-payment-intent",
  auth: "customer",
  summary: "A Stripe PaymentIntent for what the stored order leaves to pay online (total less gift cards) in its currency (the browser's amount is ignored)",
});
export const stripeConfirm = endpoint<{ body: typeof orderPaymentSchema; response: PaymentResult }>()({
  method: "POST",
  path: "/api/stripe/confirm",
  auth: "customer",
  invalidates: paid,
  summary: "After Stripe.js confirmed the card: the server retrieves the PaymentIntent and marks the order paid",
});
export const stripeWebhook = endpoint<{ response: Record<string, unknown> }>()({
  method: "POST",
  path: "/api/stripe/webhook",
  auth: "public",
  tenant: "required",
  allowCrossOrigin: true,
  bodyKind: "raw",
  summary: "Stripe's events for this store, signed with its endpoint secret (Stripe-Signature)",
});

export const razorpayOrder = endpoint<{ body: typeof orderPaymentSchema; response: StartedPayment<"razorpay"> }>()({
  method: "POST",
  path: "/api/razorpay/create-order",
  auth: "customer",
  summary: "A Razorpay order for what the stored order leaves to pay online (total less gift cards): key, amount, currency and id",
});
export const razorpayVerify = endpoint<{ body: typeof razorpayVerifySchema; response: PaymentResult & { message: string } }>()({
  method: "POST",
  path: "/api/razorpay/verify-payment",
  auth: "customer",
  invalidates: paid,
  summary: "Razorpay Checkout's signed answer checked with the store's key secret (forged: 400)",
});
export const razorpayWebhook = endpoint<{ response: Record<string, unknown> }>()({
  method: "POST",
  path: "/api/razorpay/webhook",
  auth: "public",
  tenant: "required",
  allowCrossOrigin: true,
  bodyKind: "raw",
  summary: "Razorpay's events for this store, signed with its webhook secret (X-Razorpay-Signature)",
});

export const paypalOrder = endpoint<{ body: typeof paypalOrderSchema; response: StartedPayment<"paypal"> }>()({
  method: "POST",
  path: "/api/paypal/order",
  auth: "customer",
  summary: "A PayPal order for what the stored order leaves to pay online (total less gift cards) (201; also POST /order on a store host)",
});
export const paypalCapture = endpoint<{ params: typeof paypalOrderParams; response: PaymentResult }>()({
  method: "POST",
  path: "/api/paypal/order/{id}/capture",
  auth: "customer",
  invalidates: paid,
  summary: "Capture the PayPal order (PayPal's id); paid only for the order's exact amount and currency",
});
export const paypalWebhook = endpoint<{ response: Record<string, unknown> }>()({
  method: "POST",
  path: "/api/paypal/webhook",
  auth: "public",
  tenant: "required",
  allowCrossOrigin: true,
  bodyKind: "raw",
  summary: "PayPal's events for this store, verified against its webhook id",
});

/** The owner's gateway settings: secrets are write-only (the answer says whether each is set). */
export const settings = endpoint<{ params: typeof idParams; response: PaymentSettingsDto }>()({
  method: "GET",
  path: "/api/tenants/{id}/payment-settings",
  auth: "owner", permission: "settings",
});
/** The settings screen keeps the answer as its cache entry (nothing else on the dashboard reads the gateways). */
const saveSettings = { path: "/api/tenants/{id}/payment-settings", auth: "owner", permission: "settings" } as const;
export const saveSettingsPut = endpoint<{ params: typeof idParams; body: typeof paymentSettingsSchema; response: PaymentSettingsDto }>()({ method: "PUT", ...saveSettings });
export const saveSettingsPatch = endpoint<{ params: typeof idParams; body: typeof paymentSettingsSchema; response: PaymentSettingsDto }>()({ method: "PATCH", ...saveSettings });
