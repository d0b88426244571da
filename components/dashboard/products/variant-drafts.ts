import type { OwnerProduct } from "@/lib/catalog/products/schemas";
import { combinations, MAX_OPTIONS, MAX_VARIANTS, variantTitle } from "@/lib/catalog/products/variants";

/**
 * The product editor's options and variants while the owner edits them, and the pure steps that change
 * them. Rows are keyed by their option values (per option, not per position: an option keeps its `uid`
 * through renames and moves), so a variant keeps its id, price and stock when the options around it change,
 * matched case-insensitively as the server's planVariants matches. What the server receives is built at the
 * end by `draftPayload`.
 */

export type OptionDraft = { uid: string; name: string; values: string[] };

export type VariantDraft = {
  key: string;
  /** The stored variant this row edits (kept when its values change, so its stock stays). */
  id?: string;
  /** Option uid → value. */
  values: Record<string, string>;
  price: string;
  compareAtPrice: string;
  /** "" while not typed: a tracked variant's stock is typed, never assumed (record 0061, 0085). */
  quantity: string;
  sku: string;
  /** Shown under the row's "More" (cost, barcode, weight in the product's unit). */
  costPrice: string;
  barcode: string;
  weight: string;
  /** One of the product's images, "" for the product's first. */
  image: string;
  /** Left out of the product (not sent); the owner can bring it back. */
  removed: boolean;
};

export type VariantsDraft = {
  options: OptionDraft[];
  /** One row per combination (at most MAX_VARIANTS), in the options' order. */
  rows: VariantDraft[];
  /** Rows whose combination went away, so re-adding a value brings its row back as it was. */
  stash: VariantDraft[];
  /** How many combinations the options make (may exceed MAX_VARIANTS; only that many rows exist). */
  combos: number;
  /** The default variant of a product without options (it becomes the first combination). */
  defaultId?: string;
  /** The stored product has options: removing them all must say so (`options: []`). */
  hadOptions?: boolean;
  seq: number;
};

/** The product's one variant as the single-variant fields of the form hold it. */
export type SingleSeed = { price: string; compareAtPrice: string; quantity: string; sku: string; costPrice: string; barcode: string; weight: string };

export const EMPTY_DRAFT: VariantsDraft = { options: [], rows: [], stash: [], combos: 0, seq: 0 };

export const ROW_FIELDS = ["price", "compareAtPrice", "quantity", "sku", "costPrice", "barcode", "weight", "image"] as const;
export type RowField = (typeof ROW_FIELDS)[number];

const norm = (s: string) => s.trim().toLowerCase();
const s = (v: string | number | null | undefined) => (v === null || v === undefined ? "" : String(v));

export const hasOptions = (d: VariantsDraft | undefined): boolean => !!d && d.options.length > 0;

/** Options that have values (an option still being named makes no combinations yet). */
const activeOptions = (options: readonly OptionDraft[]) => options.filter((o) => o.values.length > 0);

/** A row's values in the options' order. */
export function rowValues(row: VariantDraft, options: readonly OptionDraft[]): string[] {
  return activeOptions(options)
    .map((o) => row.values[o.uid])
    .filter((v): v is string => v !== undefined);
}

/** "M / Navy". */
export const rowTitle = (row: VariantDraft, options: readonly OptionDraft[]) => variantTitle(rowValues(row, options));

/** Rows sent to the server, and each one's index in the request (server errors name that index). */
export function requestIndex(rows: readonly VariantDraft[]): Map<string, number> {
  const out = new Map<string, number>();
  rows.filter((r) => !r.removed).forEach((r, i) => out.set(r.key, i));
  return out;
}

