// GET /api/customers/me — the signed-in customer of this store (401 when none; with ?optional=1, 200 and
// null instead: the storefront asks on every page, and a visitor is not an error worth a red console line).
// PATCH /api/customers/me — the customer edits their first and last name (the email stays as it is).
import { toCustomer } from "@/lib/auth/schemas";
import { meQuerySchema, profileSchema } from "@/lib/customers/schemas";
import { updateProfile } from "@/lib/customers/service";
import { unauthorized } from "@/lib/errors";
import * as customers from "@/lib/customers/endpoints";
import { json, route } from "@/lib/http/route";

export const GET = route(customers.me, { query: meQuerySchema }, ({ customer, query }) => {
  if (customer) return toCustomer(customer);
  if (query.optional) return json(null);
  throw unauthorized();
});

export const PATCH = route(customers.updateProfile, { body: profileSchema }, ({ store, customer, body }) => updateProfile(store, customer, body));
