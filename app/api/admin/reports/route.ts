// GET /api/admin/reports — platform figures from the stores' roll-ups: orders, GMV per currency, new stores, plans, MRR, top stores (platform admin).
import { route } from "@/lib/http/route";
import * as reports from "@/lib/reports/endpoints";
import { adminReportsQuerySchema } from "@/lib/reports/schemas";
import { adminReport } from "@/lib/reports/platform/service";

export const GET = route(reports.admin, { query: adminReportsQuerySchema }, ({ query }) => adminReport(query));
