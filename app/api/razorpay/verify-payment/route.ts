// POST /api/razorpay/verify-payment — checks HMAC-SHA256(order_id|payment_id) with the store's key secret
// against the Razorpay order stored for this order. Valid: paid with one transaction. Forged: failed,
// stock given back, 400 'Payment verification failed'.
import { badRequest } from "@/lib/errors";
import { route } from "@/lib/http/route";
import * as payments from "@/lib/payments/endpoints";
import { razorpayVerifySchema } from "@/lib/payments/schemas";
import { confirmPayment } from "@/lib/payments/service";
import { paymentStoreOf } from "@/lib/tenancy/payment-store";

export const POST = route(payments.razorpayVerify, { body: razorpayVerifySchema }, async ({ store, customer, body }) => {
  const r = await confirmPayment(await paymentStoreOf(store), customer.id, body.orderId, "razorpay", {
    razorpayOrderId: body.razorpay_order_id,
    razorpayPaymentId: body.razorpay_payment_id,
    razorpaySignature: body.razorpay_signature,
  });
  if (!r.paid) throw badRequest("Payment verification failed");
  return { ...r, message: "Payment verified" };
});
