import "server-only";
import type { UserRow } from "@/lib/auth/schemas";
import { restockAfterRefund } from "@/lib/orders/changes";
import { keyedRequest, type Answer, type KeyedRequest } from "@/lib/orders/idempotency/service";
import { GIFT_CARD_METHOD } from "@/lib/checkout/payment-methods";
import { unprocessable } from "@/lib/errors";
import { giftCardShareLeft, restoreGiftCards } from "@/lib/gift-cards/service";
import { fromMinor, toMinor } from "@/lib/money";
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
 *
 * Gift cards' share goes back to them first (record 0155): an order paid in full by cards refunds through the
 * ledger as any other (a manual movement) and the cards get the amount back; one paid partly by card and the rest
 * in cash gives the cards their share first and refunds only what is beyond it in cash.
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
  const done = await refundWithGiftCards(store, orderId, input.amount, request);
  if (input.restock) await restockAfterRefund(store, orderId, actor);
  const body = ownerOrderDto(await orderBundle(store, orderId));
  return done.replayed ? { status: done.status, body, replayed: true } : { status: 200, body, replayed: false };
}

const PAID_STATUSES = ["paid", "processing", "on_hold", "shipped", "delivered"];

async function refundWithGiftCards(store: PaymentStore, orderId: string, amount: string | undefined, request: KeyedRequest | null): Promise<{ replayed: true; status: number } | { replayed: false }> {
  const want = amount === undefined || amount === "" ? null : toMinor(amount);
  const { order } = await orderBundle(store, orderId);
  if (order.paymentMethod === GIFT_CARD_METHOD) {
    const done = await refundOrder(store, orderId, amount, request);
    if (!done.replayed) await restoreGiftCards(store.id, orderId, want);
    return done;
  }
  const share = await giftCardShareLeft(store.id, orderId);
  if (share <= 0) return refundOrder(store, orderId, amount, request);
  const toCard = Math.min(share, want ?? share);
  const rest = want === null ? undefined : want - toCard;
  if (rest === 0) {
    if (!PAID_STATUSES.includes(order.status)) throw unprocessable("Only a paid order can be refunded");
    await restoreGiftCards(store.id, orderId, toCard);
    return { replayed: false };
  }
  const done = await refundOrder(store, orderId, rest === undefined ? undefined : fromMinor(rest), request);
  if (!done.replayed) await restoreGiftCards(store.id, orderId, toCard);
  return done;
}
