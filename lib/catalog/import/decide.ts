import type { ImportProblem } from "@/db/schema";
import { sanitizeRichText } from "@/lib/sanitize";
import type { TenantId } from "@/lib/tenancy/store";
import { productUpdateSchema, type ProductRow, type ProductUpdateValues, type VariantRow } from "../products/schemas";
import { comboKey } from "../products/variants";
import type { Column } from "./csv-read";
import type { DraftVariant, ProductDraft } from "./shopify-csv";

/**
 * What the import does with one product of the file (record 0110): new, updated, unchanged or refused, and
 * the values it writes. Pure: the preview and the job both call it, so the preview's counts are the import's.
 * Split from service.ts (record 0121) to keep each file one thing.
 */

export type Existing = { row: ProductRow; variants: VariantRow[] };
export type Ctx = {
  tenantId: TenantId;
  /** Category ids by lower-cased name; the import creates missing ones before deciding. */
  categories: Map<string, string>;
  /** Source URL → stored copy (earlier imports, and this one's fetches). */
  images: Map<string, string>;
  /** Preview: an image not fetched yet counts as the URL itself. */
  preview: boolean;
};

export type Decision =
  | { action: "error"; errors: ImportProblem[] }
  | { action: "unchanged" }
  | { action: "new" | "updated"; values: ProductUpdateValues; taxable?: boolean; newCategory: string | null };

const valuesKey = (v: VariantRow) => comboKey([v.option1, v.option2, v.option3]);

/** An image the product already has, named by a URL to the same stored file (its own export read back). */
export function ownImage(existing: Existing | undefined, src: string): string | null {
  if (!existing) return null;
  let path: string;
  try {
    path = new URL(src).pathname;
  } catch {
    return null;
  }
  return existing.row.images.find((i) => i === src || (i.startsWith("/uploads/") && i === path)) ?? null;
}

function mapImage(ctx: Ctx, existing: Existing | undefined, src: string): string | null {
  return ownImage(existing, src) ?? ctx.images.get(src) ?? (ctx.preview ? src : null);
}

/** Where a field error of the product schema shows: the variant's row for variant fields, else the first row. */
const FIELD_COLUMNS: Record<string, Column> = {
  name: "Title",
  description: "Body (HTML)",
  tags: "Tags",
  status: "Status",
  seoTitle: "SEO Title",
  seoDescription: "SEO Description",
  images: "Image Src",
  options: "Option1 Name",
  price: "Variant Price",
  compareAtPrice: "Variant Compare At Price",
  costPrice: "Cost per item",
  sku: "Variant SKU",
  barcode: "Variant Barcode",
  quantity: "Variant Inventory Qty",
  weight: "Variant Grams",
  image: "Variant Image",
  categoryId: "Type",
  weightUnit: "Variant Weight Unit",
};

export function problemsOf(d: ProductDraft, errors: Record<string, string>): ImportProblem[] {
  return Object.entries(errors).map(([path, message]) => {
    const parts = path.split(".");
    if (parts[0] === "variants" && /^\d+$/.test(parts[1] ?? "")) {
      const v = d.variants[Number(parts[1])];
      return { row: v?.row ?? d.firstRow, column: FIELD_COLUMNS[parts[2] ?? ""] ?? "Option1 Value", handle: d.handle, message };
    }
    return { row: d.firstRow, column: FIELD_COLUMNS[parts[0]] ?? "Handle", handle: d.handle, message };
  });
}

