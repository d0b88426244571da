import { toMinor } from "@/lib/money";

/**
 * The returns' arithmetic, pure (record 0154): what of an order is delivered and since when, what is still
 * returnable, whether the window is open, and what a return's lines are worth in money.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export type DeliveredLine = { quantity: number; at: Date };

/**
 * Delivered quantities per order item: everything once the order's status is `delivered` (since the last move
 * to delivered), otherwise the items of shipments marked delivered (since the latest such shipment of that line).
 */
export function deliveredLines(
  order: { status: string; deliveredAt: Date | null },
  items: readonly { id: string; quantity: number }[],
  shipments: readonly { deliveredAt: Date | null; items: readonly { orderItemId: string; quantity: number }[] }[],
): Map<string, DeliveredLine> {
  const out = new Map<string, DeliveredLine>();
  if (order.status === "delivered" && order.deliveredAt) {
    for (const i of items) out.set(i.id, { quantity: i.quantity, at: order.deliveredAt });
    return out;
  }
  for (const s of shipments) {
    if (!s.deliveredAt) continue;
    for (const l of s.items) {
      const was = out.get(l.orderItemId);
      out.set(l.orderItemId, { quantity: (was?.quantity ?? 0) + l.quantity, at: was && was.at > s.deliveredAt ? was.at : s.deliveredAt });
    }
  }
  return out;
}

/** The last moment a line delivered at `at` may be asked back, with a window of `days` days. */
export const windowEnd = (at: Date, days: number) => new Date(at.getTime() + days * DAY_MS);

/** Returnable units of each line: delivered minus what the order's other returns (not declined) already hold. */
export function returnable(delivered: ReadonlyMap<string, DeliveredLine>, held: ReadonlyMap<string, number>): Map<string, number> {
  const out = new Map<string, number>();
  for (const [id, d] of delivered) out.set(id, Math.max(0, d.quantity - (held.get(id) ?? 0)));
  return out;
}

type MoneyOrder = { subtotal: string; discountTotal: string; shippingDiscount: string; shipping: string; codCharges: string; tax: string; total: string };
type MoneyItem = { id: string; price: string; quantity: number; discount: string };

/**
 * What returned units are worth, in minor units: each line's price after its share of the discounts, in
 * proportion to the units, plus their share of the order's tax when the tax was added on top of the prices
 * (exclusive; inclusive prices already hold it). `shipping`: also the shipping the customer paid.
 */
export function returnValue(order: MoneyOrder, items: readonly MoneyItem[], units: readonly { orderItemId: string; quantity: number }[], shipping = false): number {
  const net = (i: MoneyItem) => toMinor(i.price) * i.quantity - toMinor(i.discount);
  const linesNet = items.reduce((a, i) => a + net(i), 0);
  let goods = 0;
  for (const u of units) {
    const i = items.find((x) => x.id === u.orderItemId);
    if (i && i.quantity > 0) goods += Math.round((net(i) * u.quantity) / i.quantity);
  }
  const tax = toMinor(order.tax);
  const before = toMinor(order.subtotal) - toMinor(order.discountTotal) + toMinor(order.shipping) + toMinor(order.codCharges);
  const exclusive = tax > 0 && toMinor(order.total) === before + tax;
  const taxShare = exclusive && linesNet > 0 ? Math.round((tax * goods) / linesNet) : 0;
  const ship = shipping ? Math.max(0, toMinor(order.shipping) - toMinor(order.shippingDiscount)) : 0;
  return goods + taxShare + ship;
}
