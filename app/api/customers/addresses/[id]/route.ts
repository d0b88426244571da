// PUT /api/customers/addresses/{id} — edit one of the customer's addresses, or { isDefault: true } to make it
// the default. DELETE removes it. Another customer's address id is simply not found.
import { addressPatchSchema } from "@/lib/customers/schemas";
import { editAddress, removeAddress } from "@/lib/customers/service";
import * as customers from "@/lib/customers/endpoints";
import { route } from "@/lib/http/route";
import { idParams } from "@/lib/validation";

const params = idParams;

export const PUT = route(customers.editAddress, { params, body: addressPatchSchema }, ({ store, customer, params, body }) =>
  editAddress(store, customer, params.id, body),
);

export const DELETE = route(customers.removeAddress, { params }, async ({ store, customer, params }) => {
  await removeAddress(store, customer, params.id);
  return { message: "Address deleted" };
});
