// GET /api/customer-segments/{id}/customers — the segment's customers, one page. Permission "customers".
import { route } from "@/lib/http/route";
import * as customers from "@/lib/customers/endpoints";
import { segmentCustomersQuerySchema } from "@/lib/customers/admin/schemas";
import { segmentCustomers } from "@/lib/customers/admin/service";
import { idParams } from "@/lib/validation";

export const GET = route(customers.segmentCustomers, { params: idParams, query: segmentCustomersQuerySchema }, ({ store, params, query }) =>
  segmentCustomers(store, params.id, query),
);
