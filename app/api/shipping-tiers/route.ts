// GET /api/shipping-tiers?shippingType=domestic|international and POST /api/shipping-tiers — the owner's
// shipping tiers. The store is the request's store.
import * as shipping from "@/lib/shipping/endpoints";
import { route, json } from "@/lib/http/route";
import { tierFieldsSchema, tierListQuerySchema } from "@/lib/shipping/schemas";
import { createShippingTier, listShippingTiers } from "@/lib/shipping/service";

export const GET = route(shipping.list, { query: tierListQuerySchema }, ({ store, query }) => listShippingTiers(store.id, query.shippingType));

export const POST = route(shipping.create, { body: tierFieldsSchema }, async ({ store, body }) => json(await createShippingTier(store.id, body), 201));
