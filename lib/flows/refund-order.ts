import "server-only";
import type { UserRow } from "@/lib/auth/schemas";
import { restockAfterRefund } from "@/lib/orders/changes";
import { keyedRequest, type Answer } from "@/lib/orders/idempotency/service";
import type { OrderDto } from "@/lib/orders/schemas";
import { actorOf, orderBundle, ownerOrderDto } from "@/lib/orders/service";
import { refundOrder } from "@/lib/payments/service";
import type { PaymentStore } from "@/lib/tenancy/store";

/**
 * POST /api/orders/{id}/refund: the payments slice refunds (the provider first, then the ledger), then, when
 * the owner says the goods came back, the orders slice gives the stock back (once, and only once the order is
 * refunded in full); answers the order as it is then.
 *
 * With an Idempotency-Key a retry of a refund already made refunds nothing and answers the order, replayed.
 * The restock is idempotent by nature (stock comes back once), so a replay still asks for it: the first
 * attempt may have refunded and then lost its restock.
 */
export async function refundOrderFlow(
  store: PaymentStore,
  staff: UserRow,
  orderId: string,
  input: { amount?: string; restock?: boolean },
  idempotencyKey: string | null,
): Promise<Answer<OrderDto>> {
  const actor = actorOf(staff);
  const request = keyedRequest(idempotencyKey, actor, "refund", { op: "refund", orderId, amount: input.amount ?? null, restock: !!input.restock });
  const done = await refundOrder(store, orderId, input.amount, request);
  if (input.restock) await restockAfterRefund(store, orderId, actor);
  const body = ownerOrderDto(await orderBundle(store, orderId));
  return done.replayed ? { status: done.status, body, replayed: true } : { status: 200, body, replayed: false };
}
