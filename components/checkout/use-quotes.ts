"use client";
import { useQuery } from "@tanstack/react-query";
import type { CartItem } from "@/lib/cart/cart";
import type { OrderQuote } from "@/lib/checkout/schemas";
import { paymentMethods, quote } from "@/lib/checkout/endpoints";
import { callApi } from "@/lib/http/call";
import { useApiQuery } from "@/lib/http/use-api-query";
import { queryKeys } from "@/lib/http/query-keys";
import type { OrderPaymentMethod } from "@/lib/checkout/payment-methods";

/**
 * The server's price for this cart, address and method (POST /api/checkout/quote): asked again when the
 * country, state, cart or method changes. A failed quote answers null (the summary then shows no tax and
 * free shipping, as a failed estimate always did) so checkout is never blocked by it.
 */
export function useCheckoutQuote(slug: string, country: string, state: string, items: CartItem[], method: OrderPaymentMethod | null, discountCode: string | null = null, giftCardCodes: readonly string[] = []) {
  // Only what the server reads: ids and quantities (prices come from the catalogue).
  const lines = items.map((i) => ({ productId: i.productId, variantId: i.variantId, quantity: i.quantity }));
  return useQuery<OrderQuote | null>({
    queryKey: queryKeys.checkout.quote(slug, country, state, method ?? "", JSON.stringify({ lines, discountCode, giftCardCodes })),
    queryFn: () =>
      callApi(quote, {
        body: {
          buyerLocation: { country, state: state || undefined },
          items: lines,
          paymentMethod: method ?? undefined,
          discountCode: discountCode ?? undefined,
          giftCardCodes: giftCardCodes.length ? [...giftCardCodes] : undefined,
        },
      }).catch(() => null),
    enabled: !!country && lines.length > 0,
    retry: false,
    placeholderData: (prev) => prev,
  });
}

export function usePaymentMethods(slug: string) {
  // The URL names the store by its slug (the server answers only for the request's own store).
  return useApiQuery(slug, paymentMethods, { params: { id: slug } });
}
