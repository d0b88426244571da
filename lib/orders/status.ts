import "server-only";
import type { Tx } from "@/db/client";
import type { OrderStatus } from "@/db/schema";
import { releaseStock } from "@/lib/catalog/inventory/service";
import { giveBackUses } from "@/lib/discounts/service";
import { giveBackToCards } from "@/lib/gift-cards/service";
import { conflict, notFound, unprocessable } from "@/lib/errors";
import { amountDueOnline, fromMinor } from "@/lib/money";
import type { TenantId } from "@/lib/tenancy/store";
import { oncePerKey, type Keyed, type KeyedRequest } from "./idempotency/service";
import { nextPaidInvoiceNumber } from "./invoice-counter/service";
import { issueGiftCardsOfPaidOrder, recordManualMovement, resummed } from "./ledger/service";
import { inTransaction, lockOrder, orderLines, orderLinesToRestock, updateOrder } from "./repository";
import type { OrderRow } from "./schemas";
import { mayMoveOrder, transitionMessage, UNPAID_STATUSES } from "./transitions";
import { recordEvent } from "./timeline/service";
import { disableCardsBoughtBy } from "@/lib/gift-cards/order-cards";

/** Status changes that are not a payment: closing an unpaid order, and the owner's moves by hand. */

/** Stock and discount uses go back together (cancelled, failed or abandoned), each exactly once. */
async function giveBackStock(tx: Tx, tenantId: TenantId, orderId: string) {
  await releaseStock(tx, tenantId, await orderLines(tx, tenantId, orderId));
  await giveBackUses(tx, tenantId, orderId);
}

/**
 * End an unpaid order (payment failed for good, or abandoned): status failed/cancelled and its stock given
 * back exactly once (orders.stock_restored), and what gift cards paid given back to them. A paid order is never
 * touched. Returns the row after.
 */
export async function closeUnpaidOrder(tenantId: TenantId, id: string, status: "failed" | "cancelled", tx?: Tx): Promise<OrderRow | null> {
  const close = async (t: Tx) => {
    const o = await lockOrder(t, tenantId, id);
    if (!o) return null;
    if (o.status !== "pending") return o;
    if (!o.stockRestored) await giveBackStock(t, tenantId, id);
    // The gift cards' share of an online order never paid comes back (record 0158); bounded by the ledger, so once.
    await giveBackToCards(t, tenantId, id, null);
    return updateOrder(t, tenantId, id, { status, stockRestored: true });
  };
  return tx ? close(tx) : inTransaction(close);
}

/**
 * The owner moves an order by hand (./transitions.ts), in ONE transaction with the order row locked: the
 * move is checked against the table, money follows the status (a manual payment on `paid`, a negative
 * reversal of everything kept when leaving it for an unpaid status), a cancellation gives the stock back
 * once, and the order's fee and net are re-summed from its transactions.
 */
export async function changeStatusByHand(
  tenantId: TenantId,
  id: string,
  to: OrderStatus,
  feeFor: (amountMinor: number, currency: string) => number,
  actor: Actor | null = null,
  request: KeyedRequest | null = null,
): Promise<Keyed<OrderRow>> {
  return inTransaction((tx) => oncePerKey(tx, tenantId, id, request, 200, () => moveByHand(tx, tenantId, id, to, feeFor, actor)));
}

async function moveByHand(tx: Tx, tenantId: TenantId, id: string, to: OrderStatus, feeFor: (amountMinor: number, currency: string) => number, actor: Actor | null) {
  const o = await lockOrder(tx, tenantId, id);
  if (!o) throw notFound("Order not found");
  if (!mayMoveOrder(o.status, to)) {
    const msg = transitionMessage(o.status, to);
    throw unprocessable(msg, { status: msg });
  }
  if (o.status === to) return o;

  const before = await resummed(tx, tenantId, id);
  const method = o.paymentMethod ?? "manual";
  let paidInvoiceNumber = o.paidInvoiceNumber;
  const movement = { tenantId, orderId: id, currency: o.currency, status: "completed" as const, paymentMethod: method };

  if (to === "paid" && before.amount <= 0) {
    // What gift cards paid is theirs (lib/gift-cards' ledger, record 0155): the cash collected is the rest.
    const amount = amountDueOnline(o);
    const fee = feeFor(amount, o.currency);
    await recordManualMovement(tx, {
      ...movement,
      amount: fromMinor(amount),
      platformFee: fromMinor(fee),
      netAmount: fromMinor(amount - fee),
      type: "payment",
      gatewayTransactionId: before.n === 0 ? `manual-${id}` : `manual-${id}-${before.n + 1}`,
    });
    paidInvoiceNumber ??= await nextPaidInvoiceNumber(tx, tenantId);
  } else if (UNPAID_STATUSES.includes(to) && before.amount > 0) {
    await recordManualMovement(tx, {
      ...movement,
      amount: fromMinor(-before.amount),
      platformFee: fromMinor(-before.fee),
      netAmount: fromMinor(-before.net),
      type: "reversal",
      gatewayTransactionId: `reversal-${id}-${before.n + 1}`,
    });
  }
  const restoreStock = to === "cancelled" && !o.stockRestored;
  if (restoreStock) await giveBackStock(tx, tenantId, id);

  const after = await resummed(tx, tenantId, id);
  const order = await updateOrder(tx, tenantId, id, {
    status: to,
    platformFee: fromMinor(after.fee),
    netAmount: after.amount > 0 ? fromMinor(after.net) : null,
    paidAt: after.amount > 0 ? (o.paidAt ?? new Date()) : null,
    paidInvoiceNumber,
    ...(restoreStock ? { stockRestored: true } : {}),
    ...(to === "cancelled" ? { cancelledAt: new Date() } : {}),
  });
  // Gift cards the order bought are issued when it is marked paid by hand (record 0158), once.
  if (to === "paid") await issueGiftCardsOfPaidOrder(tx, tenantId, order);
  await recordEvent(tx, tenantId, id, {
    type: to === "cancelled" ? "cancelled" : "status_changed",
    message: `Status changed from ${o.status.replace("_", " ")} to ${to.replace("_", " ")}`,
    data: { from: o.status, to },
    actorId: actor?.id ?? null,
    actorName: actor?.name ?? null,
  });
  return order;
}

