import "server-only";
import type { Tx } from "@/db/client";
import { getEnv } from "@/lib/env";
import { notFound, unprocessable } from "@/lib/errors";
import type { Store, TenantId } from "@/lib/tenancy/store";
import { platformFee } from "@/lib/checkout/fee";
import { invalidateProducts } from "@/lib/cache/tags";
import { sendLater } from "@/lib/mail/service";
import { keyedRequest, type Answer, type Keyed, type KeyedRequest } from "./idempotency/service";
import { nextInvoiceNumber } from "./invoice-counter/service";
import { recordEvent, recordEventActivity, type OrderEventInput } from "./timeline/service";
import { inTransaction, insertOrder, setGatewayRefs, setInvoiceNumber } from "./repository";
import { addOrderNote, cancelOrderRecord, changeStatusByHand, restockRefundedOrder, type Actor } from "./status";
import { findOrderBundle, getOrderWithTimeline, orderBundle, ownerOrderDto, productIdsOf } from "./service";
import type { NewOrder, OrderDto, OrderItemRow, OrderRow } from "./schemas";

/**
 * The orders slice's changes that other slices and the flows (lib/flows/) call: the owner's status moves and
 * notes, the order's part of a cancellation and of a restock after a refund, the provider's references, and
 * the order's own rows when a flow places one. The reads are in ./service.ts.
 */

/** One transaction for a flow that writes an order together with other slices' rows (stock, discount uses, mails). */
export function inOrderTransaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  return inTransaction(fn);
}

/**
 * The order's own rows of a placement, in the flow's transaction: the order, its lines, the timeline's first
 * event. Its invoice number comes last (numberPlacedOrder).
 */
export async function writePlacedOrder(tx: Tx, tenantId: TenantId, o: NewOrder, event: OrderEventInput): Promise<{ order: OrderRow; items: OrderItemRow[] }> {
  const placed = await insertOrder(tx, tenantId, o, null);
  await recordEvent(tx, tenantId, placed.order.id, event, { activity: false });
  return placed;
}

/**
 * The placed order's invoice number, taken as the flow's LAST write before commit (issue 35). Taking it locks
 * the store's row (the counter, ./invoice-counter/repository.ts) until commit, so every statement after it
 * holds every other order of the store waiting: taken third, the lock was held across eight statements and one
 * store's checkouts queued behind it (about 56 orders/s at most). Still unique and without gaps: a rollback
 * gives the number back.
 */
export async function numberPlacedOrder(tx: Tx, tenantId: TenantId, order: OrderRow): Promise<OrderRow> {
  // Under the counter's lock from here: the number, the placement's activity entry (which names it), the order's column.
  const number = await nextInvoiceNumber(tx, tenantId);
  await recordEventActivity(tx, tenantId, order.id, { type: "created", message: "Order placed" }, number);
  if (number === null) return order;
  return (await setInvoiceNumber(tx, tenantId, order.id, number)) ?? order;
}

/**
 * The owner sets a status by hand, within the allowed moves (lib/orders/transitions.ts): marking an order
 * paid with no money recorded (cash collected) records one transaction for its total with the platform
 * fee; leaving paid for an unpaid status reverses what was recorded; cancelling gives the stock back once.
 * With an Idempotency-Key a retry answers the order as it is now, marked replayed, and moves nothing.
 */
export async function updateOrderStatus(
  store: Store,
  orderId: string,
  status: OrderDto["status"],
  actor: Actor | null = null,
  idempotencyKey: string | null = null,
): Promise<Answer<OrderDto>> {
  const tenantId = store.id;
  const request = actor ? keyedRequest(idempotencyKey, actor, "status change", { op: "status", orderId, status }) : null;
  const percent = getEnv().PLATFORM_FEE_PERCENT;
  const change = await changeStatusByHand(tenantId, orderId, status, (amount, currency) => platformFee(amount, percent, currency).fee, actor, request);
  const bundle = await orderBundle(store, orderId);
  if (change.replayed) return { status: change.status, body: ownerOrderDto(bundle), replayed: true };
  // Stock came back: the storefront's cached stock figures are stale.
  if (status === "cancelled") invalidateProducts(store.id, productIdsOf(bundle));
  // Shipped, delivered: the shopper hears of it, once per order and status.
  if (status === "shipped" || status === "delivered") {
    await sendLater({ tenantId, kind: status, payload: { orderId }, dedupeKey: `${status}:${orderId}` });
  }
  // Cancelled from the status menu: the shopper hears of it as from the Cancel button (no reason given here).
  if (status === "cancelled") await sendLater({ tenantId, kind: "cancelled", payload: { orderId }, dedupeKey: `cancelled:${orderId}` });
  return { status: 200, body: ownerOrderDto(bundle), replayed: false };
}

/** POST /api/orders/{id}/notes. */
export async function noteOnOrder(store: Store, orderId: string, note: string, actor: Actor) {
  if (!(await addOrderNote(store.id, orderId, note, actor))) throw notFound("Order not found");
  return getOrderWithTimeline(store, orderId);
}

/** The order record's part of a cancellation (payments refunds first): 409 twice, 422 once shipped. */
export async function cancelOrderAfterRefund(
  store: Store,
  orderId: string,
  opts: { restock: boolean; reason: string | null; actor: Actor | null },
  request: KeyedRequest | null = null,
): Promise<Keyed<OrderRow>> {
  const r = await cancelOrderRecord(store.id, orderId, opts, request);
  if (!r.replayed) invalidateProducts(store.id, productIdsOf(await findOrderBundle(store.id, orderId)));
  return r;
}

/** After a full refund, the goods came back: stock back once. */
export async function restockAfterRefund(store: Store, orderId: string, actor: Actor | null) {
  const r = await restockRefundedOrder(store.id, orderId, actor);
  if (!r) throw notFound("Order not found");
  if (r === "not_refunded") throw unprocessable("Restock applies once the order is refunded in full", { restock: "Restock applies once the order is refunded in full" });
  invalidateProducts(store.id, productIdsOf(await findOrderBundle(store.id, orderId)));
}

/** Remember the provider's current object on a pending order; null when the order is no longer pending. */
export function rememberGatewayRefs(tenantId: TenantId, id: string, refs: { gatewayOrderId?: string; paymentIntentId?: string }): Promise<OrderRow | null> {
  return setGatewayRefs(tenantId, id, refs);
}