/** The draft of a stored product: its options, a row per combination (combinations it lacks are removed). */
export function fromProduct(p: Pick<OwnerProduct, "options" | "variants">): VariantsDraft {
  const options: OptionDraft[] = p.options.map((o, i) => ({ uid: `o${i}`, name: o.name, values: [...o.values] }));
  if (options.length === 0) return { ...EMPTY_DRAFT, defaultId: p.variants[0]?.id };
  const stored = p.variants.map((v): VariantDraft => ({
    key: v.id,
    id: v.id,
    values: Object.fromEntries(v.options.map((val, i) => [`o${i}`, val])),
    price: s(v.price),
    compareAtPrice: s(v.compareAtPrice),
    quantity: String(v.quantity),
    sku: s(v.sku),
    costPrice: s(v.costPrice),
    barcode: s(v.barcode),
    weight: s(v.weight),
    image: s(v.image),
    removed: false,
  }));
  const draft = regenerate({ ...EMPTY_DRAFT, options, stash: stored }, options, null);
  // A combination the product does not sell (removed earlier) stays out until the owner brings it back.
  const known = new Set(stored.map((r) => r.key));
  return { ...draft, hadOptions: true, rows: draft.rows.map((r) => (known.has(r.key) ? r : { ...r, removed: true })), stash: [] };
}

/** The first `limit` combinations of the options' values, and how many there are in all. */
function combosOf(options: readonly OptionDraft[], limit: number): { list: string[][]; total: number } {
  const total = options.reduce((n, o) => n * o.values.length, options.length ? 1 : 0);
  if (total <= limit) return { list: combinations(options), total };
  // Mixed-radix counting, so 3 options of 100 values never build a million rows.
  const list: string[][] = [];
  for (let i = 0; i < limit; i++) {
    let rest = i;
    const combo: string[] = new Array(options.length);
    for (let k = options.length - 1; k >= 0; k--) {
      const n = options[k].values.length;
      combo[k] = options[k].values[rest % n];
      rest = Math.floor(rest / n);
    }
    list.push(combo);
  }
  return { list, total };
}

/**
 * Rows for `options`, reusing the draft's rows (and stashed ones): first a row with exactly these values,
 * then a row that agrees on every option both have (an option added: S becomes S / Navy, the first
 * colour; an option removed: S / Navy becomes S), then a new row priced like the first row. A product
 * gaining its first options turns its single variant (`single`) into the first combination.
 */
export function regenerate(draft: VariantsDraft, options: OptionDraft[], single: SingleSeed | null): VariantsDraft {
  const active = activeOptions(options);
  const { list, total } = combosOf(active, MAX_VARIANTS);
  let seq = draft.seq;
  const carry: VariantDraft[] =
    single && draft.rows.length === 0 && draft.stash.length === 0
      ? [{ key: draft.defaultId ?? `v${++seq}`, id: draft.defaultId, values: {}, image: "", removed: false, ...single }]
      : [];
  const pool = [...draft.rows, ...draft.stash, ...carry];
  const used = new Set<string>();
  const uids = new Set(active.map((o) => o.uid));
  const exactKey = (r: VariantDraft) =>
    Object.keys(r.values).length === uids.size && Object.keys(r.values).every((u) => uids.has(u))
      ? active.map((o) => norm(r.values[o.uid])).join("\u0000")
      : null;
  const exact = new Map<string, VariantDraft>();
  for (const r of pool) {
    const k = exactKey(r);
    if (k !== null && !exact.has(k)) exact.set(k, r);
  }
  const picked: (VariantDraft | null)[] = list.map((combo) => {
    const r = exact.get(combo.map(norm).join("\u0000"));
    if (r && !used.has(r.key)) {
      used.add(r.key);
      return r;
    }
    return null;
  });
  const compatible = (r: VariantDraft, combo: string[]) => active.every((o, i) => r.values[o.uid] === undefined || norm(r.values[o.uid]) === norm(combo[i]));
  const seedPrice = pool[0]?.price ?? single?.price ?? "";
  const rows = list.map((combo, i): VariantDraft => {
    const values = Object.fromEntries(active.map((o, k) => [o.uid, combo[k]]));
    const exactRow = picked[i];
    if (exactRow) return { ...exactRow, values };
    const near = pool.find((r) => !used.has(r.key) && !picked.includes(r) && compatible(r, combo));
    if (near) {
      used.add(near.key);
      return { ...near, values, removed: false };
    }
    return { key: `v${++seq}`, values, price: seedPrice, compareAtPrice: "", quantity: "", sku: "", costPrice: "", barcode: "", weight: "", image: "", removed: false };
  });
  const seen = new Set<string>();
  const stash = pool.filter((r) => !used.has(r.key) && !seen.has(r.key) && seen.add(r.key) && Object.keys(r.values).length > 0).slice(0, MAX_VARIANTS * 2);
  return { ...draft, options, rows, stash, combos: total, seq };
}

