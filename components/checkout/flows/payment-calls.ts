import { abandon, paypalCapture, paypalOrder, razorpayOrder, razorpayVerify, stripeConfirm, stripeIntent } from "@/lib/payments/endpoints";
import { callApi } from "@/lib/http/call";

/**
 * The checkout's payment calls, loaded on the click (`(await import("./payment-calls")).payWith`; never imported statically): the payment
 * descriptors stay off the checkout's first load (decisions 0080 and 0137), as the wishlist heart's write does.
 */
export const payWith = {
  stripeIntent: (orderId: string) => callApi(stripeIntent, { body: { orderId } }),
  stripeConfirm: (orderId: string) => callApi(stripeConfirm, { body: { orderId } }),
  razorpayOrder: (orderId: string) => callApi(razorpayOrder, { body: { orderId } }),
  razorpayVerify: (body: { orderId: string; razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }) => callApi(razorpayVerify, { body }),
  paypalOrder: (orderId: string) => callApi(paypalOrder, { body: { orderId } }),
  paypalCapture: (paypalOrderId: string) => callApi(paypalCapture, { params: { id: paypalOrderId } }),
  abandon: (orderId: string) => callApi(abandon, { params: { id: orderId } }),
};
