import { formatMoney, toMinor } from "@/lib/money";
import { lineName, type CartItem, type CartState } from "./cart";

/*
 * The checkout's correction of the cart by the server's quote. Apart from cart.ts, which every store page
 * loads with the cart button: only the checkout needs this.
 */

/** A line of the server's quote (POST /api/checkout/quote), as far as correcting the cart cares. */
export type QuotedLine = { productId: string; variantId: string; unitPrice: string };

/** Whether a quoted line is this cart line: by variant, or by product for a line stored before variants. */
const quotes = (i: CartItem, l: QuotedLine) => (i.variantId ? l.variantId === i.variantId : l.productId === i.productId);

/**
 * The cart corrected by the server's quote, before payment: lines the quote left out (the variant was
 * deleted, the product is no longer on sale, or it gained options the line does not name) are removed, and
 * lines whose price changed take the catalogue's price, each with a message for the shopper. Unchanged:
 * the same state object and no messages. `say` words a change (the page's language; English by default).
 */
export type CartChange = { name: string; price?: string };
const english = (c: CartChange) =>
  c.price === undefined ? `${c.name} is no longer available and was removed from your cart` : `The price of ${c.name} changed to ${c.price}`;

export function correctCart(
  state: CartState,
  lines: readonly QuotedLine[],
  currency: string,
  say: (change: CartChange) => string = english,
): { state: CartState; messages: string[] } {
  const messages: string[] = [];
  let changed = false;
  const items = state.items.flatMap((i) => {
    const line = lines.find((l) => quotes(i, l));
    if (!line) {
      changed = true;
      messages.push(say({ name: lineName(i) }));
      return [];
    }
    if (toMinor(line.unitPrice) !== toMinor(i.price)) {
      changed = true;
      messages.push(say({ name: lineName(i), price: formatMoney(line.unitPrice, currency) }));
      return [{ ...i, price: line.unitPrice }];
    }
    return [i];
  });
  return changed ? { state: { ...state, items }, messages } : { state, messages };
}