/** Values typed into an option's chip input ("S, M" adds two); a value already there is refused. */
export function addValues(values: readonly string[], raw: string): { values: string[]; error: string | null } {
  const out = [...values];
  let error: string | null = null;
  for (const part of raw.split(",")) {
    const v = part.trim();
    if (!v) continue;
    if (v.length > 100) {
      error = "A value must be at most 100 characters";
      continue;
    }
    if (out.some((x) => norm(x) === norm(v))) {
      error = `"${v}" is already a value`;
      continue;
    }
    out.push(v);
  }
  return { values: out, error };
}

export function addOption(draft: VariantsDraft): VariantsDraft {
  if (draft.options.length >= MAX_OPTIONS) return draft;
  const seq = draft.seq + 1;
  return { ...draft, seq, options: [...draft.options, { uid: `n${seq}`, name: "", values: [] }] };
}

export function moveOption(draft: VariantsDraft, index: number, by: -1 | 1): VariantsDraft {
  const to = index + by;
  if (to < 0 || to >= draft.options.length) return draft;
  const options = [...draft.options];
  [options[index], options[to]] = [options[to], options[index]];
  return regenerate(draft, options, null);
}

/** Every kept row gets `value` for `field` (the "set for all" controls). */
export function setForAll(draft: VariantsDraft, field: RowField, value: string): VariantsDraft {
  return { ...draft, rows: draft.rows.map((r) => (r.removed ? r : { ...r, [field]: value })) };
}

export function updateRow(draft: VariantsDraft, key: string, patch: Partial<Pick<VariantDraft, RowField | "removed">>): VariantsDraft {
  return { ...draft, rows: draft.rows.map((r) => (r.key === key ? { ...r, ...patch } : r)) };
}

/** A row's image must be one of the product's images: images taken off the product are unset. */
export function keepImages(draft: VariantsDraft, images: readonly string[]): VariantsDraft {
  if (draft.rows.every((r) => !r.image || images.includes(r.image))) return draft;
  return { ...draft, rows: draft.rows.map((r) => (r.image && !images.includes(r.image) ? { ...r, image: "" } : r)) };
}

/** What the API receives: the options and the kept rows, each with its values in the options' order. */
export function draftPayload(draft: VariantsDraft, trackQuantity: boolean) {
  return {
    options: draft.options.map((o) => ({ name: o.name, values: o.values })),
    variants: draft.rows
      .filter((r) => !r.removed)
      .map((r) => ({
        ...(r.id ? { id: r.id } : {}),
        options: rowValues(r, draft.options),
        price: r.price,
        compareAtPrice: r.compareAtPrice,
        sku: r.sku,
        costPrice: r.costPrice,
        barcode: r.barcode,
        weight: r.weight,
        trackQuantity,
        quantity: r.quantity,
        image: r.image,
      })),
  };
}

/** The single-variant fields after the last option goes: the first kept row's. */
export function singleFromDraft(draft: VariantsDraft): SingleSeed | null {
  const first = draft.rows.find((r) => !r.removed) ?? draft.rows[0];
  return first
    ? { price: first.price, compareAtPrice: first.compareAtPrice, quantity: first.quantity, sku: first.sku, costPrice: first.costPrice, barcode: first.barcode, weight: first.weight }
    : null;
}
