/**
 * How an order line is named on paperwork (the owner's order view, the invoice page and PDF, the customer's
 * orders): "Classic Tee — M / Navy" with its SKU beside it. A product without options (variantTitle null)
 * reads exactly as before: its name, no SKU. Client-safe.
 */
export type LineNaming = { productName: string; variantTitle?: string | null; sku?: string | null };

export function lineName(line: LineNaming): string {
  return line.variantTitle ? `${line.productName} — ${line.variantTitle}` : line.productName;
}

/** The SKU a line shows: a variant's, when it has one; null for a product without options. */
export function lineSku(line: LineNaming): string | null {
  return line.variantTitle && line.sku ? line.sku : null;
}
