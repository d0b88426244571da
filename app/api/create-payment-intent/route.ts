// POST /api/create-payment-intent { orderId } — a Stripe PaymentIntent for the stored order's total and
// currency (any amount the browser sends is ignored). Answers clientSecret and the publishable key.
import { route } from "@/lib/http/route";
import * as payments from "@/lib/payments/endpoints";
import { orderPaymentSchema } from "@/lib/payments/schemas";
import { startPayment } from "@/lib/payments/service";
import { paymentStoreOf } from "@/lib/tenancy/payment-store";

export const POST = route(payments.stripeIntent, { body: orderPaymentSchema }, async ({ store, customer, body }) =>
  startPayment(await paymentStoreOf(store), customer.id, body.orderId, "stripe"),
);
