/**
 * The order number shoppers and owners quote: the first 8 characters of the order's id, upper-cased
 * ("#61C2CABB"), since ids are UUIDs and carry no sequence. This is the one place that derives it, so a
 * stored per-store number (invoice numbering) can replace it here without touching the pages that show it.
 */
export function orderNumber(order: { id: string; orderNumber?: string | number | null }): string {
  if (order.orderNumber != null && order.orderNumber !== "") return `#${order.orderNumber}`;
  return `#${order.id.slice(0, 8).toUpperCase()}`;
}
