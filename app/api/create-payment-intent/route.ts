// POST /api/create-payment-intent { orderId } — a Stripe PaymentIntent for the stored order's total and
// currency (any amount the browser sends is ignored). Answers clientSecret and the publishable key.
import { z } from "zod";
import { route } from "@/lib/http/route";
import { startPayment } from "@/lib/payments/service";
import { paymentStoreOf } from "@/lib/tenancy/payment-store";

const body = z.object({ orderId: z.uuid("Invalid order") });

export const POST = route({ auth: "customer", body }, async ({ store, customer, body }) => startPayment(await paymentStoreOf(store), customer.id, body.orderId, "stripe"));
