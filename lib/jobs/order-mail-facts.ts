import "server-only";
import { mailRefund, type OrderFacts } from "@/lib/mail/render";
import { fromMinor, toMinor } from "@/lib/money";
import { orderNumber } from "@/lib/orders/number";
import { parcelSplit } from "@/lib/orders/parcels";
import { isManualRefund } from "@/lib/orders/refund-note";
import type { OrderBundle } from "@/lib/orders/service";
import { orderTotalRows } from "@/lib/orders/total-rows";
import type { Store } from "@/lib/tenancy/store";

/**
 * What an order's mails are told about it, gathered from the order bundle: its money as the same rows the order
 * page and the invoice show (lib/orders/total-rows.ts, so a mail cannot disagree with them), its lines, its
 * parcels and its refunds. lib/mail below renders only this plain data.
 */
export function orderFacts(store: Store, b: OrderBundle): OrderFacts {
  const o = b.order;
  return {
    id: o.id,
    number: orderNumber({ id: o.id, orderNumber: o.invoiceNumber }),
    invoiceNumber: o.invoiceNumber,
    currency: o.currency,
    customerName: o.customerName ?? "",
    address: o.customerAddress ?? "",
    paymentMethod: o.paymentMethod ?? "",
    // The invoice reads the store's tax setting the same way (lib/orders/invoice.ts); the order's figures win.
    rows: orderTotalRows({ ...o, taxInclusive: store.row.taxEnabled && store.row.taxationType === "inclusive" }),
    total: o.total,
    items: b.items.map((i) => ({ id: i.id, productName: i.productName, quantity: i.quantity, price: i.price, variantTitle: i.variantTitle ?? null, sku: i.sku ?? null })),
  };
}

/** A parcel's part of the order, counted up to that parcel; null when the parcel is not the order's. */
export function parcelOf(b: OrderBundle, fulfillmentId: string) {
  if (!b.fulfillments.some((f) => f.id === fulfillmentId)) return null;
  return parcelSplit(b.items, b.fulfillments, fulfillmentId);
}


/**
 * The money given back on this order, as the shopper should read it: the completed refunds' sum (or `amount`,
 * one refund's), back to the method of the last one (a refund recorded by hand is money the store returns
 * itself). Null when there is none.
 */
export function refundOf(b: OrderBundle, amount?: string | null, lang = "en") {
  const refunds = b.transactions.filter((t) => t.type === "refund" && t.status === "completed");
  if (refunds.length === 0) return null;
  const last = refunds[refunds.length - 1];
  const sum = fromMinor(-refunds.reduce((n, t) => n + toMinor(t.amount), 0));
  return mailRefund(amount ?? sum, b.order.currency, last.paymentMethod || b.order.paymentMethod || "", isManualRefund(last.gatewayTransactionId), lang);
}

/** Whether money the shopper paid is still with the store (completed payments beyond the refunds). */
export function keptMoney(b: OrderBundle): boolean {
  return b.transactions.filter((t) => t.status === "completed").reduce((n, t) => n + toMinor(t.amount), 0) > 0;
}
