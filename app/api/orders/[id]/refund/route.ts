// POST /api/orders/{id}/refund — the owner refunds a paid order: `{}` for everything still refundable,
// `{ amount: "12.50" }` for part of it. The provider's refund API is called first (Stripe SDK, Razorpay and
// PayPal REST); a refusal answers 502 with the provider's message and writes nothing. Answers the order. With an
// `Idempotency-Key` header a retry of the same refund refunds nothing more and answers `Idempotent-Replayed: true`.
import { refundOrderFlow } from "@/lib/flows/refund-order";
import { answered, route } from "@/lib/http/route";
import { idempotencyKeyOf } from "@/lib/orders/idempotency/service";
import * as orders from "@/lib/orders/endpoints";
import { refundOrderSchema } from "@/lib/orders/schemas";
import { paymentStoreOf } from "@/lib/tenancy/payment-store";
import { idParams } from "@/lib/validation";

export const POST = route(orders.refund, { params: idParams, body: refundOrderSchema }, async ({ req, store, staff, params, body }) =>
  answered(await refundOrderFlow(await paymentStoreOf(store), staff, params.id, body, idempotencyKeyOf(req.headers))),
);
