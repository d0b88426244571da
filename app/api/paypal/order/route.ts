// POST /api/paypal/order { orderId } — creates the PayPal order on the server, with the store's client id
// and secret, for the stored order's total and currency. Answers the PayPal order id. Also served as the
// PayPal component's POST /order on a store host (app/t/[tenant]/order).
import { z } from "zod";
import { json, route } from "@/lib/http/route";
import { startPayment } from "@/lib/payments/service";

const body = z.object({ orderId: z.uuid("Invalid order") });

export const POST = route({ auth: "customer", body }, async ({ store, customer, body }) =>
  json(await startPayment(store, customer.id, body.orderId, "paypal"), 201),
);
