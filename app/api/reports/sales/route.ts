// GET /api/reports/sales — sales over time by day, week or month, with an optional comparison (owner or staff with `reports`).
import { route } from "@/lib/http/route";
import * as reports from "@/lib/reports/endpoints";
import { salesQuerySchema } from "@/lib/reports/schemas";
import { salesReport } from "@/lib/reports/service";

export const GET = route(reports.sales, { query: salesQuerySchema }, ({ store, query }) => salesReport(store, query));
