// GET /api/customers/addresses — the customer's saved addresses (default first).
// POST /api/customers/addresses — add one (the first, or one marked default, becomes the default).
import { listAddresses, insertAddress } from "@/lib/customers/repository";
import { addressSchema, toAddressDto } from "@/lib/customers/schemas";
import { json, route } from "@/lib/http/route";

export const GET = route({ auth: "customer" }, async ({ store, customer }) =>
  (await listAddresses({ tenantId: store.id, userId: customer.id })).map(toAddressDto),
);

export const POST = route({ auth: "customer", body: addressSchema }, async ({ store, customer, body }) =>
  json(toAddressDto(await insertAddress({ tenantId: store.id, userId: customer.id }, body)), 201),
);
