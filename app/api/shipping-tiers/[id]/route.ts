// PATCH /api/shipping-tiers/{id} (partial) and DELETE /api/shipping-tiers/{id} — one of this store's tiers.
import * as shipping from "@/lib/shipping/endpoints";
import { route } from "@/lib/http/route";
import { idParams } from "@/lib/validation";
import { tierFieldsSchema } from "@/lib/shipping/schemas";
import { deleteShippingTier, updateShippingTier } from "@/lib/shipping/service";

const params = idParams;

const update = (e: typeof shipping.updateTier | typeof shipping.replaceTier) =>
  route(e, { params, body: tierFieldsSchema }, ({ store, params, body }) => updateShippingTier(store.id, params.id, body));
export const PATCH = update(shipping.updateTier);
export const PUT = update(shipping.replaceTier);

export const DELETE = route(shipping.remove, { params }, ({ store, params }) => deleteShippingTier(store.id, params.id));
