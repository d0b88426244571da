// POST /api/stripe/confirm { orderId } — after Stripe.js confirmed the card payment, the server retrieves
// the PaymentIntent itself; only a succeeded intent for the order's amount and currency marks it paid.
import { z } from "zod";
import { route } from "@/lib/http/route";
import { confirmPayment } from "@/lib/payments/service";

const body = z.object({ orderId: z.uuid("Invalid order") });

export const POST = route({ auth: "customer", body }, ({ store, customer, body }) => confirmPayment(store, customer.id, body.orderId, "stripe"));
