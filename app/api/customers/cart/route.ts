// GET /api/customers/cart — the signed-in customer's stored cart (record 0132), lines with the catalogue's names and prices.
// PUT /api/customers/cart { lines, discountCode } — the browser's whole cart replaces it; another store's ids are refused (422).
import { cartInputSchema } from "@/lib/cart/schemas";
import { customerCart, saveCustomerCart } from "@/lib/cart/service";
import * as cart from "@/lib/cart/endpoints";
import { route } from "@/lib/http/route";

export const GET = route(cart.get, ({ store, customer }) => customerCart(store, customer));

export const PUT = route(cart.save, { body: cartInputSchema }, ({ store, customer, body }) => saveCustomerCart(store, customer, body));
