import "server-only";
import { stringify } from "csv-stringify/sync";
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

/** A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR) gets a leading apostrophe. */
function cell(v: string | null | undefined): string {
  const s = v ?? "";
  return /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
}

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
  const enc = new TextEncoder();
  const batches = orderBatches(store.id, orderFilterOf(q));
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        if (!started) {
          started = true;
          // A byte-order mark so spreadsheet programs read UTF-8 names correctly.
          controller.enqueue(enc.encode(`\uFEFF${stringify([[...EXPORT_COLUMNS]])}`));
          return;
        }
        const next = await batches.next();
        if (next.done) {
          controller.close();
          return;
        }
        const byOrder = new Map<string, OrderItemRow[]>();
        for (const i of next.value.items) byOrder.set(i.orderId, [...(byOrder.get(i.orderId) ?? []), i]);
        const rows = next.value.orders.flatMap((o) => orderRows(o, byOrder.get(o.id) ?? []));
        controller.enqueue(enc.encode(stringify(rows)));
      } catch (err) {
        controller.error(err);
      }
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
}
