import "server-only";
import PDFDocument from "pdfkit";
import type { InvoiceDto } from "@/lib/orders/invoice";

/**
 * The packing slip as a PDF (pdfkit, built-in Helvetica, like lib/orders/invoice-pdf.ts): the store, the order,
 * the shipping address and the lines with their quantities, variant titles and SKUs — no prices, since the
 * slip travels in the parcel. Drawn from the invoice's data (the same lines and address).
 */
export function packingSlipPdf(inv: InvoiceDto): Promise<Buffer> {
  const doc = new PDFDocument({ size: "A4", margin: 50, info: { Title: `Packing slip ${inv.orderNumber}`, Author: inv.seller.name } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const left = 50;
  const right = doc.page.width - 50;
  const width = right - left;

  doc.font("Helvetica-Bold").fontSize(20).text(inv.seller.name, left, 50);
  doc.font("Helvetica").fontSize(9).fillColor("#555").text(inv.seller.domain);
  doc.font("Helvetica-Bold").fontSize(16).fillColor("#000").text("PACKING SLIP", left, 50, { width, align: "right" });
  doc.font("Helvetica").fontSize(10);
  doc.text(`Order: ${inv.orderNumber}`, { width, align: "right" });
  doc.text(`Date: ${inv.date.slice(0, 10)}`, { width, align: "right" });

  doc.moveDown(2);
  const shipY = Math.max(doc.y, 130);
  doc.font("Helvetica-Bold").fontSize(10).text("Ship to", left, shipY);
  doc.font("Helvetica").text(inv.buyer.name).text(inv.buyer.address, { width: width / 2 });

  let y = doc.y + 20;
  const qtyX = left + width * 0.8;
  doc.font("Helvetica-Bold").fontSize(10);
  doc.text("Item", left, y).text("Qty", qtyX, y, { width: right - qtyX, align: "right" });
  y += 16;
  doc.moveTo(left, y).lineTo(right, y).strokeColor("#ccc").stroke();
  y += 6;
  doc.font("Helvetica");
  const nameWidth = qtyX - left - 10;
  for (const l of inv.lines) {
    const skuText = l.sku ? `SKU: ${l.sku}` : null;
    const skuH = skuText ? doc.fontSize(8).heightOfString(skuText, { width: nameWidth }) + 2 : 0;
    doc.fontSize(10);
    const h = doc.heightOfString(l.name, { width: nameWidth }) + skuH;
    if (y + h > doc.page.height - 80) {
      doc.addPage();
      y = 50;
    }
    doc.text(l.name, left, y, { width: nameWidth });
    if (skuText) doc.fontSize(8).fillColor("#666").text(skuText, left, doc.y + 2, { width: nameWidth }).fontSize(10).fillColor("black");
    doc.text(String(l.quantity), qtyX, y, { width: right - qtyX, align: "right" });
    y += Math.max(h, 12) + 6;
  }
  doc.moveTo(left, y).lineTo(right, y).strokeColor("#ccc").stroke();
  const count = inv.lines.reduce((n, l) => n + l.quantity, 0);
  doc.font("Helvetica-Bold").fontSize(10).text(`${count} item${count === 1 ? "" : "s"}`, qtyX - 100, y + 8, { width: right - qtyX + 100, align: "right" });
  doc.end();
  return done;
}

export function packingSlipFileName(inv: InvoiceDto): string {
  return `packing-slip-${inv.orderNumber.replace(/[^A-Za-z0-9._-]+/g, "") || inv.orderId.slice(0, 8)}.pdf`;
}