/** Who did something to an order (a staff member), for its timeline. */
export type Actor = { id: string; name: string | null };

/**
 * POST /api/orders/{id}/cancel, after any money was given back (payments refunds it first): the order
 * becomes cancelled, its discount uses come back, and its stock too unless the owner keeps it out
 * (`restock: false`, e.g. damaged goods), each exactly once. A shipped or delivered order is not cancelled
 * (its goods are with the courier or the customer; refund it instead).
 */
export async function cancelOrderRecord(
  tenantId: TenantId,
  id: string,
  opts: { restock: boolean; reason: string | null; actor: Actor | null },
  request: KeyedRequest | null = null,
): Promise<Keyed<OrderRow>> {
  return inTransaction((tx) => oncePerKey(tx, tenantId, id, request, 200, () => cancelLocked(tx, tenantId, id, opts)));
}

async function cancelLocked(tx: Tx, tenantId: TenantId, id: string, opts: { restock: boolean; reason: string | null; actor: Actor | null }) {
  const o = await lockOrder(tx, tenantId, id);
  if (!o) throw notFound("Order not found");
  if (o.status === "cancelled") throw conflict("This order is already cancelled");
  if (o.status === "shipped" || o.status === "delivered") throw unprocessable(`An order that is ${o.status} cannot be cancelled: refund it instead`);
  if (o.status === "failed") throw unprocessable(`An order that is ${o.status} cannot be cancelled`);
  await giveBackUses(tx, tenantId, id);
  const restock = opts.restock && !o.stockRestored;
  if (restock) await giveBackStock(tx, tenantId, id);
  const order = await updateOrder(tx, tenantId, id, { status: "cancelled", cancelledAt: new Date(), ...(restock ? { stockRestored: true } : {}) });
  // The gift cards it bought (a paid order) cannot be spent any more (record 0158).
  const disabled = await disableCardsBoughtBy(tx, tenantId, id, "cancelled");
  await recordEvent(tx, tenantId, id, {
    type: "cancelled",
    message: `Order cancelled${restock ? "; items back in stock" : opts.restock ? "" : "; items kept out of stock"}${disabled ? `; ${disabled} gift card${disabled === 1 ? "" : "s"} disabled` : ""}${opts.reason ? `: ${opts.reason}` : ""}`,
    data: { from: o.status, restock, reason: opts.reason },
    actorId: opts.actor?.id ?? null,
    actorName: opts.actor?.name ?? null,
  });
  return order;
}

/** Refunded in full, and the owner says the goods came back: stock back once (refund with `restock: true`). */
export async function restockRefundedOrder(tenantId: TenantId, id: string, actor: Actor | null): Promise<"restocked" | "already" | "not_refunded" | null> {
  return inTransaction(async (tx) => {
    const o = await lockOrder(tx, tenantId, id);
    if (!o) return null;
    if (o.status !== "refunded") return "not_refunded";
    if (o.stockRestored) return "already";
    // Units a return already put back stay counted once; discount uses go back as with any restock.
    await releaseStock(tx, tenantId, await orderLinesToRestock(tx, tenantId, id));
    await giveBackUses(tx, tenantId, id);
    await updateOrder(tx, tenantId, id, { stockRestored: true });
    await recordEvent(tx, tenantId, id, { type: "status_changed", message: "Items back in stock after the refund", actorId: actor?.id ?? null, actorName: actor?.name ?? null });
    return "restocked";
  });
}

/** The owner's note on the order's timeline. */
export async function addOrderNote(tenantId: TenantId, id: string, note: string, actor: Actor): Promise<boolean> {
  return inTransaction(async (tx) => {
    const o = await lockOrder(tx, tenantId, id);
    if (!o) return false;
    await recordEvent(tx, tenantId, id, { type: "note", message: note, actorId: actor.id, actorName: actor.name });
    return true;
  });
}
