// GET /api/reports/customers — new and returning customers over the range (owner or staff with `reports`).
import { route } from "@/lib/http/route";
import * as reports from "@/lib/reports/endpoints";
import { customersQuerySchema } from "@/lib/reports/schemas";
import { customersReport } from "@/lib/reports/service";

export const GET = route(reports.customers, { query: customersQuerySchema }, ({ store, query }) => customersReport(store, query));
