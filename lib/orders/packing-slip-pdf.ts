import "server-only";
import type { InvoiceDto } from "./invoice";
import { drawAddressee, drawLineTable, drawPaperHeader, startPaperPdf } from "./paper-pdf";

/**
 * The packing slip as a PDF (pdfkit, built-in Helvetica, like ./invoice-pdf.ts): the store, the order,
 * the shipping address and the lines with their quantities, variant titles and SKUs — no prices, since the
 * slip travels in the parcel. Drawn from the invoice's data (the same lines and address).
 */
export function packingSlipPdf(inv: InvoiceDto): Promise<Buffer> {
  const pdf = startPaperPdf({ Title: `Packing slip ${inv.orderNumber}`, Author: inv.seller.name });
  const { doc, left, right, width } = pdf;

  drawPaperHeader(pdf, { store: inv.seller.name, storeLines: [inv.seller.domain], title: "PACKING SLIP", facts: [`Order: ${inv.orderNumber}`, `Date: ${inv.date.slice(0, 10)}`] });
  drawAddressee(pdf, { label: "Ship to", minY: 130, lines: [inv.buyer.name], address: inv.buyer.address });

  const qtyX = left + width * 0.8;
  const y = drawLineTable(pdf, inv.lines, {
    nameWidth: qtyX - left - 10,
    bottomRoom: 80,
    heading: (y) => doc.text("Item", left, y).text("Qty", qtyX, y, { width: right - qtyX, align: "right" }),
    cells: (l, y) => doc.text(String(l.quantity), qtyX, y, { width: right - qtyX, align: "right" }),
  });
  const count = inv.lines.reduce((n, l) => n + l.quantity, 0);
  doc.font("Helvetica-Bold").fontSize(10).text(`${count} item${count === 1 ? "" : "s"}`, qtyX - 100, y + 8, { width: right - qtyX + 100, align: "right" });
  return pdf.finish();
}

export function packingSlipFileName(inv: InvoiceDto): string {
  return `packing-slip-${inv.orderNumber.replace(/[^A-Za-z0-9._-]+/g, "") || inv.orderId.slice(0, 8)}.pdf`;
}
