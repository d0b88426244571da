/** Shipments of an order, counted per line. Pure, client-safe. */

type Line = { id: string; quantity: number };
type Shipment = { items: { orderItemId: string; quantity: number }[] };

/** How much of each line has shipped, by order item id. */
export function shippedByLine(fulfillments: readonly Shipment[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const f of fulfillments) for (const i of f.items) m.set(i.orderItemId, (m.get(i.orderItemId) ?? 0) + i.quantity);
  return m;
}

/** Each line with what was ordered, what has shipped and what is left to ship (never below 0). */
export function linesLeftToShip<L extends Line>(items: readonly L[], fulfillments: readonly Shipment[]): { item: L; ordered: number; shipped: number; left: number }[] {
  const shipped = shippedByLine(fulfillments);
  return items.map((item) => {
    const s = shipped.get(item.id) ?? 0;
    return { item, ordered: item.quantity, shipped: s, left: Math.max(0, item.quantity - s) };
  });
}

/** Whether anything is left to ship. */
export const anythingLeftToShip = (items: readonly Line[], fulfillments: readonly Shipment[]) => linesLeftToShip(items, fulfillments).some((l) => l.left > 0);

export type FulfillmentState = "unfulfilled" | "partial" | "fulfilled";

export function fulfillmentLabel(s: FulfillmentState | string | null | undefined): string {
  if (s === "fulfilled") return "Shipped";
  if (s === "partial") return "Partly shipped";
  return "Unfulfilled";
}

export function fulfillmentTone(s: FulfillmentState | string | null | undefined): "success" | "warning" | "outline" {
  if (s === "fulfilled") return "success";
  if (s === "partial") return "warning";
  return "outline";
}

/**
 * The body of POST /api/orders/{id}/fulfillments from the dialog's inputs: lines with a positive whole quantity,
 * keeping each line's index in `lines` so a server error "items.N.quantity" can be put back on its line.
 */
export function shipmentItems(lines: readonly { orderItemId: string; quantity: string }[]): { items: { orderItemId: string; quantity: number }[]; indexOf: number[] } {
  const items: { orderItemId: string; quantity: number }[] = [];
  const indexOf: number[] = [];
  lines.forEach((l, i) => {
    const q = Number(l.quantity);
    if (l.quantity.trim() !== "" && Number.isInteger(q) && q > 0) {
      items.push({ orderItemId: l.orderItemId, quantity: q });
      indexOf.push(i);
    }
  });
  return { items, indexOf };
}
