import "server-only";
import { discountRows } from "./discount-rows";
import type { InvoiceDto } from "./invoice";
import { drawAddressee, drawLineTable, drawPaperHeader, startPaperPdf } from "./paper-pdf";

/**
 * The invoice as a PDF (pdfkit with its built-in Helvetica). Helvetica has no glyphs for symbols such as
 * ₹, so amounts are written with the currency code ("INR 1,179.00").
 */
function amount(v: string | number, currency: string): string {
  const n = Number(v);
  const decimals = currency === "JPY" ? 0 : 2;
  return `${currency} ${n.toLocaleString("en-US", { minimumFractionDigits: decimals, maximumFractionDigits: decimals })}`;
}

export function invoicePdf(inv: InvoiceDto): Promise<Buffer> {
  const pdf = startPaperPdf({ Title: `Invoice ${inv.number ?? ""}`.trim(), Author: inv.seller.name });
  const { doc, left, right, width } = pdf;

  drawPaperHeader(pdf, {
    store: inv.seller.name,
    storeLines: [inv.seller.domain, ...(inv.seller.taxIdNumber ? [`Tax ID: ${inv.seller.taxIdNumber}`] : []), `Country: ${inv.seller.country}`],
    title: "INVOICE",
    facts: [`Invoice no.: ${inv.number ?? "—"}`, `Date: ${inv.date.slice(0, 10)}`, `Order: ${inv.orderNumber}`, `Status: ${inv.paid ? "Paid" : inv.status.replace("_", " ")}`],
  });
  drawAddressee(pdf, { label: "Bill to", minY: 140, lines: [inv.buyer.name, inv.buyer.email], address: inv.buyer.address });

  const cols = [left, left + width * 0.55, left + width * 0.68, left + width * 0.84];
  let y = drawLineTable(pdf, inv.lines, {
    nameWidth: cols[1] - cols[0] - 10,
    bottomRoom: 150,
    heading: (y) => doc.text("Item", cols[0], y).text("Qty", cols[1], y).text("Unit price", cols[2], y).text("Amount", cols[3], y, { width: right - cols[3], align: "right" }),
    cells: (l, y) => {
      doc.text(String(l.quantity), cols[1], y);
      doc.text(amount(l.unitPrice, inv.currency), cols[2], y);
      doc.text(amount(l.amount, inv.currency), cols[3], y, { width: right - cols[3], align: "right" });
    },
  });
  y += 10;

  const row = (label: string, value: string, bold = false) => {
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(10);
    doc.text(label, cols[1], y, { width: cols[3] - cols[1] });
    doc.text(value, cols[3], y, { width: right - cols[3], align: "right" });
    y += 16;
  };
  const discounts = discountRows(inv);
  row("Subtotal", amount(inv.subtotal, inv.currency));
  for (const d of discounts.items) row(d.label, `-${amount(d.amount, inv.currency)}`);
  row("Shipping", amount(inv.shipping, inv.currency));
  if (discounts.shipping) row(discounts.shipping.label, `-${amount(discounts.shipping.amount, inv.currency)}`);
  if (Number(inv.codCharges) > 0) row("COD charges", amount(inv.codCharges, inv.currency));
  for (const b of inv.taxBreakdown) row(`${b.label} (${b.rate}%)`, amount(b.amount, inv.currency));
  row(inv.taxInclusive ? "Tax (included in prices)" : "Tax", amount(inv.tax, inv.currency));
  row("Total", amount(inv.total, inv.currency), true);

  doc.font("Helvetica").fontSize(8).fillColor("#777").text(`All amounts in ${inv.currency}.`, left, y + 20);
  return pdf.finish();
}
