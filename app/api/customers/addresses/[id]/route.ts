// PUT /api/customers/addresses/{id} — edit one of the customer's addresses, or { isDefault: true } to make it
// the default. DELETE removes it. Another customer's address id is simply not found.
import { z } from "zod";
import { deleteAddress, setDefaultAddress, updateAddress } from "@/lib/customers/repository";
import { addressSchema, makeDefaultSchema, toAddressDto } from "@/lib/customers/schemas";
import { notFound } from "@/lib/http/errors";
import { route } from "@/lib/http/route";

const params = z.object({ id: z.uuid("Invalid id") });

export const PUT = route({ auth: "customer", params, body: z.record(z.string(), z.unknown()) }, async ({ store, customer, params, body }) => {
  const owner = { tenantId: store.id, userId: customer.id };
  const only = makeDefaultSchema.safeParse(body);
  const row = only.success ? await setDefaultAddress(owner, params.id) : await updateAddress(owner, params.id, addressSchema.parse(body));
  if (!row) throw notFound("Address not found");
  return toAddressDto(row);
});

export const DELETE = route({ auth: "customer", params }, async ({ store, customer, params }) => {
  if (!(await deleteAddress({ tenantId: store.id, userId: customer.id }, params.id))) throw notFound("Address not found");
  return { message: "Address deleted" };
});
