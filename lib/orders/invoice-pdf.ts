import "server-only";
import PDFDocument from "pdfkit";
import type { InvoiceDto } from "./invoice";

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
  const doc = new PDFDocument({ size: "A4", margin: 50, info: { Title: `Invoice ${inv.number ?? ""}`.trim(), Author: inv.seller.name } });
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
  if (inv.seller.taxIdNumber) doc.text(`Tax ID: ${inv.seller.taxIdNumber}`);
  doc.text(`Country: ${inv.seller.country}`);

  doc.font("Helvetica-Bold").fontSize(16).fillColor("#000").text("INVOICE", left, 50, { width, align: "right" });
  doc.font("Helvetica").fontSize(10);
  doc.text(`Invoice no.: ${inv.number ?? "—"}`, { width, align: "right" });
  doc.text(`Date: ${inv.date.slice(0, 10)}`, { width, align: "right" });
  doc.text(`Order: ${inv.orderNumber}`, { width, align: "right" });
  doc.text(`Status: ${inv.paid ? "Paid" : inv.status.replace("_", " ")}`, { width, align: "right" });

  doc.moveDown(2);
  const billY = Math.max(doc.y, 140);
  doc.font("Helvetica-Bold").fontSize(10).text("Bill to", left, billY);
  doc.font("Helvetica").text(inv.buyer.name).text(inv.buyer.email).text(inv.buyer.address, { width: width / 2 });

  // Lines
  let y = doc.y + 20;
  const cols = [left, left + width * 0.55, left + width * 0.68, left + width * 0.84];
  doc.font("Helvetica-Bold").fontSize(10);
  doc.text("Item", cols[0], y).text("Qty", cols[1], y).text("Unit price", cols[2], y).text("Amount", cols[3], y, { width: right - cols[3], align: "right" });
  y += 16;
  doc.moveTo(left, y).lineTo(right, y).strokeColor("#ccc").stroke();
  y += 6;
  doc.font("Helvetica");
  for (const l of inv.lines) {
    const nameWidth = cols[1] - cols[0] - 10;
    const skuText = l.sku ? `SKU: ${l.sku}` : null;
    const skuH = skuText ? doc.fontSize(8).heightOfString(skuText, { width: nameWidth }) + 2 : 0;
    doc.fontSize(10);
    const h = doc.heightOfString(l.name, { width: nameWidth }) + skuH;
    if (y + h > doc.page.height - 150) {
      doc.addPage();
      y = 50;
    }
    doc.text(l.name, cols[0], y, { width: nameWidth });
    if (skuText) doc.fontSize(8).fillColor("#666").text(skuText, cols[0], doc.y + 2, { width: nameWidth }).fontSize(10).fillColor("black");
    doc.text(String(l.quantity), cols[1], y);
    doc.text(amount(l.unitPrice, inv.currency), cols[2], y);
    doc.text(amount(l.amount, inv.currency), cols[3], y, { width: right - cols[3], align: "right" });
    y += Math.max(h, 12) + 6;
  }
  doc.moveTo(left, y).lineTo(right, y).strokeColor("#ccc").stroke();
  y += 10;

  const row = (label: string, value: string, bold = false) => {
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(10);
    doc.text(label, cols[1], y, { width: cols[3] - cols[1] });
    doc.text(value, cols[3], y, { width: right - cols[3], align: "right" });
    y += 16;
  };
  row("Subtotal", amount(inv.subtotal, inv.currency));
  row("Shipping", amount(inv.shipping, inv.currency));
  if (Number(inv.codCharges) > 0) row("COD charges", amount(inv.codCharges, inv.currency));
  for (const b of inv.taxBreakdown) row(`${b.label} (${b.rate}%)`, amount(b.amount, inv.currency));
  row(inv.taxInclusive ? "Tax (included in prices)" : "Tax", amount(inv.tax, inv.currency));
  row("Total", amount(inv.total, inv.currency), true);

  doc.font("Helvetica").fontSize(8).fillColor("#777").text(`All amounts in ${inv.currency}.`, left, y + 20);
  doc.end();
  return done;
}
