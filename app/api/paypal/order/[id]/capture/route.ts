// POST /api/paypal/order/{id}/capture — captures the PayPal order on the server; the store's order (found by
// the PayPal order id, never by the body) becomes paid only when the capture completed for its exact
// amount and currency. Also served as POST /order/{id}/capture on a store host.
import { z } from "zod";
import { route } from "@/lib/http/route";
import { capturePayPal } from "@/lib/payments/service";
import { paymentStoreOf } from "@/lib/tenancy/payment-store";

export const POST = route({ auth: "customer", params: z.object({ id: z.string().trim().min(1).max(100) }) }, async ({ store, customer, params }) =>
  capturePayPal(await paymentStoreOf(store), customer.id, params.id),
);
