import { endpoint } from "@/lib/endpoint";
import type { PaymentMethodsInfo } from "./payment-methods";
import type { OrderQuote, orderQuoteSchema, ShippingQuoteDto, shippingQuoteSchema, storeKeyParams, TaxQuote, taxQuoteSchema } from "./schemas";

/**
 * The checkout's /api calls (docs/decisions/0137): the quote the summary shows, the spec's two single-figure
 * quotes, and the methods a shopper may pay with. Public, for the request's store. Storefront islands import
 * these by name (never the namespace): the checkout and the cart drawer are on the first-load budget, which is
 * also why these say what they do in comments rather than in `summary` strings (those ship to the browser).
 */

/** What POST /api/orders would charge for a cart, an address and a method: the checkout summary shows it. */
export const quote = endpoint<{ body: typeof orderQuoteSchema; response: OrderQuote }>()({ method: "POST", path: "/api/checkout/quote", auth: "public", tenant: "required" });
/** The tax on a cart for a buyer's country and state, by the store's rules. */
export const quoteTax = endpoint<{ body: typeof taxQuoteSchema; response: TaxQuote }>()({ method: "POST", path: "/api/calculate-tax", auth: "public", tenant: "required" });
/** The cheapest shipping for an order value and country. */
export const quoteShipping = endpoint<{ body: typeof shippingQuoteSchema; response: ShippingQuoteDto }>()({
  method: "POST",
  path: "/api/calculate-shipping",
  auth: "public",
  tenant: "required",
});
/** The methods this store offers (switches and public ids only); another store's slug or id answers 404. */
export const paymentMethods = endpoint<{ params: typeof storeKeyParams; response: PaymentMethodsInfo }>()({
  method: "GET",
  path: "/api/tenants/{id}/payment-methods",
  auth: "public",
  tenant: "required",
});
