// GET /api/customers/me — the signed-in customer of this store (401 when none).
// PATCH /api/customers/me — the customer edits their first and last name (the email stays as it is).
import { toCustomer } from "@/lib/auth/schemas";
import { profileSchema } from "@/lib/customers/schemas";
import { updateProfile } from "@/lib/customers/service";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "customer" }, ({ customer }) => toCustomer(customer));

export const PATCH = route({ auth: "customer", body: profileSchema }, ({ store, customer, body }) => updateProfile(store, customer, body));
