// GET /api/customers/me — the signed-in customer of this store (401 when none).
import { toCustomer } from "@/lib/auth/schemas";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "customer" }, ({ customer }) => toCustomer(customer!));
