// PATCH /api/shipping-tiers/{id} (partial) and DELETE /api/shipping-tiers/{id} — one of this store's tiers.
import { route } from "@/lib/http/route";
import { idParams } from "@/lib/validation";
import { tierFieldsSchema } from "@/lib/shipping/schemas";
import { deleteShippingTier, updateShippingTier } from "@/lib/shipping/service";

const params = idParams;

export const PATCH = route({ auth: "owner", params, body: tierFieldsSchema }, ({ store, params, body }) =>
  updateShippingTier(store.id, params.id, body),
);

export const PUT = PATCH;

export const DELETE = route({ auth: "owner", params }, ({ store, params }) => deleteShippingTier(store.id, params.id));
