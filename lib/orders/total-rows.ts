import { formatMoney, fromMinor, toMinor } from "@/lib/money";
import { discountRows, type DiscountFigures } from "./discount-rows";

/** What an order (its DTO, its invoice, its mail) carries about money; decimal strings in the order's currency. */
export type TotalFigures = DiscountFigures & {
  subtotal: string;
  shipping: string;
  tax: string;
  codCharges: string | null;
  total: string;
  /** Gift cards that paid part or all of the total (issue 43): shown after it, with what is left to pay. */
  giftCards?: readonly { last4: string; amount: string }[];
  /** The store's setting when known (the invoice); the order's own figures decide when they disagree. */
  taxInclusive?: boolean;
};

/**
 * One row of an order's money: `sign` says how it counts toward the total (+1 added, −1 subtracted, 0 shown
 * only: the total itself and tax already inside the prices). `amount` is positive.
 */
export type TotalRow = {
  kind: "subtotal" | "discount" | "shipping" | "shipping-discount" | "tax" | "cod" | "total" | "gift-card" | "due";
  label: string;
  amount: string;
  sign: 1 | -1 | 0;
};

/**
 * The rows every place that shows an order's money shows, in one order: subtotal, each item discount with its
 * code or title, shipping, the shipping discount, tax, COD charges, total. The order page, the shopper's order
 * list, the invoice (page and PDF) and every order mail read these, so they cannot disagree (decision 0130).
 * The total is the order's stored figure; the rows above it add up to it (pricing.ts computes it that way).
 * Pure and client-safe.
 */
export function orderTotalRows(o: TotalFigures): TotalRow[] {
  const d = discountRows(o);
  const cod = toMinor(o.codCharges || "0");
  const before = toMinor(o.subtotal) - toMinor(o.discountTotal || "0") + toMinor(o.shipping) + cod;
  const total = toMinor(o.total);
  const tax = toMinor(o.tax || "0");
  // Inclusive tax is inside the prices and not added (lib/checkout/pricing.ts). The stored figures say which
  // one this order was priced with even if the store's setting changed since.
  const inclusive = tax > 0 && before + tax !== total && before === total ? true : tax > 0 && before + tax === total ? false : !!o.taxInclusive;
  const rows: TotalRow[] = [{ kind: "subtotal", label: "Subtotal", amount: o.subtotal, sign: 1 }];
  for (const r of d.items) rows.push({ kind: "discount", label: r.label, amount: r.amount, sign: -1 });
  rows.push({ kind: "shipping", label: "Shipping", amount: o.shipping, sign: 1 });
  if (d.shipping) rows.push({ kind: "shipping-discount", label: d.shipping.label, amount: d.shipping.amount, sign: -1 });
  rows.push({ kind: "tax", label: inclusive ? "Tax (included)" : "Tax", amount: fromMinor(tax), sign: inclusive ? 0 : 1 });
  if (cod > 0) rows.push({ kind: "cod", label: "COD charges", amount: fromMinor(cod), sign: 1 });
  rows.push({ kind: "total", label: "Total", amount: o.total, sign: 0 });
  // A gift card is a tender, not a discount (record 0155): it pays the total, so it is shown after it.
  const cards = o.giftCards ?? [];
  for (const c of cards) rows.push({ kind: "gift-card", label: `Paid by gift card •••• ${c.last4}`, amount: c.amount, sign: 0 });
  if (cards.length) rows.push({ kind: "due", label: "Left to pay", amount: fromMinor(Math.max(0, total - cards.reduce((n, c) => n + toMinor(c.amount), 0))), sign: 0 });
  return rows;
}

/** The rows above the total, summed as they count, in minor units (what a test compares with the total). */
export function sumOfRows(rows: readonly TotalRow[]): number {
  return rows.reduce((n, r) => n + r.sign * toMinor(r.amount), 0);
}

/** A row's amount as shown: "−₹254.70" for what is taken off, "₹49.00" otherwise. */
export function rowValue(r: TotalRow, currency: string): string {
  return `${r.sign < 0 ? "−" : ""}${formatMoney(r.amount, currency)}`;
}
