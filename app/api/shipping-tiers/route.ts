// GET /api/shipping-tiers?shippingType=domestic|international and POST /api/shipping-tiers — the owner's
// shipping tiers. The store is the request's store.
import { route, json } from "@/lib/http/route";
import { tierFieldsSchema, tierListQuerySchema } from "@/lib/shipping/schemas";
import { createShippingTier, listShippingTiers } from "@/lib/shipping/service";

export const GET = route({ auth: "owner", query: tierListQuerySchema }, ({ store, query }) => listShippingTiers(store.id, query.shippingType));

export const POST = route({ auth: "owner", body: tierFieldsSchema }, async ({ store, body }) => json(await createShippingTier(store.id, body), 201));
