// GET /api/customers — the store's registered customers, one page with the count of all matches (owner or staff
// with "customers"): search by e-mail, name or phone, a tag, a segment, sorted by created, spend, orders or last order.
import { route } from "@/lib/http/route";
import * as customers from "@/lib/customers/endpoints";
import { customerListQuerySchema } from "@/lib/customers/admin/schemas";
import { listCustomers } from "@/lib/customers/admin/service";

export const GET = route(customers.list, { query: customerListQuerySchema }, ({ store, query }) => listCustomers(store, query));
