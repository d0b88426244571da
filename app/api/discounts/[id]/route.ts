// /api/discounts/{id}: GET one, PATCH update (deactivate with {isActive: false}), DELETE (owner only).
import { discountUpdateSchema } from "@/lib/discounts/schemas";
import { deleteDiscount, getDiscount, updateDiscount } from "@/lib/discounts/service";
import { route } from "@/lib/http/route";
import { idParams } from "@/lib/validation";

const params = idParams;

export const GET = route({ auth: "owner", params }, ({ store, params }) => getDiscount(store.id, params.id));

export const PATCH = route({ auth: "owner", params, body: discountUpdateSchema }, ({ store, params, body }) => updateDiscount(store.id, params.id, body));

export const DELETE = route({ auth: "owner", params }, ({ store, params }) => deleteDiscount(store.id, params.id));
