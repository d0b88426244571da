import "server-only";
import { orderTotalRows } from "./total-rows";
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
  // The same rows as the invoice page and the order mails (./total-rows.ts); the tax's parts under the tax.
  for (const r of orderTotalRows({ ...inv, taxInclusive: inv.taxInclusive })) {
    row(r.kind === "tax" && r.sign === 0 ? "Tax (included in prices)" : r.label, `${r.sign < 0 ? "-" : ""}${amount(r.amount, inv.currency)}`, r.kind === "total");
    if (r.kind === "tax") for (const b of inv.taxBreakdown) row(`  ${b.label} (${b.rate}%)`, amount(b.amount, inv.currency));
  }

  doc.font("Helvetica").fontSize(8).fillColor("#777").text(`All amounts in ${inv.currency}.`, left, y + 20);
  return pdf.finish();
}
