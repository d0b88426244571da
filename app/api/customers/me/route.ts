// GET /api/customers/me — the signed-in customer of this store (401 when none).
// PATCH /api/customers/me — the customer edits their first and last name (the email stays as it is).
import { toCustomer } from "@/lib/auth/schemas";
import { updateCustomerName } from "@/lib/customers/repository";
import { profileSchema } from "@/lib/customers/schemas";
import { notFound } from "@/lib/http/errors";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "customer" }, ({ customer }) => toCustomer(customer));

export const PATCH = route({ auth: "customer", body: profileSchema }, async ({ store, customer, body }) => {
  const row = await updateCustomerName({ tenantId: store.id, userId: customer.id }, body);
  if (!row) throw notFound("Customer not found");
  return toCustomer(row);
});
