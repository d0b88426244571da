import { endpoint } from "@/lib/endpoint";
import type { funnelQuerySchema, FunnelReport } from "@/lib/reports/schemas";

/**
 * GET /api/reports/funnel as the screen calls it. Its declaration belongs to lib/analytics/endpoints.ts (wip/funnel);
 * until that lands, the screen reads this copy of the same shape. TODO(issue 42): import it from there on merge.
 */
export const funnel = endpoint<{ query: typeof funnelQuerySchema; response: FunnelReport }>()({
  method: "GET",
  path: "/api/reports/funnel",
  auth: "owner",
  permission: "reports",
});
