// POST /api/paypal/order { orderId } — creates the PayPal order on the server, with the store's client id
// and secret, for the stored order's total and currency. Answers the PayPal order id. Also served as the
// PayPal component's POST /order on a store host (app/t/[tenant]/order).
import { json, route } from "@/lib/http/route";
import * as payments from "@/lib/payments/endpoints";
import { paypalOrderSchema } from "@/lib/payments/schemas";
import { latestPendingOrderId } from "@/lib/orders/service";
import { startPayment } from "@/lib/payments/service";
import { paymentStoreOf } from "@/lib/tenancy/payment-store";

export const POST = route(payments.paypalOrder, { body: paypalOrderSchema }, async ({ store, customer, body }) => {
  const orderId = body.orderId ?? (await latestPendingOrderId(store, customer, "paypal"));
  return json(await startPayment(await paymentStoreOf(store), customer.id, orderId, "paypal"), 201);
});
