// GET /api/customers/addresses — the customer's saved addresses (default first).
// POST /api/customers/addresses — add one (the first, or one marked default, becomes the default).
import { addressSchema } from "@/lib/customers/schemas";
import { addAddress, listAddressesOf } from "@/lib/customers/service";
import * as customers from "@/lib/customers/endpoints";
import { json, route } from "@/lib/http/route";

export const GET = route(customers.addresses, ({ store, customer }) => listAddressesOf(store, customer));

export const POST = route(customers.addAddress, { body: addressSchema }, async ({ store, customer, body }) =>
  json(await addAddress(store, customer, body), 201),
);
