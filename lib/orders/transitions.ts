import type { OrderStatus } from "@/db/schema";

/**
 * The statuses an owner may move an order to by hand, from each status (docs/decisions/0060). Payments move
 * orders on their own evidence (pending/failed → paid, pending → failed/cancelled) and are not governed here.
 *
 * Every status an order can still be worked on from (pending, processing, on hold, paid, shipped, delivered)
 * may be corrected to any other, so a mis-click ('Shipped' for 'Processing', 'Delivered' too early) is undone
 * with the same select. Money follows the status, never the other way round:
 * - to `paid` with no money recorded: one manual payment transaction for the order's total (cash collected);
 * - to `pending`, `on_hold` or `cancelled` while money is recorded: one reversal transaction with the
 *   negative amount, fee and net, so the store's revenue and the platform's fees net to zero;
 * - `processing`, `shipped`, `delivered` move the parcel, not the money: a payment stays as it is.
 * Stock is taken when the order is placed and moves only on cancellation: `cancelled` gives it back (once,
 * `orders.stock_restored`). An order that has left (shipped, delivered) is not cancelled in one step: its
 * status is corrected first, so nobody puts goods back on sale that are with the courier by a slip.
 * `cancelled`, `failed` and `refunded` are final: their stock has been given back, and taking it again could
 * fail (sold since); the shopper orders again instead.
 */
const WORKING: readonly OrderStatus[] = ["pending", "processing", "on_hold", "paid", "shipped", "delivered"];
const CANCELLABLE: readonly OrderStatus[] = ["pending", "processing", "on_hold", "paid"];
const others = (s: OrderStatus) => WORKING.filter((w) => w !== s);

export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: [...others("pending"), "cancelled"],
  processing: [...others("processing"), "cancelled"],
  on_hold: [...others("on_hold"), "cancelled"],
  paid: [...others("paid"), "cancelled"],
  shipped: others("shipped"),
  delivered: others("delivered"),
  failed: [],
  cancelled: [],
  // Refunds are made through the refund flow (the provider gives the money back), never by a status change.
  refunded: [],
};

/** Statuses that say "no money kept": leaving a payment for one of these reverses it. */
export const UNPAID_STATUSES: readonly OrderStatus[] = ["pending", "on_hold", "cancelled"];

/** Statuses no owner move leaves. */
export const FINAL_STATUSES: readonly OrderStatus[] = ["cancelled", "failed", "refunded"];

export function mayMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return from === to || ORDER_TRANSITIONS[from].includes(to);
}

const label = (s: OrderStatus) => s.replace("_", " ");

export function transitionMessage(from: OrderStatus, to: OrderStatus): string {
  if (to === "cancelled" && !FINAL_STATUSES.includes(from) && !CANCELLABLE.includes(from)) {
    return `An order that is ${label(from)} cannot be cancelled: set it back to processing first if it has not left`;
  }
  return `An order that is ${label(from)} cannot be set to ${label(to)}`;
}

/**
 * What a move does besides the label, in the owner's words (shown before it is made). `moneyRecorded`: the
 * order's completed transactions add up to more than zero (its net amount is set).
 */
export function statusChangeEffects(from: OrderStatus, to: OrderStatus, moneyRecorded: boolean): string[] {
  if (from === to || !mayMoveOrder(from, to)) return [];
  const effects: string[] = [];
  if (to === "paid" && !moneyRecorded) effects.push("A payment of the order's total is recorded (cash collected), with the platform fee.");
  if (UNPAID_STATUSES.includes(to) && moneyRecorded) effects.push("The recorded payment is reversed: the store's revenue and the platform fee for this order go back to zero.");
  if (to === "cancelled") {
    effects.push("The items go back into stock.");
    effects.push("A cancelled order cannot be reopened.");
  }
  return effects;
}
