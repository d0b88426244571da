import type { Store } from "@/lib/tenancy/store";
import { toMajor, toMinor } from "@/lib/money";
import { calculateShipping, type ShippingType } from "@/lib/shipping/calculate";
import { loadActiveTiers } from "@/lib/shipping/service";
import { calculateTax } from "@/lib/tax/calculate";
import { loadActiveProducts } from "@/lib/catalog/products/service";
import { loadTaxRules } from "@/lib/tax/rules/service";
import type { ShippingQuoteDto, ShippingQuoteInput, TaxQuote, TaxQuoteInput } from "./schemas";

// Kept for components/checkout/use-quotes.ts until it imports the types from ./schemas (lead).

/** Checkout estimates: the same rules POST /api/orders applies, from the catalogue's prices. */

export async function quoteTax(store: Store, input: TaxQuoteInput): Promise<TaxQuote> {
  const t = store.row;
  if (!t.taxEnabled || input.cartItems.length === 0) return { taxAmount: 0, taxBreakdown: [], taxInclusive: t.taxationType === "inclusive" };
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
  return {
    taxAmount: toMajor(r.taxAmount),
    taxBreakdown: r.breakdown.map((b) => ({ label: b.label, rate: b.rate, amount: toMajor(b.amount) })),
    taxInclusive: r.inclusive,
  };
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
    orderValue: toMinor(input.orderValue),
    tiers: await loadActiveTiers(store.id),
    shippingType,
  });
  return { shippingCost: toMajor(q.shippingCost), shippingType, tierName: q.tierName, deliveryTime: q.deliveryTime };
}
