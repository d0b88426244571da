// POST /api/razorpay/create-order { orderId } — a Razorpay order for the stored order's total (the
// browser's amount is ignored). Answers key (the public key id), amount, currency and id.
import { route } from "@/lib/http/route";
import * as payments from "@/lib/payments/endpoints";
import { orderPaymentSchema } from "@/lib/payments/schemas";
import { startPayment } from "@/lib/payments/service";
import { paymentStoreOf } from "@/lib/tenancy/payment-store";

export const POST = route(payments.razorpayOrder, { body: orderPaymentSchema }, async ({ store, customer, body }) =>
  startPayment(await paymentStoreOf(store), customer.id, body.orderId, "razorpay"),
);
