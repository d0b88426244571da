"use client";
import { useQuery } from "@tanstack/react-query";
import type { CartItem } from "@/lib/cart/cart";
import type { ShippingQuoteDto, TaxQuote } from "@/lib/checkout/schemas";
import { apiRequest } from "@/lib/http/client";
import { queryKeys } from "@/lib/http/query-keys";
import type { PaymentMethodsInfo } from "@/lib/checkout/payment-methods";

const NO_TAX: TaxQuote = { taxAmount: 0, taxBreakdown: [], taxInclusive: false };
const NO_SHIPPING: Pick<ShippingQuoteDto, "shippingCost" | "tierName" | "deliveryTime"> = { shippingCost: 0, tierName: null, deliveryTime: null };

/** Tax for the cart: recalculated when country, state or cart change; a failed quote counts as 0 so checkout is never blocked by it. */
export function useTaxQuote(slug: string, country: string, state: string, items: CartItem[]) {
  const cartItems = items.map((i) => ({ productId: i.productId, quantity: i.quantity, price: i.price }));
  return useQuery<TaxQuote>({
    queryKey: queryKeys.checkout.taxQuote(slug, country, state, JSON.stringify(cartItems)),
    queryFn: () =>
      apiRequest<TaxQuote>("POST", "/api/calculate-tax", { buyerLocation: { country, state: state || undefined }, cartItems }).catch(() => NO_TAX),
    enabled: !!country && cartItems.length > 0,
    retry: false,
    placeholderData: (prev) => prev,
  });
}

/** Shipping: recalculated when country, subtotal or store change; a failed quote counts as 0 so checkout is never blocked by it. */
export function useShippingQuote(slug: string, storeCountry: string, country: string, subtotal: string) {
  return useQuery<Pick<ShippingQuoteDto, "shippingCost" | "tierName" | "deliveryTime">>({
    queryKey: queryKeys.checkout.shippingQuote(slug, country, subtotal),
    queryFn: () =>
      apiRequest<ShippingQuoteDto>("POST", "/api/calculate-shipping", {
        shippingType: country === storeCountry ? "domestic" : "international",
        orderValue: Number(subtotal),
        countryCode: country,
      }).catch(() => NO_SHIPPING),
    enabled: !!country,
    retry: false,
    placeholderData: (prev) => prev,
  });
}

export function usePaymentMethods(slug: string) {
  return useQuery<PaymentMethodsInfo>({ queryKey: queryKeys.tenant.paymentMethods(slug) });
}
