import "server-only";
import type { UserRow } from "@/lib/auth/schemas";
import { notFound, unauthorized } from "@/lib/errors";
import { fromMinor, toMinor } from "@/lib/money";
import { accessAllows, storeAccess } from "@/lib/members/membership";
import type { Store } from "@/lib/tenancy/store";
import { invoiceIdentity } from "./invoice-number";
import { lineName, lineSku } from "./line-label";
import { orderNumber } from "./number";
import { taxBreakdownDto } from "./schemas";
import { orderBundle, storedOrder } from "./service";
import type { TaxBreakdownDto } from "@/lib/checkout/schemas";
import type { OrderStatus } from "@/db/schema";

/** What an invoice shows, for the printable page and the PDF alike. Money is a decimal string in `currency`. */
export type InvoiceDto = {
  orderId: string;
  /** The order number quoted everywhere else ('#IS001', lib/orders/number.ts); the invoice number may differ. */
  orderNumber: string;
  number: string | null;
  date: string;
  status: OrderStatus;
  paid: boolean;
  currency: string;
  taxInclusive: boolean;
  seller: { name: string; domain: string; country: string; taxIdNumber: string | null };
  buyer: { name: string; email: string; address: string };
  /**
   * `name` reads "Classic Tee — M / Navy" for a variant (lib/orders/line-label.ts), for the PDFs; `product` and
   * `variant` are its two parts, for pages that put the variant on a line of its own. `sku` is null without options.
   */
  lines: { name: string; product: string; variant: string | null; sku: string | null; quantity: number; unitPrice: string; amount: string }[];
  subtotal: string;
  /** Discounts as the order keeps them (decision 0065); shown with ./discount-rows.ts. Totals are the order's. */
  discountCode: string | null;
  discountTotal: string;
  shippingDiscount: string;
  discounts: { code: string | null; title: string | null; type: string; amount: string }[];
  shipping: string;
  codCharges: string;
  tax: string;
  taxBreakdown: TaxBreakdownDto[];
  total: string;
  /** Gift cards that paid part or all of the total (last 4 and amount). */
  giftCards: { last4: string; amount: string }[];
  paymentMethod: string | null;
};

/**
 * The invoice of one order, for the store's owner (or the admin, reading for support) and for the
 * customer who placed it; anyone else gets 404, as if the order did not exist (401 when signed out).
 */
export async function invoiceFor(store: Store, orderId: string, viewer: { staff: UserRow | null; customer: UserRow | null }): Promise<InvoiceDto> {
  // The store's owner, a staff member with `orders`, or the admin (lib/members).
  const manager = !!viewer.staff && accessAllows(await storeAccess(viewer.staff, store), "orders");
  const customer = viewer.customer;
  if (!manager && !customer) {
    // Signed in as someone with no claim on this store's orders: as if it did not exist.
    if (viewer.staff) throw notFound("Order not found");
    throw unauthorized();
  }
  // A customer reads only their own orders; anyone else's is not found.
  if (!manager && customer && !(await storedOrder(store.id, orderId, customer.id))) throw notFound("Order not found");
  const { order: o, items } = await orderBundle(store, orderId);
  const t = store.row;
  const { number, date } = invoiceIdentity(o, t);
  return {
    orderId: o.id,
    orderNumber: orderNumber({ id: o.id, orderNumber: o.invoiceNumber }),
    number,
    date: date.toISOString(),
    status: o.status,
    paid: o.paidAt !== null,
    currency: o.currency,
    taxInclusive: t.taxEnabled && t.taxationType === "inclusive",
    seller: { name: t.name, domain: store.tenant.domain, country: t.country, taxIdNumber: t.taxIdNumber },
    buyer: { name: o.customerName, email: o.customerEmail, address: o.customerAddress },
    lines: items.map((i) => ({ name: lineName(i), product: i.productName, variant: i.variantTitle, sku: lineSku(i), quantity: i.quantity, unitPrice: i.price, amount: fromMinor(toMinor(i.price) * i.quantity) })),
    subtotal: o.subtotal,
    discountCode: o.discountCode,
    discountTotal: o.discountTotal,
    shippingDiscount: o.shippingDiscount,
    discounts: o.discounts.map((d) => ({ code: d.code, title: d.title, type: d.type, amount: d.amount })),
    giftCards: o.giftCards.map((c) => ({ last4: c.last4, amount: c.amount })),
    shipping: o.shipping,
    codCharges: o.codCharges,
    tax: o.tax,
    taxBreakdown: taxBreakdownDto(o.taxBreakdown),
    total: o.total,
    paymentMethod: o.paymentMethod,
  };
}

export function invoiceFileName(inv: InvoiceDto): string {
  const base = (inv.number ?? inv.orderId.slice(0, 8)).replace(/[^A-Za-z0-9._-]+/g, "-");
  return `invoice-${base}.pdf`;
}
