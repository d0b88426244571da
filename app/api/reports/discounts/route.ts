// GET /api/reports/discounts — each code or automatic discount: uses, what it took off, its orders' net sales (owner or staff with `reports`).
import { route } from "@/lib/http/route";
import * as reports from "@/lib/reports/endpoints";
import { discountsQuerySchema } from "@/lib/reports/schemas";
import { discountsReport } from "@/lib/reports/service";

export const GET = route(reports.discounts, { query: discountsQuerySchema }, ({ store, query }) => discountsReport(store, query));
