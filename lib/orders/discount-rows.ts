import { fromMinor, toMinor } from "@/lib/money";

/** What an order (or its invoice) carries about discounts; amounts are decimal strings. */
export type DiscountFigures = {
  discountCode: string | null;
  discountTotal: string;
  shippingDiscount: string;
  discounts: readonly { code: string | null; title: string | null; type: string; amount: string }[];
};

export type DiscountRow = { label: string; amount: string };

/**
 * How a discount is named on every page, mail and invoice, and in the cart and checkout: "Discount (CODE)" or
 * "Discount (automatic discount's title)"; a free-shipping one "Free shipping (CODE or title)". One function, so the
 * checkout's row and the order's read the same (they once said "Discount (Opening week)" and "Opening week").
 */
export function discountLabel(d: { code: string | null; title: string | null; type: string }): string {
  const name = d.code || d.title;
  const kind = d.type === "free_shipping" ? "Free shipping" : "Discount";
  return name ? `${kind} (${name})` : kind;
}

const labelOf = (d: { code: string | null; title: string | null }) => discountLabel({ ...d, type: "item" });

/**
 * The rows an invoice or order summary shows for its discounts: the item discounts ("Discount (CODE)" or the
 * automatic discount's title) and the shipping discount, each a positive amount to subtract. They add up to
 * the order's `discountTotal` (decision 0065: subtotal and shipping stay before discounts). Pure, client-safe.
 */
export function discountRows(o: DiscountFigures): { items: DiscountRow[]; shipping: DiscountRow | null } {
  const shippingMinor = toMinor(o.shippingDiscount || "0");
  const itemMinor = Math.max(0, toMinor(o.discountTotal || "0") - shippingMinor);
  const itemLines = o.discounts.filter((d) => d.type !== "free_shipping" && toMinor(d.amount) > 0);
  let items: DiscountRow[] = itemLines.map((d) => ({ label: labelOf(d), amount: d.amount }));
  // Rows that do not account for the order's figure (older orders, rounding): one row with the order's own amount.
  if (items.reduce((n, r) => n + toMinor(r.amount), 0) !== itemMinor) {
    items = itemMinor > 0 ? [{ label: o.discountCode ? `Discount (${o.discountCode})` : itemLines[0] ? labelOf(itemLines[0]) : "Discount", amount: fromMinor(itemMinor) }] : [];
  }
  const free = o.discounts.find((d) => d.type === "free_shipping");
  const shipping = shippingMinor > 0 ? { label: free ? discountLabel(free) : "Shipping discount", amount: fromMinor(shippingMinor) } : null;
  return { items, shipping };
}
