// /api/discounts/{id}: GET one, PATCH update (deactivate with {isActive: false}), DELETE (owner only).
import * as discounts from "@/lib/discounts/endpoints";
import { discountUpdateSchema } from "@/lib/discounts/schemas";
import { deleteDiscount, getDiscount, updateDiscount } from "@/lib/discounts/service";
import { route } from "@/lib/http/route";
import { idParams } from "@/lib/validation";

export const GET = route(discounts.one, { params: idParams }, ({ store, params }) => getDiscount(store.id, params.id));

export const PATCH = route(discounts.update, { params: idParams, body: discountUpdateSchema }, ({ store, params, body }) => updateDiscount(store.id, params.id, body));

export const DELETE = route(discounts.remove, { params: idParams }, ({ store, params }) => deleteDiscount(store.id, params.id));
