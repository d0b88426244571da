// POST /api/checkouts — the shopper's checkout once an e-mail is given (public, the store's host).
import * as checkouts from "@/lib/checkouts/endpoints";
import { checkoutInputSchema } from "@/lib/checkouts/schemas";
import { createCheckout } from "@/lib/checkouts/service";
import { json, route } from "@/lib/http/route";

export const POST = route(checkouts.create, { body: checkoutInputSchema }, async ({ store, customer, body }) => json(await createCheckout(store, customer, body), 201));
