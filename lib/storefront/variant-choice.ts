/**
 * The product page's variant choice, pure and client-safe (components/storefront/product/product-buy.tsx
 * runs it in the browser; the page runs it on the server for the first paint). A shopper picks one value per
 * option; the variant is the one with exactly those values. Values that no in-stock variant has cannot be
 * picked; values that exist only with other choices stay pickable and move the other options to the nearest
 * in-stock variant, so a click never lands on something that cannot be bought.
 */

/** What the picker knows of a variant: compact, since it is embedded once in the cached page. */
export type ShopVariant = {
  id: string;
  /** Values in the product's option order; empty for a product without options. */
  options: string[];
  price: string;
  compareAtPrice: string | null;
  sku: string | null;
  /** Units in stock; null: stock not tracked (always available). */
  stock: number | null;
  /** One of the product's images, or null for the product's first. */
  image: string | null;
};

export type ShopOption = { name: string; values: { value: string; swatch: string | null }[] };

export const isAvailable = (v: Pick<ShopVariant, "stock">) => v.stock === null || v.stock > 0;

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** The variant with exactly these values. */
export const findVariant = <V extends ShopVariant>(variants: readonly V[], values: readonly string[]) => variants.find((v) => same(v.options, values));

/**
 * The variant shown first: the one the URL names (`?variant={id}`) when it is this product's, else the first in
 * stock, else the first.
 */
export function initialVariant<V extends ShopVariant>(variants: readonly V[], requestedId?: string | null): V {
  return (requestedId ? variants.find((v) => v.id === requestedId) : undefined) ?? variants.find(isAvailable) ?? variants[0];
}

/**
 * How a value of option `index` shows, given the current choice:
 *   - state: what choosing it with the other current values gives: "available", "soldOut" (the combination
 *     exists with no stock) or "missing" (no such combination);
 *   - selectable: false when no in-stock variant has this value at all (the button is disabled).
 */
export function valueState(variants: readonly ShopVariant[], selected: readonly string[], index: number, value: string) {
  const combo = selected.map((s, i) => (i === index ? value : s));
  const exact = findVariant(variants, combo);
  const state: "available" | "soldOut" | "missing" = exact ? (isAvailable(exact) ? "available" : "soldOut") : "missing";
  const selectable = variants.some((v) => v.options[index] === value && isAvailable(v));
  return { state, selectable };
}

/**
 * The variant picking `value` for option `index` leads to: the combination with the other current values when
 * it is in stock; else the in-stock variant with that value sharing the most current values (earlier options
 * weigh more, then the owner's order); else the combination even if sold out; else none.
 */
export function chooseValue<V extends ShopVariant>(variants: readonly V[], selected: readonly string[], index: number, value: string): V | undefined {
  const combo = selected.map((s, i) => (i === index ? value : s));
  const exact = findVariant(variants, combo);
  if (exact && isAvailable(exact)) return exact;
  let best: V | undefined;
  let bestScore = -1;
  for (const v of variants) {
    if (v.options[index] !== value || !isAvailable(v)) continue;
    // Earlier options count more: keeping the size matters more than keeping the colour.
    const score = v.options.reduce((n, o, i) => (i !== index && o === selected[i] ? n + 2 ** (v.options.length - i) : n), 0);
    if (score > bestScore) {
      best = v;
      bestScore = score;
    }
  }
  return best ?? exact;
}

/** "M / Navy"; null for a product without options (its line is just the product's name). */
export const choiceTitle = (v: Pick<ShopVariant, "options">) => (v.options.length ? v.options.join(" / ") : null);

/** The search string for a chosen variant, keeping the other parameters (`?variant={id}`). */
export function variantSearch(search: string, variantId: string): string {
  const params = new URLSearchParams(search);
  params.set("variant", variantId);
  return `?${params.toString()}`;
}
