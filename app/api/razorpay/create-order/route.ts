// POST /api/razorpay/create-order { orderId } — a Razorpay order for the stored order's total (the
// browser's amount is ignored). Answers key (the public key id), amount, currency and id.
import { z } from "zod";
import { route } from "@/lib/http/route";
import { startPayment } from "@/lib/payments/service";
import { paymentStoreOf } from "@/lib/tenancy/payment-store";

const body = z.object({ orderId: z.uuid("Invalid order") });

export const POST = route({ auth: "customer", body }, async ({ store, customer, body }) => startPayment(await paymentStoreOf(store), customer.id, body.orderId, "razorpay"));
