import type { Store } from "@/lib/tenancy/store";
import { fromMinor, toMinor } from "@/lib/money";
import { calculateShipping, type ShippingType } from "@/lib/shipping/calculate";
import { loadActiveTiers } from "@/lib/shipping/service";
import { calculateTax } from "@/lib/tax/calculate";
import { findProductsByIds, loadActiveVariants } from "@/lib/catalog/products/service";
import { basketDiscounts, INVALID_CODE } from "@/lib/discounts/service";
import { resolveLines, type RequestedLine } from "@/lib/catalog/inventory/service";
import { loadTaxRules } from "@/lib/tax/rules/service";
import { previewGiftCards } from "@/lib/gift-cards/service";
import { CARDS_FOR_CARDS, GIFT_CARD_METHOD } from "./payment-methods";
import { giftCardBasket, priceOrder, type StoreTerms } from "./pricing";

type Caller = { headers: { get(name: string): string | null } };
import { toTaxBreakdownDto, type OrderQuote, type OrderQuoteInput, type ShippingQuoteDto, type ShippingQuoteInput, type TaxQuote, type TaxQuoteInput } from "./schemas";

/** Checkout quotes: the same rules POST /api/orders applies, from the catalogue's prices. Amounts leave as decimal strings. */

/** What pricing needs to know of a store (POST /api/orders passes the same fields). */
export function storeTerms(store: Store): StoreTerms {
  const t = store.row;
  return { country: t.country, currency: t.currency, taxEnabled: t.taxEnabled, taxationType: t.taxationType, codCharges: t.codCharges };
}

/** POST /api/checkout/quote: the whole price the order would have, through the one pricing function the order uses. */
export async function quoteOrder(store: Store, input: OrderQuoteInput, userId: string | null = null, caller: Caller | null = null): Promise<OrderQuote> {
  const lines = await sellableLines(store, input.items);
  const ruleIds = lines.map((l) => l.product.taxRuleId).filter((x): x is string => !!x);
  const productRows = await findProductsByIds(store.id, [...new Set(lines.map((l) => l.product.productId))]);
  const [rules, tiers, basket] = await Promise.all([
    loadTaxRules(store.id, ruleIds),
    loadActiveTiers(store.id),
    basketDiscounts(store.id, input.discountCode ?? null, userId, productRows),
  ]);
  const gifts = giftCardBasket(productRows, lines.map((l) => l.product.productId));
  const price = priceOrder({
    store: storeTerms(store),
    lines: lines.map((l) => ({
      unitPrice: l.product.price,
      quantity: l.quantity,
      taxable: l.product.taxable && !gifts.isGiftCard(l.product.productId),
      rule: l.product.taxRuleId ? (rules.get(l.product.taxRuleId) ?? null) : null,
      productId: l.product.productId,
      ...basket.targets.get(l.product.productId),
    })),
    buyer: input.buyerLocation ?? { country: store.row.country, state: null },
    tiers,
    // "gift_card": the cards pay everything, so no COD charges.
    paymentMethod: input.paymentMethod === GIFT_CARD_METHOD ? null : (input.paymentMethod ?? null),
    discounts: basket,
    fixedShipping: gifts.fixedShipping,
  });
  // Gift cards pay the total after tax and shipping (a tender, record 0155); a code not found counts against the caller.
  const cards = await previewGiftCards(store, caller, input.giftCardCodes, price.total);
  return {
    currency: store.row.currency,
    lines: lines.map((l, i) => ({
      productId: l.product.productId,
      variantId: l.product.variantId,
      quantity: l.quantity,
      unitPrice: l.product.price,
      lineTotal: fromMinor(toMinor(l.product.price) * l.quantity),
      discount: fromMinor(price.lineDiscounts[i]),
    })),
    subtotal: fromMinor(price.subtotal),
    discountCode: price.discounts.find((d) => d.code)?.code ?? null,
    discounts: price.discounts.map((d) => ({ id: d.id, code: d.code, title: d.title, type: d.type, amount: fromMinor(d.amount) })),
    discountTotal: fromMinor(price.discountTotal),
    shippingDiscount: fromMinor(price.shippingDiscount),
    itemsTotal: fromMinor(price.itemsTotal),
    discountError: basket.unknownCode ? INVALID_CODE : price.codeError,
    shipping: fromMinor(price.shipping),
    tax: fromMinor(price.tax),
    taxBreakdown: toTaxBreakdownDto(price.taxBreakdown),
    taxInclusive: price.taxInclusive,
    codCharges: fromMinor(price.codCharges),
    total: fromMinor(price.total),
    giftCards: cards.tenders.map((t) => ({ last4: t.last4, amount: t.amount, balanceAfter: t.balance })),
    giftCardTotal: fromMinor(cards.total),
    amountDue: fromMinor(price.total - cards.total),
    giftCardError: gifts.any && input.giftCardCodes.length ? CARDS_FOR_CARDS : cards.error,
    giftCardProducts: gifts.any,
  };
}

/**
 * The lines a quote prices, as the order would: each resolved to its variant (the same variant twice is one
 * line); products and variants no longer on sale, or a product with several variants and none named, are
 * left out, as they cannot be ordered.
 */
async function sellableLines(store: Store, items: readonly RequestedLine[]) {
  const { lines } = await resolveLines(null, store.id, items);
  const variants = await loadActiveVariants(
    store.id,
    lines.map((l) => l.variantId),
  );
  return lines.flatMap((l) => {
    const v = variants.get(l.variantId);
    return v ? [{ product: v, quantity: l.quantity }] : [];
  });
}

export async function quoteTax(store: Store, input: TaxQuoteInput): Promise<TaxQuote> {
  const t = store.row;
  if (!t.taxEnabled || input.cartItems.length === 0) return { taxAmount: "0.00", taxBreakdown: [], taxInclusive: t.taxationType === "inclusive" };
  const lines = await sellableLines(store, input.cartItems);
  const rules = await loadTaxRules(
    store.id,
    lines.map((l) => l.product.taxRuleId).filter((x): x is string => !!x),
  );
  const r = calculateTax({
    enabled: t.taxEnabled,
    taxationType: t.taxationType,
    currency: t.currency,
    buyer: input.buyerLocation,
    lines: lines.map(({ product: p, quantity }) => ({
      unitPrice: toMinor(p.price),
      quantity,
      taxable: p.taxable,
      rule: p.taxRuleId ? (rules.get(p.taxRuleId) ?? null) : null,
    })),
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
