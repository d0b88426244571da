// GET /api/reports/funnel — the storefront funnel over local dates (issue 42, record 0151); owner or staff with `reports`.
import { route } from "@/lib/http/route";
import * as analytics from "@/lib/analytics/endpoints";
import { funnelReport } from "@/lib/analytics/service";
import { funnelQuerySchema } from "@/lib/reports/schemas";

export const GET = route(analytics.funnel, { query: funnelQuerySchema }, ({ store, query }) => funnelReport(store, query));
