/**
 * Shipping: pure rules, money in integer minor units.
 *
 * Domestic when the buyer's country is the store's country, else international. Of the store's active
 * tiers of that type (international tiers only when their countries list is empty, holds "ALL", or holds
 * the buyer's country) each gives a price:
 *   fixed     fixedPrice
 *   variable  the price of the range with from <= orderValue < to (to empty: no upper bound); no matching
 *             range: the tier does not apply
 *   freeAbove set and orderValue >= freeAbove: 0
 * The cheapest applicable tier wins. No applicable tier: shipping is 0.
 */
export type ShippingType = "domestic" | "international";

export type TierInput = {
  id: string;
  name: string;
  shippingType: ShippingType;
  pricingType: "fixed" | "variable";
  /** Minor units. */
  fixedPrice: number | null;
  freeAbove: number | null;
  /** Ranges in minor units (to null = unbounded). */
  priceRanges: { from: number; to: number | null; price: number }[];
  countries: string[];
  isActive: boolean;
  deliveryTime?: string | null;
};

export type ShippingQuote = { shippingCost: number; tierId: string | null; tierName: string | null; deliveryTime: string | null };

const up = (s: string | null | undefined) => (s ?? "").trim().toUpperCase();

export function shippingTypeFor(storeCountry: string, buyerCountry: string | null | undefined): ShippingType {
  return !buyerCountry || up(buyerCountry) === up(storeCountry) ? "domestic" : "international";
}

/** The tier's price for this order value, or null when the tier does not apply. */
export function tierPrice(tier: TierInput, orderValue: number): number | null {
  let price: number | null;
  if (tier.pricingType === "variable") {
    const range = tier.priceRanges.find((r) => orderValue >= r.from && (r.to === null || orderValue < r.to));
    price = range ? Math.max(0, range.price) : null;
  } else {
    price = tier.fixedPrice === null ? null : Math.max(0, tier.fixedPrice);
  }
  if (price === null) return null;
  if (tier.freeAbove !== null && orderValue >= tier.freeAbove) return 0;
  return price;
}

export function tierServesCountry(tier: TierInput, buyerCountry: string | null | undefined): boolean {
  if (tier.shippingType === "domestic") return true;
  const list = tier.countries.map(up).filter(Boolean);
  return list.length === 0 || list.includes("ALL") || list.includes(up(buyerCountry));
}

export function calculateShipping(input: {
  storeCountry: string;
  buyerCountry: string | null | undefined;
  /** Minor units (the order's subtotal). */
  orderValue: number;
  tiers: TierInput[];
  /** Forces the type (a client that knows it sends it); otherwise derived from the countries. */
  shippingType?: ShippingType;
}): ShippingQuote {
  const type = input.shippingType ?? shippingTypeFor(input.storeCountry, input.buyerCountry);
  let best: ShippingQuote | null = null;
  for (const tier of input.tiers) {
    if (!tier.isActive || tier.shippingType !== type) continue;
    if (type === "international" && !tierServesCountry(tier, input.buyerCountry)) continue;
    const price = tierPrice(tier, input.orderValue);
    if (price === null) continue;
    if (!best || price < best.shippingCost) {
      best = { shippingCost: price, tierId: tier.id, tierName: tier.name, deliveryTime: tier.deliveryTime ?? null };
    }
  }
  return best ?? { shippingCost: 0, tierId: null, tierName: null, deliveryTime: null };
}
