import type { Store } from "@/lib/tenancy/store";
import { fromMinor, toMinor } from "@/lib/money";
import { calculateShipping, type ShippingType } from "@/lib/shipping/calculate";
import { loadActiveTiers } from "@/lib/shipping/service";
import { calculateTax } from "@/lib/tax/calculate";
import { loadActiveProducts } from "@/lib/catalog/products/service";
import { loadTaxRules } from "@/lib/tax/rules/service";
import { priceOrder, type StoreTerms } from "./pricing";
import { toTaxBreakdownDto, type OrderQuote, type OrderQuoteInput, type ShippingQuoteDto, type ShippingQuoteInput, type TaxQuote, type TaxQuoteInput } from "./schemas";

/** Checkout quotes: the same rules POST /api/orders applies, from the catalogue's prices. Amounts leave as decimal strings. */

/** What pricing needs to know of a store (POST /api/orders passes the same fields). */
export function storeTerms(store: Store): StoreTerms {
  const t = store.row;
  return { country: t.country, currency: t.currency, taxEnabled: t.taxEnabled, taxationType: t.taxationType, codCharges: t.codCharges };
}

/** POST /api/checkout/quote: the whole price the order would have, through the one pricing function the order uses. */
export async function quoteOrder(store: Store, input: OrderQuoteInput): Promise<OrderQuote> {
  // Same product twice: one line with both quantities, as the order does.
  const qty = new Map<string, number>();
  for (const i of input.items) qty.set(i.productId, (qty.get(i.productId) ?? 0) + i.quantity);
  const products = await loadActiveProducts(store.id, [...qty.keys()]);
  const ruleIds = [...products.values()].map((p) => p.taxRuleId).filter((x): x is string => !!x);
  const [rules, tiers] = await Promise.all([loadTaxRules(store.id, ruleIds), loadActiveTiers(store.id)]);
  const lines = [...qty].flatMap(([productId, quantity]) => {
    const p = products.get(productId);
    return p ? [{ product: p, quantity }] : [];
  });
  const price = priceOrder({
    store: storeTerms(store),
    lines: lines.map((l) => ({
      unitPrice: l.product.price,
      quantity: l.quantity,
      taxable: l.product.taxable,
      rule: l.product.taxRuleId ? (rules.get(l.product.taxRuleId) ?? null) : null,
    })),
    buyer: input.buyerLocation,
    tiers,
    paymentMethod: input.paymentMethod ?? null,
  });
  return {
    currency: store.row.currency,
    lines: lines.map((l) => ({
      productId: l.product.id,
      quantity: l.quantity,
      unitPrice: l.product.price,
      lineTotal: fromMinor(toMinor(l.product.price) * l.quantity),
    })),
    subtotal: fromMinor(price.subtotal),
    shipping: fromMinor(price.shipping),
    tax: fromMinor(price.tax),
    taxBreakdown: toTaxBreakdownDto(price.taxBreakdown),
    taxInclusive: price.taxInclusive,
    codCharges: fromMinor(price.codCharges),
    total: fromMinor(price.total),
  };
}

export async function quoteTax(store: Store, input: TaxQuoteInput): Promise<TaxQuote> {
  const t = store.row;
  if (!t.taxEnabled || input.cartItems.length === 0) return { taxAmount: "0.00", taxBreakdown: [], taxInclusive: t.taxationType === "inclusive" };
  const products = await loadActiveProducts(
    store.id,
    input.cartItems.map((i) => i.productId),
  );
  const rules = await loadTaxRules(
    store.id,
    [...products.values()].map((p) => p.taxRuleId).filter((x): x is string => !!x),
  );
  const r = calculateTax({
    enabled: t.taxEnabled,
    taxationType: t.taxationType,
    currency: t.currency,
    buyer: input.buyerLocation,
    lines: input.cartItems.flatMap((i) => {
      const p = products.get(i.productId);
      if (!p) return [];
      return [{ unitPrice: toMinor(p.price), quantity: i.quantity, taxable: p.taxable, rule: p.taxRuleId ? (rules.get(p.taxRuleId) ?? null) : null }];
    }),
  });
  return { taxAmount: fromMinor(r.taxAmount), taxBreakdown: toTaxBreakdownDto(r.breakdown), taxInclusive: r.inclusive };
}

export async function quoteShipping(store: Store, input: ShippingQuoteInput): Promise<ShippingQuoteDto> {
  const t = store.row;
  // With a country, domestic/international follows from it (the server's rule); else the caller's type.
  const shippingType: ShippingType = input.countryCode
    ? input.countryCode === t.country.toUpperCase()
      ? "domestic"
      : "international"
    : (input.shippingType ?? "domestic");
  const q = calculateShipping({
    storeCountry: t.country,
    buyerCountry: input.countryCode ?? null,
    orderValue: input.orderValue,
    tiers: await loadActiveTiers(store.id),
    shippingType,
  });
  return { shippingCost: fromMinor(q.shippingCost), shippingType, tierName: q.tierName, deliveryTime: q.deliveryTime };
}
