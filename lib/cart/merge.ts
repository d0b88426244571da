import { MAX_CART_LINES, type StoredLine } from "./schemas";

/** The most of one line a cart may hold: what one order line may ask for (quantityField). */
export const MAX_LINE_QUANTITY = 1000;

export type StoredCart = { lines: StoredLine[]; discountCode: string | null };

/**
 * The browser's cart merged into the customer's stored one when they sign in (record 0132):
 * - lines of the same variant are one line whose quantity is the sum, capped by the variant's stock
 *   (`limitOf` answers null for untracked stock) and by MAX_LINE_QUANTITY; a line capped to 0 (sold out)
 *   is dropped;
 * - the stored lines keep their order, the browser's new lines follow; at most MAX_CART_LINES lines;
 * - the stored code wins; the browser's code is kept only when the stored cart has none.
 * Both carts' lines are already resolved to variants of this store.
 */
export function mergeCarts(stored: StoredCart, browser: StoredCart, limitOf: (variantId: string) => number | null): StoredCart {
  const byVariant = new Map<string, StoredLine>();
  for (const l of [...stored.lines, ...browser.lines]) {
    const line = byVariant.get(l.variantId);
    if (line) line.quantity += l.quantity;
    else byVariant.set(l.variantId, { ...l });
  }
  const lines = [...byVariant.values()]
    .map((l) => ({ ...l, quantity: Math.min(l.quantity, MAX_LINE_QUANTITY, limitOf(l.variantId) ?? MAX_LINE_QUANTITY) }))
    .filter((l) => l.quantity > 0)
    .slice(0, MAX_CART_LINES);
  return { lines, discountCode: stored.discountCode ?? browser.discountCode };
}
