/**
 * How an order's invoice number is made from the store's tax settings:
 * - Every order gets a number when it is placed, from `nextInvoiceNumber` and the store's format
 *   (`invoiceNumberFormat` when custom numbering is on, else the default `IS00{NUMBER}`). The counter is
 *   moved in the order's own transaction, so numbers are unique per store and a rolled-back order (out
 *   of stock) uses none: no gaps.
 * - When custom numbering is on and a paid format is set, the first payment also gives the order a paid
 *   invoice number from `nextPaidInvoiceNumber`; the invoice then shows that number.
 * - The invoice's date is the payment date when `setInvoiceDateOnPayment` is on (and the order is paid),
 *   else the order date. Date tags use that date in UTC.
 */
export const DEFAULT_ORDER_INVOICE_FORMAT = "IS00{NUMBER}";

export function formatInvoiceNumber(format: string, n: number, date: Date): string {
  const pad = (v: number) => String(v).padStart(2, "0");
  return format
    .split("{YEAR}")
    .join(String(date.getUTCFullYear()))
    .split("{MONTH}")
    .join(pad(date.getUTCMonth() + 1))
    .split("{DAY}")
    .join(pad(date.getUTCDate()))
    .split("{NUMBER}")
    .join(String(n));
}

/** The format an order placed now uses. */
export function orderInvoiceFormat(s: { customInvoiceNumbering: boolean; invoiceNumberFormat: string }): string {
  return s.customInvoiceNumbering && s.invoiceNumberFormat ? s.invoiceNumberFormat : DEFAULT_ORDER_INVOICE_FORMAT;
}

/** The number and date an invoice shows. */
export function invoiceIdentity(
  o: { invoiceNumber: string | null; paidInvoiceNumber: string | null; createdAt: Date; paidAt: Date | null },
  s: { setInvoiceDateOnPayment: boolean },
): { number: string | null; date: Date } {
  return {
    number: o.paidInvoiceNumber ?? o.invoiceNumber,
    date: s.setInvoiceDateOnPayment && o.paidAt ? o.paidAt : o.createdAt,
  };
}
