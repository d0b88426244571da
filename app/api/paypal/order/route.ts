// POST /api/paypal/order { orderId } — creates the PayPal order on the server, with the store's client id
// and secret, for the stored order's total and currency. Answers the PayPal order id. Also served as the
// PayPal component's POST /order on a store host (app/t/[tenant]/order).
import { z } from "zod";
import { json, route } from "@/lib/http/route";
import { latestPendingOrderId } from "@/lib/orders/service";
import { startPayment } from "@/lib/payments/service";
import { paymentStoreOf } from "@/lib/tenancy/payment-store";

// amount, currency and intent may be sent (the PayPal component's payload) and are ignored: the stored
// order decides. Without orderId, the customer's newest pending PayPal order is meant.
const body = z.object({ orderId: z.uuid("Invalid order").optional() });

export const POST = route({ auth: "customer", body }, async ({ store, customer, body }) => {
  const orderId = body.orderId ?? (await latestPendingOrderId(store, customer, "paypal"));
  return json(await startPayment(await paymentStoreOf(store), customer.id, orderId, "paypal"), 201);
});
