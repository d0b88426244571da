// POST /api/orders/{id}/cancel — the owner cancels an order: {restock?: true, reason?}. Unpaid: closed with its
// stock (and discount uses) back. Paid: refunded in full through the refund path first. Twice: 409. Shipped or
// delivered: 422 (refund it instead). Answers the order with its timeline. With an `Idempotency-Key` header a
// retry of a cancel already made answers the cancelled order (`Idempotent-Replayed: true`), not 409.
import * as orders from "@/lib/orders/endpoints";
import { cancelOrderFlow } from "@/lib/flows/cancel-order";
import { answered, route } from "@/lib/http/route";
import { idempotencyKeyOf } from "@/lib/orders/idempotency/service";
import { cancelOrderSchema } from "@/lib/orders/schemas";
import { paymentStoreOf } from "@/lib/tenancy/payment-store";
import { idParams } from "@/lib/validation";

export const POST = route(orders.cancel, { params: idParams, body: cancelOrderSchema }, async ({ req, store, staff, params, body }) =>
  answered(await cancelOrderFlow(await paymentStoreOf(store), staff, params.id, { restock: body?.restock ?? true, reason: body?.reason || null }, idempotencyKeyOf(req.headers))),
);
