// POST /api/calculate-tax — the tax on a cart for a buyer's country and state (public; the store's rules).
import * as checkout from "@/lib/checkout/endpoints";
import { taxQuoteSchema } from "@/lib/checkout/schemas";
import { quoteTax } from "@/lib/checkout/service";
import { route } from "@/lib/http/route";

export const POST = route(checkout.quoteTax, { body: taxQuoteSchema }, ({ store, body }) => quoteTax(store, body));
