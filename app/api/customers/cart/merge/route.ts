// POST /api/customers/cart/merge { lines, discountCode } — on sign-in, the browser's cart merged into the customer's stored one (record 0132).
import { cartInputSchema } from "@/lib/cart/schemas";
import { mergeCustomerCart } from "@/lib/cart/service";
import * as cart from "@/lib/cart/endpoints";
import { route } from "@/lib/http/route";

export const POST = route(cart.merge, { body: cartInputSchema }, ({ store, customer, body }) => mergeCustomerCart(store, customer, body));
