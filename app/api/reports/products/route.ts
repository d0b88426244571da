// GET /api/reports/products — top products or variants by net sales or units (owner or staff with `reports`).
import { route } from "@/lib/http/route";
import * as reports from "@/lib/reports/endpoints";
import { productsQuerySchema } from "@/lib/reports/schemas";
import { productsReport } from "@/lib/reports/service";

export const GET = route(reports.products, { query: productsQuerySchema }, ({ store, query }) => productsReport(store, query));
