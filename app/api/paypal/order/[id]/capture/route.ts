// POST /api/paypal/order/{id}/capture — captures the PayPal order on the server; the store's order (found by
// the PayPal order id, never by the body) becomes paid only when the capture completed for its exact
// amount and currency. Also served as POST /order/{id}/capture on a store host.
import { route } from "@/lib/http/route";
import * as payments from "@/lib/payments/endpoints";
import { paypalOrderParams } from "@/lib/payments/schemas";
import { capturePayPal } from "@/lib/payments/service";
import { paymentStoreOf } from "@/lib/tenancy/payment-store";

export const POST = route(payments.paypalCapture, { params: paypalOrderParams }, async ({ store, customer, params }) =>
  capturePayPal(await paymentStoreOf(store), customer.id, params.id),
);
