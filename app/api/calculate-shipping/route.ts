// POST /api/calculate-shipping — the cheapest shipping for an order value and country (public).
import * as checkout from "@/lib/checkout/endpoints";
import { shippingQuoteSchema } from "@/lib/checkout/schemas";
import { quoteShipping } from "@/lib/checkout/service";
import { route } from "@/lib/http/route";

export const POST = route(checkout.quoteShipping, { body: shippingQuoteSchema }, ({ store, body }) => quoteShipping(store, body));
