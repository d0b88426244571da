import "server-only";
import { csvCell, csvStream } from "@/lib/http/csv";
import type { Store } from "@/lib/tenancy/store";
import { fromMinor, toMinor } from "@/lib/money";
import { orderBatches } from "./repository";
import type { OrderItemRow, OrderListQuery, OrderRow } from "./schemas";
import { orderFilterOf } from "./service";

/**
 * GET /api/orders/export: the filtered orders as CSV, one row per line item, oldest first. Order-level
 * figures (subtotal, discount, shipping, tax, COD, total, refunded) are on each order's first row only, so a
 * spreadsheet's SUM of a column is the orders' sum. Streamed in batches (lib/orders/repository.ts
 * orderBatches): memory stays flat however many orders match.
 */
export const EXPORT_COLUMNS = [
  "Order number",
  "Invoice number",
  "Created at",
  "Status",
  "Fulfillment status",
  "Payment method",
  "Paid at",
  "Customer name",
  "Customer email",
  "Customer phone",
  "Shipping address",
  "Currency",
  "Product",
  "Variant",
  "SKU",
  "Quantity",
  "Unit price",
  "Line discount",
  "Line total",
  "Subtotal",
  "Discount code",
  "Discount",
  "Shipping",
  "Tax",
  "COD charges",
  "Total",
  "Refunded",
] as const;

const cell = csvCell;

export function orderRows(o: OrderRow, items: OrderItemRow[]): string[][] {
  const lines = items.length ? items : [null];
  return lines.map((i, k) => {
    const first = k === 0;
    return [
      cell(o.invoiceNumber),
      cell(o.paidInvoiceNumber ?? o.invoiceNumber),
      o.createdAt.toISOString(),
      o.status,
      o.fulfillmentStatus,
      cell(o.paymentMethod),
      o.paidAt ? o.paidAt.toISOString() : "",
      cell(o.customerName),
      cell(o.customerEmail),
      cell(o.customerPhone),
      cell(o.customerAddress),
      o.currency,
      cell(i?.productName),
      cell(i?.variantTitle),
      cell(i?.sku),
      i ? String(i.quantity) : "",
      i ? i.price : "",
      i ? i.discount : "",
      i ? fromMinor(toMinor(i.price) * i.quantity - toMinor(i.discount)) : "",
      first ? o.subtotal : "",
      first ? cell(o.discountCode) : "",
      first ? o.discountTotal : "",
      first ? o.shipping : "",
      first ? o.tax : "",
      first ? o.codCharges : "",
      first ? o.total : "",
      first ? o.refundedAmount : "",
    ];
  });
}

export function exportOrdersCsv(store: Store, q: OrderListQuery): ReadableStream<Uint8Array> {
  return csvStream(EXPORT_COLUMNS, rowsOf(store, q));
}

async function* rowsOf(store: Store, q: OrderListQuery): AsyncGenerator<string[][], void, unknown> {
  for await (const batch of orderBatches(store.id, orderFilterOf(q))) {
    const byOrder = new Map<string, OrderItemRow[]>();
    for (const i of batch.items) byOrder.set(i.orderId, [...(byOrder.get(i.orderId) ?? []), i]);
    yield batch.orders.flatMap((o) => orderRows(o, byOrder.get(o.id) ?? []));
  }
}
