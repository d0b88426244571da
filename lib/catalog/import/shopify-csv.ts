import type { ImportProblem } from "@/db/schema";
import { MAX_MONEY } from "@/lib/validation";
import { DEFAULT_VARIANT_TITLE, MAX_OPTIONS, MAX_VARIANTS } from "../products/variants";
import { MAX_HANDLE_ROWS, type Column, type CsvRecord, type HandleGroup } from "./csv-read";

export { CsvFileError, decodeCsv, groupByHandle, readRecords, SHOPIFY_COLUMNS, type Column, type HandleGroup } from "./csv-read";

/**
 * Shopify's product CSV, read (record 0110): one handle's records (csv-read.ts reads and groups them) in, a
 * product draft out, with the problems of its rows. Pure, and linear in the handle's rows (record 0121).
 * Conventions of the format this follows:
 *   - one product per Handle, over several rows: the first row carries the product's fields, every row with
 *     an option value, SKU or price is a variant, rows with only an image add an image;
 *   - columns in any order, matched by name ignoring case and spacing; unknown columns ignored; a column that
 *     is absent leaves that field of an existing product as it is, a column that is present but empty clears it;
 *   - TRUE/FALSE (also yes/no, 1/0) in any case; a byte-order mark; quoted fields with commas and newlines;
 *   - a product without options has Option1 Name "Title" and Option1 Value "Default Title" (or nothing).
 * Rows are numbered as a spreadsheet shows them: the header is row 1.
 */

// ----- one handle's rows → a product draft -----

export type DraftVariant = {
  row: number;
  options: string[];
  price?: string | null;
  compareAtPrice?: string | null;
  costPrice?: string | null;
  sku?: string | null;
  barcode?: string | null;
  trackQuantity?: boolean;
  quantity?: number;
  weight?: string | null;
  /** The source URL the file names (mapped to the stored copy when the images are fetched). */
  image?: string | null;
};

export type DraftImage = { row: number; src: string; position: number };

/**
 * What the file says about one product. A field is undefined when its column is absent from the file (an
 * existing product keeps it); null when present but empty.
 */
export type ProductDraft = {
  handle: string;
  firstRow: number;
  rows: number[];
  name?: string;
  description?: string | null;
  categoryName?: string | null;
  tags?: string[];
  status?: "active" | "draft" | "archived";
  seoTitle?: string | null;
  seoDescription?: string | null;
  requiresShipping?: boolean;
  taxable?: boolean;
  weightUnit?: "kg" | "g" | "lb" | "oz";
  options: { name: string; values: string[] }[];
  variants: DraftVariant[];
  /** undefined: no image column in the file. */
  images?: DraftImage[];
  errors: ImportProblem[];
  warnings: ImportProblem[];
};

const TRUE = new Set(["true", "yes", "y", "1"]);
const FALSE = new Set(["false", "no", "n", "0"]);
const GRAMS_PER: Record<"kg" | "g" | "lb" | "oz", number> = { kg: 1000, g: 1, lb: 453.59237, oz: 28.349523125 };

/** A weight in the product's unit from grams ("2 decimals, as stored"). */
export function gramsTo(grams: number, unit: keyof typeof GRAMS_PER): string {
  return (Math.round((grams / GRAMS_PER[unit]) * 100) / 100).toFixed(2);
}
/**
 * Grams from a weight in the product's unit: whole grams as Shopify writes them, with up to 2 decimals where
 * a whole number would lose the weight (0.25 g), so the export reads back exactly.
 */
export function toGrams(weight: string | number, unit: string): number {
  // A weight, not money: a float times the unit's factor (453.59237 g per lb), rounded to 2 decimals.
  const value = Number(weight);
  return Math.round(value * (GRAMS_PER[unit as keyof typeof GRAMS_PER] ?? 1000) * 100) / 100;
}

const UNSAFE_HTML = /<\s*(script|style|iframe|object|embed)\b|\son[a-z]+\s*=|javascript:/i;

