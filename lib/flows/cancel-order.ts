import "server-only";
import type { UserRow } from "@/lib/auth/schemas";
import { conflict, unprocessable } from "@/lib/errors";
import { sendLater } from "@/lib/mail/service";
import { toMinor } from "@/lib/money";
import { cancelOrderAfterRefund } from "@/lib/orders/changes";
import { earlierAnswer, keyedRequest, type Answer } from "@/lib/orders/idempotency/service";
import type { OrderDto } from "@/lib/orders/schemas";
import { actorOf, getOrderWithTimeline, orderBundle, type OrderEventDto } from "@/lib/orders/service";
import { refundForCancel } from "@/lib/payments/service";
import { restoreGiftCards } from "@/lib/gift-cards/service";
import type { PaymentStore } from "@/lib/tenancy/store";

/**
 * POST /api/orders/{id}/cancel: an unpaid order is closed with its stock back; a paid one is first refunded in
 * full by the payments slice (the provider is asked; a refusal answers 502 and nothing is cancelled), then
 * closed by the orders slice, and the shopper gets one mail. Cancelling twice answers 409; a retried request
 * after the refund went through finds nothing left to refund and only closes the order, so money and stock
 * move once whatever is retried.
 *
 * With an Idempotency-Key: a key already answered is replayed before anything runs (a retry after the answer
 * was lost gets the cancelled order, not 409); the key is claimed in the closing transaction, so overlapping
 * duplicates settle there; the provider's refund key is derived from it.
 */
export async function cancelOrderFlow(
  store: PaymentStore,
  staff: UserRow,
  orderId: string,
  input: { restock: boolean; reason: string | null },
  idempotencyKey: string | null,
): Promise<Answer<OrderDto & { timeline: OrderEventDto[] }>> {
  const actor = actorOf(staff);
  const request = keyedRequest(idempotencyKey, actor, "cancellation", { op: "cancel", orderId, ...input });
  const earlier = await earlierAnswer(store.id, request);
  if (earlier) return { status: earlier.status, body: await getOrderWithTimeline(store, orderId), replayed: true };

  const b = await orderBundle(store, orderId);
  if (b.order.status === "cancelled") {
    // A cancel that stopped before its gift cards had their share back gives it now (bounded by what is owed).
    await restoreGiftCards(store.id, orderId, null);
    throw conflict("This order is already cancelled");
  }
  if (b.order.status === "shipped" || b.order.status === "delivered") throw unprocessable(`An order that is ${b.order.status} cannot be cancelled: refund it instead`);
  const kept = b.transactions.filter((t) => t.status === "completed").reduce((sum, t) => sum + toMinor(t.amount), 0);
  if (kept > 0) await refundForCancel(store, orderId, idempotencyKey);
  const done = await cancelOrderAfterRefund(store, orderId, { ...input, actor }, request);
  // The gift cards that paid get their share back (record 0155): what they paid and have not had back yet.
  await restoreGiftCards(store.id, orderId, null);
  const body = await getOrderWithTimeline(store, orderId);
  if (done.replayed) return { status: done.status, body, replayed: true };
  // One mail for the shopper: the cancellation, its reason and the refund just made (read from the order).
  await sendLater({ tenantId: store.id, kind: "cancelled", payload: { orderId, reason: input.reason }, dedupeKey: `cancelled:${orderId}` });
  return { status: 200, body, replayed: false };
}
