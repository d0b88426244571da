import { toMinor } from "@/lib/money";
import type { PaymentMethod } from "@/lib/checkout/payment-methods";
import { calculateShipping, type TierInput } from "@/lib/shipping/calculate";
import { calculateTax, type BuyerLocation, type TaxBreakdownItem, type TaxRuleInput } from "@/lib/tax/calculate";

/**
 * The whole price of an order, pure (so checkout estimates and the order agree), in integer minor units:
 *   subtotal = Σ catalogue price × quantity
 *   tax      by lib/tax (inclusive tax is shown but not added)
 *   shipping by lib/shipping on the subtotal
 *   COD charges for cash on delivery
 *   total    = subtotal + shipping + tax (exclusive only) + COD charges
 */
export type StoreTerms = {
  country: string;
  currency: string;
  taxEnabled: boolean;
  taxationType: "exclusive" | "inclusive";
  codCharges: string;
};

export type PricedLine = { unitPrice: string; quantity: number; taxable: boolean; rule: TaxRuleInput };

export type OrderPrice = {
  subtotal: number;
  tax: number;
  taxBreakdown: TaxBreakdownItem[];
  taxInclusive: boolean;
  shipping: number;
  codCharges: number;
  total: number;
};

export function priceOrder(input: {
  store: StoreTerms;
  lines: PricedLine[];
  buyer: BuyerLocation;
  tiers: TierInput[];
  /** null while the shopper has not chosen (no COD charges). */
  paymentMethod: PaymentMethod | null;
}): OrderPrice {
  const subtotal = input.lines.reduce((s, l) => s + toMinor(l.unitPrice) * l.quantity, 0);
  const tax = calculateTax({
    enabled: input.store.taxEnabled,
    taxationType: input.store.taxationType,
    currency: input.store.currency,
    buyer: input.buyer,
    lines: input.lines.map((l) => ({ unitPrice: toMinor(l.unitPrice), quantity: l.quantity, taxable: l.taxable, rule: l.rule })),
  });
  const shipping = calculateShipping({
    storeCountry: input.store.country,
    buyerCountry: input.buyer.country,
    orderValue: subtotal,
    tiers: input.tiers,
  }).shippingCost;
  const codCharges = input.paymentMethod === "cod" ? Math.max(0, toMinor(input.store.codCharges)) : 0;
  const total = subtotal + shipping + (tax.inclusive ? 0 : tax.taxAmount) + codCharges;
  return { subtotal, tax: tax.taxAmount, taxBreakdown: tax.breakdown, taxInclusive: tax.inclusive, shipping, codCharges, total };
}