export function draftProduct(g: HandleGroup, hasColumn: (c: Column) => boolean): ProductDraft {
  const first = g.rows[0];
  const d: ProductDraft = { handle: g.handle, firstRow: first.row, rows: g.rows.map((r) => r.row), options: [], variants: [], errors: [], warnings: [] };
  const err = (row: number, column: string, message: string) => d.errors.push({ row, column, handle: g.handle, message });
  const warn = (row: number, column: string, message: string) => d.warnings.push({ row, column, handle: g.handle, message });
  const get = (r: CsvRecord, c: Column) => r.values.get(c);
  if (g.extraRows > 0) {
    // Refused before reading any of its rows: no product has this many, and the file is usually a Handle
    // column filled down by a spreadsheet (record 0121).
    const rows = g.rows.length + g.extraRows;
    d.name = get(first, "Title");
    err(first.row, "Handle", `This handle has ${rows.toLocaleString("en")} rows (rows ${first.row} to ${g.lastRow}): a product has at most ${MAX_VARIANTS} variants, so at most ${MAX_HANDLE_ROWS.toLocaleString("en")} rows. Check the Handle column`);
    return d;
  }
  /** The product field from the first row that fills it (Shopify fills the first row only). */
  const productValue = (c: Column) => {
    for (const r of g.rows) {
      const v = get(r, c);
      if (v !== undefined) return { v, row: r.row };
    }
    return null;
  };
  const bool = (r: CsvRecord, c: Column): boolean | undefined => {
    const v = get(r, c);
    if (v === undefined) return undefined;
    const k = v.toLowerCase();
    if (TRUE.has(k)) return true;
    if (FALSE.has(k)) return false;
    err(r.row, c, `${c} must be TRUE or FALSE, not "${v}"`);
    return undefined;
  };
  const money = (r: CsvRecord, c: Column, required: boolean): string | null | undefined => {
    const v = get(r, c);
    if (v === undefined) {
      if (required) err(r.row, c, `${c} is required`);
      return hasColumn(c) ? null : undefined;
    }
    if (!/^\d+(\.\d+)?$|^\.\d+$/.test(v)) {
      err(r.row, c, /^[\d.,\s]+$/.test(v) && /\d/.test(v) ? `${c} "${v}" is not a plain number: write it like 1299.00, without thousands separators` : v.startsWith("-") ? `${c} must be 0 or more` : `${c} "${v}" is not a number`);
      return undefined;
    }
    const n = Number(v);
    if (n > MAX_MONEY) {
      err(r.row, c, `${c} is too large`);
      return undefined;
    }
    return (Math.round(n * 100) / 100).toFixed(2);
  };

  // Title: one per handle; a row naming another is a second product under the same handle.
  const titled = g.rows.filter((r) => get(r, "Title") !== undefined);
  if (titled.length) {
    d.name = get(titled[0], "Title")!;
    if (d.name.length > 300) err(titled[0].row, "Title", "Title must be at most 300 characters");
    for (const r of titled.slice(1)) {
      if (get(r, "Title") !== d.name) err(r.row, "Title", `Title "${get(r, "Title")}" differs from "${d.name}" on row ${titled[0].row}: rows with one handle are one product`);
    }
  }
  if (hasColumn("Body (HTML)")) {
    const body = productValue("Body (HTML)");
    d.description = body?.v ?? null;
    if (body && UNSAFE_HTML.test(body.v)) warn(body.row, "Body (HTML)", "Scripts, styles, frames and event handlers were removed from the description");
  }
  if (hasColumn("Type")) d.categoryName = productValue("Type")?.v ?? null;
  if (d.categoryName && d.categoryName.length > 100) {
    err(productValue("Type")!.row, "Type", "Type must be at most 100 characters");
  }
  if (hasColumn("Tags")) d.tags = (productValue("Tags")?.v ?? "").split(",").map((t) => t.trim()).filter(Boolean);
  if (hasColumn("SEO Title")) d.seoTitle = productValue("SEO Title")?.v ?? null;
  if (hasColumn("SEO Description")) d.seoDescription = productValue("SEO Description")?.v ?? null;
  const status = productValue("Status");
  if (status) {
    const s = status.v.toLowerCase();
    if (s === "active" || s === "draft" || s === "archived") d.status = s;
    else err(status.row, "Status", `Status must be active, draft or archived, not "${status.v}"`);
  } else {
    const published = productValue("Published");
    if (published) {
      const r = g.rows.find((x) => x.row === published.row)!;
      const p = bool(r, "Published");
      if (p !== undefined) d.status = p ? "active" : "draft";
    }
  }
  for (const r of g.rows) if (r.extraOptions) err(r.row, r.extraOptions, `A product has at most ${MAX_OPTIONS} options (Option1 to Option3)`);

  // Options: names from the first row that names them; "Title" / "Default Title" means none.
  const names: string[] = [];
  for (let i = 1; i <= MAX_OPTIONS; i++) {
    const n = productValue(`Option${i} Name` as Column);
    if (n) names[i - 1] = n.v;
  }
  const variantRows = g.rows.filter(
    (r, i) => i === 0 || ["Option1 Value", "Option2 Value", "Option3 Value", "Variant SKU", "Variant Price"].some((c) => get(r, c as Column) !== undefined),
  );
  const isDefault =
    (names.length === 0 || (names.length === 1 && names[0].toLowerCase() === "title")) &&
    variantRows.every((r) => !get(r, "Option1 Value") || get(r, "Option1 Value")!.toLowerCase() === DEFAULT_VARIANT_TITLE.toLowerCase());
  const optionCount = isDefault ? 0 : names.length;
  for (let i = 0; i < optionCount; i++) {
    if (!names[i]) err(first.row, `Option${i + 1} Name`, `Option${i + 1} Name is required when Option${i + 2} Name is given`);
  }
  if (!isDefault) d.options = names.slice(0, optionCount).map((name) => ({ name: name ?? "", values: [] }));
  // Each option's values seen so far, lower-cased: a Set, so a product's rows are read in linear time (a
  // scan of the values per row made 50,000 rows of one handle take 67 s).
  const seenValues = d.options.map(() => new Set<string>());

  const unit = productValue("Variant Weight Unit")?.v.toLowerCase();
  if (unit === "kg" || unit === "g" || unit === "lb" || unit === "oz") d.weightUnit = unit;
  else if (unit) err(productValue("Variant Weight Unit")!.row, "Variant Weight Unit", `Variant Weight Unit must be kg, g, lb or oz, not "${unit}"`);
  const weightUnit = d.weightUnit ?? "kg";

  for (const r of variantRows) {
    const values: string[] = [];
    for (let i = 0; i < optionCount; i++) {
      const col = `Option${i + 1} Value` as Column;
      const v = get(r, col);
      if (v === undefined) err(r.row, col, `${col} is required: this product has the option ${names[i]}`);
      else {
        if (v.length > 100) err(r.row, col, `${col} must be at most 100 characters`);
        values.push(v);
        const key = v.toLowerCase();
        if (!seenValues[i].has(key)) {
          seenValues[i].add(key);
          d.options[i].values.push(v);
        }
      }
    }
    for (let i = optionCount; i < MAX_OPTIONS; i++) {
      const col = `Option${i + 1} Value` as Column;
      const v = get(r, col);
      if (v !== undefined && !(i === 0 && isDefault)) err(r.row, col, `${col} "${v}" needs an Option${i + 1} Name on the product's first row`);
    }
    const v: DraftVariant = { row: r.row, options: values };
    v.price = money(r, "Variant Price", true);
    const compare = money(r, "Variant Compare At Price", false);
    if (compare !== undefined) v.compareAtPrice = compare;
    const cost = money(r, "Cost per item", false);
    if (cost !== undefined) v.costPrice = cost;
    if (hasColumn("Variant SKU")) v.sku = get(r, "Variant SKU") ?? null;
    if (hasColumn("Variant Barcode")) v.barcode = get(r, "Variant Barcode") ?? null;
    if (v.sku && v.sku.length > 100) err(r.row, "Variant SKU", "Variant SKU must be at most 100 characters");
    if (v.barcode && v.barcode.length > 100) err(r.row, "Variant Barcode", "Variant Barcode must be at most 100 characters");
    const qty = get(r, "Variant Inventory Qty");
    if (qty !== undefined) {
      if (!/^-?\d+$/.test(qty)) err(r.row, "Variant Inventory Qty", `Variant Inventory Qty "${qty}" must be a whole number`);
      else if (Number(qty) < 0) err(r.row, "Variant Inventory Qty", "Variant Inventory Qty must be 0 or more");
      else if (Number(qty) > 1_000_000_000) err(r.row, "Variant Inventory Qty", "Variant Inventory Qty is too large");
      else v.quantity = Number(qty);
    } else if (hasColumn("Variant Inventory Qty")) v.quantity = 0;
    if (hasColumn("Variant Inventory Tracker")) v.trackQuantity = !!get(r, "Variant Inventory Tracker");
    const grams = get(r, "Variant Grams");
    if (grams !== undefined) {
      if (!/^\d+(\.\d+)?$/.test(grams)) err(r.row, "Variant Grams", `Variant Grams "${grams}" must be a number, 0 or more`);
      else v.weight = gramsTo(Number(grams), weightUnit);
    } else if (hasColumn("Variant Grams")) v.weight = null;
    if (hasColumn("Variant Image")) v.image = get(r, "Variant Image") ?? null;
    d.variants.push(v);
  }
  if (variantRows.length > 0) {
    const r0 = variantRows[0];
    const ship = bool(r0, "Variant Requires Shipping");
    if (ship !== undefined) d.requiresShipping = ship;
    const tax = bool(r0, "Variant Taxable");
    if (tax !== undefined) d.taxable = tax;
  }
  const combos = new Map<string, number>();
  for (const v of d.variants) {
    if (v.options.length !== optionCount) continue;
    const key = v.options.map((x) => x.toLowerCase()).join("\u0000");
    const seen = combos.get(key);
    if (seen !== undefined) err(v.row, "Option1 Value", `${v.options.join(" / ") || DEFAULT_VARIANT_TITLE} is listed twice (also on row ${seen})`);
    else combos.set(key, v.row);
  }
  if (d.variants.length > MAX_VARIANTS) err(first.row, "Handle", `A product has at most ${MAX_VARIANTS} variants; this one has ${d.variants.length}`);

  // Images: Image Src rows in Image Position order (then file order), and every Variant Image.
  if (hasColumn("Image Src") || hasColumn("Variant Image")) {
    const list: DraftImage[] = [];
    g.rows.forEach((r, i) => {
      const src = get(r, "Image Src");
      if (!src) return;
      const pos = get(r, "Image Position");
      const position = pos && /^\d+$/.test(pos) ? Number(pos) : 1_000_000 + i;
      if (pos && !/^\d+$/.test(pos)) warn(r.row, "Image Position", `Image Position "${pos}" is not a whole number; the image goes last`);
      list.push({ row: r.row, src, position });
    });
    list.sort((a, b) => a.position - b.position);
    for (const v of d.variants) if (v.image) list.push({ row: v.row, src: v.image, position: Number.MAX_SAFE_INTEGER });
    const seen = new Set<string>();
    d.images = [];
    for (const img of list) {
      if (seen.has(img.src)) continue;
      seen.add(img.src);
      if (!/^https?:\/\//i.test(img.src)) {
        warn(img.row, img.position === Number.MAX_SAFE_INTEGER ? "Variant Image" : "Image Src", `"${img.src.slice(0, 100)}" is not an http(s) URL; the image is skipped`);
        continue;
      }
      if (d.images.length === 20) {
        warn(img.row, "Image Src", "A product has at most 20 images; this one and the rest are skipped");
        break;
      }
      d.images.push(img);
    }
  }
  return d;
}
