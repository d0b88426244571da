// POST /api/checkout/quote — what POST /api/orders would charge for a cart, a buyer's country and state and
// a payment method: subtotal, shipping, tax (with its breakdown), COD charges and total, as decimal
// strings (public; the store's catalogue prices and rules), with the discounts that apply (a code, the
// automatic ones; once-per-customer and first-order rules when a customer is signed in). The checkout summary
// shows exactly this. Gift card codes given are shown as what they would pay (a code not found is throttled).
import * as checkout from "@/lib/checkout/endpoints";
import { orderQuoteSchema } from "@/lib/checkout/schemas";
import { quoteOrder } from "@/lib/checkout/service";
import { route } from "@/lib/http/route";

export const POST = route(checkout.quote, { body: orderQuoteSchema }, ({ req, store, body, customer }) =>
  quoteOrder(store, body, customer?.id ?? null, req),
);
