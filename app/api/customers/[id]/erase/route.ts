// POST /api/customers/{id}/erase — erase a customer's personal data; orders stay, anonymised (owner or staff with "customers").
import { route } from "@/lib/http/route";
import * as customers from "@/lib/customers/endpoints";
import { eraseCustomer } from "@/lib/customers/admin/service";
import { idParams } from "@/lib/validation";

export const POST = route(customers.erase, { params: idParams }, ({ store, params }) => eraseCustomer(store, params.id));
