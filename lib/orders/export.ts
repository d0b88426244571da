import "server-only";
import { csvCell, csvStream } from "@/lib/http/csv";
import type { Store } from "@/lib/tenancy/store";
import { fromMinor, toMinor } from "@/lib/money";
import { orderBatches, type ExportItemRow, type ExportOrderRow } from "./repository";
import type { OrderListQuery } from "./schemas";
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
  "Source",
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

export function orderRows(o: ExportOrderRow, items: ExportItemRow[]): string[][] {
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
      o.source,
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

/**
 * One order's rows at a time: csvStream turns them into text before the next order's are built, so no
 * more than one order's row arrays are alive at once. Yielding a whole batch's rows (500 arrays, alive
 * until the batch was written) let V8 decide, when the export's first young-generation collection came
 * while they were, that those arrays live long, and allocate them straight in the old generation from then
 * on; dead there, they kept every string they referenced alive too, and the server grew by ~130 MB per
 * export (docs/decisions/0066-orders-at-scale.md, "Export memory"). For the same reason an order's lines
 * are found by index rather than gathered into an array per order.
 */
async function* rowsOf(store: Store, q: OrderListQuery): AsyncGenerator<string[][], void, unknown> {
  for await (const { orders, items } of orderBatches(store.id, orderFilterOf(q))) {
    // Lines come grouped by order: the index of each order's first.
    const first = new Map<string, number>();
    for (let k = items.length - 1; k >= 0; k--) first.set(items[k].orderId, k);
    for (const o of orders) {
      const start = first.get(o.id) ?? items.length;
      let end = start;
      while (end < items.length && items[end].orderId === o.id) end++;
      yield orderRows(o, items.slice(start, end));
    }
  }
}
