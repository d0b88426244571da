import { toMinor } from "@/lib/money";
import { chooseDiscounts, type AppliedDiscount, type CustomerFacts, type DiscountRule } from "@/lib/discounts/apply";
import type { PaymentMethod } from "@/lib/checkout/payment-methods";
import { calculateShipping, type TierInput } from "@/lib/shipping/calculate";
import { calculateTax, type BuyerLocation, type TaxBreakdownItem, type TaxRuleInput } from "@/lib/tax/calculate";

/**
 * The whole price of an order, pure (so checkout estimates and the order agree), in integer minor units:
 *   subtotal = Σ catalogue price × quantity
 *   discount by lib/discounts (lines first, allocated per line; free shipping takes the shipping charge)
 *   shipping by lib/shipping on the subtotal after line discounts
 *   tax      by lib/tax on each line after its discount (inclusive tax is shown but not added)
 *   COD charges for cash on delivery
 *   total    = subtotal − discount + shipping + tax (exclusive only) + COD charges
 */
export type StoreTerms = {
  country: string;
  currency: string;
  taxEnabled: boolean;
  taxationType: "exclusive" | "inclusive";
  codCharges: string;
};

export type PricedLine = {
  unitPrice: string;
  quantity: number;
  taxable: boolean;
  rule: TaxRuleInput;
  /** What discounts target (absent: the line is matched by whole-order discounts only). */
  productId?: string;
  categoryId?: string | null;
  collectionIds?: readonly string[];
};

/** The discounts that may apply: the code the shopper gave (null: none, or not found) and the store's automatic ones. */
export type DiscountInput = { code: DiscountRule | null; automatic: readonly DiscountRule[]; customer: CustomerFacts; now: Date };

export type OrderPrice = {
  subtotal: number;
  tax: number;
  taxBreakdown: TaxBreakdownItem[];
  taxInclusive: boolean;
  shipping: number;
  codCharges: number;
  /** Lines' discounts plus the shipping discount. */
  discountTotal: number;
  shippingDiscount: number;
  /** Per input line. */
  lineDiscounts: number[];
  /** subtotal − the lines' discounts: what the items come to before shipping, tax and COD charges. */
  itemsTotal: number;
  discounts: AppliedDiscount[];
  /** Why the code given does not apply, or null. */
  codeError: string | null;
  total: number;
};

export function priceOrder(input: {
  store: StoreTerms;
  lines: PricedLine[];
  buyer: BuyerLocation;
  tiers: TierInput[];
  /** null while the shopper has not chosen (no COD charges). */
  paymentMethod: PaymentMethod | null;
  discounts?: DiscountInput;
  /** A shipping charge agreed by hand, minor units (a draft order's shipping line, record 0153): used instead of the tiers. */
  fixedShipping?: number;
}): OrderPrice {
  const subtotal = input.lines.reduce((s, l) => s + toMinor(l.unitPrice) * l.quantity, 0);
  const fixed = input.fixedShipping;
  const shippingFor = (orderValue: number) =>
    fixed !== undefined ? fixed : calculateShipping({ storeCountry: input.store.country, buyerCountry: input.buyer.country, orderValue, tiers: input.tiers }).shippingCost;
  const d = input.discounts
    ? chooseDiscounts({
        code: input.discounts.code,
        automatic: input.discounts.automatic,
        customer: input.discounts.customer,
        now: input.discounts.now,
        currency: input.store.currency,
        shippingFor,
        lines: input.lines.map((l) => ({
          productId: l.productId ?? "",
          categoryId: l.categoryId ?? null,
          collectionIds: l.collectionIds ?? [],
          amount: toMinor(l.unitPrice) * l.quantity,
          quantity: l.quantity,
        })),
      })
    : { applied: [], lineDiscounts: input.lines.map(() => 0), shippingDiscount: 0, total: 0, codeError: null };
  const lineDiscountTotal = d.lineDiscounts.reduce((a, b) => a + b, 0);
  const tax = calculateTax({
    enabled: input.store.taxEnabled,
    taxationType: input.store.taxationType,
    currency: input.store.currency,
    buyer: input.buyer,
    lines: input.lines.map((l, i) => ({ unitPrice: toMinor(l.unitPrice), quantity: l.quantity, discount: d.lineDiscounts[i], taxable: l.taxable, rule: l.rule })),
  });
  const shipping = shippingFor(subtotal - lineDiscountTotal);
  const shippingDiscount = Math.min(shipping, d.shippingDiscount);
  const discountTotal = lineDiscountTotal + shippingDiscount;
  const codCharges = input.paymentMethod === "cod" ? Math.max(0, toMinor(input.store.codCharges)) : 0;
  const total = Math.max(0, subtotal - discountTotal + shipping + (tax.inclusive ? 0 : tax.taxAmount) + codCharges);
  return {
    subtotal,
    tax: tax.taxAmount,
    taxBreakdown: tax.breakdown,
    taxInclusive: tax.inclusive,
    shipping,
    codCharges,
    discountTotal,
    shippingDiscount,
    lineDiscounts: d.lineDiscounts,
    itemsTotal: subtotal - lineDiscountTotal,
    discounts: d.applied,
    codeError: d.codeError,
    total,
  };
}

/**
 * Gift-card products in a basket (record 0158): their lines are not taxed as goods (a card is a tender, taxed when
 * spent), and a basket of nothing else ships nothing (no shipping charge). `rows`: the basket's product rows.
 */
export function giftCardBasket(rows: readonly { id: string; productType: string }[], productIds: readonly string[]) {
  const ids = new Set(rows.filter((r) => r.productType === "gift_card").map((r) => r.id));
  return {
    isGiftCard: (productId: string) => ids.has(productId),
    any: productIds.some((id) => ids.has(id)),
    /** 0 (no shipping) when every line is a gift card; undefined: the store's tiers. */
    fixedShipping: productIds.length > 0 && productIds.every((id) => ids.has(id)) ? 0 : undefined,
  };
}
