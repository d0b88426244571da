// POST /api/orders/{id}/cancel — the owner cancels an order: {restock?: true, reason?}. Unpaid: closed with its
// stock (and discount uses) back. Paid: refunded in full through the refund path first. Twice: 409. Shipped or
// delivered: 422 (refund it instead). Answers the order with its timeline.
import { route } from "@/lib/http/route";
import { idParams } from "@/lib/validation";
import { cancelOrderSchema } from "@/lib/orders/schemas";
import { actorOf } from "@/lib/orders/service";
import { cancelOrder } from "@/lib/payments/service";
import { paymentStoreOf } from "@/lib/tenancy/payment-store";

export const POST = route({ auth: "owner", params: idParams, body: cancelOrderSchema }, async ({ store, staff, params, body }) =>
  cancelOrder(await paymentStoreOf(store), params.id, { restock: body?.restock ?? true, reason: body?.reason || null, actor: actorOf(staff) }),
);