export function decide(d: ProductDraft, existing: Existing | undefined, ctx: Ctx): Decision {
  if (d.errors.length) return { action: "error", errors: d.errors };
  if (!existing && !d.name) return { action: "error", errors: [{ row: d.firstRow, column: "Title", handle: d.handle, message: "Title is required for a new product" }] };

  // Variants: matched by option values, else by SKU (so a renamed size keeps its stock history and id).
  const byKey = new Map((existing?.variants ?? []).map((v) => [valuesKey(v), v]));
  const bySku = new Map((existing?.variants ?? []).filter((v) => v.sku).map((v) => [v.sku!, v]));
  const taken = new Set<string>();
  const matched = d.variants.map((v) => {
    const m = byKey.get(comboKey(v.options));
    if (m) {
      taken.add(m.id);
      return m;
    }
    return null;
  });
  d.variants.forEach((v, i) => {
    if (matched[i] || !v.sku) return;
    const m = bySku.get(v.sku);
    if (m && !taken.has(m.id) && !byKey.has(comboKey(v.options))) {
      taken.add(m.id);
      matched[i] = m;
    }
  });

  const images = d.images?.map((img) => mapImage(ctx, existing, img.src)).filter((u): u is string => !!u);
  const variantImage = (v: DraftVariant) => (v.image === undefined ? undefined : v.image ? mapImage(ctx, existing, v.image) : null);
  let newCategory: string | null = null;
  let categoryId: string | null | undefined;
  if (d.categoryName !== undefined) {
    categoryId = d.categoryName ? (ctx.categories.get(d.categoryName.toLowerCase()) ?? null) : null;
    if (d.categoryName && !categoryId) newCategory = d.categoryName;
  }
  const raw = {
    name: d.name,
    description: d.description,
    tags: d.tags,
    status: d.status,
    seoTitle: d.seoTitle,
    seoDescription: d.seoDescription,
    requiresShipping: d.requiresShipping,
    weightUnit: d.weightUnit,
    categoryId: newCategory ? undefined : categoryId,
    images,
    options: d.options,
    variants: d.variants.map((v, i) => ({
      ...(matched[i] ? { id: matched[i]!.id } : {}),
      options: v.options,
      price: v.price,
      compareAtPrice: v.compareAtPrice,
      costPrice: v.costPrice,
      sku: v.sku,
      barcode: v.barcode,
      trackQuantity: v.trackQuantity,
      quantity: v.quantity,
      weight: v.weight,
      image: variantImage(v),
    })),
  };
  const parsed = productUpdateSchema.safeParse(raw);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[issue.path.join(".")] ??= issue.message;
    return { action: "error", errors: problemsOf(d, errors) };
  }
  const values = parsed.data;
  if (!existing) return { action: "new", values, taxable: d.taxable, newCategory };
  if (!newCategory && sameProduct(existing, values, d.taxable, matched)) return { action: "unchanged" };
  return { action: "updated", values, taxable: d.taxable, newCategory };
}

/** Would writing `values` leave the product as it is? Fields the file does not have are left, so they match. */
function sameProduct(e: Existing, v: ProductUpdateValues, taxable: boolean | undefined, matched: (VariantRow | null)[]): boolean {
  const r = e.row;
  const eq = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const same = <T>(next: T | undefined, now: T) => next === undefined || eq(next, now);
  if (!same(v.name, r.name)) return false;
  if (v.description !== undefined && (sanitizeRichText(v.description) || null) !== (r.description ?? null)) return false;
  if (!same(v.categoryId, r.categoryId) || !same(v.tags, r.tags) || !same(v.status, r.status)) return false;
  if (!same(v.seoTitle, r.seoTitle) || !same(v.seoDescription, r.seoDescription)) return false;
  if (!same(v.requiresShipping, r.requiresShipping) || !same(taxable, r.taxable) || !same(v.weightUnit, r.weightUnit)) return false;
  if (!same(v.images, r.images)) return false;
  if (!same(v.options, r.options.map((o) => ({ name: o.name, values: o.values })))) return false;
  const wanted = v.variants ?? [];
  if (wanted.length !== e.variants.length) return false;
  const ordered = [...e.variants].sort((a, b) => a.position - b.position);
  return wanted.every((w, i) => {
    const m = matched[i];
    if (!m || ordered[i]?.id !== m.id) return false;
    if (!eq(w.options ?? [], [m.option1, m.option2, m.option3].filter((x) => x != null))) return false;
    return (
      same(w.price ?? undefined, m.price) &&
      same(w.compareAtPrice, m.compareAtPrice) &&
      same(w.costPrice, m.costPrice) &&
      same(w.sku, m.sku) &&
      same(w.barcode, m.barcode) &&
      same(w.trackQuantity, m.trackQuantity) &&
      same(w.quantity, m.quantity) &&
      same(w.weight, m.weight) &&
      same(w.image, m.image)
    );
  });
}

