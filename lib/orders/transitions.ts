import type { OrderStatus } from "@/db/schema";

/**
 * The statuses an owner may move an order to by hand, from each status. Payments move orders on their
 * own evidence (pending/failed → paid, pending → failed/cancelled) and are not governed by this table.
 *
 * Money follows the status, never the other way round:
 * - to `paid` with no money recorded: one manual payment transaction for the order's total (cash collected);
 * - to `pending`, `on_hold` or `cancelled` while money is recorded: one reversal transaction with the
 *   negative amount, fee and net, so the store's revenue and the platform's fees net to zero;
 * - `processing`, `shipped`, `delivered` move the parcel, not the money: a payment stays as it is.
 * `cancelled`, `failed` and `refunded` are final: their stock has been given back (once, `orders.stock_restored`).
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ["processing", "on_hold", "paid", "shipped", "delivered", "cancelled"],
  processing: ["pending", "on_hold", "paid", "shipped", "delivered", "cancelled"],
  on_hold: ["pending", "processing", "paid", "shipped", "cancelled"],
  paid: ["pending", "processing", "on_hold", "shipped", "delivered", "cancelled"],
  shipped: ["processing", "on_hold", "paid", "delivered"],
  delivered: ["shipped", "paid"],
  failed: [],
  cancelled: [],
  // Refunds are made through the refund flow (the provider gives the money back), never by a status change.
  refunded: [],
};

/** Statuses that say "no money kept": leaving a payment for one of these reverses it. */
export const UNPAID_STATUSES: readonly OrderStatus[] = ["pending", "on_hold", "cancelled"];

export function mayMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return from === to || ORDER_TRANSITIONS[from].includes(to);
}

export function transitionMessage(from: OrderStatus, to: OrderStatus): string {
  const label = (s: OrderStatus) => s.replace("_", " ");
  return `An order that is ${label(from)} cannot be set to ${label(to)}`;
}
