// GET /api/customers/{id} — a customer's profile, addresses, orders, figures and activity; PATCH changes name, phone,
// tags, note or marketing consent (owner or staff with "customers").
import { route } from "@/lib/http/route";
import * as customers from "@/lib/customers/endpoints";
import { customerPatchSchema } from "@/lib/customers/admin/schemas";
import { getCustomer, updateCustomer } from "@/lib/customers/admin/service";
import { idParams } from "@/lib/validation";

export const GET = route(customers.get, { params: idParams }, ({ store, params }) => getCustomer(store, params.id));

export const PATCH = route(customers.update, { params: idParams, body: customerPatchSchema }, ({ store, params, body }) => updateCustomer(store, params.id, body));
