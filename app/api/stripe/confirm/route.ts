// POST /api/stripe/confirm { orderId } — after Stripe.js confirmed the card payment, the server retrieves
// the PaymentIntent itself; only a succeeded intent for the order's amount and currency marks it paid.
import { route } from "@/lib/http/route";
import * as payments from "@/lib/payments/endpoints";
import { orderPaymentSchema } from "@/lib/payments/schemas";
import { confirmPayment } from "@/lib/payments/service";
import { paymentStoreOf } from "@/lib/tenancy/payment-store";

export const POST = route(payments.stripeConfirm, { body: orderPaymentSchema }, async ({ store, customer, body }) =>
  confirmPayment(await paymentStoreOf(store), customer.id, body.orderId, "stripe"),
);
