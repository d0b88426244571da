// PATCH /api/checkouts/{token} — keep the checkout current (public: the token is the secret).
import * as checkouts from "@/lib/checkouts/endpoints";
import { checkoutUpdateSchema, tokenParams } from "@/lib/checkouts/schemas";
import { updateCheckout } from "@/lib/checkouts/service";
import { route } from "@/lib/http/route";

export const PATCH = route(checkouts.update, { params: tokenParams, body: checkoutUpdateSchema }, ({ store, customer, params, body }) => updateCheckout(store, customer, params.token, body));
