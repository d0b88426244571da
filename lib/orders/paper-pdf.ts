import "server-only";
import PDFDocument from "pdfkit";
import type { InvoiceDto } from "./invoice";

/**
 * What the order's papers (the invoice, the packing slip) share as PDFs: an A4 page with 50pt margins in
 * pdfkit's built-in Helvetica, the header (the store on the left, the paper's name and facts on the right),
 * the addressee, and the table of lines (each line's name with its SKU beneath, a new page when one does not fit).
 */
export type PaperPdf = {
  doc: PDFKit.PDFDocument;
  left: number;
  right: number;
  width: number;
  /** Ends the document; resolves to its bytes. */
  finish: () => Promise<Buffer>;
};

export function startPaperPdf(info: { Title: string; Author: string }): PaperPdf {
  const doc = new PDFDocument({ size: "A4", margin: 50, info });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const left = 50;
  const right = doc.page.width - 50;
  return {
    doc,
    left,
    right,
    width: right - left,
    finish: () => {
      doc.end();
      return done;
    },
  };
}

/** The store's name and its lines (domain, tax id…) on the left; the paper's title and its facts on the right. */
export function drawPaperHeader({ doc, left, width }: PaperPdf, header: { store: string; storeLines: string[]; title: string; facts: string[] }): void {
  doc.font("Helvetica-Bold").fontSize(20).text(header.store, left, 50);
  doc.font("Helvetica").fontSize(9).fillColor("#555");
  for (const line of header.storeLines) doc.text(line);
  doc.font("Helvetica-Bold").fontSize(16).fillColor("#000").text(header.title, left, 50, { width, align: "right" });
  doc.font("Helvetica").fontSize(10);
  for (const fact of header.facts) doc.text(fact, { width, align: "right" });
}

/** "Bill to" / "Ship to" below the header (no higher than `minY`): the label, short lines, then the address in half the width. */
export function drawAddressee({ doc, left, width }: PaperPdf, block: { label: string; minY: number; lines: string[]; address: string }): void {
  doc.moveDown(2);
  const y = Math.max(doc.y, block.minY);
  doc.font("Helvetica-Bold").fontSize(10).text(block.label, left, y);
  doc.font("Helvetica");
  for (const line of block.lines) doc.text(line);
  doc.text(block.address, { width: width / 2 });
}

type Line = InvoiceDto["lines"][number];

/**
 * The lines under a bold heading row and a rule, 20pt below what was drawn last: each line's name (and SKU)
 * in `nameWidth` at the left margin, its other cells drawn by `cells` at the same y; a line that would come
 * closer than `bottomRoom` to the page's foot starts a new page. Ends with a rule; returns the y of that rule.
 */
export function drawLineTable(
  { doc, left, right }: PaperPdf,
  lines: readonly Line[],
  table: { nameWidth: number; bottomRoom: number; heading: (y: number) => void; cells: (line: Line, y: number) => void },
): number {
  let y = doc.y + 20;
  doc.font("Helvetica-Bold").fontSize(10);
  table.heading(y);
  y += 16;
  doc.moveTo(left, y).lineTo(right, y).strokeColor("#ccc").stroke();
  y += 6;
  doc.font("Helvetica");
  const nameWidth = table.nameWidth;
  for (const l of lines) {
    const skuText = l.sku ? `SKU: ${l.sku}` : null;
    const skuH = skuText ? doc.fontSize(8).heightOfString(skuText, { width: nameWidth }) + 2 : 0;
    doc.fontSize(10);
    const h = doc.heightOfString(l.name, { width: nameWidth }) + skuH;
    if (y + h > doc.page.height - table.bottomRoom) {
      doc.addPage();
      y = 50;
    }
    doc.text(l.name, left, y, { width: nameWidth });
    if (skuText) doc.fontSize(8).fillColor("#666").text(skuText, left, doc.y + 2, { width: nameWidth }).fontSize(10).fillColor("black");
    table.cells(l, y);
    y += Math.max(h, 12) + 6;
  }
  doc.moveTo(left, y).lineTo(right, y).strokeColor("#ccc").stroke();
  return y;
}
