import "server-only";
import { csvCell, csvStream } from "@/lib/http/csv";
import type { TenantId } from "@/lib/tenancy/store";
import { listCategories } from "../categories/service";
import type { ProductRow, VariantRow } from "../products/schemas";
import { productExportBatch, type ProductQuery } from "../products/service";
import { DEFAULT_VARIANT_TITLE } from "../products/variants";
import { SHOPIFY_COLUMNS, toGrams, type Column } from "./shopify-csv";

/**
 * GET /api/products/export: the store's products in Shopify's product CSV (the columns the import reads,
 * record 0110), oldest first, streamed in batches of 200 products. One row per variant; the first row also
 * carries the product's fields and option names; images go one per row (on the variant rows, then rows of
 * their own), with their position. Image URLs are absolute (`origin` + the stored path) so another store,
 * here or on Shopify, can fetch them.
 */
const BATCH = 200;
const bool = (b: boolean) => (b ? "TRUE" : "FALSE");

export function productCsvRows(p: ProductRow, variants: VariantRow[], ctx: { vendor: string; categoryName: (id: string | null) => string; origin: string }): string[][] {
  const abs = (u: string | null) => (!u ? "" : /^https?:\/\//i.test(u) ? u : `${ctx.origin}${u.startsWith("/") ? "" : "/"}${u}`);
  const list = [...variants].sort((a, b) => a.position - b.position);
  const rows: string[][] = [];
  const count = Math.max(list.length, p.images.length, 1);
  for (let k = 0; k < count; k++) {
    const cells = new Map<Column, string>([["Handle", p.slug]]);
    if (k === 0) {
      cells.set("Title", p.name);
      cells.set("Body (HTML)", p.description ?? "");
      cells.set("Vendor", ctx.vendor);
      cells.set("Type", ctx.categoryName(p.categoryId));
      cells.set("Tags", p.tags.join(", "));
      cells.set("Published", bool(p.status === "active"));
      cells.set("Gift Card", "FALSE");
      cells.set("SEO Title", p.seoTitle ?? "");
      cells.set("SEO Description", p.seoDescription ?? "");
      cells.set("Status", p.status);
      if (p.options.length === 0) cells.set("Option1 Name", "Title");
      p.options.forEach((o, i) => cells.set(`Option${i + 1} Name` as Column, o.name));
    }
    const v = list[k];
    if (v) {
      const values = [v.option1, v.option2, v.option3].filter((x): x is string => x != null);
      if (p.options.length === 0) cells.set("Option1 Value", DEFAULT_VARIANT_TITLE);
      values.forEach((x, i) => cells.set(`Option${i + 1} Value` as Column, x));
      cells.set("Variant SKU", v.sku ?? "");
      cells.set("Variant Grams", v.weight == null ? "" : String(toGrams(v.weight, p.weightUnit)));
      cells.set("Variant Inventory Tracker", v.trackQuantity ? "shopify" : "");
      cells.set("Variant Inventory Qty", String(v.quantity));
      cells.set("Variant Inventory Policy", "deny");
      cells.set("Variant Fulfillment Service", "manual");
      cells.set("Variant Price", v.price);
      cells.set("Variant Compare At Price", v.compareAtPrice ?? "");
      cells.set("Variant Requires Shipping", bool(p.requiresShipping));
      cells.set("Variant Taxable", bool(p.taxable));
      cells.set("Variant Barcode", v.barcode ?? "");
      cells.set("Variant Image", abs(v.image));
      cells.set("Variant Weight Unit", p.weightUnit);
      cells.set("Cost per item", v.costPrice ?? "");
    }
    const img = p.images[k];
    if (img) {
      cells.set("Image Src", abs(img));
      cells.set("Image Position", String(k + 1));
    }
    rows.push(SHOPIFY_COLUMNS.map((c) => csvCell(cells.get(c) ?? "")));
  }
  return rows;
}

export function exportProductsCsv(tenantId: TenantId, q: ProductQuery, o: { vendor: string; origin: string }): ReadableStream<Uint8Array> {
  return csvStream(SHOPIFY_COLUMNS, rowsOf(tenantId, q, o));
}

async function* rowsOf(tenantId: TenantId, q: ProductQuery, o: { vendor: string; origin: string }): AsyncGenerator<string[][], void, unknown> {
  const categories = new Map((await listCategories({ tenantId, manager: true })).map((c) => [c.id, c.name]));
  const ctx = { ...o, categoryName: (id: string | null) => (id ? (categories.get(id) ?? "") : "") };
  let after: string | null = null;
  for (;;) {
    const batch = await productExportBatch(tenantId, q, after, BATCH);
    if (batch.length === 0) return;
    yield batch.flatMap((b) => productCsvRows(b.row, b.variants, ctx));
    after = batch[batch.length - 1].row.id;
    if (batch.length < BATCH) return;
  }
}
